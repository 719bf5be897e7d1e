// The database layer every server module stands on: a connection (SQLite or Postgres), its
// migrations, the leases processes share, and the server's secrets. It knows no module: each
// module owns its tables and declares them (a ModuleSchema), and the module's repository
// (server/<module>/repo*.ts) is the only code that reads or writes them.
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** One versioned step of a module's schema: SQL, or code for what SQL alone cannot say. */
export type SqliteMigration = string | ((db: Database.Database) => void);
export type PgMigration = string | ((c: pg.PoolClient) => Promise<void>);

/** A module's tables: its migrations, applied in order, once each (the version applied is kept
 *  per module in schema_versions). Each database has its own list; their lengths may differ. A
 *  migration never changes another module's tables. The first version of a module that existed
 *  before the versions were kept creates its tables only if they are missing (IF NOT EXISTS), so a
 *  database of that time keeps its rows. */
export interface ModuleSchema {
  module: string;
  sqlite: SqliteMigration[];
  postgres: PgMigration[];
}

/** Leases: a named row with an owner and an expiry, so that one process of several does a thing
 *  (runs a server bot seat, forms quick-match tables) and another takes over once the owner stops
 *  renewing. */
export interface Leases {
  /** Take or renew the lease `key` for `owner` for ttlMs: true when `owner` holds it now (it was
   *  free, expired, or already `owner`'s). */
  tryLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Whether someone holds the lease `key` now (a read: nothing is taken). */
  leaseHeld(key: string): Promise<boolean>;
  /** Give the lease up (only if `owner` holds it). */
  releaseLease(key: string, owner: string): Promise<void>;
}

export interface Db extends Leases {
  readonly kind: 'sqlite' | 'postgres';
  /** Whether several server processes may share this database (Postgres: true). */
  readonly shared: boolean;
  /** "data in ./data" / "Postgres at host:5432/db" (no passwords). */
  readonly describe: string;
  /** Bring a module's tables to its newest version. */
  migrate(schema: ModuleSchema): Promise<void>;
  /** A random secret of the server's, made once and kept in the database (so every process of a
   *  cluster, and the next start, has the same one). */
  serverSecret(name: string): Promise<string>;
  close(): Promise<void>;
}
