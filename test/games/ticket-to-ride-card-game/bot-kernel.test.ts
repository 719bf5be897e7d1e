// The bots' fast kernel agrees with the boardgame.io game move by move (resynced after shuffles,
// whose randomness differs), and plays whole games to a result on its own.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { ttrKernel as k } from '../../../games/ticket-to-ride-card-game/rules/bot-kernel';
import { G_, mod } from './helpers';

describe('bot kernel', () => {
  it.each([2, 3, 4])('%i players: same state, seat to move and legal moves as the reducer after every move', (n) => {
    for (let g = 0; g < 4; g++) {
      const seed = `bk-${n}-${g}`;
      const rand = seededRandom(seed);
      const m = startMatch(mod, n, seed);
      let s = k.fromState(G_(m), m.state.ctx);
      let steps = 0;
      while (!m.state.ctx.gameover) {
        const seat = k.toMove(s)!;
        expect(activeSeats(m.state.ctx)).toContain(seat);
        const legal = mod.legalMoves(G_(m), m.state.ctx, seat);
        expect(k.legalMoves(s, seat)).toEqual(legal);
        const pick = legal[Math.floor(rand() * legal.length)];
        const phase = m.state.ctx.phase;
        const round = G_(m).round;
        expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
        k.apply(s, seat, pick, rand);
        const shuffled = m.state.ctx.phase !== phase || G_(m).round !== round;
        if (shuffled) {
          // Deck reshuffles use different randomness: compare the public parts, then resync.
          expect(s.G.players).toEqual(G_(m).players);
          expect(s.G.scoring).toEqual(G_(m).scoring);
          expect(s.G.result).toEqual(G_(m).result);
          s = k.fromState(G_(m), m.state.ctx);
        } else expect(s.G).toEqual(G_(m));
        steps++;
      }
      expect(k.toMove(s)).toBeNull();
      expect(k.winners(s)).toEqual(m.state.ctx.gameover.winners);
      expect(steps).toBeGreaterThan(10);
    }
  });
  it('plays complete games on its own (all player counts)', () => {
    for (const n of [2, 3, 4]) {
      for (let g = 0; g < 10; g++) {
        const rand = seededRandom(`bks-${n}-${g}`);
        const m = startMatch(mod, n, `bks-${n}-${g}`);
        const s = k.fromState(G_(m), m.state.ctx);
        let steps = 0;
        for (let seat = k.toMove(s); seat !== null && steps < 3000; seat = k.toMove(s), steps++) {
          const legal = k.legalMoves(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          k.apply(s, seat, legal[Math.floor(rand() * legal.length)], rand);
        }
        expect(k.winners(s)?.length).toBeGreaterThan(0);
        expect(s.G.scoring.length).toBe(n === 4 ? 2 : 1);
      }
    }
  });
});
