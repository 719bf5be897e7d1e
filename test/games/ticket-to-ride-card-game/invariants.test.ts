// Rule invariants checked after every move of seeded random games.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { COLORS } from '../../../games/ticket-to-ride-card-game/constants';
import { G_, mod, trainCardTotal } from './helpers';

describe('invariants during random games', () => {
  it.each([2, 3, 4])(
    '%i players: invariants after every move (colour uniqueness, 96 cards, counters)',
    (n) => {
      for (let i = 0; i < 8; i++) {
        const seed = `inv-${n}-${i}`;
        const rand = seededRandom(seed);
        const m = startMatch(mod, n, seed, i % 3 === 0 ? { variants: { openTrackStacks: true } } : undefined);
        let moves = 0;
        while (!m.state.ctx.gameover && moves++ < 1500) {
          const seats = activeSeats(m.state.ctx);
          const p = seats[Math.floor(rand() * seats.length)];
          const legal = mod.legalMoves(G_(m), m.state.ctx, p);
          expect(legal.length).toBeGreaterThan(0);
          const pick = legal[Math.floor(rand() * legal.length)];
          expect(m.step({ playerID: p, move: pick.move, args: pick.args }).ok).toBe(true);
          const G = G_(m);
          // [spec §4.1 invariant] each colour is the colour of at most one column in all Rail Yards.
          const colours = Object.values(G.players).flatMap((pl) => pl.railYard.map((c) => c.color));
          expect(new Set(colours).size).toBe(colours.length);
          for (const pl of Object.values(G.players))
            for (const col of pl.railYard) {
              expect(col.cards.length).toBeGreaterThan(0);
              // Locomotives on top, then naturals of the column colour only (none at all in a set of
              // Locomotives only, which seed 001 allows: rules version 2).
              const firstNatural = col.cards.findIndex((k) => k !== 'loco');
              if (firstNatural >= 0) expect(col.cards.slice(firstNatural).every((k) => k === col.color)).toBe(true);
            }
          expect(trainCardTotal(G)).toBe(96);
          expect(G.trainDeckCount).toBe(G.secret!.trainDeck.length);
          const tickets = [
            ...G.secret!.ticketDeck,
            ...Object.values(G.private).flatMap((p2) => [...p2.tickets, ...p2.offer, ...p2.completed.map((c) => c.id)]),
          ];
          expect(tickets.length).toBe(46);
          expect(new Set(tickets).size).toBe(46);
          for (const c of COLORS) expect(Object.values(G.private).every((p2) => p2.hand[c] >= 0)).toBe(true);
        }
        expect(m.state.ctx.gameover).toBeTruthy();
      }
    },
    60_000,
  );
});
