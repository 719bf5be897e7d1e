// What every Roundhouse store (SQLite: server/storage/sqlite.ts, Postgres: server/storage/postgres.ts) does the
// same way, on top of boardgame.io's StorageAPI.Async: a setup with a CSPRNG seed, the spectator view as the
// initial state clients fetch, setState as a compare-and-set on _stateID, gameover following the stored state,
// the live-match cache, undo history kept apart, metadata written field by field. Each is described in
// docs/architecture.md, "The match store".
import { randomUUID } from 'node:crypto';
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async, InitializeGame } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import type { Db } from '../db/types';
import { jsonWithG } from './g-json';
import { readTurnStart, replayTurn, turnStartID, turnStartJson } from './undo-turn';
import type { FinishedSummary, MatchRow, OpenMatch, ReplayRecord, ServerStore } from './types';
import {
  handOut,
  isCsprngSeed,
  isObject,
  metadataChanges,
  preparingMatch,
  setupLease,
  SETUP_LEASE_MS,
  suppressedMetadata,
  type ListTablesOpts,
  type MetadataChange,
  type StateWrite,
  type WriteOutcome,
} from './parts';

export * from './parts';

export abstract class RoundhouseStoreBase extends Async implements ServerStore {
  protected games: Map<string, GameModule>;
  private listeners = new Set<(w: StateWrite) => void>();
  /** State writes in flight in this process, per match (setMetadata waits for its Master's). */
  private inflight = new Map<string, Promise<WriteOutcome>>();
  /** Live matches: the last state written or read, per match, least recently used first. */
  private live = new Map<string, State>();
  /** States whose undo entries are stored apart (undo_steps), as the stores wrote or read them. */
  private undoApart = new WeakSet<object>();
  /** Whether this store stores a turn's first undo snapshot only (./undo-turn.ts; SQLite). */
  protected turnStartUndo = false;
  /** First snapshots of turns stored so (written or read by this store): their state's _stateID. */
  private turnStarts = new WeakMap<object, number>();
  /** First snapshots of turns not stored yet (a history that could not be rebuilt starts again
   *  from one; a state stored whole has one): the next write stores them. */
  private restartedTurns = new WeakSet<object>();
  /** Histories rebuilt from a turn's first snapshot, and rebuilds that failed (./undo-turn.ts). */
  readonly undoStats = { rebuilt: 0, failed: 0 };
  /** The stored metadata JSON each fetched metadata came from, by its players object. */
  private fetchedMetadata = new WeakMap<object, string>();
  /** Counters (for the load benchmark and tests). */
  readonly cacheStats = { hits: 0, misses: 0, metadataFieldWrites: 0, metadataWholeWrites: 0, metadataSkipped: 0 };

  constructor(
    /** The database (its leases mark a match being set up: preparingMatch). */
    readonly db: Db,
    games: GameModule[],
    /** How many live matches to keep parsed. */
    protected liveMax = 5000,
  ) {
    super();
    this.games = new Map(games.map((g) => [g.id, g]));
  }

  // ---- the live-match cache, for the stores' fetch and writes ------------------------------

  /** This process's state write of a match not answered yet, if any. */
  protected pendingWrite(matchID: string): Promise<WriteOutcome> | undefined {
    return this.inflight.get(matchID);
  }

  /** The cached state of a match, if any (its _stateID tells the store what not to send back). */
  protected cachedState(matchID: string): State | undefined {
    return this.live.get(matchID);
  }

  /** The state to hand out when the stored _stateID is `storedID` and the database sent `json`
   *  (null: the stored state is the cached one, or there is none). */
  protected liveState(
    matchID: string,
    storedID: number | undefined,
    json: string | null | undefined,
    undoEntries?: readonly string[] | null,
    turn?: { game?: GameModule; log: LogEntry[] },
  ): State | undefined {
    if (json === null || json === undefined) {
      const cached = this.live.get(matchID);
      if (cached && cached._stateID === storedID) {
        this.cacheStats.hits++;
        this.remember(matchID, cached);
        return handOut(cached);
      }
      return undefined;
    }
    this.cacheStats.misses++;
    const state = this.parseState(json, undoEntries, turn);
    this.remember(matchID, state);
    return handOut(state);
  }

  /** A stored state from its JSON and its undo entries (each entry's JSON, in order). A state
   *  stored with _undo inline keeps it (and has no entries apart). A turn's first snapshot alone
   *  (./undo-turn.ts) has the rest of the turn's history rebuilt from `turn` (the match's game and
   *  its log from that snapshot on: the store reads them when `needsTurnLog` says so). */
  protected parseState(
    json: string,
    undoEntries: readonly string[] | null | undefined,
    turn?: { game?: GameModule; log: LogEntry[] },
  ): State {
    const state = JSON.parse(json);
    if ('_undo' in state) {
      // Stored whole (a new match's initial state): its history, when it is the state's own
      // snapshot alone, is stored as the turn's first at the next write.
      const [first, more] = state._undo ?? [];
      if (
        this.turnStartUndo &&
        first &&
        !more &&
        !state._redo?.length &&
        JSON.stringify(first.G) === JSON.stringify(state.G)
      ) {
        this.turnStarts.set(first, state._stateID);
        this.restartedTurns.add(first);
        this.undoApart.add(state);
      }
      return state;
    }
    const first = undoEntries?.length ? readTurnStart(undoEntries[0]) : undefined;
    if (first?.stateID === undefined) {
      state._undo = (undoEntries ?? []).map((e) => JSON.parse(e));
      this.undoApart.add(state);
      return state;
    }
    let out: State = { ...state, _undo: [first.entry] };
    if (first.stateID !== state._stateID) {
      const rebuilt = turn?.game ? replayTurn(turn.game, state, first.entry, first.stateID, turn.log) : undefined;
      if (rebuilt) {
        this.undoStats.rebuilt++;
        out = rebuilt;
        this.turnStarts.set(out._undo[0], first.stateID); // (the replay's copy of the snapshot)
      } else {
        // The history starts again at the stored state, and the next write stores it so.
        this.undoStats.failed++;
        const restart = { G: state.G, ctx: state.ctx, plugins: state.plugins };
        out = { ...state, _undo: [restart], _redo: [] };
        this.turnStarts.set(restart, state._stateID);
        this.restartedTurns.add(restart);
      }
    } else this.turnStarts.set(first.entry, first.stateID);
    this.undoApart.add(out);
    return out;
  }

  /** The game of a match's stored name (to rebuild a history with its rules). */
  protected gameOf(name: string): GameModule | undefined {
    return this.games.get(name);
  }

  /** The _stateID of the turn's first snapshot when a state read with `undoEntries` has its history
   *  rebuilt from the log (the store then reads the log from there and passes it to parseState). */
  protected needsTurnLog(stateID: number, undoEntries: readonly string[] | null | undefined): number | undefined {
    const first = undoEntries?.length ? turnStartID(undoEntries[0]) : undefined;
    return first !== undefined && first !== stateID ? first : undefined;
  }

  /** The JSON of a state as stored: without its undo history (kept apart). */
  protected stateJson(state: State): string {
    const { _undo: _u, deltalog: _d, ...rest } = state as State & { deltalog?: unknown };
    return jsonWithG(rest);
  }

  /** What a write of `state` changes in the undo entries stored apart: entries from `from` on are
   *  (re)written (`add`, as JSON), entries from `length` on are removed. The leading entries that
   *  are the same objects as in the stored state it was computed from (this process's cached one)
   *  are kept; without that state every entry is written. `storedLength`: how many entries the
   *  stored state has, when known (the write's compare-and-set makes it that state's). */
  protected undoPlan(
    matchID: string,
    state: State,
  ): { from: number; add: string[]; length: number; storedLength?: number } {
    const undo = (state._undo ?? []) as object[];
    const prev = this.live.get(matchID);
    const known = !!prev && prev._stateID === state._stateID - 1 && this.undoApart.has(prev);
    const before = known ? ((prev!._undo ?? []) as object[]) : [];
    if (this.turnStartUndo && undo.length) {
      // ./undo-turn.ts: a turn's first snapshot is stored once, when the turn starts; the rest
      // is rebuilt when read.
      const first = undo[0];
      if (this.restartedTurns.has(first))
        return { from: 0, add: [turnStartJson(first, this.turnStarts.get(first)!)], length: 1 };
      if (this.turnStarts.has(first)) return { from: 1, add: [], length: 1, storedLength: 1 };
      // (A move's own snapshot alone, with nothing to redo: a move that ended the turn, or the
      // first of the match. An undo back to the first snapshot leaves something to redo, and a
      // replay from there could not redo it: that state's history is stored whole.)
      if (undo.length === 1 && (first as { G?: unknown }).G === state.G && !state._redo?.length) {
        this.turnStarts.set(first, state._stateID);
        return { from: 0, add: [turnStartJson(first, state._stateID)], length: 1 };
      }
    }
    // Every entry stored (the format before, and Postgres): the leading ones the stored state
    // has already are kept, unless they were stored as a turn's first snapshot alone.
    let from = 0;
    let storedLength: number | undefined;
    if (known && !(before.length && this.turnStarts.has(before[0]))) {
      storedLength = before.length;
      const n = Math.min(before.length, undo.length);
      while (from < n && undo[from] === before[from]) from++;
    }
    return { from, add: undo.slice(from).map((e) => jsonWithG(e)), length: undo.length, storedLength };
  }

  protected remember(matchID: string, state: State): void {
    this.live.delete(matchID);
    this.live.set(matchID, state);
    if (this.live.size > this.liveMax) this.live.delete(this.live.keys().next().value!);
  }

  protected forget(matchID: string): void {
    this.live.delete(matchID);
  }

  /** Metadata from its stored JSON, with the row's updated_at; remembered as its caller's. */
  protected parseMetadata(json: string, updatedAt?: number, matchID?: string): Server.MatchData {
    if (this.mastersOnly && matchID !== undefined) {
      // A master thread's store: the record parsed last time, when the stored JSON is the same
      // (boardgame.io's Master changes no metadata it fetched: it writes a copy with a new time).
      const last = this.lastMetadata.get(matchID);
      if (last?.json === json) {
        const md = { ...last.md, ...(updatedAt !== undefined ? { updatedAt: Number(updatedAt) } : {}) };
        this.handedOut.set(md.players, md);
        return md;
      }
    }
    const md = JSON.parse(json) as Server.MatchData;
    if (updatedAt !== undefined) md.updatedAt = Number(updatedAt);
    if (isObject(md.players)) this.fetchedMetadata.set(md.players, json);
    if (this.mastersOnly && matchID !== undefined && isObject(md.players)) {
      if (this.lastMetadata.size >= this.liveMax) this.lastMetadata.delete(this.lastMetadata.keys().next().value!);
      this.lastMetadata.set(matchID, { json, md });
      this.handedOut.set(md.players, md);
    }
    return md;
  }

  /** Whether only boardgame.io's Master uses this store (a master thread's: server/sockets/
   *  master-thread.ts), which never changes a metadata record it fetched in place (and which
   *  alone writes its matches' states: sqlite.ts's fetch). */
  protected mastersOnly = false;
  /** Per match, the last metadata record parsed (mastersOnly), and its JSON. */
  private lastMetadata = new Map<string, { json: string; md: Server.MatchData }>();
  /** The record handed out last with each players object (mastersOnly). */
  private handedOut = new WeakMap<object, Server.MatchData>();

  /** Whether `metadata` is the record handed out with its players object but for its time
   *  (mastersOnly: what the Master writes after a move that did not end the match). */
  private onlyTimeChanged(metadata: Server.MatchData): boolean {
    const out = isObject(metadata.players) ? this.handedOut.get(metadata.players) : undefined;
    if (!out) return false;
    const keys = Object.keys(metadata);
    if (keys.length !== Object.keys(out).length) return false;
    return keys.every((k) => k === 'updatedAt' || (metadata as any)[k] === (out as any)[k]);
  }

  // ---- what each database implements ------------------------------------------------------

  /** Insert a new match row (initial = state = initialState). */
  protected abstract insertMatch(
    matchID: string,
    gameName: string,
    rulesVersion: number,
    initialState: State,
    metadata: Server.MatchData,
  ): Promise<void>;
  /** In one transaction: if the stored _stateID is state._stateID − 1, store the state (its undo
   *  entries apart: undoPlan), append the log, and when the state is over set metadata.gameover;
   *  otherwise store nothing. */
  protected abstract writeState(matchID: string, state: State, deltalog: LogEntry[] | undefined): Promise<WriteOutcome>;
  /** Store the metadata: `changes` null → the whole record (keepGameover over the stored one);
   *  otherwise only those fields, in one statement (a gameover is never removed). */
  protected abstract writeMetadata(
    matchID: string,
    metadata: Server.MatchData,
    changes: MetadataChange[] | null,
  ): Promise<void>;
  /** Stamp the row's updated_at (no earlier than it is). */
  protected abstract touch(matchID: string, updatedAt: number): Promise<void>;
  abstract listOpen(): Promise<OpenMatch[]>;
  abstract matchRows(ids: string[], limit?: number): Promise<MatchRow[]>;
  abstract openOf(ids: string[]): Promise<string[]>;
  abstract overWith(
    key: string,
    since: number,
    limit: number,
    after?: { updatedAt: number; matchID: string },
  ): Promise<{ matchID: string; updatedAt: number }[]>;
  /** A game's listed (not unlisted) matches that are not over, newest first: after skipping
   *  `offset` of those `keep` accepts, at most `limit` of them. Reads no more rows than it needs. */
  abstract listTables(
    gameName: string,
    opts: ListTablesOpts,
  ): Promise<{ matchID: string; metadata: Server.MatchData }[]>;
  abstract fetchReplay(matchID: string): Promise<ReplayRecord | undefined>;
  abstract listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]>;
  abstract close(): Promise<void> | void;

  // ---- shared behaviour ------------------------------------------------------------------

  /** Whether several server processes may share this store (Postgres: true). */
  get shared(): boolean {
    return this.db.shared;
  }

  /** Hear every metadata write made through this store object (presence: isConnected). */
  onMetadataWrite(fn: (matchID: string, metadata: Server.MatchData) => void): () => void {
    this.metadataListeners.add(fn);
    return () => this.metadataListeners.delete(fn);
  }
  private metadataListeners = new Set<(matchID: string, metadata: Server.MatchData) => void>();

  /** A state write of this file made by another store object of this process (a master thread:
   *  server/sockets/master-threads.ts): its listeners hear it as their own; a state of the match
   *  cached here is out of date when it was written. */
  heardWrite(w: StateWrite): void {
    if (w.outcome === 'written') this.forget(w.matchID);
    for (const fn of this.listeners) fn(w);
  }

  /** Hear the outcome of every state write made through this store object. */
  onStateWrite(fn: (w: StateWrite) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  override async createMatch(
    matchID: string,
    opts: { initialState: State; metadata: Server.MatchData },
  ): Promise<void> {
    const mod = this.games.get(opts.metadata.gameName);
    let initialState = opts.initialState;
    if (mod && !isCsprngSeed((initialState.plugins?.random?.data as { seed?: unknown } | undefined)?.seed)) {
      // Re-run setup with a CSPRNG seed: boardgame.io's default seed is derived from the clock
      // (server/lobby/seeded-games.ts gives the server's own creates one already).
      initialState = InitializeGame({
        game: { ...mod.game, seed: randomUUID() },
        numPlayers: opts.initialState.ctx.numPlayers,
        setupData: opts.metadata.setupData,
      });
    }
    const preparing = preparingMatch.getStore();
    if (preparing && !(await this.db.tryLease(setupLease(matchID), preparing, SETUP_LEASE_MS)))
      throw new Error(`match ${matchID} is being set up already`);
    await this.insertMatch(matchID, opts.metadata.gameName, mod?.rulesVersion ?? 0, initialState, opts.metadata);
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = this.writeState(matchID, state, deltalog);
    this.inflight.set(matchID, write);
    let outcome: WriteOutcome = 'failed';
    try {
      outcome = await write;
    } finally {
      if (outcome === 'written') {
        const first = state._undo?.[0];
        if (first) this.restartedTurns.delete(first); // stored now (undoPlan)
        const { deltalog: _d, ...stored } = state as State & { deltalog?: unknown };
        const kept = ('deltalog' in state ? stored : state) as State;
        this.undoApart.add(kept);
        this.remember(matchID, kept);
      } else if (outcome !== 'unchanged') this.forget(matchID);
      if (this.inflight.get(matchID) === write) this.inflight.delete(matchID);
      const w: StateWrite = { matchID, stateID: state._stateID, outcome };
      if (outcome === 'written') w.ctx = state.ctx;
      for (const fn of this.listeners) fn(w);
    }
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    // The Master writes the state and then its metadata (with gameover when its move ended the
    // match) without waiting in between: when that state write was refused, its gameover is not
    // the match's.
    const pending = this.inflight.get(matchID);
    if (pending && metadata.gameover !== undefined) {
      const outcome = await pending.catch((): WriteOutcome => 'failed');
      if (outcome !== 'written' && outcome !== 'unchanged') {
        const { gameover: _dropped, ...rest } = metadata;
        metadata = rest as Server.MatchData;
      }
    }
    if (suppressedMetadata.getStore()) return; // a stand-in's connection change (server/clock/stand-in.ts)
    const fetched = isObject(metadata.players) ? this.fetchedMetadata.get(metadata.players) : undefined;
    const timeOnly = this.mastersOnly && fetched !== undefined && this.onlyTimeChanged(metadata);
    let changes =
      fetched === undefined
        ? null
        : timeOnly
          ? [{ path: ['updatedAt'], value: metadata.updatedAt }]
          : metadataChanges(JSON.parse(fetched), metadata);
    if (changes && changes.some((c) => c.path.some((k) => k.includes('"')))) changes = null;
    if (changes && changes.every((c) => c.path.length === 1 && c.path[0] === 'updatedAt')) {
      // Only the time: a state write of this process stamps the row when it is stored; otherwise
      // (no state write, or it was not stored) stamp it here.
      const write = pending ?? this.inflight.get(matchID);
      const outcome = write ? await write.catch((): WriteOutcome => 'failed') : undefined;
      if (outcome === 'written') this.cacheStats.metadataSkipped++;
      else await this.touch(matchID, Number(metadata.updatedAt ?? Date.now()));
    } else {
      if (changes) this.cacheStats.metadataFieldWrites++;
      else this.cacheStats.metadataWholeWrites++;
      await this.writeMetadata(matchID, metadata, changes);
    }
    // (the record fetched is still the one to compare with when only its time changed)
    if (isObject(metadata.players) && !timeOnly) this.fetchedMetadata.set(metadata.players, JSON.stringify(metadata));
    for (const fn of this.metadataListeners) fn(matchID, metadata);
  }

  /** What clients may see of the initial state: the spectator view, without PRNG or undo data. */
  protected publicInitialState(initial: State, gameName: string): State {
    const view = this.games.get(gameName)?.game.playerView;
    const G = view ? view({ G: initial.G, ctx: initial.ctx, playerID: null } as any) : initial.G;
    const { random: _random, ...plugins } = initial.plugins ?? {};
    return { ...initial, G, plugins, _undo: [], _redo: [] } as State;
  }

  /** A finished-list entry from a stored match. */
  protected summary(
    matchID: string,
    gameName: string,
    metadata: Server.MatchData,
    createdAt: number,
    updatedAt: number,
    plies: number,
  ): FinishedSummary {
    return {
      matchID,
      gameName,
      players: Object.values(metadata.players).map((p) => ({ id: String(p.id), name: p.name })),
      gameover: metadata.gameover,
      createdAt,
      updatedAt,
      plies,
    };
  }
}
