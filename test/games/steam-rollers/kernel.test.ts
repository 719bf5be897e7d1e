// The bot kernel agrees with the boardgame.io game on every move of seeded random games.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { cloneG, srKernel } from '../../../games/steam-rollers/kernel';
import { jsonCopy } from '../../../games/common/base-g';
import type { SRState } from '../../../games/steam-rollers/types';
import { mod } from './helpers';

/** cloneG copies as jsonCopy does and shares no object or array with its source. */
function expectCopy(G: SRState) {
  const c = cloneG(G);
  expect(c).toStrictEqual(jsonCopy(G));
  const seen = new Set<object>();
  const walk = (x: unknown) => {
    if (typeof x !== 'object' || x === null) return;
    seen.add(x);
    for (const v of Object.values(x)) walk(v);
  };
  walk(G);
  const shared: string[] = [];
  const check = (x: unknown, path: string) => {
    if (typeof x !== 'object' || x === null) return;
    if (seen.has(x)) shared.push(path);
    for (const [k, v] of Object.entries(x)) check(v, `${path}.${k}`);
  };
  check(c, 'G');
  expect(shared).toEqual([]);
}

function strip(G: SRState) {
  const { dice, trackDie, ...rest } = JSON.parse(JSON.stringify(G)) as SRState;
  void dice;
  void trackDie;
  return rest;
}

describe('bot kernel (fast playouts)', () => {
  for (const [n, variants] of [
    [2, {}],
    [3, { startingPowers: true, orderTiles: true, blackCubes: true }],
    [5, { walls: 'hard', startingPowers: true }],
  ] as const) {
    it(`${n} players ${JSON.stringify(variants)}: same legal moves, flow and state as the reducer`, () => {
      for (let g = 0; g < 3; g++) {
        const m = startMatch(mod, n, `kernel-${n}-${g}`, { variants });
        const rand = seededRandom(`k-${n}-${g}`);
        let exact = 0;
        for (let k = 0; k < 3000 && !m.state.ctx.gameover; k++) {
          const prev = m.state;
          const seat = activeSeats(prev.ctx)[0];
          const sim = srKernel.fromState(prev.G, prev.ctx);
          expect(srKernel.toMove(sim)).toBe(seat);
          const legal = srKernel.legalMoves(sim, seat);
          expect(legal).toEqual(mod.legalMoves(prev.G, prev.ctx, seat));
          const pick = legal[Math.floor(rand() * legal.length)];
          expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
          srKernel.apply(sim, seat, pick, rand);
          const next = m.state;
          const G = next.G as SRState;
          if (k % 7 === 0 || G.gameOver) expectCopy(G);
          const random =
            pick.move === 'useTileReroll' ||
            pick.move === 'chooseStartingPower' ||
            G.round !== (prev.G as SRState).round ||
            !!G.gameOver;
          if (!random) {
            expect(sim.G).toEqual(G);
            exact++;
          } else if (!next.ctx.gameover && pick.move !== 'chooseStartingPower')
            expect(strip(sim.G).round).toBe(strip(G).round);
          if (!next.ctx.gameover) {
            expect(sim.current).toBe(next.ctx.currentPlayer);
            expect(sim.active).toEqual(next.ctx.activePlayers);
          } else expect(srKernel.winners(sim)).not.toBeNull();
        }
        expect(m.state.ctx.gameover).toBeDefined();
        expect(exact).toBeGreaterThan(50);
      }
    }, 120_000);
  }

  it('plays whole games on its own to a gameover', () => {
    const G0 = startMatch(mod, 4, 'kernel-solo', { variants: { orderTiles: true } }).state;
    const s = srKernel.fromState(G0.G, G0.ctx);
    const rand = seededRandom('solo');
    let k = 0;
    while (srKernel.toMove(s) !== null && k < 5000) {
      const seat = srKernel.toMove(s)!;
      const legal = srKernel.legalMoves(s, seat);
      srKernel.apply(s, seat, legal[Math.floor(rand() * legal.length)], rand);
      k++;
    }
    expect(srKernel.winners(s)).not.toBeNull();
    expect(srKernel.clone(s)).toEqual(s);
  });
});
