// One-ply greedy bot: the Easy level and the baseline every search must beat. Each legal move
// is applied through the reducer on a few determinized copies of the seat's view; the move with
// the best mean (own evaluation − best opponent's) wins, ties broken by the seeded PRNG.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';
import { hashString, seededRandom } from '../rng';
import { botReducer, determinizedRoot, refused } from './state';
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
  if (go) {
    const winners: string[] = Array.isArray(go.winners) ? go.winners.map(String) : go.winner !== undefined ? [String(go.winner)] : [];
    if (winners.includes(seat)) v += winners.length === 1 ? WIN_BONUS : WIN_BONUS / 2;
    else if (winners.length) v -= WIN_BONUS;
  }
  return v;
}

export function greedyChoose(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  seed: string,
  samples: number,
): LegalMove {
  const reducer = botReducer(mod);
  const totals = new Array(legal.length).fill(0);
  const counts = new Array(legal.length).fill(0);
  for (let k = 0; k < samples; k++) {
    const root = determinizedRoot(mod, view, playerID, `${seed}:g${k}`);
    legal.forEach((m, i) => {
      const next = reducer(root, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID } });
      if (refused(root, next)) return;
      totals[i] += leadOf(mod, next, playerID);
      counts[i]++;
    });
  }
  let best = -Infinity;
  let ties: number[] = [];
  legal.forEach((_, i) => {
    if (!counts[i]) return;
    const v = totals[i] / counts[i];
    if (v > best + 1e-9) {
      best = v;
      ties = [i];
    } else if (Math.abs(v - best) <= 1e-9) ties.push(i);
  });
  if (!ties.length) return legal[0];
  const rand = seededRandom(hashString(seed + ':tie'));
  return legal[ties[Math.floor(rand() * ties.length)]];
}
