// The rating some replies deeper: a candidate's value is the seat's lead after its turn AND the
// opponents' greedy replies (each of their turns completed greedily; over several rounds, the
// seat's own greedy turns between them), so every candidate is compared at the same point, when
// the seat is to act again. A search tree values its leaves after different numbers of plies and,
// on 200+ legal builds, meets random replies instead of the one a player would choose
// (test/bench/README.md, "Railways of the World").
// With a kernel (./kernel.ts) the play-out after the candidate runs on the kernel, where a reply's
// rating (every legal move applied, the best completed) costs a tenth of the reducer's.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';
import { hashString, seededRandom } from '../rng';
import { completedTurn, greedyValues, kernelBestOn, leadOf, pickGreedy, winBonus } from './greedy';
import { kernelLead, type BotKernel } from './kernel';
import { actingSeats, botReducer, determinizedRoot, refused, viewOf } from './state';

/** Most opponent turns followed before a candidate is valued (a safety bound: the walk stops as
 *  soon as the seat must act again or the game ends). */
const MAX_REPLY_TURNS = 8;

export interface ReplyOptions {
  /** Determinizations each candidate is played out on (its values are averaged). */
  samples: number;
  /** Moves of a turn completed greedily after its first (the seat's and each reply's). */
  turnSteps: number;
  /** Candidates an opponent's rating completes (the best by immediate value). */
  replyCompletions: number;
  kernel?: BotKernel;
  /** How many times the other seats reply (between replies the seat plays its own greedy turn);
   *  default 1. */
  rounds?: number;
  /** Asked before each candidate with the number valued so far: true = value no more (the
   *  candidates left get no entry). */
  stop?: (valued: number) => boolean;
}

/** Mean lead of `playerID` over `samples` determinizations after each candidate (the index into
 *  `legal`) is played, its turn completed greedily, and every other seat has replied with its own
 *  one-ply greedy choice (rated from that seat's view), until `playerID` is to act again (for
 *  the `rounds`-th time).
 *  -Infinity for a candidate refused in every sample; no entry for one not reached (`stop`). */
export async function replyValues(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  candidates: number[],
  seed: string,
  o: ReplyOptions,
  /** Awaited after every candidate (the caller yields the thread and honours cancellation). */
  pause?: () => Promise<void>,
): Promise<Map<number, number>> {
  const reducer = botReducer(mod);
  const roots = Array.from({ length: o.samples }, (_, k) => determinizedRoot(mod, view, playerID, `${seed}:d${k}`));
  const out = new Map<number, number>();
  // candidate by candidate, best rated first: a caller that stops early (its time cap) still has
  // whole values for the best candidates
  for (const i of candidates) {
    if (o.stop?.(out.size)) break;
    const m = legal[i];
    let total = 0;
    let count = 0;
    roots.forEach((root, k) => {
      if (o.kernel) {
        total += kernelPlayOut(o.kernel, o.kernel.fromState(root.G, root.ctx), playerID, m, `${seed}:d${k}`, o);
        count++;
        return;
      }
      let s = reducer(root, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID } });
      if (refused(root, s)) return;
      s = completedTurn(mod, reducer, s, playerID, o.turnSteps, o.kernel);
      s = replies(mod, reducer, s, playerID, `${seed}:d${k}:c${i}`, o);
      total += leadOf(mod, s, playerID);
      count++;
    });
    out.set(i, count ? total / count : -Infinity);
    await pause?.();
  }
  return out;
}

/** Greedy turns from `state` (each mover's one-ply choice, rated from its own view, its turn
 *  completed greedily) until `seat` is to act for the `rounds`-th time, or the game ends: the
 *  other seats' replies, and between rounds the seat's own greedy turns. */
function replies(
  mod: GameModule,
  reducer: ReturnType<typeof botReducer>,
  state: State,
  seat: PlayerID,
  seed: string,
  o: ReplyOptions,
): State {
  walkReplies(
    seat,
    o.rounds,
    () => {
      if (state.ctx.gameover !== undefined) return null;
      const acting = actingSeats(state.ctx);
      return acting.includes(seat) ? seat : (acting[0] ?? null);
    },
    (mover, turn) => {
      const legal = mod.legalMoves(state.G, state.ctx, mover);
      if (!legal.length) return false;
      let pick = legal[0];
      if (legal.length > 1) {
        // each mover rates its moves from what it sees (the others' secrets re-sampled)
        const values = greedyValues(
          mod,
          viewOf(mod, state, mover),
          mover,
          legal,
          `${seed}:r${turn}`,
          1,
          4,
          o.replyCompletions,
        );
        pick = pickGreedy(values, legal, `${seed}:r${turn}`);
      }
      const next = reducer(state, {
        type: 'MAKE_MOVE',
        payload: { type: pick.move, args: pick.args, playerID: mover },
      });
      if (refused(state, next)) return false;
      state = completedTurn(mod, reducer, next, mover, o.turnSteps, o.kernel);
      return true;
    },
  );
  return state;
}

/** The turns after a candidate, on either state (the reducer's or a kernel's): `play` moves the
 *  mover `toMove` names (false: no move, stop) until the game ends (`toMove` null) or `seat` is
 *  to act for the `rounds`-th time, at most MAX_REPLY_TURNS turns a round. */
function walkReplies(
  seat: PlayerID,
  rounds: number | undefined,
  toMove: () => PlayerID | null,
  play: (mover: PlayerID, turn: number) => boolean,
): void {
  const n = Math.max(1, rounds ?? 1);
  let round = 1;
  for (let turn = 0; turn < MAX_REPLY_TURNS * n; turn++) {
    const mover = toMove();
    if (mover === null) return;
    if (mover === seat) {
      if (round >= n) return;
      round++;
    }
    if (!play(mover, turn)) return;
  }
}

/** The seat's lead on a kernel state (a finished game: a decisive win or loss on top). */
function kernelValue(k: BotKernel, s: unknown, seat: PlayerID, seats: PlayerID[]): number {
  const w = k.winners(s);
  return kernelLead(k, s, seat, seats) + (w ? winBonus(w, seat) : 0);
}

/** Complete `seat`'s turn on the kernel: while it is to move, its best move by lead one move on
 *  (greedy's kernelBestOn), at most `steps` moves. */
function kernelComplete(k: BotKernel, s: unknown, seat: PlayerID, steps: number, rand: () => number) {
  for (let i = 0; i < steps && k.toMove(s) === seat; i++) {
    const legal = k.legalMoves(s, seat);
    const best = legal.length > 1 ? kernelBestOn(k, s, seat, legal, hashString(`step${i}`)) : legal[0];
    if (!best) return;
    k.apply(s, seat, best, rand);
  }
}

/** The mover's one-ply greedy choice on the kernel: every legal move applied, the `completions`
 *  best by that immediate lead that leave the mover to act completed, the best lead after its
 *  turn wins (ties: the first). */
function kernelGreedy(k: BotKernel, s: unknown, mover: PlayerID, seats: PlayerID[], o: ReplyOptions): LegalMove | null {
  const legal = k.legalMoves(s, mover);
  if (legal.length <= 1) return legal[0] ?? null;
  const chance = hashString(`${mover}:reply`);
  const after = legal.map((m) => {
    const c = k.clone(s);
    k.apply(c, mover, m, seededRandom(chance));
    return { c, v: kernelValue(k, c, mover, seats) };
  });
  const open = after
    .map((_, i) => i)
    .filter((i) => k.toMove(after[i].c) === mover)
    .sort((a, b) => after[b].v - after[a].v || a - b)
    .slice(0, o.replyCompletions);
  for (const i of open) {
    kernelComplete(k, after[i].c, mover, o.turnSteps, seededRandom(chance));
    after[i].v = kernelValue(k, after[i].c, mover, seats);
  }
  let best = 0;
  for (let i = 1; i < after.length; i++) if (after[i].v > after[best].v) best = i;
  return legal[best];
}

/** One candidate on one determinization, on the kernel: the move, the seat's turn completed, the
 *  replies (and between rounds the seat's own greedy turns), then the seat's lead. */
function kernelPlayOut(k: BotKernel, s: unknown, seat: PlayerID, m: LegalMove, seed: string, o: ReplyOptions): number {
  const seats = k.seats(s);
  // one chance stream per determinization, the same for every candidate (common random numbers)
  const rand = seededRandom(hashString(`${seed}:chance`));
  k.apply(s, seat, m, rand);
  kernelComplete(k, s, seat, o.turnSteps, rand);
  walkReplies(
    seat,
    o.rounds,
    () => k.toMove(s),
    (mover) => {
      const pick = kernelGreedy(k, s, mover, seats, o);
      if (!pick) return false;
      k.apply(s, mover, pick, rand);
      kernelComplete(k, s, mover, o.turnSteps, rand);
      return true;
    },
  );
  return kernelValue(k, s, seat, seats);
}
