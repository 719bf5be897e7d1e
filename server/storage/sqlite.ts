// SQLite storage behind boardgame.io's StorageAPI.Async (one file in DATA_DIR, WAL): the default
// for one server process. What it shares with the Postgres store (CSPRNG re-seed, the public
// initialState, compare-and-set state writes, gameover, leases) is described in
// server/storage/base.ts. Writes run in IMMEDIATE transactions, so the compare-and-set also holds
// between processes opening the same file.
//
// Checkpoints (copying the write-ahead log back into the database file, with its fsyncs) run on a
// worker thread with its own connection, every 250 ms (PASSIVE: writers go on meanwhile), not in
// the commit of whichever move filled the log: done there they were a quarter of a move's time
// (test/bench/store-moves.ts: 0.70 → 0.51 ms per move without them). Commits are not fsynced
// (synchronous = NORMAL, as before): a process killed mid-move loses nothing written, the
// operating system has it. If the thread cannot start, commits checkpoint as SQLite does by default.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { FinishedSummary, OpenMatch, ReplayRecord } from './types';
import { casOutcome, keepGameover, newSecret, RoundhouseStoreBase, type FetchOpts, type ListOpts, type ListTablesOpts, type MetadataChange, type StoredClock, type WriteOutcome } from './base';
import type { GameModule } from '../../games/common/module';

/** The checkpoint thread's code (CommonJS, given better-sqlite3's path). */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.lib);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
// PASSIVE: copy what it can while writers go on. The log is reused from its start only once a
// checkpoint copied all of it; under steady writes that may not happen, so past 4,000 frames
// (16 MB) a RESTART waits for the writer in progress and makes the next one start over.
const run = () => {
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    if (r && r.log > 4000) db.pragma('wal_checkpoint(RESTART)');
  } catch {}
};
const timer = setInterval(run, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); run(); db.close(); parentPort.close(); });
`;

function startCheckpointer(file: string): Worker | undefined {
  try {
    const lib = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(CHECKPOINTER, { eval: true, workerData: { file, lib, everyMs: 250 } });
    w.on('error', () => {}); // the store goes on; a failed thread only leaves checkpoints to SQLite's default
    w.unref();
    return w;
  } catch {
    return undefined;
  }
}

export class SqliteStore extends RoundhouseStoreBase {
  private db: Database.Database;
  private checkpointer: Worker | undefined;

  constructor(dataDir: string, games: GameModule[]) {
    super(games);
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'roundhouse.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.checkpointer = startCheckpointer(join(dataDir, 'roundhouse.sqlite'));
    if (this.checkpointer) this.db.pragma('wal_autocheckpoint = 0');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        game_name TEXT NOT NULL,
        rules_version INTEGER NOT NULL,
        state TEXT,
        initial TEXT,
        metadata TEXT NOT NULL,
        gameover INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
      CREATE INDEX IF NOT EXISTS matches_list ON matches (game_name, gameover, created_at);
      CREATE TABLE IF NOT EXISTS logs (
        match_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        entry TEXT NOT NULL,
        PRIMARY KEY (match_id, seq)
      );
      CREATE TABLE IF NOT EXISTS leases (
        key TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS undo_steps (
        match_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        entry TEXT NOT NULL,
        PRIMARY KEY (match_id, idx)
      );
      CREATE TABLE IF NOT EXISTS clocks (
        match_id TEXT PRIMARY KEY,
        doc TEXT NOT NULL,
        version INTEGER NOT NULL
      );`);
    // Databases from before the compare-and-set: the stored _stateID gets its own column.
    const cols = this.db.prepare('PRAGMA table_info(matches)').all() as { name: string }[];
    if (!cols.some((c) => c.name === 'state_id')) {
      this.db.transaction(() => {
        this.db.exec('ALTER TABLE matches ADD COLUMN state_id INTEGER NOT NULL DEFAULT 0');
        this.db.exec(`UPDATE matches SET state_id = COALESCE(json_extract(state, '$._stateID'), 0)`);
      }).immediate();
    }
  }

  override async connect(): Promise<void> {}

  close(): void {
    this.checkpointer?.postMessage('close');
    this.checkpointer = undefined;
    this.db.close();
  }

  protected async insertMatch(matchID: string, gameName: string, rulesVersion: number, initialState: State, metadata: Server.MatchData): Promise<void> {
    const now = Date.now();
    const json = JSON.stringify(initialState);
    this.sql(
        `INSERT INTO matches (id, game_name, rules_version, state, state_id, initial, metadata, gameover, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(matchID, gameName, rulesVersion, json, initialState._stateID, json, JSON.stringify(metadata), now, now);
    this.forget(matchID);
  }

  private statements = new Map<string, Database.Statement>();

  /** A prepared statement, prepared once per text (preparing on every call was ~6% of a loaded
   *  server's CPU in `npm run load`). */
  private sql(text: string): Database.Statement {
    let st = this.statements.get(text);
    if (!st) this.statements.set(text, (st = this.db.prepare(text)));
    return st;
  }

  protected async writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    const write = this.db.transaction((): WriteOutcome => {
      const row = this.sql('SELECT state_id FROM matches WHERE id = ?').get(matchID) as { state_id: number } | undefined;
      const verdict = casOutcome(row?.state_id, state._stateID, deltalog);
      if (verdict !== 'write') return verdict;
      const now = Date.now();
      this.sql('UPDATE matches SET state = ?, state_id = ?, updated_at = ? WHERE id = ?').run(this.stateJson(state), state._stateID, now, matchID);
      const undo = this.undoPlan(matchID, state);
      this.sql('DELETE FROM undo_steps WHERE match_id = ? AND idx >= ?').run(matchID, undo.length);
      if (undo.add.length) {
        const put = this.sql('INSERT OR REPLACE INTO undo_steps (match_id, idx, entry) VALUES (?, ?, ?)');
        undo.add.forEach((e, i) => put.run(matchID, undo.from + i, e));
      }
      if (state.ctx.gameover !== undefined) {
        const stored = this.sql('SELECT metadata FROM matches WHERE id = ?').get(matchID) as { metadata: string };
        const metadata = { ...(JSON.parse(stored.metadata) as Server.MatchData), gameover: state.ctx.gameover };
        this.sql('UPDATE matches SET metadata = ?, gameover = 1 WHERE id = ?').run(JSON.stringify(metadata), matchID);
      }
      if (deltalog && deltalog.length) {
        const next = (this.sql('SELECT COALESCE(MAX(seq) + 1, 0) AS n FROM logs WHERE match_id = ?').get(matchID) as { n: number }).n;
        const ins = this.sql('INSERT INTO logs (match_id, seq, entry) VALUES (?, ?, ?)');
        deltalog.forEach((e, i) => ins.run(matchID, next + i, JSON.stringify(e)));
      }
      return 'written';
    });
    return write.immediate();
  }

  protected async writeMetadata(matchID: string, metadata: Server.MatchData, changes: MetadataChange[] | null): Promise<void> {
    if (changes) {
      // Only the fields that changed (json_set / json_remove, one statement); a gameover stays.
      let expr = 'metadata';
      const args: unknown[] = [];
      let over = 0;
      for (const c of changes) {
        const path = `$.${c.path.map((k) => `"${k}"`).join('.')}`;
        if (c.remove) {
          if (c.path.length === 1 && c.path[0] === 'gameover') continue;
          expr = `json_remove(${expr}, ?)`;
          args.push(path);
        } else {
          expr = `json_set(${expr}, ?, json(?))`;
          args.push(path, JSON.stringify(c.value));
          if (c.path.length === 1 && c.path[0] === 'gameover') over = 1;
        }
      }
      this.sql(`UPDATE matches SET metadata = ${expr}, gameover = MAX(gameover, ?), updated_at = MAX(updated_at, ?) WHERE id = ?`)
        .run(...args, over, metadata.updatedAt ?? Date.now(), matchID);
      return;
    }
    this.db.transaction(() => {
      // The stored metadata matters only once the match is over (keepGameover): parse it then only.
      const row = this.sql('SELECT gameover FROM matches WHERE id = ?').get(matchID) as { gameover: number } | undefined;
      const stored = row?.gameover ? (JSON.parse((this.sql('SELECT metadata FROM matches WHERE id = ?').get(matchID) as { metadata: string }).metadata) as Server.MatchData) : undefined;
      const md = keepGameover(metadata, stored);
      this.sql('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(md), md.gameover !== undefined ? 1 : 0, md.updatedAt ?? Date.now(), matchID);
    }).immediate();
  }

  protected async touch(matchID: string, updatedAt: number): Promise<void> {
    this.sql('UPDATE matches SET updated_at = MAX(updated_at, ?) WHERE id = ?').run(updatedAt, matchID);
  }

  override async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    // Only the columns asked for: a move fetches metadata, then state; copying the initial state
    // and the other JSON columns out of SQLite on every move was a measurable part of its cost.
    // The state comes back only when the stored one is not the cached one (server/storage/base.ts),
    // with its undo entries read in the same transaction.
    const cols = ['id', 'game_name'];
    const args: unknown[] = [];
    if (opts.state) {
      cols.push('state_id', 'CASE WHEN state_id = ? THEN NULL ELSE state END AS state');
      args.push(this.cachedState(matchID)?._stateID ?? -1);
    }
    if (opts.metadata) cols.push('metadata', 'updated_at');
    if (opts.initialState) cols.push('initial');
    const select = this.sql(`SELECT ${cols.join(', ')} FROM matches WHERE id = ?`);
    let row = select.get(...args, matchID) as Row | undefined;
    let undo: string[] | undefined;
    if (opts.state && row?.state != null) {
      // Not the cached state: read it again with its undo entries, in one transaction.
      row = this.db.transaction(() => {
        const again = select.get(...args, matchID) as Row | undefined;
        if (again?.state != null) undo = (this.sql('SELECT entry FROM undo_steps WHERE match_id = ? ORDER BY idx').all(matchID) as { entry: string }[]).map((r) => r.entry);
        return again;
      })();
    }
    const out: Record<string, unknown> = {};
    if (!row) return out;
    if (opts.state) out.state = this.liveState(matchID, row.state_id, row.state, undo);
    if (opts.metadata) out.metadata = this.parseMetadata(row.metadata, row.updated_at);
    if (opts.log) out.log = this.readLog(matchID);
    if (opts.initialState) out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    this.db.transaction(() => {
      this.sql('DELETE FROM matches WHERE id = ?').run(matchID);
      this.sql('DELETE FROM logs WHERE match_id = ?').run(matchID);
      this.sql('DELETE FROM undo_steps WHERE match_id = ?').run(matchID);
    }).immediate();
  }

  override async listMatches(opts?: ListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const args: (string | number)[] = [];
    if (opts?.gameName) (clauses.push('game_name = ?'), args.push(opts.gameName));
    const w = opts?.where ?? {};
    if (w.isGameover !== undefined) (clauses.push('gameover = ?'), args.push(w.isGameover ? 1 : 0));
    if (w.updatedBefore !== undefined) (clauses.push('updated_at < ?'), args.push(w.updatedBefore));
    if (w.updatedAfter !== undefined) (clauses.push('updated_at > ?'), args.push(w.updatedAfter));
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = this.sql(`SELECT id FROM matches ${where} ORDER BY updated_at DESC`).all(...args) as { id: string }[];
    return rows.map((r) => r.id);
  }

  // ---- RoundhouseStore -------------------------------------------------------------------

  async fetchReplay(matchID: string): Promise<ReplayRecord | undefined> {
    const row = this.sql('SELECT * FROM matches WHERE id = ?').get(matchID) as Row | undefined;
    if (!row || !row.initial) return undefined;
    return {
      matchID,
      gameName: row.game_name,
      initialState: JSON.parse(row.initial),
      log: this.readLog(matchID),
      metadata: JSON.parse(row.metadata),
      rulesVersion: row.rules_version,
    };
  }

  async listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]> {
    const args: (string | number)[] = [];
    let sql = 'SELECT m.*, (SELECT COUNT(*) FROM logs l WHERE l.match_id = m.id) AS plies FROM matches m WHERE gameover = 1';
    if (opts?.gameName) (sql += ' AND game_name = ?'), args.push(opts.gameName);
    sql += ' ORDER BY updated_at DESC LIMIT ?';
    args.push(opts?.limit ?? 100);
    const rows = this.sql(sql).all(...args) as (Row & { plies: number })[];
    return rows.map((r) => this.summary(r.id, r.game_name, JSON.parse(r.metadata), r.created_at, r.updated_at, r.plies));
  }

  async listOpen(): Promise<OpenMatch[]> {
    const rows = this.sql('SELECT id, game_name, metadata, updated_at FROM matches WHERE gameover = 0').all() as Row[];
    return rows.map((r) => ({ matchID: r.id, gameName: r.game_name, metadata: { ...JSON.parse(r.metadata), updatedAt: r.updated_at } }));
  }

  async listTables(gameName: string, opts: ListTablesOpts): Promise<{ matchID: string; metadata: Server.MatchData }[]> {
    const rows = this.sql(
      `SELECT id, metadata, updated_at FROM matches WHERE game_name = ? AND gameover = 0 AND json_extract(metadata, '$.unlisted') IS NOT 1
       ORDER BY created_at DESC, id`,
    ).iterate(gameName) as IterableIterator<{ id: string; metadata: string; updated_at: number }>;
    const out: { matchID: string; metadata: Server.MatchData }[] = [];
    let skip = opts.offset;
    for (const r of rows) {
      const metadata = JSON.parse(r.metadata) as Server.MatchData;
      metadata.updatedAt = r.updated_at;
      if (!opts.keep(metadata)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      out.push({ matchID: r.id, metadata });
      if (out.length >= opts.limit) {
        rows.return?.();
        break;
      }
    }
    return out;
  }

  async serverSecret(name: string): Promise<string> {
    this.sql('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, newSecret());
    return (this.sql('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string }).value;
  }

  async tryLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const res = this.sql(
        `INSERT INTO leases (key, owner, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
         WHERE leases.owner = excluded.owner OR leases.expires_at <= ?`,
      )
      .run(key, owner, now + ttlMs, now);
    return res.changes === 1;
  }

  async releaseLease(key: string, owner: string): Promise<void> {
    this.sql('DELETE FROM leases WHERE key = ? AND owner = ?').run(key, owner);
  }

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const row = this.sql('SELECT doc, version FROM clocks WHERE match_id = ?').get(matchID) as { doc: string; version: number } | undefined;
    return row ? { matchID, doc: JSON.parse(row.doc), version: row.version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const res = expected === null
      ? this.sql('INSERT INTO clocks (match_id, doc, version) VALUES (?, ?, 1) ON CONFLICT (match_id) DO NOTHING').run(matchID, json)
      : this.sql('UPDATE clocks SET doc = ?, version = version + 1 WHERE match_id = ? AND version = ?').run(json, matchID, expected);
    return res.changes === 1;
  }

  async listClocks(): Promise<StoredClock[]> {
    const rows = this.sql('SELECT c.match_id, c.doc, c.version FROM clocks c JOIN matches m ON m.id = c.match_id WHERE m.gameover = 0').all() as { match_id: string; doc: string; version: number }[];
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  private readLog(matchID: string): LogEntry[] {
    const rows = this.sql('SELECT entry FROM logs WHERE match_id = ? ORDER BY seq').all(matchID) as { entry: string }[];
    return rows.map((r) => JSON.parse(r.entry));
  }
}

interface Row {
  id: string;
  game_name: string;
  rules_version: number;
  state: string | null;
  state_id: number;
  initial: string | null;
  metadata: string;
  gameover: number;
  created_at: number;
  updated_at: number;
}
