// SQLite storage behind boardgame.io's StorageAPI.Async (one file in DATA_DIR, WAL): the default
// for one server process. What it shares with the Postgres store (CSPRNG re-seed, the public
// initialState, compare-and-set state writes, gameover, leases) is described in
// server/storage/base.ts. Writes run in IMMEDIATE transactions, so the compare-and-set also holds
// between processes opening the same file.
//
// The state writes and the checkpoints run on a thread of their own (server/storage/sqlite-writes.cjs)
// with its own connection; the server's event loop only makes their JSON and hears the outcome.
// - Checkpoints (copying the write-ahead log back into the database file, with its fsyncs) every
//   250 ms (PASSIVE: writers go on meanwhile), not in the commit of whichever move filled the log:
//   done there they were a quarter of a move's time (test/bench/store-moves.ts: 0.70 → 0.51 ms per
//   move without them). Commits are not fsynced (synchronous = NORMAL, as before): a process killed
//   mid-move loses nothing written, the operating system has it.
// - Group commit: the state writes of every move that reached setState in one turn of the event
//   loop are stored in one transaction (each with its own compare-and-set; a failing statement
//   undoes only its own write: server/storage/sqlite-writes.cjs) and
//   answered once it is committed, so a move is still broadcast only once it is stored; a fetch of
//   a match whose write waits for that commit waits for it. At saturation (`npm run load --
//   --tables 100 --think-ms 0`) that was 1,802 → 2,052 moves/s, 0.58 → 0.53 ms of server CPU per
//   move, with the transaction still on the event loop (a tenth of its time).
// If the thread cannot start, or stops, the writes run on the event loop as before and commits
// checkpoint as SQLite does by default. A master thread's store (server/sockets/master-thread.ts)
// has no writer thread: it commits its own group on its own connection (mastersOnly below).
//
// A match's state has a table of its own (match_states: its _stateID and JSON), so a move writes a
// small row and leaves the match row (initial state, metadata) alone but for its updated_at, which
// it stamps at most once a second (STAMP_MS, sqlite-writes.cjs). test/bench/store-moves.ts (100
// tables, 8,000 moves): 0.318-0.326 ms a move with the state in the match row and a stamp per
// move, 0.305-0.307 without the stamp, 0.296-0.297 with the state apart.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { FinishedSummary, OpenMatch, ReplayRecord } from './types';
import { ACCOUNT_ROWS, casOutcome, newSecret, RoundhouseStoreBase, TablePage, type FetchOpts, type ListOpts, type ListTablesOpts, type MetadataChange, type StoredClock, type WriteOutcome } from './base';
import type { GameModule } from '../../games/common/module';
import type { AccountRow, BoundSeat, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from '../accounts/types';
import { accountOf, passkeyOf, type DbAccount, type DbPasskey } from '../accounts/rows';
import type { LeaderboardRow, MatchSeatAccount, QueueRow, QueueSeat, RatedHistoryRow, RatedMatchInput, RatedResultRow, RateFn, RatingRow } from '../ratings/types';
import { RATED_SCHEMA_SQLITE, historyOf, queueRowOf, ratingRowOf, type DbQueue, type DbRating } from '../ratings/rows';


/** A state write as the writer stores it (server/storage/sqlite-writes.cjs). */
interface StateWriteRow {
  matchID: string;
  stateID: number;
  json: string;
  undo: { from: number; add: string[]; length: number; clear: boolean };
  over: string | null;
  log: string[] | null;
}
type WriteResult = { ok: true } | { stored: number | null } | { err: string };
type BatchWriter = (writes: StateWriteRow[]) => WriteResult[];
/** The writer thread's reply to a message: a batch's results, a statement's changes, or an error. */
type WriterReply = { id: number; results?: WriteResult[]; changes?: number; error?: string };

const WRITES_FILE = fileURLToPath(new URL('./sqlite-writes.cjs', import.meta.url));
type Statements = (text: string) => Database.Statement;
const writes = createRequire(import.meta.url)(WRITES_FILE) as { statements(db: Database.Database): Statements; stateWriter(db: Database.Database, sql: Statements): BatchWriter };

/** The writer thread (state writes and checkpoints), or undefined when it cannot start. */
function startWriter(file: string): Worker | undefined {
  try {
    const lib = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WRITES_FILE, { workerData: { sqliteWriter: { file, lib, everyMs: 250 } } });
    w.unref();
    return w;
  } catch {
    return undefined;
  }
}

/** A state write waiting for its commit. */
interface QueuedWrite {
  row: StateWriteRow;
  deltalog: LogEntry[] | undefined;
  done: (o: WriteOutcome) => void;
  fail: (e: unknown) => void;
}

export class SqliteStore extends RoundhouseStoreBase {
  private db: Database.Database;
  private sql: Statements;
  /** The writer thread; undefined: the writes run here (localWriter). */
  private writer: Worker | undefined;
  private localWriter: BatchWriter | undefined;
  /** Messages posted to the writer thread and not answered yet: what to do with the answer, or
   *  with the thread's end. */
  private awaiting = new Map<number, { answer: (m: WriterReply) => void; fail: (e: unknown) => void }>();
  private messageIds = 0;
  private closed = false;
  private drained: (() => void) | undefined;

  /** `mastersOnly`: a master thread's store (server/sockets/master-thread.ts), on the file of the
   *  event loop's store, which only its Master uses, and which every move of its matches comes to:
   *  - nothing else writes the state of a match while it has it cached, so a cached state is handed
   *    out without asking the database for the stored _stateID. Were it ever wrong (another process
   *    on the file), the compare-and-set refuses the write made from the old state, which drops it
   *    from the cache, and the match's clients are re-synced: nothing forks, nothing stored is lost.
   *    (Its metadata reads: base.ts, parseMetadata.)
   *  - it writes on its own connection (a group commit per turn of its thread's loop), with no
   *    writer thread of its own; the schema and the checkpoints are the event loop's store's. Its
   *    transactions wait for the others' (busy_timeout): through the event loop's writer thread
   *    instead, each batch cost two more posts between threads and the commits were smaller, ~4%
   *    fewer moves a second at saturation (test/bench/README.md). */
  constructor(dataDir: string, games: GameModule[], opts: { mastersOnly?: boolean } = {}) {
    super(games);
    this.mastersOnly = !!opts.mastersOnly;
    this.turnStartUndo = true; // server/storage/undo-turn.ts
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'roundhouse.sqlite'));
    // Prepared statements, prepared once per text (preparing on every call was ~6% of a loaded
    // server's CPU in `npm run load`).
    this.sql = writes.statements(this.db);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    if (this.mastersOnly) {
      // The event loop's store checkpoints every 250 ms; were its writer thread gone, a commit here
      // checkpoints once the log passes 64 MB.
      this.db.pragma('wal_autocheckpoint = 16000');
      return;
    }
    const own = startWriter(join(dataDir, 'roundhouse.sqlite'));
    this.writer = own;
    if (own) {
      this.db.pragma('wal_autocheckpoint = 0');
      own.on('message', (m: WriterReply) => this.answered(m));
      own.on('error', (e) => this.writerLost(e));
      own.on('exit', (code) => this.writerLost(new Error(`the SQLite writer thread stopped (exit code ${code})`)));
    }
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        game_name TEXT NOT NULL,
        rules_version INTEGER NOT NULL,
        initial TEXT,
        metadata TEXT NOT NULL,
        gameover INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS match_states (
        match_id TEXT PRIMARY KEY,
        state_id INTEGER NOT NULL,
        state TEXT NOT NULL
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
    // Accounts (issue 33, server/accounts/): accounts, their sessions, passkeys, one-use WebAuthn
    // challenges and the seats bound to them.
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        webauthn_user_id TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
      CREATE INDEX IF NOT EXISTS sessions_seen ON sessions (last_seen_at);
      CREATE TABLE IF NOT EXISTS passkeys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT NOT NULL,
        rp_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
      CREATE TABLE IF NOT EXISTS passkey_challenges (
        challenge TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        account_id TEXT,
        data TEXT,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS account_seats (
        match_id TEXT NOT NULL,
        player_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        credentials TEXT NOT NULL,
        bound_at INTEGER NOT NULL,
        PRIMARY KEY (match_id, player_id)
      );
      CREATE INDEX IF NOT EXISTS account_seats_account ON account_seats (account_id);`);
    // Rated play (issue 34, server/ratings/): ratings, settled results, the quick-match queue.
    this.db.exec(RATED_SCHEMA_SQLITE);
    this.moveStatesApart();
  }

  /** Databases from before the states were kept apart: each match's state (and its _stateID, a
   *  column of its own since the compare-and-set, or read from the state before that) moves from
   *  `matches` to `match_states`: a move rewrote the whole match row (initial state, metadata and
   *  state, ~6 KB in Steam Rollers) with its state. */
  private moveStatesApart(): void {
    const hasState = () => (this.db.prepare('PRAGMA table_info(matches)').all() as { name: string }[]).some((c) => c.name === 'state');
    if (!hasState()) return;
    this.db.transaction(() => {
      if (!hasState()) return; // another process moved them meanwhile
      const cols = this.db.prepare('PRAGMA table_info(matches)').all() as { name: string }[];
      const stateID = cols.some((c) => c.name === 'state_id') ? 'state_id' : `COALESCE(json_extract(state, '$._stateID'), 0)`;
      this.db.exec(`INSERT OR IGNORE INTO match_states (match_id, state_id, state) SELECT id, ${stateID}, state FROM matches WHERE state IS NOT NULL`);
      this.db.exec('ALTER TABLE matches DROP COLUMN state');
      if (stateID === 'state_id') this.db.exec('ALTER TABLE matches DROP COLUMN state_id');
    }).immediate();
  }

  override async connect(): Promise<void> {}

  /** Stores the writes still waiting, then closes the writer thread and the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.commitQueued();
    if (this.awaiting.size) await new Promise<void>((resolve) => (this.drained = resolve));
    const w = this.writer;
    this.writer = undefined;
    if (w) {
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.postMessage({ type: 'close' });
      await exited;
    }
    this.db.close();
  }

  /** The writer thread failed or ended: its unanswered batches fail (their moves are not
   *  broadcast; the clients are re-synced from what is stored), later writes run here. */
  private writerLost(err: unknown): void {
    if (!this.writer) return;
    this.writer = undefined;
    if (!this.closed) this.db.pragma('wal_autocheckpoint = 1000');
    const lost = [...this.awaiting.values()];
    this.awaiting.clear();
    for (const a of lost) a.fail(err);
    this.drained?.();
  }

  /** Post a message to the writer thread; `answer` gets its reply, `fail` the thread's end. */
  private post(writer: Worker, message: Record<string, unknown>, answer: (m: WriterReply) => void, fail: (e: unknown) => void): void {
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

  /** One write statement on the writer thread (or here without it); how many rows it changed.
   *  For the frequent writes besides the states (metadata, the updated_at stamp, clocks, leases,
   *  session and quick-match queue stamps): on this connection they waited for the writer
   *  thread's transaction, and SQLite waits a millisecond at least, with the event loop stopped. */
  private runWrite(text: string, args: unknown[]): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    if (!this.writer) {
      try {
        return Promise.resolve(this.sql(text).run(...args).changes);
      } catch (e) {
        return Promise.reject(e);
      }
    }
    const writer = this.writer;
    return new Promise<number>((done, fail) =>
      this.post(writer, { type: 'run', sql: text, args }, (m) => (m.changes !== undefined ? done(m.changes) : fail(new Error(m.error))), fail),
    );
  }

  private settle(batch: QueuedWrite[], results: WriteResult[]): void {
    this.groupCommits.commits++;
    this.groupCommits.writes += batch.length;
    batch.forEach((q, i) => {
      const r = results[i];
      if ('ok' in r) q.done('written');
      else if ('stored' in r) {
        const verdict = casOutcome(r.stored ?? undefined, q.row.stateID, q.deltalog);
        q.done(verdict === 'write' ? 'stale' : verdict);
      } else q.fail(new Error(r.err));
    });
  }

  protected async insertMatch(matchID: string, gameName: string, rulesVersion: number, initialState: State, metadata: Server.MatchData): Promise<void> {
    const now = Date.now();
    const json = JSON.stringify(initialState);
    this.db.transaction(() => {
      this.sql(
        `INSERT INTO matches (id, game_name, rules_version, initial, metadata, gameover, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
      ).run(matchID, gameName, rulesVersion, json, JSON.stringify(metadata), now, now);
      this.sql('INSERT OR REPLACE INTO match_states (match_id, state_id, state) VALUES (?, ?, ?)').run(matchID, initialState._stateID, json);
    }).immediate();
    this.forget(matchID);
  }


  /** Group commits so far and the state writes they stored (or refused). */
  readonly groupCommits = { commits: 0, writes: 0 };
  /** State writes waiting for the next group commit (see writeState). */
  private queued: QueuedWrite[] = [];

  /** A state write joins the group commit: the writes of every move that reached this point in
   *  the same turn of the event loop are stored in one IMMEDIATE transaction (one failing
   *  statement undoes only its own write: sqlite-writes.cjs), committed once, and
   *  only then answered. The JSON is made now, from the state as it is now. */
  protected writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    const undo = this.undoPlan(matchID, state);
    const row: StateWriteRow = {
      matchID,
      stateID: state._stateID,
      json: this.stateJson(state),
      // Entries past the new end exist only when the history got shorter (a new turn, an undo).
      undo: { from: undo.from, add: undo.add, length: undo.length, clear: undo.storedLength === undefined || undo.storedLength > undo.length },
      over: state.ctx.gameover !== undefined ? JSON.stringify(state.ctx.gameover) : null,
      log: deltalog && deltalog.length ? deltalog.map((e) => JSON.stringify(e)) : null,
    };
    return new Promise<WriteOutcome>((done, fail) => {
      this.queued.push({ row, deltalog, done, fail });
      if (this.queued.length === 1) setImmediate(() => this.commitQueued());
    });
  }

  /** One transaction for the queued state writes, on the writer thread (or here without it);
   *  each is answered once it is committed. */
  private commitQueued(): void {
    const batch = this.queued;
    this.queued = [];
    if (!batch.length) return;
    if (this.writer) {
      const failAll = (e: unknown) => batch.forEach((q) => q.fail(e));
      this.post(this.writer, { type: 'write', writes: batch.map((q) => q.row) }, (m) => (m.results ? this.settle(batch, m.results) : failAll(new Error(m.error))), failAll);
      return;
    }
    let results: WriteResult[];
    try {
      this.localWriter ??= writes.stateWriter(this.db, this.sql);
      results = this.localWriter(batch.map((q) => q.row));
    } catch (err) {
      for (const q of batch) q.fail(err);
      return;
    }
    this.settle(batch, results);
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
      await this.runWrite(`UPDATE matches SET metadata = ${expr}, gameover = MAX(gameover, ?), updated_at = MAX(updated_at, ?) WHERE id = ?`, [...args, over, metadata.updatedAt ?? Date.now(), matchID]);
      return;
    }
    // The whole record, keeping a stored gameover the new one lacks (keepGameover in base.ts), in
    // one statement: SET expressions read the row as it was.
    await this.runWrite(
      `UPDATE matches SET
         metadata = CASE WHEN gameover = 1 AND json_type(@md, '$.gameover') IS NULL AND json_type(metadata, '$.gameover') IS NOT NULL
                         THEN json_set(@md, '$.gameover', json(metadata -> '$.gameover')) ELSE @md END,
         gameover = CASE WHEN json_type(@md, '$.gameover') IS NOT NULL OR (gameover = 1 AND json_type(metadata, '$.gameover') IS NOT NULL) THEN 1 ELSE 0 END,
         updated_at = @at
       WHERE id = @id`,
      [{ md: JSON.stringify(metadata), at: metadata.updatedAt ?? Date.now(), id: matchID }],
    );
  }

  protected async touch(matchID: string, updatedAt: number): Promise<void> {
    await this.runWrite('UPDATE matches SET updated_at = MAX(updated_at, ?) WHERE id = ?', [updatedAt, matchID]);
  }

  override async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    // A state write of this match waiting for the group commit is read once it is stored.
    const pending = this.pendingWrite(matchID);
    if (pending) await pending.catch(() => undefined);
    if (this.mastersOnly && opts.state && !opts.metadata && !opts.initialState && !opts.log) {
      const cached = this.cachedState(matchID);
      if (cached) return { state: this.liveState(matchID, cached._stateID, null) };
    }
    // Only the columns asked for: a move fetches metadata, then state; copying the initial state
    // and the other JSON columns out of SQLite on every move was a measurable part of its cost.
    // The state comes back only when the stored one is not the cached one (server/storage/base.ts),
    // with its undo entries read in the same transaction.
    // A move's state fetch reads match_states alone; the match row is joined when more is asked.
    const matchRow = opts.metadata || opts.initialState || !opts.state;
    const cols = matchRow ? ['m.id', 'm.game_name'] : [];
    const args: unknown[] = [];
    if (opts.state) {
      cols.push('s.state_id', 'CASE WHEN s.state_id = ? THEN NULL ELSE s.state END AS state');
      args.push(this.cachedState(matchID)?._stateID ?? -1);
    }
    if (opts.metadata) cols.push('m.metadata', 'm.updated_at');
    if (opts.initialState) cols.push('m.initial');
    const from = !matchRow ? 'match_states s WHERE s.match_id = ?' : opts.state ? 'matches m LEFT JOIN match_states s ON s.match_id = m.id WHERE m.id = ?' : 'matches m WHERE m.id = ?';
    const select = this.sql(`SELECT ${cols.join(', ')} FROM ${from}`);
    let row = select.get(...args, matchID) as Row | undefined;
    let undo: string[] | undefined;
    let turn: { game?: GameModule; log: LogEntry[] } | undefined;
    if (opts.state && row?.state != null) {
      // Not the cached state: read it again with its undo entries, in one transaction (and with
      // the log of its turn when its history is rebuilt from the turn's first snapshot).
      row = this.db.transaction(() => {
        const again = select.get(...args, matchID) as Row | undefined;
        if (again?.state != null) {
          undo = (this.sql('SELECT entry FROM undo_steps WHERE match_id = ? ORDER BY idx').all(matchID) as { entry: string }[]).map((r) => r.entry);
          const from = this.needsTurnLog(again.state_id!, undo);
          if (from !== undefined) {
            const name = (this.sql('SELECT game_name FROM matches WHERE id = ?').get(matchID) as { game_name: string } | undefined)?.game_name;
            const log = this.sql(`SELECT entry FROM logs WHERE match_id = ? AND json_extract(entry, '$._stateID') >= ? ORDER BY seq`).all(matchID, from) as { entry: string }[];
            turn = { game: name === undefined ? undefined : this.gameOf(name), log: log.map((r) => JSON.parse(r.entry)) };
          }
        }
        return again;
      })();
    }
    const out: Record<string, unknown> = {};
    if (!row) return out;
    if (opts.state) out.state = this.liveState(matchID, row.state_id, row.state, undo, turn);
    if (opts.metadata) out.metadata = this.parseMetadata(row.metadata, row.updated_at, matchID);
    if (opts.log) out.log = this.readLog(matchID);
    if (opts.initialState) out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    this.db.transaction(() => {
      this.sql('DELETE FROM matches WHERE id = ?').run(matchID);
      this.sql('DELETE FROM match_states WHERE match_id = ?').run(matchID);
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
    const page = new TablePage(opts);
    for (const r of rows) {
      if (page.add(r.id, r.metadata, r.updated_at)) {
        rows.return?.();
        break;
      }
    }
    return page.rows;
  }

  async serverSecret(name: string): Promise<string> {
    this.sql('INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, newSecret());
    return (this.sql('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string }).value;
  }

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

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const row = this.sql('SELECT doc, version FROM clocks WHERE match_id = ?').get(matchID) as { doc: string; version: number } | undefined;
    return row ? { matchID, doc: JSON.parse(row.doc), version: row.version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const changes = expected === null
      ? await this.runWrite('INSERT INTO clocks (match_id, doc, version) VALUES (?, ?, 1) ON CONFLICT (match_id) DO NOTHING', [matchID, json])
      : await this.runWrite('UPDATE clocks SET doc = ?, version = version + 1 WHERE match_id = ? AND version = ?', [json, matchID, expected]);
    return changes === 1;
  }

  async listClocks(): Promise<StoredClock[]> {
    const rows = this.sql('SELECT c.match_id, c.doc, c.version FROM clocks c JOIN matches m ON m.id = c.match_id WHERE m.gameover = 0').all() as { match_id: string; doc: string; version: number }[];
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  // ---- accounts (issue 33) -----------------------------------------------------------------

  async createAccount(a: AccountRow): Promise<boolean> {
    const res = this.sql(
      `INSERT INTO accounts (id, name, name_key, password_hash, webauthn_user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name_key) DO NOTHING`,
    ).run(a.id, a.name, a.nameKey, a.passwordHash, a.webauthnUserId, a.createdAt);
    return res.changes === 1;
  }

  async accountById(id: string): Promise<AccountRow | undefined> {
    return accountOf(this.sql('SELECT * FROM accounts WHERE id = ?').get(id) as DbAccount | undefined);
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | undefined> {
    return accountOf(this.sql('SELECT * FROM accounts WHERE name_key = ?').get(nameKey) as DbAccount | undefined);
  }

  async setPasswordHash(accountId: string, hash: string | null): Promise<void> {
    this.sql('UPDATE accounts SET password_hash = ? WHERE id = ?').run(hash, accountId);
  }

  async deleteAccount(accountId: string): Promise<void> {
    this.db.transaction(() => {
      for (const t of ACCOUNT_ROWS) this.sql(`DELETE FROM ${t} WHERE account_id = ?`).run(accountId);
      this.sql('DELETE FROM accounts WHERE id = ?').run(accountId);
    }).immediate();
  }

  async createSession(s: SessionRow): Promise<void> {
    this.sql('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(s.idHash, s.accountId, s.createdAt, s.lastSeenAt);
  }

  async sessionByHash(idHash: string): Promise<SessionRow | undefined> {
    const r = this.sql('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as { id_hash: string; account_id: string; created_at: number; last_seen_at: number } | undefined;
    return r ? { idHash: r.id_hash, accountId: r.account_id, createdAt: r.created_at, lastSeenAt: r.last_seen_at } : undefined;
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.runWrite('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?', [now, idHash]);
  }

  async deleteSession(idHash: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE account_id = ? AND id_hash IS NOT ?').run(accountId, keepIdHash ?? null);
  }

  async purgeSessions(before: number): Promise<number> {
    return this.sql('DELETE FROM sessions WHERE last_seen_at < ?').run(before).changes;
  }

  async addPasskey(p: PasskeyRow): Promise<boolean> {
    const res = this.sql(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, rp_id, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    ).run(p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.rpId, p.createdAt, p.lastUsedAt);
    return res.changes === 1;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    return (this.sql('SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at').all(accountId) as DbPasskey[]).map(passkeyOf);
  }

  async passkeyById(id: string): Promise<PasskeyRow | undefined> {
    const r = this.sql('SELECT * FROM passkeys WHERE id = ?').get(id) as DbPasskey | undefined;
    return r ? passkeyOf(r) : undefined;
  }

  async usePasskey(id: string, counter: number, now: number): Promise<void> {
    this.sql('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(counter, now, id);
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    return this.sql('DELETE FROM passkeys WHERE account_id = ? AND id = ?').run(accountId, id).changes === 1;
  }

  async putChallenge(c: ChallengeRow, now: number): Promise<void> {
    this.sql('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
    this.sql('INSERT INTO passkey_challenges (challenge, purpose, account_id, data, expires_at) VALUES (?, ?, ?, ?, ?)').run(c.challenge, c.purpose, c.accountId, c.data, c.expiresAt);
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined> {
    const r = this.sql('DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? RETURNING *').get(challenge, purpose) as
      | { challenge: string; purpose: ChallengePurpose; account_id: string | null; data: string | null; expires_at: number }
      | undefined;
    if (!r || r.expires_at <= now) return undefined;
    return { challenge: r.challenge, purpose: r.purpose, accountId: r.account_id, data: r.data, expiresAt: r.expires_at };
  }

  async bindSeat(b: SeatBinding, replace: boolean): Promise<boolean> {
    this.sql(
      `INSERT INTO account_seats (match_id, player_id, account_id, credentials, bound_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (match_id, player_id) DO ${replace ? 'UPDATE SET account_id = excluded.account_id, credentials = excluded.credentials, bound_at = excluded.bound_at' : 'NOTHING'}`,
    ).run(b.matchID, b.playerID, b.accountId, b.credentials, b.boundAt);
    const r = this.sql('SELECT account_id, credentials FROM account_seats WHERE match_id = ? AND player_id = ?').get(b.matchID, b.playerID) as { account_id: string; credentials: string } | undefined;
    return r?.account_id === b.accountId && r.credentials === b.credentials;
  }

  async seatsOf(accountId: string, limit: number): Promise<BoundSeat[]> {
    const rows = this.sql(
      `SELECT s.match_id, s.player_id, s.credentials, s.bound_at, m.game_name, m.metadata, m.gameover, m.updated_at
       FROM account_seats s JOIN matches m ON m.id = s.match_id WHERE s.account_id = ? ORDER BY m.updated_at DESC LIMIT ?`,
    ).all(accountId, limit) as { match_id: string; player_id: string; credentials: string; bound_at: number; game_name: string; metadata: string; gameover: number; updated_at: number }[];
    return rows.map((r) => ({
      accountId,
      matchID: r.match_id,
      playerID: r.player_id,
      credentials: r.credentials,
      boundAt: r.bound_at,
      gameName: r.game_name,
      metadata: JSON.parse(r.metadata),
      gameover: r.gameover === 1,
      updatedAt: r.updated_at,
    }));
  }

  // ---- rated play (issue 34) ---------------------------------------------------------------

  async markRated(matchID: string, gameId: string, createdAt: number): Promise<void> {
    this.sql('INSERT INTO rated_matches (match_id, game_id, created_at) VALUES (?, ?, ?) ON CONFLICT (match_id) DO NOTHING').run(matchID, gameId, createdAt);
  }

  async settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean> {
    return this.db.transaction((): boolean => {
      const ins = this.sql('INSERT INTO rated_results (match_id, game_id, finished_at, rated, note) VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id) DO NOTHING')
        .run(input.matchID, input.gameId, input.finishedAt, input.seats ? 1 : 0, input.note ?? null);
      if (ins.changes !== 1) return false;
      this.sql('DELETE FROM rated_matches WHERE match_id = ?').run(input.matchID);
      if (!input.seats) return true;
      const before = new Map<string, RatingRow | undefined>();
      for (const s of input.seats) {
        const r = this.sql('SELECT * FROM ratings WHERE account_id = ? AND game_id = ?').get(s.accountId, input.gameId) as DbRating | undefined;
        before.set(s.accountId, r ? ratingRowOf(r) : undefined);
      }
      const after = compute(before);
      const upsert = this.sql(
        `INSERT INTO ratings (account_id, game_id, mu, sigma, rating, games, wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, game_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,
           games = excluded.games, wins = excluded.wins, updated_at = excluded.updated_at`,
      );
      const seat = this.sql(
        `INSERT INTO rated_seats (match_id, account_id, game_id, player_id, place, rating_before, rating_after, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const s of input.seats) {
        const a = after.get(s.accountId);
        if (!a) throw new Error(`no new rating for an account of match ${input.matchID}`);
        upsert.run(s.accountId, input.gameId, a.mu, a.sigma, a.rating, a.games, a.wins, input.finishedAt);
        seat.run(input.matchID, s.accountId, input.gameId, s.playerID, s.place, a.ratingBefore, a.rating, input.finishedAt);
      }
      return true;
    }).immediate();
  }

  async ratedResult(matchID: string): Promise<RatedResultRow | undefined> {
    const r = this.sql('SELECT * FROM rated_results WHERE match_id = ?').get(matchID) as { match_id: string; game_id: string; finished_at: number; rated: number; note: string | null } | undefined;
    return r ? { matchID: r.match_id, gameId: r.game_id, finishedAt: r.finished_at, rated: r.rated === 1, note: r.note } : undefined;
  }

  async unsettledRated(limit: number): Promise<string[]> {
    const rows = this.sql('SELECT r.match_id FROM rated_matches r JOIN matches m ON m.id = r.match_id WHERE m.gameover = 1 LIMIT ?').all(limit) as { match_id: string }[];
    return rows.map((r) => r.match_id);
  }

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    return (this.sql('SELECT * FROM ratings WHERE account_id = ? AND games > 0 ORDER BY game_id').all(accountId) as DbRating[]).map(ratingRowOf);
  }

  async ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]> {
    if (!accountIds.length) return [];
    const rows = this.db.prepare(`SELECT * FROM ratings WHERE game_id = ? AND account_id IN (${accountIds.map(() => '?').join(', ')}) AND games > 0`).all(gameId, ...accountIds) as DbRating[];
    return rows.map(ratingRowOf);
  }

  async leaderboard(gameId: string, limit: number, offset: number): Promise<LeaderboardRow[]> {
    return this.sql(
      `SELECT a.name, r.rating, r.games, r.wins FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.game_id = ? AND r.games > 0 ORDER BY r.rating DESC, r.games DESC, a.name_key LIMIT ? OFFSET ?`,
    ).all(gameId, limit, offset) as LeaderboardRow[];
  }

  async ratedHistory(accountId: string, limit: number, offset: number): Promise<RatedHistoryRow[]> {
    const mine = this.sql(
      `SELECT match_id, game_id, player_id, place, rating_before, rating_after, finished_at FROM rated_seats
       WHERE account_id = ? ORDER BY finished_at DESC, match_id LIMIT ? OFFSET ?`,
    ).all(accountId, limit, offset) as Parameters<typeof historyOf>[0];
    if (!mine.length) return [];
    const all = this.db.prepare(
      `SELECT s.match_id, s.player_id, s.place, s.rating_after, a.name FROM rated_seats s LEFT JOIN accounts a ON a.id = s.account_id
       WHERE s.match_id IN (${mine.map(() => '?').join(', ')}) ORDER BY s.place, s.player_id`,
    ).all(...mine.map((m) => m.match_id)) as Parameters<typeof historyOf>[1];
    return historyOf(mine, all);
  }

  async matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]> {
    const rows = this.sql(
      `SELECT s.player_id, s.account_id, s.credentials, a.name FROM account_seats s JOIN accounts a ON a.id = s.account_id WHERE s.match_id = ? ORDER BY s.player_id`,
    ).all(matchID) as { player_id: string; account_id: string; credentials: string; name: string }[];
    return rows.map((r) => ({ playerID: r.player_id, accountId: r.account_id, credentials: r.credentials, name: r.name }));
  }

  async queuePut(q: QueueRow): Promise<void> {
    this.sql(
      `INSERT INTO quick_queue (account_id, game_id, num_players, rating, joined_at, seen_at, bots_after, match_id, player_id, credentials, seated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET game_id = excluded.game_id, num_players = excluded.num_players, rating = excluded.rating,
         joined_at = excluded.joined_at, seen_at = excluded.seen_at, bots_after = excluded.bots_after, match_id = excluded.match_id,
         player_id = excluded.player_id, credentials = excluded.credentials, seated_at = excluded.seated_at`,
    ).run(q.accountId, q.gameId, q.numPlayers, q.rating, q.joinedAt, q.seenAt, q.botsAfter, q.matchID, q.playerID, q.credentials, q.seatedAt);
  }

  async queueGet(accountId: string): Promise<QueueRow | undefined> {
    const r = this.sql('SELECT * FROM quick_queue WHERE account_id = ?').get(accountId) as DbQueue | undefined;
    return r ? queueRowOf(r) : undefined;
  }

  async queueTouch(accountId: string, now: number): Promise<void> {
    await this.runWrite('UPDATE quick_queue SET seen_at = ? WHERE account_id = ?', [now, accountId]);
  }

  async queueLeave(accountId: string): Promise<void> {
    this.sql('DELETE FROM quick_queue WHERE account_id = ?').run(accountId);
  }

  async queueWaiting(): Promise<QueueRow[]> {
    return (this.sql('SELECT * FROM quick_queue WHERE match_id IS NULL ORDER BY joined_at, account_id').all() as DbQueue[]).map(queueRowOf);
  }

  async queueSeat(seats: QueueSeat[]): Promise<boolean> {
    const st = this.sql('UPDATE quick_queue SET match_id = ?, player_id = ?, credentials = ?, seated_at = ? WHERE account_id = ? AND match_id IS NULL');
    const all = this.db.transaction((): boolean => {
      for (const s of seats) if (st.run(s.matchID, s.playerID, s.credentials, s.seatedAt, s.accountId).changes !== 1) throw new SeatTaken();
      return true;
    });
    try {
      return all.immediate();
    } catch (e) {
      if (e instanceof SeatTaken) return false;
      throw e;
    }
  }

  async queuePurge(seenBefore: number, seatedBefore: number): Promise<number> {
    return this.sql('DELETE FROM quick_queue WHERE (match_id IS NULL AND seen_at < ?) OR (match_id IS NOT NULL AND seated_at < ?)').run(seenBefore, seatedBefore).changes;
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

/** Thrown inside a queue transaction to roll it back (a player was seated meanwhile). */
class SeatTaken extends Error {}
