// Records test/golden/railways-of-the-world/<name>.json: a seeded 3-player game played by a
// simple greedy policy (deliver the longest path, else extend track toward the nearest city).
// Run: npx tsx test/games/railways-of-the-world/record-golden.ts [--out DIR]
import type { LegalMove } from '../../../games/common/module';
import { railwaysOfTheWorld as mod } from '../../../games/railways-of-the-world';
import { CITIES } from '../../../games/railways-of-the-world/data/map';
import { neighbour } from '../../../games/railways-of-the-world/hex';
import { openEnd } from '../../../games/railways-of-the-world/rules/track';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { playGolden, recordGoldens } from '../../golden/record';

const dist = (q1: number, r1: number, q2: number, r2: number) =>
  (Math.abs(q1 - q2) + Math.abs(r1 - r2) + Math.abs(q1 + r1 - q2 - r2)) / 2;
function nearestCity(q: number, r: number, except: string): number {
  let best = 99;
  for (const c of CITIES) if (c.id !== except) best = Math.min(best, dist(q, r, c.q, c.r));
  return best;
}

export function greedy(G: RotwState, legal: LegalMove[], rand: () => number): LegalMove {
  const by = (name: string) => legal.filter((m) => m.move === name);
  const arg = (m: LegalMove) => (m.args[0] ?? {}) as Record<string, any>;
  if (by('chooseBaron').length) return by('chooseBaron')[0];
  if (by('passBid').length) return rand() < 0.25 && by('bid').length ? by('bid')[0] : by('passBid')[0];
  if (G.build) {
    const places = by('placeTrack');
    if (places.length) {
      const end = openEnd(G, G.build);
      const score = (m: LegalMove) => {
        const [q, r] = neighbour(end.q, end.r, arg(m).exit);
        return nearestCity(q, r, end.cityA);
      };
      return places.slice().sort((a, b) => score(a) - score(b))[0];
    }
    return by('finishBuild')[0] ?? by('cancelBuild')[0];
  }
  if (by('resolveCityGrowth').length)
    return by('resolveCityGrowth')[Math.floor(rand() * by('resolveCityGrowth').length)];
  if (by('resolveNewIndustry').length) return by('resolveNewIndustry')[0];
  const deliveries = by('deliverGoods');
  if (deliveries.length && rand() < 0.8)
    return deliveries.slice().sort((a, b) => arg(b).path.length - arg(a).path.length)[0];
  const r = rand();
  if (r < 0.15 && by('upgradeEngine').length) return by('upgradeEngine')[0];
  if (r < 0.22 && by('takeOperationsCard').length)
    return by('takeOperationsCard')[Math.floor(rand() * by('takeOperationsCard').length)];
  if (r < 0.25 && by('buildWesternLink').length) return by('buildWesternLink')[0];
  const builds = by('beginBuild').filter((m) => !arg(m).diamonds && !arg(m).landGrantCardId);
  const own = builds.filter((m) => arg(m).origin.kind === 'link');
  if (own.length) return own[0];
  if (builds.length) return builds[Math.floor(rand() * builds.length)];
  return by('passAction')[0];
}

recordGoldens(
  import.meta.url,
  mod,
  [{ name: 'three-players', numPlayers: 3, seed: 'golden-3p', setupData: { variants: { emptyMarkerReduction: '2' } } }],
  (spec) =>
    playGolden(mod, spec, (state, seat, rand) =>
      greedy(state.G as RotwState, mod.legalMoves(state.G, state.ctx, seat), rand),
    ),
  { finalNewline: false },
);
