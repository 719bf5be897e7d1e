// Postgres storage (DATABASE_URL=postgres://…) for several server processes sharing one database,
// with the same guarantees as the SQLite store (server/storage/base.ts): every accepted move is
// stored with its log entries in one transaction, a state write is a compare-and-set on _stateID,
// gameover follows the stored state, leases for the server bot seats. The schema is created or
// migrated on start, under an advisory lock so that processes starting together do it once.
//
// JSON is kept as text (exactly what was written, parsed back as is). Expiry of leases uses the
// database's clock, so processes on machines with skewed clocks agree on it.
import type { LogEntry, Server, State } from 'boardgame.io';
import pg from 'pg';
import type { GameModule } from '../../games/common/module';
import type { FinishedSummary, OpenMatch, ReplayRecord } from './types';
import { casOutcome, newSecret, RoundhouseStoreBase, type FetchOpts, type ListOpts, type ListTablesOpts, type MetadataChange, type StoredClock, type WriteOutcome } from './base';

/** Schema versions, applied in order; the applied version is kept in roundhouse_schema. */
const MIGRATIONS: string[] = [
  `CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     game_name TEXT NOT NULL,
     rules_version INTEGER NOT NULL,
     state TEXT,
     state_id INTEGER NOT NULL,
     initial TEXT,
     metadata TEXT NOT NULL,
     gameover BOOLEAN NOT NULL DEFAULT FALSE,
     log_len INTEGER NOT NULL DEFAULT 0,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX matches_game ON matches (game_name, updated_at);
   CREATE INDEX matches_open ON matches (gameover, updated_at);
   CREATE TABLE logs (
     match_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (match_id, seq)
   );
   CREATE TABLE leases (
     key TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL
   );`,
  `CREATE TABLE clocks (
     match_id TEXT PRIMARY KEY,
     doc TEXT NOT NULL,
     version INTEGER NOT NULL
   );`,
  `CREATE INDEX matches_list ON matches (game_name, gameover, created_at);
   CREATE TABLE server_secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // boardgame.io's undo history, one row per entry, apart from the state (server/storage/base.ts)
  `CREATE TABLE undo_steps (
     match_id TEXT NOT NULL,
     idx INTEGER NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (match_id, idx)
   );`,
];

/** Advisory lock id for migrations ("roundhouse" in ASCII, truncated to fit an int8). */
const MIGRATION_LOCK = 0x726f756e64686f;

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

export class PgStore extends RoundhouseStoreBase {
  private pool: pg.Pool;

  constructor(
    private url: string,
    games: GameModule[],
    opts: { max?: number; log?: (msg: string) => void } = {},
  ) {
    super(games);
    checkPgUrl(url);
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection (database restart) is dropped from the pool; the
    // next query opens a new one. Without a listener the error would end the process.
    this.pool.on('error', (e) => (opts.log ?? console.error)(`postgres: idle connection lost: ${e.message}`));
  }

  override get shared(): boolean {
    return true;
  }

  /** Reach the database and create or migrate the schema; throws a clear error if unreachable. */
  override async connect(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw new Error(`cannot reach Postgres at ${describePgUrl(this.url)} (DATABASE_URL): ${(e as Error).message || String(e)}`);
    }
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS roundhouse_schema (version INTEGER NOT NULL)');
      const { rows } = await client.query<{ version: number }>('SELECT version FROM roundhouse_schema');
      let version = rows[0]?.version ?? 0;
      if (!rows.length) await client.query('INSERT INTO roundhouse_schema (version) VALUES (0)');
      if (version > MIGRATIONS.length) {
        throw new Error(`the database has schema version ${version}, newer than this server's ${MIGRATIONS.length}`);
      }
      for (; version < MIGRATIONS.length; version++) {
        await client.query('BEGIN');
        await client.query(MIGRATIONS[version]);
        await client.query('UPDATE roundhouse_schema SET version = $1', [version + 1]);
        await client.query('COMMIT');
      }
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Run fn in one transaction on one connection. */
  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
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

  protected async insertMatch(matchID: string, gameName: string, rulesVersion: number, initialState: State, metadata: Server.MatchData): Promise<void> {
    const now = Date.now();
    const json = JSON.stringify(initialState);
    await this.pool.query(
      `INSERT INTO matches (id, game_name, rules_version, state, state_id, initial, metadata, gameover, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $4, $6, FALSE, $7, $7)`,
      [matchID, gameName, rulesVersion, json, initialState._stateID, JSON.stringify(metadata), now],
    );
    this.forget(matchID);
  }

  protected async writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    const entries = (deltalog ?? []).map((e) => JSON.stringify(e));
    const over = state.ctx.gameover;
    const undo = this.undoPlan(matchID, state);
    // One statement, so one round trip and its own transaction: the compare-and-set (the row is
    // updated only if its _stateID is still the one this state was computed from; the row stays
    // locked until the statement commits), the log entries appended after the stored ones,
    // metadata.gameover when the state ends the match, and the undo entries (rows from `from` on
    // written, rows from `length` on removed: disjoint, so the two never touch one row).
    const res = await this.pool.query(
      `WITH upd AS (
         UPDATE matches SET state = $2, state_id = $3, updated_at = $4, log_len = log_len + cardinality($5::text[]),
           gameover = gameover OR $6::text IS NOT NULL,
           metadata = CASE WHEN $6::text IS NULL THEN metadata ELSE jsonb_set(metadata::jsonb, '{gameover}', $6::jsonb)::text END
         WHERE id = $1 AND state_id = $3 - 1
         RETURNING log_len
       ), ins AS (
         INSERT INTO logs (match_id, seq, entry)
         SELECT $1, upd.log_len - cardinality($5::text[]) + t.ord - 1, t.entry
         FROM upd, unnest($5::text[]) WITH ORDINALITY AS t(entry, ord)
       ), undo_del AS (
         DELETE FROM undo_steps WHERE match_id = $1 AND idx >= $8 AND EXISTS (SELECT 1 FROM upd)
       ), undo_put AS (
         INSERT INTO undo_steps (match_id, idx, entry)
         SELECT $1, $7 + t.ord - 1, t.entry
         FROM upd, unnest($9::text[]) WITH ORDINALITY AS t(entry, ord)
         ON CONFLICT (match_id, idx) DO UPDATE SET entry = excluded.entry
       )
       SELECT count(*)::int AS n FROM upd`,
      [matchID, this.stateJson(state), state._stateID, Date.now(), entries, over === undefined ? null : JSON.stringify(over), undo.from, undo.length, undo.add],
    );
    if (res.rows[0].n === 1) return 'written';
    const cur = await this.pool.query<{ state_id: number }>('SELECT state_id FROM matches WHERE id = $1', [matchID]);
    const verdict = casOutcome(cur.rows[0]?.state_id, state._stateID, deltalog);
    return verdict === 'write' ? 'stale' : verdict;
  }

  protected async writeMetadata(matchID: string, metadata: Server.MatchData, changes: MetadataChange[] | null): Promise<void> {
    if (changes) {
      // Only the fields that changed (jsonb_set / #-, one statement); a gameover stays.
      let expr = 'metadata::jsonb';
      const args: unknown[] = [matchID, metadata.updatedAt ?? Date.now()];
      let over = false;
      for (const c of changes) {
        if (c.remove) {
          if (c.path.length === 1 && c.path[0] === 'gameover') continue;
          args.push(c.path);
          expr = `(${expr} #- $${args.length}::text[])`;
        } else {
          args.push(c.path, JSON.stringify(c.value));
          expr = `jsonb_set(${expr}, $${args.length - 1}::text[], $${args.length}::text::jsonb)`;
          if (c.path.length === 1 && c.path[0] === 'gameover') over = true;
        }
      }
      args.push(over);
      await this.pool.query(
        `UPDATE matches SET metadata = (${expr})::text, gameover = gameover OR $${args.length}::boolean, updated_at = GREATEST(updated_at, $2) WHERE id = $1`,
        args,
      );
      return;
    }
    // One statement: keepGameover in SQL (once over, a metadata without gameover keeps the stored one).
    await this.pool.query(
      `UPDATE matches SET
         metadata = CASE WHEN gameover AND NOT ($2::text::jsonb ? 'gameover')
                    THEN ($2::text::jsonb || jsonb_build_object('gameover', metadata::jsonb -> 'gameover'))::text ELSE $2::text END,
         gameover = gameover OR ($2::text::jsonb ? 'gameover'),
         updated_at = $3
       WHERE id = $1`,
      [matchID, JSON.stringify(metadata), metadata.updatedAt ?? Date.now()],
    );
  }

  protected async touch(matchID: string, updatedAt: number): Promise<void> {
    await this.pool.query('UPDATE matches SET updated_at = GREATEST(updated_at, $2) WHERE id = $1', [matchID, updatedAt]);
  }

  override async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    // The state comes back only when the stored one is not the cached one (server/storage/base.ts).
    const cols = ['game_name'];
    const args: unknown[] = [matchID];
    if (opts.state) {
      args.push(this.cachedState(matchID)?._stateID ?? -1);
      cols.push(
        'state_id',
        'CASE WHEN state_id = $2 THEN NULL ELSE state END AS state',
        'CASE WHEN state_id = $2 THEN NULL ELSE (SELECT array_agg(u.entry ORDER BY u.idx) FROM undo_steps u WHERE u.match_id = matches.id) END AS undo',
      );
    }
    if (opts.metadata) cols.push('metadata', 'updated_at');
    if (opts.initialState) cols.push('initial');
    const [{ rows }, log] = await Promise.all([
      this.pool.query(`SELECT ${cols.join(', ')} FROM matches WHERE id = $1`, args),
      opts.log ? this.readLog(matchID) : undefined,
    ]);
    const out: Record<string, unknown> = {};
    const row = rows[0];
    if (!row) return out;
    if (opts.state) out.state = this.liveState(matchID, row.state_id, row.state, row.undo);
    if (opts.metadata) out.metadata = this.parseMetadata(row.metadata, row.updated_at);
    if (opts.log) out.log = log;
    if (opts.initialState) out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    await this.tx(async (c) => {
      await c.query('DELETE FROM matches WHERE id = $1', [matchID]);
      await c.query('DELETE FROM logs WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM undo_steps WHERE match_id = $1', [matchID]);
    });
  }

  override async listMatches(opts?: ListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, v: unknown) => (args.push(v), clauses.push(sql.replace('?', `$${args.length}`)));
    if (opts?.gameName) add('game_name = ?', opts.gameName);
    const w = opts?.where ?? {};
    if (w.isGameover !== undefined) add('gameover = ?', w.isGameover);
    if (w.updatedBefore !== undefined) add('updated_at < ?', w.updatedBefore);
    if (w.updatedAfter !== undefined) add('updated_at > ?', w.updatedAfter);
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const { rows } = await this.pool.query<{ id: string }>(`SELECT id FROM matches ${where} ORDER BY updated_at DESC`, args);
    return rows.map((r) => r.id);
  }

  // ---- RoundhouseStore -------------------------------------------------------------------

  async fetchReplay(matchID: string): Promise<ReplayRecord | undefined> {
    const [{ rows }, log] = await Promise.all([
      this.pool.query('SELECT game_name, initial, metadata, rules_version FROM matches WHERE id = $1', [matchID]),
      this.readLog(matchID),
    ]);
    const row = rows[0];
    if (!row || !row.initial) return undefined;
    return {
      matchID,
      gameName: row.game_name,
      initialState: JSON.parse(row.initial),
      log,
      metadata: JSON.parse(row.metadata),
      rulesVersion: row.rules_version,
    };
  }

  async listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]> {
    const args: unknown[] = [];
    let sql = 'SELECT id, game_name, metadata, created_at, updated_at, log_len FROM matches WHERE gameover';
    if (opts?.gameName) (args.push(opts.gameName), (sql += ` AND game_name = $${args.length}`));
    args.push(opts?.limit ?? 100);
    sql += ` ORDER BY updated_at DESC LIMIT $${args.length}`;
    const { rows } = await this.pool.query(sql, args);
    return rows.map((r) => this.summary(r.id, r.game_name, JSON.parse(r.metadata), Number(r.created_at), Number(r.updated_at), r.log_len));
  }

  async listOpen(): Promise<OpenMatch[]> {
    const { rows } = await this.pool.query('SELECT id, game_name, metadata, updated_at FROM matches WHERE NOT gameover');
    return rows.map((r) => ({ matchID: r.id, gameName: r.game_name, metadata: { ...JSON.parse(r.metadata), updatedAt: Number(r.updated_at) } }));
  }

  async listTables(gameName: string, opts: ListTablesOpts): Promise<{ matchID: string; metadata: Server.MatchData }[]> {
    const out: { matchID: string; metadata: Server.MatchData }[] = [];
    const BATCH = 200;
    let skip = opts.offset;
    for (let at = 0; ; at += BATCH) {
      const { rows } = await this.pool.query<{ id: string; metadata: string; updated_at: string }>(
        `SELECT id, metadata, updated_at FROM matches WHERE game_name = $1 AND NOT gameover AND (metadata::jsonb ->> 'unlisted') IS DISTINCT FROM 'true'
         ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [gameName, BATCH, at],
      );
      for (const r of rows) {
        const metadata = JSON.parse(r.metadata) as Server.MatchData;
        metadata.updatedAt = Number(r.updated_at);
        if (!opts.keep(metadata)) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        out.push({ matchID: r.id, metadata });
        if (out.length >= opts.limit) return out;
      }
      if (rows.length < BATCH) return out;
    }
  }

  async serverSecret(name: string): Promise<string> {
    await this.pool.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, newSecret()]);
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
    return rows[0].value;
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

  async releaseLease(key: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM leases WHERE key = $1 AND owner = $2', [key, owner]);
  }

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const { rows } = await this.pool.query<{ doc: string; version: number }>('SELECT doc, version FROM clocks WHERE match_id = $1', [matchID]);
    return rows[0] ? { matchID, doc: JSON.parse(rows[0].doc), version: rows[0].version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const { rowCount } = expected === null
      ? await this.pool.query('INSERT INTO clocks (match_id, doc, version) VALUES ($1, $2, 1) ON CONFLICT (match_id) DO NOTHING', [matchID, json])
      : await this.pool.query('UPDATE clocks SET doc = $1, version = version + 1 WHERE match_id = $2 AND version = $3', [json, matchID, expected]);
    return rowCount === 1;
  }

  async listClocks(): Promise<StoredClock[]> {
    const { rows } = await this.pool.query<{ match_id: string; doc: string; version: number }>(
      'SELECT c.match_id, c.doc, c.version FROM clocks c JOIN matches m ON m.id = c.match_id WHERE NOT m.gameover',
    );
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  private async readLog(matchID: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<{ entry: string }>('SELECT entry FROM logs WHERE match_id = $1 ORDER BY seq', [matchID]);
    return rows.map((r) => JSON.parse(r.entry));
  }
}
