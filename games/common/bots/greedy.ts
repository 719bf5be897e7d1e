// One-ply greedy bot: the Easy level and the baseline every search must beat. One ply = the
// seat's whole turn: each legal move is applied through the reducer on a few determinized copies
// of the seat's view and, while the same seat must keep acting (compound turns split into small
// moves: take a worker, then use it), completed greedily move by move; the candidate with the
// best mean (own evaluation − best opponent's) wins, ties broken by the seeded PRNG. Without the
// completion, a move whose value only shows in its follow-up step would never be chosen.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';
import { hashString, seededRandom } from '../rng';
import { kernelLead, type BotKernel } from './kernel';
import { actingSeats, botReducer, determinizedRoot, refused, type Reducer } from './state';
import { leads, seatsOf } from './reward';

const WIN_BONUS = 1e6;

/** Value of a state for `seat`: its lead over the best opponent (a finished game counts as a
 *  decisive win or loss, on top of the final lead). */
export function leadOf(mod: GameModule, state: State, seat: PlayerID): number {
  const seats = seatsOf(state.ctx);
  const evals: Record<PlayerID, number> = {};
  for (const s of seats) evals[s] = mod.evaluate(state.G, state.ctx, s);
  let v = leads(evals)[seat];
  const go = state.ctx.gameover as any;
  if (go)
    v += winBonus(
      Array.isArray(go.winners) ? go.winners.map(String) : go.winner !== undefined ? [String(go.winner)] : [],
      seat,
    );
  return v;
}

/** A finished game counts as a decisive win (half on a shared win) or loss. */
export function winBonus(winners: string[], seat: PlayerID): number {
  if (winners.includes(seat)) return winners.length === 1 ? WIN_BONUS : WIN_BONUS / 2;
  return winners.length ? -WIN_BONUS : 0;
}

function apply(reducer: Reducer, state: State, m: LegalMove, playerID: PlayerID): State | null {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID } });
  return refused(state, next) ? null : next;
}

/** Still `seat`'s turn (it alone must act)? */
function stillMine(state: State, seat: PlayerID): boolean {
  if (state.ctx.gameover !== undefined) return false;
  const acting = actingSeats(state.ctx);
  return acting.length === 1 && acting[0] === seat;
}

/** Complete the seat's turn greedily (at most `maxSteps` more moves); returns the final lead. */
function completeTurn(mod: GameModule, reducer: Reducer, state: State, seat: PlayerID, maxSteps: number): number {
  return leadOf(mod, completedTurn(mod, reducer, state, seat, maxSteps), seat);
}

/** The state after completing the seat's turn greedily: while `seat` alone must keep acting (a
 *  compound turn split into small moves), play its best move by lead, at most `maxSteps` moves.
 *  With a kernel (./kernel.ts) the candidates are compared on the game's plain functions and only
 *  the chosen move goes through the reducer: one reducer call per step instead of one per legal
 *  move. */
export function completedTurn(
  mod: GameModule,
  reducer: Reducer,
  state: State,
  seat: PlayerID,
  maxSteps: number,
  kernel?: BotKernel,
): State {
  for (let step = 0; step < maxSteps && stillMine(state, seat); step++) {
    const legal = mod.legalMoves(state.G, state.ctx, seat);
    if (kernel && legal.length > 1) {
      const pick = kernelBest(kernel, state, seat, legal, step);
      const next = pick && apply(reducer, state, pick, seat);
      if (next) {
        state = next;
        continue;
      }
    }
    let best: State | null = null;
    let bestV = -Infinity;
    for (const m of legal) {
      const next = apply(reducer, state, m, seat);
      if (!next) continue;
      const v = leadOf(mod, next, seat);
      if (v > bestV) {
        bestV = v;
        best = next;
      }
    }
    if (!best) break;
    state = best;
  }
  return state;
}

/** The legal move with the best lead after it, compared on the kernel (a finished game counts
 *  as a decisive win or loss); chance inside a move is drawn from a fixed per-step stream. */
function kernelBest(k: BotKernel, state: State, seat: PlayerID, legal: LegalMove[], step: number): LegalMove | null {
  return kernelBestOn(k, k.fromState(state.G, state.ctx), seat, legal, step);
}

/** kernelBest on a kernel state (left unchanged: each candidate is applied to a clone). */
export function kernelBestOn(
  k: BotKernel,
  s: unknown,
  seat: PlayerID,
  legal: LegalMove[],
  step: number,
): LegalMove | null {
  const seats = k.seats(s);
  let best: LegalMove | null = null;
  let bestV = -Infinity;
  const chance = hashString(`turn:${step}`); // the same stream for every candidate
  for (const m of legal) {
    const c = k.clone(s);
    k.apply(c, seat, m, seededRandom(chance));
    const winners = k.winners(c);
    const v = kernelLead(k, c, seat, seats) + (winners ? winBonus(winners, seat) : 0);
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

/** The greedy pass as a generator: it yields after every candidate move (so a caller can pause
 *  between them) and returns the mean one-ply value (lead after completing the seat's turn
 *  greedily) of every legal move over `samples` determinizations; -Infinity for a move refused
 *  in every sample. */
function* greedyPass(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  seed: string,
  samples: number,
  turnSteps = 4,
  topK = 10,
): Generator<void, number[]> {
  const reducer = botReducer(mod);
  const totals = new Array(legal.length).fill(0);
  const counts = new Array(legal.length).fill(0);
  for (let k = 0; k < samples; k++) {
    const root = determinizedRoot(mod, view, playerID, `${seed}:g${k}`);
    // Immediate value of every candidate; only the topK (by that value) among those that leave
    // the seat to act again are completed, which bounds the cost on wide compound turns.
    const nexts: (State | null)[] = [];
    const immediate: number[] = [];
    for (const m of legal) {
      const n = apply(reducer, root, m, playerID);
      nexts.push(n);
      immediate.push(n ? leadOf(mod, n, playerID) : -Infinity);
      yield;
    }
    const open = nexts.map((n, i) => i).filter((i) => nexts[i] && stillMine(nexts[i]!, playerID));
    open.sort((a, b) => immediate[b] - immediate[a] || a - b);
    const complete = new Set(open.slice(0, topK));
    for (let i = 0; i < nexts.length; i++) {
      const n = nexts[i];
      if (!n) continue;
      if (complete.has(i)) {
        totals[i] += completeTurn(mod, reducer, n, playerID, turnSteps);
        yield;
      } else totals[i] += immediate[i];
      counts[i]++;
    }
  }
  return totals.map((t, i) => (counts[i] ? t / counts[i] : -Infinity));
}

type PassArgs = Parameters<typeof greedyPass>;

/** Mean one-ply value of every legal move (see greedyPass), computed in one go. */
export function greedyValues(...args: PassArgs): number[] {
  const gen = greedyPass(...args);
  for (;;) {
    const r = gen.next();
    if (r.done) return r.value;
  }
}

/** Pausing for the async greedy pass: `pause()` is awaited whenever `due()` says so. */
export interface Pacing {
  due(): boolean;
  pause(): Promise<void>;
}

/** greedyValues that pauses between candidate moves when `pacing` says so (the browser worker
 *  and the server stay responsive and can cancel during a wide pass). */
export async function greedyValuesPaced(pacing: Pacing | undefined, ...args: PassArgs): Promise<number[]> {
  const gen = greedyPass(...args);
  for (;;) {
    const r = gen.next();
    if (r.done) return r.value;
    if (pacing?.due()) await pacing.pause();
  }
}

/** The best move by greedy value, ties broken by the seeded PRNG. */
export function pickGreedy(values: number[], legal: LegalMove[], seed: string): LegalMove {
  let best = -Infinity;
  let ties: number[] = [];
  values.forEach((v, i) => {
    if (v === -Infinity) return;
    if (v > best + 1e-9) {
      best = v;
      ties = [i];
    } else if (Math.abs(v - best) <= 1e-9) ties.push(i);
  });
  if (!ties.length) return legal[0];
  const rand = seededRandom(hashString(seed + ':tie'));
  return legal[ties[Math.floor(rand() * ties.length)]];
}

export function greedyChoose(...args: PassArgs): LegalMove {
  const [, , , legal, seed] = args;
  return pickGreedy(greedyValues(...args), legal, seed);
}
