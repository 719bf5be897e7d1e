// The SQLite match store behind boardgame.io's StorageAPI.Async (the database: server/db/sqlite.ts):
// the default for one server process. What it shares with the Postgres store (CSPRNG re-seed, the
// public initialState, compare-and-set state writes, gameover) is described in
// server/storage/base.ts. Writes run in IMMEDIATE transactions, so the compare-and-set also holds
// between processes opening the same file.
//
// The state writes run on the database's writer thread (server/db/sqlite-writer.cjs, with
// ./sqlite-writes.cjs as its batch writer); the server's event loop only makes their JSON and hears
// the outcome.
// - Group commit: the state writes of every move that reached setState in one turn of the event
//   loop are stored in one transaction (each with its own compare-and-set; a failing statement
//   undoes only its own write: server/storage/sqlite-writes.cjs) and
//   answered once it is committed, so a move is still broadcast only once it is stored; a fetch of
//   a match whose write waits for that commit waits for it. At saturation (`npm run load --
//   --tables 100 --think-ms 0`) that was 1,802 → 2,052 moves/s, 0.58 → 0.53 ms of server CPU per
//   move, with the transaction still on the event loop (a tenth of its time).
// If the thread cannot start, or stops, the writes run on the event loop. A master thread's store
// (server/sockets/master-thread.ts) has no writer thread: it commits its own group on its own
// connection (mastersOnly below).
//
// A match's state has a table of its own (match_states: its _stateID and JSON), so a move writes a
// small row and leaves the match row (initial state, metadata) alone but for its updated_at, which
// it stamps at most once a second (STAMP_MS, sqlite-writes.cjs). test/bench/store-moves.ts (100
// tables, 8,000 moves): 0.318-0.326 ms a move with the state in the match row and a stamp per
// move, 0.305-0.307 without the stamp, 0.296-0.297 with the state apart.
import { fileURLToPath } from 'node:url';
import type { LogEntry, Server, State } from 'boardgame.io';
import type { FinishedSummary, MatchRow, OpenMatch, ReplayRecord } from './types';
import {
  casOutcome,
  RoundhouseStoreBase,
  TablePage,
  type FetchOpts,
  type ListOpts,
  type ListTablesOpts,
  type MetadataChange,
  type WriteOutcome,
} from './base';
import type { GameModule } from '../../games/common/module';
import { SqliteDb } from '../db/sqlite';
import { MATCHES_SCHEMA } from './schema';

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

const WRITES_FILE = fileURLToPath(new URL('./sqlite-writes.cjs', import.meta.url));

/** A state write waiting for its commit. */
interface QueuedWrite {
  row: StateWriteRow;
  deltalog: LogEntry[] | undefined;
  done: (o: WriteOutcome) => void;
  fail: (e: unknown) => void;
}

export class SqliteStore extends RoundhouseStoreBase {
  declare readonly db: SqliteDb;
  /** Whether this store opened its database (and closes it). */
  private ownDb: boolean;

  /** `mastersOnly`: a master thread's store (server/sockets/master-thread.ts), on the file of the
   *  event loop's store, which only its Master uses, and which every move of its matches comes to:
   *  - nothing else writes the state of a match while it has it cached, so a cached state is handed
   *    out without asking the database for the stored _stateID. Were it ever wrong (another process
   *    on the file), the compare-and-set refuses the write made from the old state, which drops it
   *    from the cache, and the match's clients are re-synced: nothing forks, nothing stored is lost.
   *    (Its metadata reads: base.ts, parseMetadata.)
   *  - it writes on its own connection (a group commit per turn of its thread's loop), with no
   *    writer thread of its own (server/db/sqlite.ts noWriter); the schema and the checkpoints
   *    are the event loop's store's. Its
   *    transactions wait for the others' (busy_timeout): through the event loop's writer thread
   *    instead, each batch cost two more posts between threads and the commits were smaller, ~4%
   *    fewer moves a second at saturation (test/bench/README.md). */
  constructor(dataDirOrDb: string | SqliteDb, games: GameModule[], opts: { mastersOnly?: boolean } = {}) {
    const own = typeof dataDirOrDb === 'string';
    super(own ? new SqliteDb(dataDirOrDb, { noWriter: opts.mastersOnly }) : dataDirOrDb, games);
    this.ownDb = own;
    this.mastersOnly = !!opts.mastersOnly;
    this.turnStartUndo = true; // server/storage/undo-turn.ts
    this.db.useBatchWriter(WRITES_FILE);
    this.db.onClose(() => this.commitQueued());
    if (!this.mastersOnly) this.db.migrateNow(MATCHES_SCHEMA);
  }

  private get sql() {
    return this.db.sql;
  }

  override async connect(): Promise<void> {}

  /** Stores the writes still waiting, then closes the database if this store opened it. */
  async close(): Promise<void> {
    this.commitQueued();
    if (this.ownDb) await this.db.close();
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

  protected async insertMatch(
    matchID: string,
    gameName: string,
    rulesVersion: number,
    initialState: State,
    metadata: Server.MatchData,
  ): Promise<void> {
    const now = Date.now();
    const json = JSON.stringify(initialState);
    this.db.conn
      .transaction(() => {
        this.sql(
          `INSERT INTO matches (id, game_name, rules_version, initial, metadata, gameover, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
        ).run(matchID, gameName, rulesVersion, json, JSON.stringify(metadata), now, now);
        this.sql('INSERT OR REPLACE INTO match_states (match_id, state_id, state) VALUES (?, ?, ?)').run(
          matchID,
          initialState._stateID,
          json,
        );
      })
      .immediate();
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
    if (this.db.isClosed) return Promise.reject(new Error('the store is closed'));
    const undo = this.undoPlan(matchID, state);
    const row: StateWriteRow = {
      matchID,
      stateID: state._stateID,
      json: this.stateJson(state),
      // Entries past the new end exist only when the history got shorter (a new turn, an undo).
      undo: {
        from: undo.from,
        add: undo.add,
        length: undo.length,
        clear: undo.storedLength === undefined || undo.storedLength > undo.length,
      },
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
    this.db.postBatch(
      batch.map((q) => q.row),
      (results) => this.settle(batch, results as WriteResult[]),
      (e) => batch.forEach((q) => q.fail(e)),
    );
  }

  protected async writeMetadata(
    matchID: string,
    metadata: Server.MatchData,
    changes: MetadataChange[] | null,
  ): Promise<void> {
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
      await this.db.runWrite(
        `UPDATE matches SET metadata = ${expr}, gameover = MAX(gameover, ?), updated_at = MAX(updated_at, ?) WHERE id = ?`,
        [...args, over, metadata.updatedAt ?? Date.now(), matchID],
      );
      return;
    }
    // The whole record, keeping a stored gameover the new one lacks (keepGameover in base.ts), in
    // one statement: SET expressions read the row as it was.
    await this.db.runWrite(
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
    await this.db.runWrite('UPDATE matches SET updated_at = MAX(updated_at, ?) WHERE id = ?', [updatedAt, matchID]);
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
    const from = !matchRow
      ? 'match_states s WHERE s.match_id = ?'
      : opts.state
        ? 'matches m LEFT JOIN match_states s ON s.match_id = m.id WHERE m.id = ?'
        : 'matches m WHERE m.id = ?';
    const select = this.sql(`SELECT ${cols.join(', ')} FROM ${from}`);
    let row = select.get(...args, matchID) as Row | undefined;
    let undo: string[] | undefined;
    let turn: { game?: GameModule; log: LogEntry[] } | undefined;
    if (opts.state && row?.state != null) {
      // Not the cached state: read it again with its undo entries, in one transaction (and with
      // the log of its turn when its history is rebuilt from the turn's first snapshot).
      row = this.db.conn.transaction(() => {
        const again = select.get(...args, matchID) as Row | undefined;
        if (again?.state != null) {
          undo = (
            this.sql('SELECT entry FROM undo_steps WHERE match_id = ? ORDER BY idx').all(matchID) as { entry: string }[]
          ).map((r) => r.entry);
          const from = this.needsTurnLog(again.state_id!, undo);
          if (from !== undefined) {
            const name = (
              this.sql('SELECT game_name FROM matches WHERE id = ?').get(matchID) as { game_name: string } | undefined
            )?.game_name;
            const log = this.sql(
              `SELECT entry FROM logs WHERE match_id = ? AND json_extract(entry, '$._stateID') >= ? ORDER BY seq`,
            ).all(matchID, from) as { entry: string }[];
            turn = {
              game: name === undefined ? undefined : this.gameOf(name),
              log: log.map((r) => JSON.parse(r.entry)),
            };
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
    if (opts.initialState)
      out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    this.db.conn
      .transaction(() => {
        this.sql('DELETE FROM matches WHERE id = ?').run(matchID);
        this.sql('DELETE FROM match_states WHERE match_id = ?').run(matchID);
        this.sql('DELETE FROM logs WHERE match_id = ?').run(matchID);
        this.sql('DELETE FROM undo_steps WHERE match_id = ?').run(matchID);
      })
      .immediate();
  }

  override async listMatches(opts?: ListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const args: (string | number)[] = [];
    if (opts?.gameName) clauses.push('game_name = ?'), args.push(opts.gameName);
    const w = opts?.where ?? {};
    if (w.isGameover !== undefined) clauses.push('gameover = ?'), args.push(w.isGameover ? 1 : 0);
    if (w.updatedBefore !== undefined) clauses.push('updated_at < ?'), args.push(w.updatedBefore);
    if (w.updatedAfter !== undefined) clauses.push('updated_at > ?'), args.push(w.updatedAfter);
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
    let sql =
      'SELECT m.*, (SELECT COUNT(*) FROM logs l WHERE l.match_id = m.id) AS plies FROM matches m WHERE gameover = 1';
    if (opts?.gameName) (sql += ' AND game_name = ?'), args.push(opts.gameName);
    sql += ' ORDER BY updated_at DESC LIMIT ?';
    args.push(opts?.limit ?? 100);
    const rows = this.sql(sql).all(...args) as (Row & { plies: number })[];
    return rows.map((r) =>
      this.summary(r.id, r.game_name, JSON.parse(r.metadata), r.created_at, r.updated_at, r.plies),
    );
  }

  async listOpen(): Promise<OpenMatch[]> {
    const rows = this.sql('SELECT id, game_name, metadata, updated_at FROM matches WHERE gameover = 0').all() as Row[];
    return rows.map((r) => ({
      matchID: r.id,
      gameName: r.game_name,
      metadata: { ...JSON.parse(r.metadata), updatedAt: r.updated_at },
    }));
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

  async matchRows(ids: string[], limit = ids.length): Promise<MatchRow[]> {
    if (!ids.length) return [];
    const rows = this.sql(
      `SELECT id, game_name, metadata, gameover, updated_at FROM matches WHERE id IN (SELECT value FROM json_each(?)) ORDER BY updated_at DESC LIMIT ?`,
    ).all(JSON.stringify(ids), limit) as {
      id: string;
      game_name: string;
      metadata: string;
      gameover: number;
      updated_at: number;
    }[];
    return rows.map((r) => ({
      matchID: r.id,
      gameName: r.game_name,
      metadata: JSON.parse(r.metadata),
      gameover: r.gameover === 1,
      updatedAt: r.updated_at,
    }));
  }

  async openOf(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = this.sql('SELECT id FROM matches WHERE id IN (SELECT value FROM json_each(?)) AND gameover = 0').all(
      JSON.stringify(ids),
    ) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async overWith(
    key: string,
    since: number,
    limit: number,
    after?: { updatedAt: number; matchID: string },
  ): Promise<{ matchID: string; updatedAt: number }[]> {
    const rows = this.sql(
      `SELECT id, updated_at FROM matches WHERE gameover = 1 AND json_extract(metadata, '$.' || ?) = 1 AND updated_at >= ?
         AND (updated_at > ? OR (updated_at = ? AND id > ?))
       ORDER BY updated_at, id LIMIT ?`,
    ).all(key, since, after?.updatedAt ?? -1, after?.updatedAt ?? -1, after?.matchID ?? '', limit) as {
      id: string;
      updated_at: number;
    }[];
    return rows.map((r) => ({ matchID: r.id, updatedAt: r.updated_at }));
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
