// Shared body of the random-playout tests (one file per player count so they run in parallel).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activeSeats, randomPlayout, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import type { SRState } from '../../../games/steam-rollers/types';
import { mod } from './helpers';
import { choose } from './policy';

/** `games` seeded uniform-random games in chunks of 50 (one `it` each). */
export function playoutSuite(
  n: number,
  games: number,
  variants: Record<string, boolean | string> = {},
  tag = 'base',
): void {
  // boardgame.io walks the whole G after every move and hook outside production to check that it is
  // JSON-serializable; that doubles the cost of these 800+ games. Each game's final G is checked
  // with a JSON round trip below, and legal.test.ts / kernel.test.ts run in the default mode.
  let env: string | undefined;
  beforeAll(() => {
    env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
  });
  afterAll(() => {
    process.env.NODE_ENV = env;
  });
  let deliveries = 0;
  for (let start = 0; start < games; start += 50) {
    const end = Math.min(games, start + 50);
    it(`random games ${start}–${end - 1} with ${n} players (${tag}) end with scores for every seat, no refused move, JSON-safe G`, () => {
      for (let i = start; i < end; i++) {
        const r = randomPlayout(mod, {
          numPlayers: n,
          seed: `po-${tag}-${n}-${i}`,
          rand: seededRandom(`${tag}-${n}-${i}`),
          setupData: { variants },
          maxMoves: 40 * n * 8 + 100, // 40 rounds at most (D20), a handful of moves per turn
        });
        expect(r.refused, `game ${i}`).toEqual([]);
        expect(r.stuck, `game ${i}`).toBe(false);
        const go = r.state.ctx.gameover as { winners: string[]; scores: Record<string, number> } | undefined;
        expect(go, `game ${i} ended`).toBeDefined();
        expect(Object.keys(go!.scores).sort()).toEqual(Array.from({ length: n }, (_, k) => String(k)));
        expect(go!.winners.length).toBeGreaterThan(0);
        expect(JSON.parse(JSON.stringify(r.state.G))).toEqual(r.state.G);
        expect(mod.scores(r.state.G, r.state.ctx)).toEqual(go!.scores);
        deliveries += Object.values(r.state.G.players as Record<string, { deliveries: number[] }>).reduce(
          (s, p) => s + p.deliveries.length,
          0,
        );
      }
    }, 180_000);
  }
  // Uniform random play rarely connects two cities while holding the right die: once used
  // one-shot tiles left the game (rules version 3) and 4a could no longer be taken again and again,
  // the 200 uniform games delivered nothing. So the delivery path is also checked on a few games
  // played by the golden games' "sensible" seeded policy (deliveries first), through the reducer.
  if (tag === 'base')
    it(`the ${n}-player games include deliveries (uniform random, or the seeded sensible policy)`, () => {
      let policyDeliveries = 0;
      for (let i = 0; i < 3 && deliveries + policyDeliveries === 0; i++) {
        const rand = seededRandom(`policy-${n}-${i}`);
        const m = startMatch(mod, n, `po-policy-${n}-${i}`, { variants });
        for (let k = 0; k < 40 * n * 8 + 100 && !m.state.ctx.gameover; k++) {
          const seat = activeSeats(m.state.ctx).find((s) => mod.legalMoves(m.state.G, m.state.ctx, s).length > 0)!;
          const pick = choose(m.state.G as SRState, m.state.ctx, seat, rand);
          expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
        }
        policyDeliveries += Object.values((m.state.G as SRState).players).reduce((s, p) => s + p.deliveries.length, 0);
      }
      expect(deliveries + policyDeliveries).toBeGreaterThan(0);
    }, 180_000);
}
