// The Postgres database (DATABASE_URL=postgres://…) for several server processes sharing one
// database. Each module's schema is created or migrated on start (migrate), under an advisory lock
// so that processes starting together do it once. JSON is kept as text (exactly what was written,
// parsed back as is). Expiry of leases uses the database's clock, so processes on machines with
// skewed clocks agree on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db, ModuleSchema } from './types';

/** Advisory lock id for migrations: "roundhouse" in ASCII truncated to fit an int8
 *  (0x726f756e64686f), as a JavaScript number sends it (the releases before sent that). */
const MIGRATION_LOCK = '32210697498945650';

/** Where a postgres:// URL points, without its password (for messages). */
export function describePgUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || 5432}${u.pathname || '/'}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** Check DATABASE_URL's form; throws a clear error. */
export function checkPgUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)`);
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${u.protocol}//…)`);
  }
}

export class PgDb implements Db {
  readonly kind = 'postgres';
  readonly shared = true;
  readonly describe: string;
  readonly pool: pg.Pool;
  private closed = false;

  constructor(
    private url: string,
    opts: { max?: number; log?: (msg: string) => void } = {},
  ) {
    checkPgUrl(url);
    this.describe = `Postgres at ${describePgUrl(url)}`;
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection (database restart) is dropped from the pool; the
    // next query opens a new one. Without a listener the error would end the process.
    this.pool.on('error', (e) => (opts.log ?? console.error)(`postgres: idle connection lost: ${e.message}`));
  }

  /** Reach the database and create the layer's own tables; throws a clear error if unreachable. */
  async connect(): Promise<void> {
    await this.locked(async (c) => {
      await c.query(`
        CREATE TABLE IF NOT EXISTS schema_versions (module TEXT PRIMARY KEY, version INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS leases (key TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL);
        CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);`);
    });
  }

  /** fn on one connection, holding the migration lock. */
  private async locked(fn: (c: pg.PoolClient) => Promise<void>): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw new Error(
        `cannot reach Postgres at ${describePgUrl(this.url)} (DATABASE_URL): ${(e as Error).message || String(e)}`,
      );
    }
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await fn(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  async migrate(schema: ModuleSchema): Promise<void> {
    const steps = schema.postgres;
    await this.locked(async (c) => {
      const { rows } = await c.query<{ version: number }>('SELECT version FROM schema_versions WHERE module = $1', [
        schema.module,
      ]);
      let version = rows[0]?.version ?? 0;
      if (version > steps.length)
        throw new Error(
          `the database has ${schema.module} schema version ${version}, newer than this server's ${steps.length}`,
        );
      for (; version < steps.length; version++) {
        try {
          await c.query('BEGIN');
          const step = steps[version];
          if (typeof step === 'string') await c.query(step);
          else await step(c);
          await c.query(
            'INSERT INTO schema_versions (module, version) VALUES ($1, $2) ON CONFLICT (module) DO UPDATE SET version = excluded.version',
            [schema.module, version + 1],
          );
          await c.query('COMMIT');
        } catch (e) {
          await c.query('ROLLBACK').catch(() => {});
          throw e;
        }
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Run fn in one transaction on one connection. */
  async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  async tryLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO leases (key, owner, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.owner = excluded.owner OR leases.expires_at <= now()`,
      [key, owner, ttlMs],
    );
    return rowCount === 1;
  }

  async leaseHeld(key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM leases WHERE key = $1 AND expires_at > now()', [key]);
    return rowCount === 1;
  }

  async releaseLease(key: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM leases WHERE key = $1 AND owner = $2', [key, owner]);
  }

  async serverSecret(name: string): Promise<string> {
    await this.pool.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      randomBytes(32).toString('hex'),
    ]);
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
      name,
    ]);
    return rows[0].value;
  }
}
