import { startMatch, activeSeats } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads as mod } from '../../../games/russian-railroads';
let tl = 0, ts = 0, n = 0;
for (let g = 0; g < 20; g++) {
  const rand = seededRandom(g);
  const m = startMatch(mod, 4, 's' + g);
  while (!m.state.ctx.gameover) {
    const seat = activeSeats(m.state.ctx)[0];
    let t = performance.now();
    const legal = mod.legalMoves(m.state.G, m.state.ctx, seat);
    tl += performance.now() - t;
    const pick = legal[Math.floor(rand() * legal.length)];
    t = performance.now();
    m.step({ playerID: seat, move: pick.move, args: pick.args });
    ts += performance.now() - t; n++;
  }
}
console.log('legal ms/move', tl / n, 'step ms/move', ts / n);
console.log('in-move ms total', (globalThis as any).__rrT);
