// The bots' kernel agrees with the boardgame.io game on every move of seeded random games: the
// same legal moves, the same G (nothing is left to chance after the set-up, so exactly), the same
// seat to move, stage and game end.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads as mod } from '../../../games/russian-railroads';
import { rrKernel } from '../../../games/russian-railroads/kernel';

describe('bot kernel', () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players: same legal moves, flow and state as the reducer, move by move`, () => {
      for (let g = 0; g < 2; g++) {
        const m = startMatch(mod, n, `rr-kernel-${n}-${g}`);
        const rand = seededRandom(`rr-k-${n}-${g}`);
        // one simulation carried through the whole game, and a fresh one from every state
        const carried = rrKernel.fromState(m.state.G, m.state.ctx);
        let moves = 0;
        let phaseChanges = 0;
        for (let k = 0; k < 5000 && !m.state.ctx.gameover; k++) {
          const prev = m.state;
          const seat = activeSeats(prev.ctx)[0];
          const sim = rrKernel.fromState(prev.G, prev.ctx);
          expect(rrKernel.toMove(sim)).toBe(seat);
          expect(rrKernel.toMove(carried)).toBe(seat);
          const legal = rrKernel.legalMoves(sim, seat);
          expect(legal).toEqual(mod.legalMoves(prev.G, prev.ctx, seat));
          const pick = legal[Math.floor(rand() * legal.length)];
          expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
          rrKernel.apply(sim, seat, pick, rand);
          rrKernel.apply(carried, seat, pick, rand);
          const next = m.state;
          if (next.ctx.phase !== prev.ctx.phase) phaseChanges++;
          for (const s of [sim, carried]) {
            expect(s.G).toEqual(next.G);
            if (next.ctx.gameover) {
              expect(rrKernel.toMove(s)).toBeNull();
              expect(rrKernel.winners(s)).toEqual(next.ctx.gameover.winners);
            } else {
              expect(s.phase).toBe(next.ctx.phase);
              expect(s.playOrder).toEqual(next.ctx.playOrder);
              expect(s.pos).toBe(next.ctx.playOrderPos);
              expect(s.stage).toBe(!!next.ctx.activePlayers);
              expect(rrKernel.winners(s)).toBeNull();
            }
          }
          moves++;
        }
        expect(m.state.ctx.gameover).toBeDefined();
        expect(moves).toBeGreaterThan(100);
        expect(phaseChanges).toBeGreaterThan(5); // startBonus → actions ⇄ roundEnd, every round
      }
    }, 120_000);
  }
});
