// The bot heuristic's values are pinned: `evaluate` (games/railways-of-the-world/heuristic.ts) was
// made faster without changing a single bit of what it returns. Seeded games (a policy that mixes
// random moves with building and delivering, so links get built and goods delivered) are replayed
// deterministically and every seat's value at every second position must equal the recorded one
// exactly. The fixture stores only the values and how to regenerate the positions.
// Re-record after a rules change moved the positions, or when the heuristic is changed on purpose
// (the positions, and so their moves hashes, must stay the same):
//   ROTW_EVAL_RECORD=1 npx vitest run test/games/railways-of-the-world/evaluate-speed.test.ts --project unit
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import type { LegalMove } from '../../../games/common/module';
import { hashString, seededRandom } from '../../../games/common/rng';
import { railwaysOfTheWorld as mod } from '../../../games/railways-of-the-world';
import type { RotwState } from '../../../games/railways-of-the-world/types';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'evaluate-values.json');

interface GameSpec {
  seed: string;
  players: number;
  variants: Record<string, unknown>;
  plies: number;
  stride: number;
  bidRate: number;
}
interface GameRecord extends GameSpec {
  /** hash of the moves played: tells a drift of the positions (rules / legal-move order changed) from a change of the values */
  moves: string;
  /** per recorded position, the values of seats 0..players-1 */
  values: number[][];
}

const STYLES = ['traditional', 'firstToPass', 'newPlayers', 'worstIsFirst'];
const SPECS: GameSpec[] = [2, 3, 5, 2, 3, 5, 4, 3, 2, 5, 6, 3, 2, 3, 4, 5].map((n, i) => ({
  seed: `evfix-${n}-${i}`,
  players: n,
  variants: {
    auctionStyle: STYLES[i % 4],
    tenthAnniversary: i % 3 !== 2,
    emptyMarkerReduction: String([0, 2, 4][i % 3]),
  },
  plies: 1500,
  stride: 2,
  bidRate: i < 12 ? 0.25 : 0.02,
}));

/** Mostly pass in auctions; keep building once begun; often deliver or begin a build. */
function pick(G: RotwState, seat: string, legal: LegalMove[], rand: () => number, bidRate: number): LegalMove {
  const of = (name: string) => legal.filter((m) => m.move === name);
  const any = (xs: LegalMove[]) => xs[Math.floor(rand() * xs.length)];
  const u = rand();
  if (G.auction) {
    if (u >= bidRate) {
      const p = of('passBid');
      if (p.length) return p[0];
    }
    const b = of('bid');
    if (b.length) return b[0];
    return any(legal);
  }
  if (G.build) {
    const place = legal.filter((m) => m.move === 'placeTrack' || m.move === 'redirectTrack');
    const fin = of('finishBuild');
    if (u < 0.3 && fin.length) return fin[0];
    if (u < 0.95 && place.length) return any(place);
    return any(legal);
  }
  if (G.pending) return any(legal);
  const del = of('deliverGoods'),
    begin = of('beginBuild'),
    up = of('upgradeEngine');
  if (u < 0.45 && del.length) return any(del);
  // the thrifty games (low bid rate) issue about a bond per game turn at most
  if (bidRate < 0.1 && G.players[seat].bonds > G.turn + 1) {
    if (del.length) return any(del);
    return of('passAction')[0] ?? any(legal);
  }
  if (u < 0.8 && begin.length) return any(begin);
  if (u < 0.9 && up.length) return any(up);
  return any(legal);
}

/** Play one game, calling `visit` at plies 0, stride, 2·stride…; returns the hash of the moves. */
function walkGame(spec: GameSpec, visit: (G: RotwState, ctx: Ctx) => void): string {
  const m = startMatch(mod, spec.players, spec.seed, { variants: spec.variants } as never);
  const rand = seededRandom(spec.seed);
  let h = 0;
  for (let ply = 0; ply < spec.plies; ply++) {
    const s = m.state;
    if (ply % spec.stride === 0) visit(s.G as RotwState, s.ctx);
    if (s.ctx.gameover) break;
    const seats = activeSeats(s.ctx);
    const seat = seats[Math.floor(rand() * seats.length)];
    const legal = mod.legalMoves(s.G, s.ctx, seat);
    if (!legal.length) throw new Error(`${spec.seed}: no moves at ply ${ply}`);
    let mv = pick(s.G as RotwState, seat, legal, rand, spec.bidRate);
    let tries = 0;
    while (!m.step({ playerID: seat, move: mv.move, args: mv.args }).ok) {
      if (++tries > 20) throw new Error(`${spec.seed}: refused at ply ${ply}`);
      mv = legal[Math.floor(rand() * legal.length)];
    }
    h = hashString(`${h}|${seat}|${mv.move}|${JSON.stringify(mv.args)}`);
  }
  return h.toString(16);
}

function valuesOf(G: RotwState, ctx: Ctx, n: number): number[] {
  return Array.from({ length: n }, (_, p) => mod.evaluate(G, ctx, String(p)));
}

const RECORD = !!process.env.ROTW_EVAL_RECORD;

describe('Railways of the World bot heuristic: pinned values', () => {
  if (RECORD) {
    it('records the fixture', () => {
      const games: GameRecord[] = SPECS.map((spec) => {
        const values: number[][] = [];
        const moves = walkGame(spec, (G, ctx) => values.push(valuesOf(G, ctx, spec.players)));
        for (const v of values.flat()) expect(Object.is(v, -0) || !Number.isFinite(v)).toBe(false); // JSON keeps neither
        return { ...spec, moves, values };
      });
      writeFileSync(FIXTURE, `{"games":[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]}\n`);
    });
    return;
  }
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { games: GameRecord[] };

  it('covers 2 to 6 players, builds under way and deliveries', () => {
    expect(fixture.games.map((g) => g.seed)).toEqual(SPECS.map((s) => s.seed));
    expect(new Set(fixture.games.map((g) => g.players))).toEqual(new Set([2, 3, 4, 5, 6]));
    expect(fixture.games.reduce((s, g) => s + g.values.length, 0)).toBeGreaterThan(3000);
  });

  let gamesWithDeliveries = 0;
  for (const rec of fixture.games) {
    it(`evaluate returns exactly the recorded values: ${rec.seed}`, () => {
      let i = 0,
        builds = 0,
        delivered = 0;
      const wrong: string[] = [];
      const moves = walkGame(rec, (G, ctx) => {
        if (G.build) builds++;
        for (const p in G.players) delivered = Math.max(delivered, G.players[p].deliveries);
        const got = valuesOf(G, ctx, rec.players);
        const want = rec.values[i] ?? [];
        for (let p = 0; p < rec.players; p++) {
          if (!Object.is(got[p], want[p]))
            wrong.push(`position ${i} (ply ${i * rec.stride}) seat ${p}: ${got[p]}, recorded ${want[p]}`);
        }
        i++;
      });
      if (delivered > 0) gamesWithDeliveries++;
      expect(moves, `${rec.seed}: the positions drifted (the moves changed), not the heuristic: re-record`).toBe(
        rec.moves,
      );
      expect(i, `${rec.seed}: positions`).toBe(rec.values.length);
      expect(wrong.length, `${rec.seed}: ${wrong.length} values differ, e.g. ${wrong.slice(0, 3).join('; ')}`).toBe(0);
      expect(builds).toBeGreaterThan(0);
    });
  }

  it('most of these games deliver goods', () => {
    expect(gamesWithDeliveries).toBeGreaterThanOrEqual(12);
  });
});
