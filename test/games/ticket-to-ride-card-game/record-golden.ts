// Records the golden games: `npx tsx test/games/ticket-to-ride-card-game/record-golden.ts`.
// A seeded game where every seat plays a simple greedy policy (enough to exercise robberies,
// ticket draws, the final round and, with 4 seats, the interim scoring), written as GoldenGame JSON.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GoldenGame, type MoveRecord, activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { ticketToRideCardGame as mod } from '../../../games/ticket-to-ride-card-game';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../golden/ticket-to-ride-card-game');

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

export function recordGolden(numPlayers: number, seed: string): GoldenGame {
  const setupData = { startPlayer: 0 } as never;
  const m = startMatch(mod, numPlayers, seed, setupData);
  const rand = seededRandom(seed);
  const moves: MoveRecord[] = [];
  while (!m.state.ctx.gameover && moves.length < 2000) {
    const seat = activeSeats(m.state.ctx)[0];
    const pick = choose(m.state.G as TTRState, mod.legalMoves(m.state.G, m.state.ctx, seat), rand);
    const rec: MoveRecord = { playerID: seat, move: pick.move, args: pick.args };
    if (!m.step(rec).ok) throw new Error(`refused ${JSON.stringify(rec)}`);
    moves.push(rec);
  }
  return { game: mod.id, rulesVersion: mod.rulesVersion, numPlayers, seed, setupData, moves, gameover: m.state.ctx.gameover, plies: moves.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [n, seed] of [
    [3, 'golden-3p'],
    [4, 'golden-4p'],
  ] as const) {
    const g = recordGolden(n, seed);
    writeFileSync(join(outDir, `${n}p.json`), JSON.stringify(g) + '\n');
    console.log(`${n}p: ${g.plies} plies`, JSON.stringify((g.gameover as { scores: unknown }).scores));
  }
}
