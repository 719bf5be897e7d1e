// Sampled states from seeded random games (for view and completeness tests).
import type { State } from 'boardgame.io';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { mod } from './helpers';

export function sampleStates(n: number, seed: string, every: number, maxGameTurns = 3): State[] {
  const rand = seededRandom(seed);
  const m = startMatch(mod, n, seed, { maxGameTurns } as never);
  const out: State[] = [];
  let k = 0;
  while (!m.state.ctx.gameover && k < 3000) {
    if (k % every === 0) out.push(m.state);
    const seats = activeSeats(m.state.ctx);
    const p = seats[Math.floor(rand() * seats.length)];
    const legal = mod.legalMoves(m.state.G, m.state.ctx, p);
    const pick = legal[Math.floor(rand() * legal.length)];
    m.step({ playerID: p, move: pick.move, args: pick.args });
    k++;
  }
  out.push(m.state);
  return out;
}
