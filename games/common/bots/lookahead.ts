// The rating one reply deeper: a candidate's value is the seat's lead after its turn AND the
// opponents' greedy replies (each of their turns completed greedily), so every candidate is
// compared at the same point, when the seat is to act again. A search tree values its leaves
// after different numbers of plies and, on 200+ legal builds, meets random replies instead of the
// one a player would choose (test/bench/README.md, "Railways of the World"); this looks one reply
// ahead of the rating and no further.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';
import { completedTurn, greedyValues, leadOf, pickGreedy } from './greedy';
import type { BotKernel } from './kernel';
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
 *  one-ply greedy choice (rated from that seat's view), until `playerID` is to act again.
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
  const rounds = Math.max(1, o.rounds ?? 1);
  let round = 1;
  for (let turn = 0; turn < MAX_REPLY_TURNS * rounds; turn++) {
    if (state.ctx.gameover !== undefined) break;
    const acting = actingSeats(state.ctx);
    let mover = acting[0];
    if (acting.includes(seat)) {
      if (round >= rounds) break;
      round++;
      mover = seat;
    }
    const legal = mod.legalMoves(state.G, state.ctx, mover);
    if (!legal.length) break;
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
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: mover } });
    if (refused(state, next)) break;
    state = completedTurn(mod, reducer, next, mover, o.turnSteps, o.kernel);
  }
  return state;
}
