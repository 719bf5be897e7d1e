// Heuristic for bots [spec §7 search hints]: VP + region-majority projection + 0.5 × achievement
// projection + small value of assets. Comparable across seats.
import { SCORING_VP } from './constants';
import { FACTORIES } from './data/factories';
import { ACHIEVEMENTS, REGIONS, type NipponState } from './types';
import { income } from './rules/player';
import { achievementBase, multiplierOf, rankRegion, regionInfluence } from './rules/scoring';

export function evaluateSeat(G: NipponState, seat: string): number {
  const p = G.players[seat];
  if (G.result) return p.vp;
  const round = Math.min(3, G.scoringsDone + 1);
  let regions = 0;
  for (const r of REGIONS) regions += rankRegion(regionInfluence(G, r), SCORING_VP[round - 1]).vp[seat] ?? 0;
  let ach = 0;
  for (const a of ACHIEVEMENTS) ach += achievementBase(G, seat, a) * multiplierOf(p, a);
  const goods = p.factories.reduce((s, f) => s + f.goods * FACTORIES[f.id].level, 0);
  const remaining = Math.max(0, 3 - G.scoringsDone);
  return (
    p.vp +
    regions * 0.6 * Math.min(remaining, 2) +
    ach * 0.5 +
    goods * 0.4 +
    p.factories.length * 1.5 +
    income(p) * 0.2 +
    p.money * 0.05 -
    p.workers.length * 0.3
  );
}
