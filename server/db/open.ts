// The database a server process keeps its data in, chosen from the configuration: SQLite in
// DATA_DIR (the default: one process), or Postgres (DATABASE_URL) for several processes. Reached
// before the server listens: a bad URL or an unreachable database is a clear error at start.
import { PgDb } from './postgres';
import { SqliteDb } from './sqlite';
import type { Db } from './types';

export async function openDb(
  config: { dataDir: string; databaseUrl?: string },
  log: (msg: string) => void = console.log,
): Promise<Db> {
  if (!config.databaseUrl) return new SqliteDb(config.dataDir);
  const pg = new PgDb(config.databaseUrl, { log });
  try {
    await pg.connect();
  } catch (e) {
    await pg.close().catch(() => {});
    throw e;
  }
  return pg;
}

/** The implementation of a repository for the database it is given. */
export function forDb<T>(db: Db, impl: { sqlite: (db: SqliteDb) => T; postgres: (db: PgDb) => T }): T {
  if (db instanceof SqliteDb) return impl.sqlite(db);
  if (db instanceof PgDb) return impl.postgres(db);
  throw new Error(`no repository for a ${db.kind} database`);
}
