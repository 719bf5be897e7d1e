// Replays: rebuild every step of a finished match from its initial state and server log with
// boardgame.io's own reducer, validate replay files, check the rules version, and compute the
// view a spectator, a seat or an omniscient viewer gets. Pure (no Node, no DOM).
// [docs/boardgameio-0.50.2.md trap 20] Events called inside a move are logged as extra entries
// that share the move's `_stateID`; only the FIRST non-automatic entry of each `_stateID` is
// dispatched, otherwise (the naive way, as the Debug panel does) every such event runs twice.
import type { LogEntry, PlayerID, Server, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { GameModule, NotationT, OutReason } from './module';
import { outSeats } from './result';

/** What the server route `GET /replays/:gameId/:matchID` answers (boardgame.io's own shapes). */
export interface ReplayPayload {
  initialState: State;
  log: LogEntry[];
  rulesVersion: number;
  /** Match metadata without credentials. */
  metadata?: Server.MatchData;
  /** Where the match was played (default 'server'); see PlayedOn. */
  playedOn?: PlayedOn;
  /** Seats out of the match before its end (resigned, or left the table for good): last in its
   *  result (games/common/result.ts). */
  out?: Record<string, OutReason>;
  /** A match created rated that was settled without rating, and why (e.g. 'stand-ins'). */
  unrated?: string;
}

/** The server applies every action to a fresh copy of the stored state; this browser's Local
 *  transport (hot-seat and bot games) to the stored object itself. boardgame.io 0.50.2's reducer
 *  writes into its input's ctx (activePlayers move counts), which an in-memory state shares with
 *  its undo snapshot, so after an UNDO the two can differ: a replay is rebuilt the way it was
 *  played. */
export type PlayedOn = 'server' | 'local';

/** A replay as exported to / imported from a JSON file. */
export interface ReplayFile extends ReplayPayload {
  format: typeof REPLAY_FORMAT;
  version: 1;
  gameId: string;
  matchID: string;
  /** Seat names by playerID when known (hot-seat names, bot labels). */
  playerNames?: Record<string, string>;
  /** ms since epoch, set by the exporter. */
  exportedAt?: number;
  /** Where a seat asked for a hint (local games): its next move is marked (hintedMoves). */
  hints?: HintUse[];
}

/** A hint asked for by `seat` at state `stateID`. */
export interface HintUse {
  stateID: number;
  seat: string;
}

/** `a` with the hints of `b` it lacks (one hint per seat and state). */
export function mergeHints(a: readonly HintUse[], b: readonly HintUse[]): HintUse[] {
  const out = [...a];
  for (const h of b) if (!out.some((x) => x.stateID === h.stateID && x.seat === h.seat)) out.push(h);
  return out;
}

/** The _stateIDs of the log entries made after a hint: each hint marks its seat's next move. */
export function hintedMoves(log: readonly LogEntry[] | undefined, hints: readonly HintUse[] | undefined): Set<number> {
  const out = new Set<number>();
  for (const h of hints ?? []) {
    const e = (log ?? []).find(
      (x) =>
        x._stateID >= h.stateID &&
        x.action?.type === 'MAKE_MOVE' &&
        (x.action.payload as { playerID?: string })?.playerID === h.seat,
    );
    if (e) out.add(e._stateID);
  }
  return out;
}

export const REPLAY_FORMAT = 'roundhouse-replay';

/** One transition of the replay. steps[0] is the initial position (mover null, kind 'start'). */
export interface ReplayStep {
  kind: 'start' | 'move' | 'undo' | 'redo' | 'end' | 'takeback';
  /** Index of the dispatched entry in the log (-1 for the start). */
  logIndex: number;
  mover: PlayerID | null;
  move: string | null;
  args: unknown[];
  /** Readable notation from mod.notation (moves), or the action name. */
  notation: string;
  turn: number;
  phase: string | null;
  /** Played by a stand-in bot for an absent player (server/clock: marked in the server's log). */
  standIn?: boolean;
}

export interface RebuiltReplay {
  /** states[i] = position after steps[i]; states[0] = initial state. */
  states: State[];
  steps: ReplayStep[];
  /** Set when the log could not be replayed to its end (states stop before the failure). */
  error?: { logIndex: number; message: string };
}

type AnyAction = { type: string; payload?: { type?: string; args?: unknown; playerID?: PlayerID; standIn?: boolean } };

const REPLAYED = new Set(['MAKE_MOVE', 'UNDO', 'REDO']);

/** The server's own end of a match on resignations (server/clock/match-writes.ts): an endGame
 *  event with no playerID (no client can send one: the socket guard lets moves, undo and redo
 *  through only; an event inside a move carries its mover's playerID and shares its _stateID). */
export function isServerEnd(
  action: { type?: string; payload?: { type?: string; playerID?: unknown } } | undefined,
): boolean {
  return (
    action?.type === 'GAME_EVENT' &&
    action.payload?.type === 'endGame' &&
    (action.payload.playerID === undefined || action.payload.playerID === null)
  );
}

/** A takeback the other players accepted (server/clock/keeper.ts): the match went back to the
 *  position of state `to` (games/common/takeback.ts). Logged by the server like its end of a
 *  match: an event with no playerID, which no client can send. */
export function takebackAction(to: number) {
  return { type: 'GAME_EVENT' as const, payload: { type: 'takeback', args: [{ to }] } as Record<string, unknown> };
}

export function isServerTakeback(
  action: { type?: string; payload?: { type?: string; playerID?: unknown; args?: unknown } } | undefined,
): number | null {
  if (
    action?.type !== 'GAME_EVENT' ||
    action.payload?.type !== 'takeback' ||
    (action.payload.playerID !== undefined && action.payload.playerID !== null)
  )
    return null;
  const to = (Array.isArray(action.payload.args) ? (action.payload.args[0] as { to?: unknown } | undefined) : undefined)
    ?.to;
  return typeof to === 'number' && Number.isInteger(to) && to >= 0 ? to : null;
}

/** The state a takeback to `earlier` makes from `current`: the earlier position, one state on
 *  (its undo history starts again there, as at the start of a turn). */
export function restoredState(earlier: State, current: State): State {
  const { deltalog: _d, transients: _t, _undo: _u, _redo: _r, ...rest } = earlier as State & { transients?: unknown };
  const s = JSON.parse(JSON.stringify(rest)) as State;
  return {
    ...s,
    _stateID: current._stateID + 1,
    _undo: [JSON.parse(JSON.stringify({ G: s.G, ctx: s.ctx, plugins: s.plugins }))] as State['_undo'],
    _redo: [],
  };
}

/**
 * Indices of the log entries a replay dispatches: per `_stateID`, the first non-automatic
 * MAKE_MOVE/UNDO/REDO entry, or the server's end of the match (isServerEnd) or takeback
 * (isServerTakeback). A group without one
 * (a client-sent event, which Roundhouse never sends, or a damaged log) is skipped; the `_stateID`
 * check of the next entry then reports it.
 */
export function entriesToDispatch(log: LogEntry[]): number[] {
  const picked: number[] = [];
  const seen = new Set<number>();
  log.forEach((entry, i) => {
    if (
      entry.automatic ||
      !(
        REPLAYED.has(entry.action?.type) ||
        isServerEnd(entry.action as never) ||
        isServerTakeback(entry.action as never) !== null
      )
    )
      return;
    if (seen.has(entry._stateID)) return;
    seen.add(entry._stateID);
    picked.push(i);
  });
  return picked;
}

function stepKind(type: string): ReplayStep['kind'] {
  if (type === 'MAKE_MOVE') return 'move';
  if (type === 'UNDO') return 'undo';
  if (type === 'GAME_EVENT') return 'end';
  return 'redo';
}

/** Readable text of one dispatched action, never throwing. */
export function describeAction(
  mod: GameModule,
  action: AnyAction,
  t?: NotationT,
  meta?: Record<string, unknown>,
): string {
  const p = action.payload ?? {};
  const args = Array.isArray(p.args) ? p.args : [];
  if (action.type === 'MAKE_MOVE' && p.type) {
    try {
      return mod.notation(p.type, args[0] as Record<string, unknown> | undefined, p.playerID ?? '', t, meta);
    } catch {
      return `${p.type}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
    }
  }
  if (action.type === 'UNDO') return 'undo';
  if (action.type === 'REDO') return 'redo';
  return p.type ?? action.type;
}

const reducers = new WeakMap<GameModule, ReturnType<typeof CreateGameReducer>>();
/** boardgame.io's reducer of a module, made once: a reducer made anew processes the game again,
 *  and its flow's new functions start cold (a server reading a state mid-turn replays the turn). */
function replayReducer(mod: GameModule): ReturnType<typeof CreateGameReducer> {
  let r = reducers.get(mod);
  if (!r) reducers.set(mod, (r = CreateGameReducer({ game: mod.game })));
  return r;
}

/**
 * Rebuild every step of a match: dispatches the entries `entriesToDispatch` picks. Stops with
 * `error` when an entry does not apply (other rules version, damaged or incomplete log).
 */
export function rebuildReplay(
  mod: GameModule,
  initialState: State,
  log: LogEntry[],
  t?: NotationT,
  playedOn: PlayedOn = 'server',
): RebuiltReplay {
  const reducer = replayReducer(mod);
  const { copy: copyOf, keep } = jsonCopier();
  const start = stripState(initialState);
  const states: State[] = [playedOn === 'server' ? start : copyOf(start)];
  const steps: ReplayStep[] = [
    {
      kind: 'start',
      logIndex: -1,
      mover: null,
      move: null,
      args: [],
      notation: '',
      turn: start.ctx.turn,
      phase: start.ctx.phase ?? null,
    },
  ];
  // Locally the reducer writes into the state it is given: into a copy, not the caller's.
  let state = playedOn === 'server' ? start : json(start);
  for (const i of entriesToDispatch(log)) {
    const entry = log[i];
    const action = entry.action as unknown as AnyAction;
    const p = action.payload ?? {};
    const fail = (message: string): RebuiltReplay => ({ states, steps, error: { logIndex: i, message } });
    if (entry._stateID !== state._stateID) {
      return fail(
        `log entry ${i} was made at state ${entry._stateID} but the replay is at state ${state._stateID} (entries missing, or an event sent by a client)`,
      );
    }
    let next: State & { transients?: { error?: { type: string } } };
    const back = isServerTakeback(action as never);
    if (back !== null) {
      const earlier = [...states].reverse().find((x) => x._stateID === back);
      if (!earlier) return fail(`log entry ${i} takes the match back to state ${back}, which the replay never reached`);
      state = restoredState(earlier, state);
      states.push(playedOn === 'server' ? state : keep(state));
      steps.push({
        kind: 'takeback',
        logIndex: i,
        mover: null,
        move: null,
        args: [],
        notation: 'takeback',
        turn: entry.turn,
        phase: entry.phase ?? null,
      });
      continue;
    }
    try {
      // On the server every action starts from a JSON copy read from storage; locally from the
      // stored object itself (PlayedOn).
      next = reducer(playedOn === 'server' ? copyOf(state) : state, action as any) as any;
    } catch (e) {
      return fail(`log entry ${i} (${describeAction(mod, action)}) threw: ${(e as Error).message}`);
    }
    if (next.transients?.error || next._stateID === state._stateID) {
      const why = next.transients?.error?.type ?? 'not applied';
      return fail(`log entry ${i} (${describeAction(mod, action)}) was refused: ${why}`);
    }
    state = stripState(next);
    // Locally the next action writes into `state`: the viewer keeps a copy as it was.
    states.push(playedOn === 'server' ? state : keep(state));
    steps.push({
      kind: stepKind(action.type),
      logIndex: i,
      mover: p.playerID ?? null,
      move: action.type === 'MAKE_MOVE' ? (p.type ?? null) : null,
      args: Array.isArray(p.args) ? p.args : [],
      notation: describeAction(mod, action, t, (entry as { metadata?: Record<string, unknown> }).metadata),
      turn: entry.turn,
      phase: entry.phase ?? null,
      ...(p.standIn === true ? { standIn: true } : {}),
    });
  }
  return { states, steps };
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** Copies of states as a JSON round trip makes them (what the server reads from storage), made
 *  cheaply: a state's undo and redo snapshots (G, ctx and plugins after each move of the turn, most
 *  of a state in a long turn) were mostly copied at an earlier step already, and the reducer keeps
 *  them by identity from one state to the next. A snapshot copied before is reused with a fresh
 *  copy of its ctx, the one part of a snapshot boardgame.io 0.50.2 writes into in place
 *  (activePlayers move counts, stage limits); its G and plugin data are never written into (moves
 *  go through Immer, plugins make new data), so they stay as their JSON copy made them. A local
 *  game's steps are kept with their G shared (`keep`). Rebuilding a 1,192-entry Railways of the World match (Node,
 *  production build): 594 → 414 ms played on a server, 522 → 227 ms played locally; a 476-entry
 *  Steam Rollers match 97 → 88 and 87 → 58 ms. */
function jsonCopier(): { copy: (s: State) => State; keep: (s: State) => State } {
  const copies = new WeakMap<object, object>(); // a snapshot (or a copy) → its JSON copy
  const snapshot = (u: object): object => {
    const known = copies.get(u);
    const c = known ? { ...known, ctx: json((u as { ctx: unknown }).ctx) } : json(u);
    copies.set(u, c);
    copies.set(c, c);
    return c;
  };
  const snapshots = (s: State, c: State) => {
    if (s._undo !== undefined) c._undo = s._undo.map(snapshot) as State['_undo'];
    if (s._redo !== undefined) c._redo = s._redo.map(snapshot) as State['_redo'];
    return c;
  };
  return {
    /** A whole copy, as the server reads a state from storage. */
    copy: (s: State): State => {
      const { _undo: _u, _redo: _r, ...rest } = s;
      return snapshots(s, json(rest) as State);
    },
    /** A copy the reducer's next writes cannot reach, for the viewer to keep: G is shared, as it is
     *  never written into; ctx and the plugins are copied (boardgame.io's log plugin writes a move's
     *  `log.setMetadata` into the data of the state the move started from). */
    keep: (s: State): State => snapshots(s, { ...s, ctx: json(s.ctx), plugins: json(s.plugins) }),
  };
}

/** The state without the per-action extras (deltalog, transients) the reducer attaches. */
export function stripState(state: State): State {
  const { deltalog: _d, transients: _t, ...rest } = state as State & { transients?: unknown };
  return rest as State;
}

/** Whose eyes the replay is watched through: 'spectator', a seat ('0', '1', …) or 'all'. */
export type ReplayView = 'spectator' | 'all' | PlayerID;

/** G as the chosen viewer saw it (spectator/seat through game.playerView; 'all' = raw G). */
export function viewG(mod: GameModule, state: State, view: ReplayView): unknown {
  if (view === 'all') return state.G;
  const playerView = mod.game.playerView;
  if (!playerView) return state.G;
  const playerID = view === 'spectator' ? null : view;
  return playerView({ G: state.G, ctx: state.ctx, playerID } as any);
}

/** The playerID a board gets for a view (null = no seat). */
export function viewPlayerID(view: ReplayView): PlayerID | null {
  return view === 'spectator' || view === 'all' ? null : view;
}

export type RulesCheck = { ok: true } | { ok: false; recorded: number; current: number; message: string };

/** A replay recorded under another rules version cannot be trusted to rebuild the same states. */
export function checkRulesVersion(mod: GameModule, recorded: unknown): RulesCheck {
  if (recorded === mod.rulesVersion) return { ok: true };
  const rec = typeof recorded === 'number' ? recorded : NaN;
  return {
    ok: false,
    recorded: rec,
    current: mod.rulesVersion,
    message: `This replay was recorded under rules version ${Number.isNaN(rec) ? 'unknown' : rec} of ${mod.title}; the game now uses version ${mod.rulesVersion}, so its moves may not replay the same way.`,
  };
}

export type ReplayFileErrorCode =
  | 'not-json'
  | 'not-object'
  | 'foreign'
  | 'unsupported-version'
  | 'unknown-game'
  | 'bad-initial-state'
  | 'bad-log'
  | 'game-mismatch';

export type ParseResult = { ok: true; replay: ReplayFile } | { ok: false; code: ReplayFileErrorCode; error: string };

const isObj = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

function badLog(log: unknown): string | null {
  if (!Array.isArray(log)) return 'the log is not a list';
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (!isObj(e) || !isObj(e.action) || typeof e.action.type !== 'string') return `log entry ${i} has no action`;
    if (typeof e._stateID !== 'number') return `log entry ${i} has no _stateID`;
    if (e.action.payload !== undefined && !isObj(e.action.payload)) return `log entry ${i} has a broken payload`;
  }
  return null;
}

/**
 * Validate an imported replay (file text or already-parsed JSON). Accepts our export format and
 * the bare server payload `{ initialState, log, rulesVersion, metadata }` (game from
 * metadata.gameName). `knownGames` (ids) rejects replays of games this build does not have.
 */
export function parseReplayFile(json: unknown, knownGames?: readonly string[]): ParseResult {
  const err = (code: ReplayFileErrorCode, error: string): ParseResult => ({ ok: false, code, error });
  let data: unknown = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      return err('not-json', 'The file is not valid JSON.');
    }
  }
  if (!isObj(data)) return err('not-object', 'The file does not contain a replay object.');
  if (data.format !== undefined && data.format !== REPLAY_FORMAT) {
    return err('foreign', `This is not a Roundhouse replay (format "${String(data.format)}").`);
  }
  if (data.format === undefined && !('initialState' in data && 'log' in data)) {
    return err('foreign', 'This is not a Roundhouse replay (no initial state and log).');
  }
  if (data.format === REPLAY_FORMAT && data.version !== 1) {
    return err('unsupported-version', `Replay file version ${String(data.version)} is not supported.`);
  }
  const gameId = typeof data.gameId === 'string' ? data.gameId : data.metadata?.gameName;
  if (typeof gameId !== 'string' || !gameId) return err('unknown-game', 'The replay does not say which game it is.');
  if (knownGames && !knownGames.includes(gameId)) return err('unknown-game', `Unknown game "${gameId}".`);
  const s = data.initialState;
  if (
    !isObj(s) ||
    !isObj(s.ctx) ||
    !('G' in s) ||
    typeof s._stateID !== 'number' ||
    typeof s.ctx.numPlayers !== 'number'
  ) {
    return err('bad-initial-state', 'The replay has no valid initial state.');
  }
  const logProblem = badLog(data.log);
  if (logProblem) return err('bad-log', `The replay log is broken: ${logProblem}.`);
  if (isObj(data.metadata) && data.metadata.gameName !== undefined && data.metadata.gameName !== gameId) {
    return err('game-mismatch', `The replay says both "${gameId}" and "${String(data.metadata.gameName)}".`);
  }
  const replay: ReplayFile = {
    format: REPLAY_FORMAT,
    version: 1,
    gameId,
    matchID: typeof data.matchID === 'string' ? data.matchID : 'imported',
    rulesVersion: typeof data.rulesVersion === 'number' ? data.rulesVersion : NaN,
    initialState: s as State,
    log: data.log as LogEntry[],
    metadata: isObj(data.metadata) ? stripCredentials(data.metadata as Server.MatchData) : undefined,
    playerNames: isObj(data.playerNames) ? (data.playerNames as Record<string, string>) : undefined,
    exportedAt: typeof data.exportedAt === 'number' ? data.exportedAt : undefined,
    ...(Array.isArray(data.hints)
      ? {
          hints: data.hints
            .filter((x: any) => isObj(x) && Number.isInteger(x.stateID) && typeof x.seat === 'string')
            .map((x: any) => ({ stateID: x.stateID, seat: x.seat })),
        }
      : {}),
    ...(data.playedOn === 'local' || data.playedOn === 'server' ? { playedOn: data.playedOn } : {}),
    ...(isObj(data.out) ? { out: outSeats(undefined, data.out as Record<string, OutReason>) } : {}),
    ...(typeof data.unrated === 'string' && data.unrated.length <= 64 ? { unrated: data.unrated } : {}),
  };
  return { ok: true, replay };
}

/** Build the export file of a replay. */
export function makeReplayFile(
  gameId: string,
  matchID: string,
  payload: ReplayPayload,
  extra: { playerNames?: Record<string, string>; exportedAt?: number; hints?: HintUse[] } = {},
): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    version: 1,
    gameId,
    matchID,
    rulesVersion: payload.rulesVersion,
    initialState: payload.initialState,
    log: payload.log,
    metadata: payload.metadata ? stripCredentials(payload.metadata) : undefined,
    ...(payload.playedOn ? { playedOn: payload.playedOn } : {}),
    ...(payload.out && Object.keys(payload.out).length ? { out: payload.out } : {}),
    ...(payload.unrated ? { unrated: payload.unrated } : {}),
    ...extra,
  };
}

/** Match metadata with every player's credentials removed. */
export function stripCredentials(metadata: Server.MatchData): Server.MatchData {
  const players: Server.MatchData['players'] = {};
  for (const [id, p] of Object.entries(metadata.players ?? {})) {
    const { credentials: _c, isConnected: _i, ...rest } = p as Server.PlayerMetadata & { credentials?: string };
    players[id as unknown as number] = rest as Server.PlayerMetadata;
  }
  return { ...metadata, players };
}

/** Seat names from metadata and/or explicit names; falls back to "P1", "P2"… */
export function seatNames(
  numPlayers: number,
  metadata?: Server.MatchData,
  names?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < numPlayers; i++) {
    const id = String(i);
    out[id] = names?.[id] || (metadata?.players as any)?.[id]?.name || `P${i + 1}`;
  }
  return out;
}
