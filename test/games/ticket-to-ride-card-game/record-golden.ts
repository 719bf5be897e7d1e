// Records the golden games: `npx tsx test/games/ticket-to-ride-card-game/record-golden.ts [--out DIR]`.
// A seeded game where every seat plays a simple greedy policy (enough to exercise robberies,
// ticket draws, the final round and, with 4 seats, the interim scoring), written as GoldenGame JSON.
import { ticketToRideCardGame as mod } from '../../../games/ticket-to-ride-card-game';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { playGolden, recordGoldens } from '../../golden/record';

/** Prefer plays (biggest set first), then face-up draws, then deck draws; keep tickets sparingly. */
function choose(G: TTRState, legal: ReturnType<typeof mod.legalMoves>, rand: () => number) {
  const of = (name: string) => legal.filter((l) => l.move === name);
  const keep = [...of('keepInitialTickets'), ...of('keepDrawnTickets')];
  if (keep.length) {
    const sizes = keep.map((k) => (k.args[0] as { keep: string[] }).keep.length);
    const want = of('keepInitialTickets').length ? 3 : 1;
    const best = keep.filter((_, i) => sizes[i] === Math.min(want, Math.max(...sizes)));
    return best[Math.floor(rand() * best.length)];
  }
  const sets = of('playSet');
  if (sets.length && rand() < 0.55) {
    const size = (l: (typeof sets)[number]) => {
      const a = l.args[0] as { naturals: number; locos: number };
      return a.naturals + a.locos;
    };
    const max = Math.max(...sets.map(size));
    const big = sets.filter((s) => size(s) === max);
    return big[Math.floor(rand() * big.length)];
  }
  const three = of('playThree');
  if (three.length && rand() < 0.3) return three[Math.floor(rand() * three.length)];
  if (G.ticketDeckCount > 0 && rand() < 0.05 && of('drawTickets').length) return of('drawTickets')[0];
  const draws = [...of('drawFaceUp'), ...of('drawFromDeck')];
  if (draws.length) return draws[Math.floor(rand() * draws.length)];
  return legal[Math.floor(rand() * legal.length)];
}

// Seat 0 starts (no die roll for the start player); the field is the game's own, beyond SetupData.
const setupData = { startPlayer: 0 } as never;

recordGoldens(
  import.meta.url,
  mod,
  [
    { name: '3p', numPlayers: 3, seed: 'golden-3p', setupData },
    { name: '4p', numPlayers: 4, seed: 'golden-4p', setupData },
  ],
  (spec) =>
    playGolden(
      mod,
      spec,
      (state, seat, rand) => choose(state.G as TTRState, mod.legalMoves(state.G, state.ctx, seat), rand),
      2000,
    ),
);
