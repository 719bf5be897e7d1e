// Heuristic for bots [spec §7 search hints]: VP + region-majority projection + 0.5 × achievement
// projection + small value of assets. Comparable across seats.
import { SCORING_VP } from './constants';
import { FACTORIES } from './data/factories';
import { ACHIEVEMENTS, REGIONS, type NipponState } from './types';
import { income } from './rules/player';
import { achievementBase, multiplierOf, rankRegion, regionInfluence } from './rules/scoring';
import { weightedSum } from '../common/weighted';
import { LEARNED_WEIGHTS } from './eval-weights';

/** The heuristic's terms for a seat, the features the trainer tunes (`npm run train -- --game
 *  nippon --fit spsa`): VP, the region-majority projection (this scoring's VP per region, times
 *  the scorings left up to 2), the achievement projection, goods (by factory level), factories,
 *  income, money, and minus the workers held. A finished game's terms are its VP and zeros. */
export const FEATURE_NAMES = [
  'vp',
  'regions',
  'achievements',
  'goods',
  'factories',
  'income',
  'money',
  'workers',
] as const;
/** `evaluateSeat` is these weights · evaluationFeatures. */
export const HAND_WEIGHTS: readonly number[] = [1, 0.6, 0.5, 0.4, 1.5, 0.2, 0.05, 0.3];

export function evaluationFeatures(G: NipponState, seat: string): number[] {
  const p = G.players[seat];
  if (G.result) return [p.vp, 0, 0, 0, 0, 0, 0, 0];
  const round = Math.min(3, G.scoringsDone + 1);
  let regions = 0;
  for (const r of REGIONS) regions += rankRegion(regionInfluence(G, r), SCORING_VP[round - 1]).vp[seat] ?? 0;
  let ach = 0;
  for (const a of ACHIEVEMENTS) ach += achievementBase(G, seat, a) * multiplierOf(p, a);
  const goods = p.factories.reduce((s, f) => s + f.goods * FACTORIES[f.id].level, 0);
  const remaining = Math.max(0, 3 - G.scoringsDone);
  return [
    p.vp,
    regions * Math.min(remaining, 2),
    ach,
    goods,
    p.factories.length,
    income(p),
    p.money,
    -p.workers.length,
  ];
}

/** Σ weights · evaluationFeatures (a finished game: its VP). */
export const weightedEvaluation = weightedSum(evaluationFeatures);

export const evaluateSeat = weightedEvaluation(HAND_WEIGHTS);

/** The evaluation on the weights the trainer learned (./eval-weights.ts); a bot level plays it as
 *  `evaluation: 'learned'`. */
export const evaluateLearned = weightedEvaluation(LEARNED_WEIGHTS);
