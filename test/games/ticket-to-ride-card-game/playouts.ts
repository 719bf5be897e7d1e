// Random playouts for one player count: 200 seeded games end with a score for every seat, no
// refused enumerated move, no stuck seat, G survives a JSON round trip. (Called from one test
// file per player count so vitest can run them in parallel.)
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { mod } from './helpers';

export function describePlayouts(n: number) {
  describe('random playouts', () => {
    it(`${n} players: 200 seeded random games all end with scores for every seat`, () => {
      for (let i = 0; i < 200; i++) {
        const seed = `po-${n}-${i}`;
        const r = randomPlayout(mod, { numPlayers: n, seed, rand: seededRandom(seed), maxMoves: 1500 });
        expect(r.refused, seed).toEqual([]);
        expect(r.stuck, seed).toBe(false);
        const go = r.state.ctx.gameover;
        expect(go, seed).toBeTruthy();
        expect(Object.keys(go.scores).sort()).toEqual(Array.from({ length: n }, (_, k) => String(k)));
        expect(go.winners.length).toBeGreaterThan(0);
        if (go.winners.length === 1) expect(go.winner).toBe(go.winners[0]);
        expect(JSON.parse(JSON.stringify(r.state.G))).toEqual(r.state.G);
        expect(r.state.G.scoring.length).toBe(n === 4 ? 2 : 1);
      }
    }, 80_000);
  });
}
