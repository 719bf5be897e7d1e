// The SQLite database (one file in DATA_DIR, WAL): the default for one server process.
//
// Writes besides the reads of the event loop run on a thread of their own (./sqlite-writer.cjs)
// with its own connection; the server's event loop only makes their JSON and hears the outcome.
// - Checkpoints (copying the write-ahead log back into the database file, with its fsyncs) every
//   250 ms (PASSIVE: writers go on meanwhile), not in the commit of whichever move filled the log:
//   done there they were a quarter of a move's time (test/bench/store-moves.ts: 0.70 → 0.51 ms per
//   move without them). Commits are not fsynced (synchronous = NORMAL): a process killed mid-move
//   loses nothing written, the operating system has it.
// - Batches: a module registers a batch writer (the match store's group commit of state writes,
//   server/storage/sqlite-writes.cjs) and posts batches to it (postBatch); single statements go
//   through runWrite (the frequent small writes: metadata, stamps, clocks, leases).
// If the thread cannot start, or stops, the writes run on the event loop and commits checkpoint as
// SQLite does by default. `noWriter`: a connection without a writer thread (a master thread's,
// server/sockets/master-thread.ts: it commits on its own connection; the schema and the
// checkpoints are the event loop's).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Db, ModuleSchema } from './types';

const WRITER_FILE = fileURLToPath(new URL('./sqlite-writer.cjs', import.meta.url));
export type Statements = (text: string) => Database.Statement;
const writer = createRequire(import.meta.url)(WRITER_FILE) as { statements(db: Database.Database): Statements };
/** A batch writer (a module's, loaded by file on both threads): (writes) => one result each. */
type BatchWriter = (writes: unknown[]) => unknown[];
/** The writer thread's reply to a message: a batch's results, a statement's changes, or an error. */
type WriterReply = { id: number; results?: unknown[]; changes?: number; error?: string };

/** The writer thread, or undefined when it cannot start. */
function startWriter(file: string): Worker | undefined {
  try {
    const lib = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WRITER_FILE, { workerData: { sqliteWriter: { file, lib, everyMs: 250 } } });
    w.unref();
    return w;
  } catch {
    return undefined;
  }
}

export const SQLITE_FILE = 'roundhouse.sqlite';

export class SqliteDb implements Db {
  readonly kind = 'sqlite';
  readonly shared = false;
  readonly describe: string;
  /** The event loop's connection (reads, transactions of several statements). */
  readonly conn: Database.Database;
  /** Prepared statements, prepared once per text (preparing on every call was ~6% of a loaded
   *  server's CPU in `npm run load`). */
  readonly sql: Statements;
  /** The writer thread; undefined: the writes run here. */
  private writer: Worker | undefined;
  private batchFile: string | undefined;
  private localBatch: BatchWriter | undefined;
  /** Messages posted to the writer thread and not answered yet: what to do with the answer, or
   *  with the thread's end. */
  private awaiting = new Map<number, { answer: (m: WriterReply) => void; fail: (e: unknown) => void }>();
  private messageIds = 0;
  private closed = false;
  private drained: (() => void) | undefined;
  /** Called before the connection closes (a module's last queued writes). */
  private closing: (() => void)[] = [];

  constructor(dataDir: string, opts: { noWriter?: boolean } = {}) {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, SQLITE_FILE);
    this.describe = `data in ${dataDir}`;
    this.conn = new Database(file);
    this.sql = writer.statements(this.conn);
    this.conn.pragma('journal_mode = WAL');
    this.conn.pragma('synchronous = NORMAL');
    this.conn.pragma('busy_timeout = 5000');
    if (opts.noWriter) {
      // The event loop's connection checkpoints every 250 ms; were its writer thread gone, a
      // commit here checkpoints once the log passes 64 MB.
      this.conn.pragma('wal_autocheckpoint = 16000');
      return;
    }
    {
      const own = startWriter(file);
      this.writer = own;
      if (own) {
        this.conn.pragma('wal_autocheckpoint = 0');
        own.on('message', (m: WriterReply) => this.answered(m));
        own.on('error', (e) => this.writerLost(e));
        own.on('exit', (code) => this.writerLost(new Error(`the SQLite writer thread stopped (exit code ${code})`)));
      }
    }
    // The database layer's own tables: each module's schema version, leases, secrets.
    this.conn.exec(`
      CREATE TABLE IF NOT EXISTS schema_versions (module TEXT PRIMARY KEY, version INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS leases (key TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);`);
  }

  /** Whether a writer thread runs the writes (tests). */
  get hasWriter(): boolean {
    return !!this.writer;
  }

  /** Block the writer thread for up to `ms`, so that writes posted meanwhile wait (tests). */
  stallWriter(ms: number): void {
    this.writer?.postMessage({ type: 'stall', ms });
  }

  /** Stop the writer thread as a crash would (tests). */
  async killWriter(): Promise<void> {
    await this.writer?.terminate();
  }

  // ---- migrations -------------------------------------------------------------------------

  async migrate(schema: ModuleSchema): Promise<void> {
    this.migrateNow(schema);
  }

  /** migrate, done before this returns. */
  migrateNow(schema: ModuleSchema): void {
    const steps = schema.sqlite;
    // One IMMEDIATE transaction: of processes opening the file together, one migrates, the others
    // find it done.
    this.conn
      .transaction(() => {
        const row = this.conn.prepare('SELECT version FROM schema_versions WHERE module = ?').get(schema.module) as
          | { version: number }
          | undefined;
        const version = row?.version ?? 0;
        if (version > steps.length)
          throw new Error(
            `the database has ${schema.module} schema version ${version}, newer than this server's ${steps.length}`,
          );
        for (let v = version; v < steps.length; v++) {
          const step = steps[v];
          if (typeof step === 'string') this.conn.exec(step);
          else step(this.conn);
        }
        this.conn
          .prepare(
            'INSERT INTO schema_versions (module, version) VALUES (?, ?) ON CONFLICT (module) DO UPDATE SET version = excluded.version',
          )
          .run(schema.module, steps.length);
      })
      .immediate();
  }

  // ---- leases and secrets ------------------------------------------------------------------

  async tryLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const changes = await this.runWrite(
      `INSERT INTO leases (key, owner, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.owner = excluded.owner OR leases.expires_at <= ?`,
      [key, owner, now + ttlMs, now],
    );
    return changes === 1;
  }

  async leaseHeld(key: string): Promise<boolean> {
    return this.sql('SELECT 1 FROM leases WHERE key = ? AND expires_at > ?').get(key, Date.now()) !== undefined;
  }

  async releaseLease(key: string, owner: string): Promise<void> {
    await this.runWrite('DELETE FROM leases WHERE key = ? AND owner = ?', [key, owner]);
  }

  async serverSecret(name: string): Promise<string> {
    this.sql('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
      name,
      randomBytes(32).toString('hex'),
    );
    return (this.sql('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string }).value;
  }

  // ---- writes -----------------------------------------------------------------------------

  /** Run fn in one IMMEDIATE transaction on the event loop's connection. */
  tx<T>(fn: () => T): T {
    return this.conn.transaction(fn).immediate();
  }

  /** One write statement on the writer thread (or here without it); how many rows it changed.
   *  For the frequent writes (metadata, the updated_at stamp, clocks, leases, session and queue
   *  stamps): on this connection they waited for the writer thread's transaction, and SQLite waits
   *  a millisecond at least, with the event loop stopped. */
  runWrite(text: string, args: unknown[]): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    if (!this.writer) {
      try {
        return Promise.resolve(this.sql(text).run(...args).changes);
      } catch (e) {
        return Promise.reject(e);
      }
    }
    const w = this.writer;
    return new Promise<number>((done, fail) =>
      this.post(
        w,
        { type: 'run', sql: text, args },
        (m) => (m.changes !== undefined ? done(m.changes) : fail(new Error(m.error))),
        fail,
      ),
    );
  }

  /** The batch writer to run postBatch's batches with: a CommonJS module's batchWriter(db, sql). */
  useBatchWriter(file: string): void {
    this.batchFile = file;
    this.writer?.postMessage({ type: 'batch', file });
  }

  /** Run a batch on the writer thread (or here without it); `done` gets one result per write,
   *  `fail` an error that fails the whole batch. */
  postBatch(writes: unknown[], done: (results: unknown[]) => void, fail: (e: unknown) => void): void {
    if (this.writer) {
      this.post(
        this.writer,
        { type: 'write', writes },
        (m) => (m.results ? done(m.results) : fail(new Error(m.error))),
        fail,
      );
      return;
    }
    let results: unknown[];
    try {
      if (!this.batchFile) throw new Error('no batch writer');
      this.localBatch ??= (
        createRequire(import.meta.url)(this.batchFile) as {
          batchWriter(db: Database.Database, sql: Statements): BatchWriter;
        }
      ).batchWriter(this.conn, this.sql);
      results = this.localBatch(writes);
    } catch (err) {
      fail(err);
      return;
    }
    done(results);
  }

  /** fn runs first when the database closes (to post what is still queued). */
  onClose(fn: () => void): void {
    this.closing.push(fn);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Stores the writes still waiting, then closes the writer thread and the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    for (const fn of this.closing) fn();
    this.closed = true;
    if (this.awaiting.size) await new Promise<void>((resolve) => (this.drained = resolve));
    const w = this.writer;
    this.writer = undefined;
    if (w) {
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.ref(); // the thread is unref'd: a command-line tool closing the database waits for it here
      w.postMessage({ type: 'close' });
      await exited;
    }
    this.conn.close();
  }

  /** The writer thread failed or ended: its unanswered batches fail (their moves are not
   *  broadcast; the clients are re-synced from what is stored), later writes run here. */
  private writerLost(err: unknown): void {
    if (!this.writer) return;
    this.writer = undefined;
    if (!this.closed) this.conn.pragma('wal_autocheckpoint = 1000');
    const lost = [...this.awaiting.values()];
    this.awaiting.clear();
    for (const a of lost) a.fail(err);
    this.drained?.();
  }

  /** Post a message to the writer thread; `answer` gets its reply, `fail` the thread's end. */
  private post(
    writer: Worker,
    message: Record<string, unknown>,
    answer: (m: WriterReply) => void,
    fail: (e: unknown) => void,
  ): void {
    const id = ++this.messageIds;
    this.awaiting.set(id, { answer, fail });
    writer.postMessage({ ...message, id });
  }

  private answered(m: WriterReply): void {
    const a = this.awaiting.get(m.id);
    if (!a) return;
    this.awaiting.delete(m.id);
    a.answer(m);
    if (!this.awaiting.size) this.drained?.();
  }
}
