// Test helpers: an in-memory boardgame.io store that also implements RoundhouseStore, and a
// match played through a real boardgame.io Master (the server's authority class) over it.
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async, createMatch } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { activeSeats, startMatch, type GoldenGame } from '../../games/common/match';
import { parseReplayFile, REPLAY_FORMAT, type ReplayFile } from '../../games/common/replay';
import type { GameModule, SetupData } from '../../games/common/module';
import type { FinishedSummary, ReplayRecord, RoundhouseStore } from '../../server/storage/types';

/** What a database hands back: a JSON copy (no shared objects, no undefined fields). */
const copy = <T>(x: T): T => (x === undefined ? x : JSON.parse(JSON.stringify(x)));

// Like the server's SqliteStore, it stores and returns JSON copies: the Master then sees the
// same object graphs as on the server (boardgame.io's reducer writes into its input's ctx).
export class MemStore extends Async implements RoundhouseStore {
  state = new Map<string, State>();
  initial = new Map<string, State>();
  metadata = new Map<string, Server.MatchData>();
  log = new Map<string, LogEntry[]>();
  rules = new Map<string, number>();

  async connect() {}
  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts) {
    this.initial.set(matchID, copy(opts.initialState));
    this.state.set(matchID, copy(opts.initialState));
    this.metadata.set(matchID, copy(opts.metadata));
  }
  async setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    if (deltalog?.length) this.log.set(matchID, [...(this.log.get(matchID) ?? []), ...copy(deltalog)]);
    this.state.set(matchID, copy(state));
  }
  async setMetadata(matchID: string, metadata: Server.MatchData) {
    this.metadata.set(matchID, copy(metadata));
  }
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const r: any = {};
    if (opts.state) r.state = copy(this.state.get(matchID));
    if (opts.metadata) r.metadata = copy(this.metadata.get(matchID));
    if (opts.log) r.log = copy(this.log.get(matchID) ?? []);
    if (opts.initialState) r.initialState = copy(this.initial.get(matchID));
    return r;
  }
  async wipe(matchID: string) {
    this.state.delete(matchID);
    this.metadata.delete(matchID);
  }
  override async listMatches(): Promise<string[]> {
    return [...this.metadata.keys()];
  }

  async fetchReplay(matchID: string): Promise<ReplayRecord | undefined> {
    const metadata = this.metadata.get(matchID);
    const initialState = this.initial.get(matchID);
    if (!metadata || !initialState) return undefined;
    return {
      matchID,
      gameName: metadata.gameName,
      initialState,
      log: this.log.get(matchID) ?? [],
      metadata,
      rulesVersion: this.rules.get(matchID) ?? 0,
    };
  }
  async listFinished(opts: { gameName?: string; limit?: number } = {}): Promise<FinishedSummary[]> {
    const out: FinishedSummary[] = [];
    for (const [matchID, m] of this.metadata) {
      if (m.gameover === undefined) continue;
      if (opts.gameName && m.gameName !== opts.gameName) continue;
      out.push({
        matchID,
        gameName: m.gameName,
        players: Object.values(m.players).map((p) => ({ id: String(p.id), name: p.name })),
        gameover: m.gameover,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
        plies: (this.log.get(matchID) ?? []).filter((e) => !e.automatic).length,
      });
    }
    out.sort((a, b) => b.updatedAt - a.updatedAt);
    return out.slice(0, opts.limit ?? out.length);
  }
}

/** Any boardgame.io async store that also serves replays (MemStore, the server's SqliteStore). */
export type ReplayStore = Async & RoundhouseStore;

export interface MasterMatch<S extends ReplayStore = MemStore> {
  store: S;
  matchID: string;
  master: Master;
  /** Send one action (MAKE_MOVE / UNDO / REDO) as a client would. */
  send(action: { type: string; payload: any }, playerID: string): Promise<void>;
  state(): State;
}

/** Create a match the way the Lobby does (createMatch + storage) and a Master over it. */
export async function openMasterMatch<S extends ReplayStore = MemStore>(
  mod: GameModule,
  opts: { numPlayers: number; seed: string; setupData?: SetupData; matchID?: string; store?: S; names?: string[] },
): Promise<MasterMatch<S>> {
  const store = (opts.store ?? new MemStore()) as S;
  const game = { ...mod.game, seed: opts.seed };
  const matchID = opts.matchID ?? `m-${opts.seed}`;
  const created = createMatch({ game, numPlayers: opts.numPlayers, setupData: opts.setupData, unlisted: false });
  if ('setupDataError' in created) throw new Error(created.setupDataError);
  const { initialState, metadata } = created;
  for (let i = 0; i < opts.numPlayers; i++) {
    (metadata.players as any)[i] = {
      id: i,
      name: opts.names?.[i] ?? `Player ${i + 1}`,
      credentials: `secret-cred-${i}`,
    };
  }
  await store.createMatch(matchID, { initialState, metadata });
  if (store instanceof MemStore) store.rules.set(matchID, mod.rulesVersion);
  const master = new Master(game, store, { send: () => {}, sendAll: () => {} });
  const read = async () => (await store.fetch(matchID, { state: true })).state as State;
  let current = await read();
  return {
    store,
    matchID,
    master,
    async send(action, playerID) {
      await master.onUpdate(action as any, current._stateID, matchID, playerID);
      current = await read();
    },
    state: () => current,
  };
}

/** One random step of the first active seat through the Master: an undo with probability
 *  `undo`, a redo with probability `redo`, else a random legal move. Returns what it sent. */
export async function randomStep(
  m: MasterMatch<any>,
  mod: GameModule,
  rand: () => number,
  undo: number,
  redo: number,
): Promise<'undo' | 'redo' | 'move'> {
  const seat = activeSeats(m.state().ctx)[0];
  const r = rand();
  if (r < undo + redo) {
    const type = r < undo ? 'UNDO' : 'REDO';
    await m.send({ type, payload: { type: null, args: null, playerID: seat } }, seat);
    return r < undo ? 'undo' : 'redo';
  }
  const legal = mod.legalMoves(m.state().G, m.state().ctx, seat);
  const pick = legal[Math.floor(rand() * legal.length)];
  await m.send({ type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: seat } }, seat);
  return 'move';
}

/** Play a seeded random-legal game through the Master until gameover or maxMoves. */
export async function playThroughMaster<S extends ReplayStore = MemStore>(
  mod: GameModule,
  opts: { numPlayers: number; seed: string; rand: () => number; maxMoves?: number; undoRate?: number; store?: S },
): Promise<MasterMatch<S> & { moves: number }> {
  const m = await openMasterMatch(mod, opts);
  const max = opts.maxMoves ?? 3000;
  let moves = 0;
  let stale = 0;
  while (!m.state().ctx.gameover && moves < max && stale < 50) {
    const before = m.state()._stateID;
    const { G, ctx } = m.state();
    const seats = activeSeats(ctx);
    const playerID = seats[Math.floor(opts.rand() * seats.length)];
    const legal = mod.legalMoves(G, ctx, playerID);
    if (legal.length === 0) break;
    const pick = legal[Math.floor(opts.rand() * legal.length)];
    await m.send({ type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID } }, playerID);
    // undo (refused by the Master unless the move left the turn open), sometimes redo
    if (opts.undoRate && !m.state().ctx.gameover && opts.rand() < opts.undoRate) {
      await m.send({ type: 'UNDO', payload: { type: null, args: null, playerID } }, playerID);
      if (opts.rand() < 0.5) await m.send({ type: 'REDO', payload: { type: null, args: null, playerID } }, playerID);
    }
    if (m.state()._stateID === before) stale++;
    else moves++;
  }
  return { ...m, moves };
}

/** Strip what differs legitimately between a stored state and a rebuilt one. */
export function comparable(s: State) {
  const { deltalog: _d, transients: _t, ...rest } = s as any;
  return JSON.parse(JSON.stringify(rest));
}

/** boardgame.io logs refused undo/redo and stale actions with console.error("ERROR: …"); the
 *  random drivers provoke those on purpose. Keep every other console.error visible. */
export function quietBoardgameErrors(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('ERROR:')) return;
    original(...args);
  };
}

/**
 * A golden game's moves (recorded under `rulesVersion`, an earlier version) as the replay file an
 * export of that match looked like, parsed the way the viewer parses an import. The moves are
 * replayed with the current code to make the log, so they must all still be legal.
 */
export function olderReplayFromGolden(mod: GameModule, golden: GoldenGame, rulesVersion: number): ReplayFile {
  const match = startMatch(mod, golden.numPlayers, golden.seed, golden.setupData);
  const initialState = match.state;
  const log: unknown[] = [];
  for (const rec of golden.moves) log.push(...((match.step(rec).state as { deltalog?: unknown[] }).deltalog ?? []));
  const file = {
    format: REPLAY_FORMAT,
    version: 1,
    gameId: mod.id,
    matchID: `v${rulesVersion}`,
    initialState,
    log,
    rulesVersion,
    playerNames: {},
  };
  const parsed = parseReplayFile(JSON.parse(JSON.stringify(file)), [mod.id]);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.replay;
}
