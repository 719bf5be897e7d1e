// The result of a finished match: one computation for the end screen, the replay, the list of
// finished matches and the ratings (server/ratings/keeper.ts), so they never disagree.
//
// A seat that is out of the match (its player resigned, or left the table for good and a stand-in
// played it on) is last, whatever the board says: several such seats share last place. The seats
// still in are placed as the game placed them: its winners first, then by score (equal scores
// share a place, competition ranking "1, 2, 2, 4"). The seats out come from the gameover itself
// when the match ended on a resignation (`GameOver.out`), and from the match's record otherwise
// (online: the clock's `abandoned`/`resigned` seats, server/clock/model.ts; local: the table).
// Pure: no Node, no DOM.
import type { LogEntry, State } from 'boardgame.io';
import type { GameOver, OutReason } from './module';

export type { OutReason } from './module';

export interface MatchResult {
  /** Seat → place (1 = first). */
  places: Record<string, number>;
  /** Seats in first place, when someone is placed below them (else none: a draw). */
  winners: string[];
  /** Every seat shares first place. */
  draw: boolean;
  /** Seats out of the match and why. */
  out: Record<string, OutReason>;
}

/** Seats out of a match: from the gameover's own record and from `extra` (the match's record). */
export function outSeats(gameover: unknown, extra?: Record<string, OutReason> | null): Record<string, OutReason> {
  const out: Record<string, OutReason> = {};
  const own = (gameover as Partial<GameOver> | undefined)?.out;
  for (const src of [own, extra]) {
    if (!src || typeof src !== 'object') continue;
    for (const [seat, why] of Object.entries(src)) {
      // seat numbers only: the record may come from an imported file
      if (!/^\d{1,2}$/.test(seat)) continue;
      if (why === 'resigned' || why === 'left') out[seat] = out[seat] === 'resigned' ? 'resigned' : why;
    }
  }
  return out;
}

/** Places of `seats` (1 = first) in a finished match. */
export function matchResult(
  gameover: unknown,
  seats: string[],
  extraOut?: Record<string, OutReason> | null,
): MatchResult {
  const g = (gameover ?? {}) as Partial<GameOver>;
  const out = outSeats(gameover, extraOut);
  const gameWinners = new Set(
    Array.isArray(g.winners)
      ? g.winners.map(String)
      : g.winner !== undefined
        ? [String(g.winner)]
        : g.draw
          ? seats
          : [],
  );
  const scores = g.scores && typeof g.scores === 'object' ? (g.scores as Record<string, unknown>) : {};
  const score = (s: string) =>
    Object.hasOwn(scores, s) && typeof scores[s] === 'number' && Number.isFinite(scores[s])
      ? (scores[s] as number)
      : -Infinity;
  const playing = seats.filter((s) => !Object.hasOwn(out, s));
  // the game's winners before everyone else, then by score
  const key = (s: string): [number, number] => [gameWinners.has(s) ? 0 : 1, -score(s)];
  const ahead = (a: string, b: string) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] < kb[0] || (ka[0] === kb[0] && ka[1] < kb[1]);
  };
  const places: Record<string, number> = {};
  for (const s of playing) places[s] = 1 + playing.filter((o) => ahead(o, s)).length;
  for (const s of seats) if (Object.hasOwn(out, s)) places[s] = playing.length + 1;
  const all = seats.map((s) => places[s]);
  const draw = seats.length > 0 && all.every((p) => p === 1);
  const winners = draw ? [] : seats.filter((s) => places[s] === 1);
  return { places, winners, draw, out };
}

/** The seats of a match in the order of their places (then by seat number). */
export function byPlace(result: MatchResult, seats: string[]): string[] {
  return seats.slice().sort((a, b) => result.places[a] - result.places[b] || Number(a) - Number(b));
}

/** The gameover of a match ended because too few seats are left in it (resignations): the seats
 *  still in are placed by their scores at that moment (`scores`, GameModule.scores), those out last. */
export function gameoverByResignation(
  scores: Record<string, number>,
  seats: string[],
  out: Record<string, OutReason>,
): GameOver {
  const playing = seats.filter((s) => !Object.hasOwn(out, s));
  const best = Math.max(...playing.map((s) => scores[s] ?? 0));
  const winners = playing.length === 1 ? playing : playing.filter((s) => (scores[s] ?? 0) === best);
  const over: GameOver = { winners, scores: { ...scores }, out: { ...out } };
  if (winners.length === 1) over.winner = winners[0];
  else if (winners.length > 1 && winners.length === playing.length && playing.length === seats.length) over.draw = true;
  return over;
}

/** The action that ends a match on resignations: boardgame.io's endGame event with no playerID,
 *  applied with the game's reducer by whoever holds the match (the server: server/clock/
 *  match-writes.ts; this browser for a local game), and replayed as such (games/common/replay.ts). */
export function endAction(over: GameOver) {
  return { type: 'GAME_EVENT' as const, payload: { type: 'endGame', args: [over] } as Record<string, unknown> };
}

/** The log entry of an action the holder of a match applied to `state` (boardgame.io logs an
 *  event only when a move calls it). */
export function logEntryOf(state: State, action: { type: string; payload: Record<string, unknown> }): LogEntry {
  return {
    action: action as unknown as LogEntry['action'],
    _stateID: state._stateID,
    turn: state.ctx.turn,
    phase: state.ctx.phase ?? null,
  } as LogEntry;
}

type Reducer = (state: State, action: never) => State;

/** End a match on resignations with the game's reducer: the gameover's scores are those of the
 *  position the end makes (a title may score at the end of its last phase), so the end is applied
 *  once to learn them and then for good. Returns the action, the new state and its log. */
export function endByResignation(
  reducer: Reducer,
  scoresOf: (G: unknown, ctx: State['ctx']) => Record<string, number>,
  state: State,
  seats: string[],
  out: Record<string, OutReason>,
): { action: ReturnType<typeof endAction>; next: State; deltalog: LogEntry[] } {
  const trial = reducer(
    structuredClone(state),
    endAction(gameoverByResignation(scoresOf(state.G, state.ctx), seats, out)) as never,
  );
  let scores = scoresOf(state.G, state.ctx);
  try {
    scores = scoresOf(trial.G, { ...trial.ctx, gameover: undefined });
  } catch {
    // the scores before the end then
  }
  const action = endAction(gameoverByResignation(scores, seats, out));
  const next = reducer(structuredClone(state), action as never) as State & {
    deltalog?: LogEntry[];
    transients?: { error?: unknown };
  };
  if (next.transients?.error || next.ctx.gameover === undefined || next._stateID !== state._stateID + 1)
    throw new Error('the match could not be ended');
  const { deltalog, transients: _t, ...stored } = next;
  return { action, next: stored as State, deltalog: [logEntryOf(state, action), ...(deltalog ?? [])] };
}

/** The gameover a board is shown: the game's own, with the winners of the one result and the
 *  seats out when some seat is out (a board that names a winner names this one). */
export function shownGameover(gameover: unknown, seats: string[], out?: Record<string, OutReason> | null): unknown {
  if (gameover === undefined || gameover === null || typeof gameover !== 'object') return gameover;
  const r = matchResult(gameover, seats, out);
  if (!Object.keys(r.out).length) return gameover;
  const g = { ...(gameover as GameOver), winners: r.winners, out: r.out };
  if (r.winners.length === 1) g.winner = r.winners[0];
  else delete g.winner;
  return g;
}
