// Heuristic value for bots [GameModule.evaluate]: score plus what the built position will still
// score, as a weighted sum of features (GameModule.weighted) the trainer can tune
// (`npm run train -- --game russian-railroads --fit spsa`, test/bench/tune.ts).
import type { RRState } from './types';
import { roundScore } from './rules/scoring';
import { weightedSum } from '../common/weighted';
import { LEARNED_WEIGHTS } from './eval-weights';

/** The heuristic's terms for a player: points scored, what the built position scores in the
 *  rounds left, rubles, engineers, owned tokens (ownTotal), end-bonus cards. A finished game's
 *  terms are its score and zeros. */
export const FEATURE_NAMES = ['score', 'future', 'rubles', 'engineers', 'owned', 'endBonus'] as const;
/** The spec heuristic's weights: `evaluate` is these · evaluationFeatures. */
export const HAND_WEIGHTS: readonly number[] = [1, 1, 2, 6, 3, 12];

export function evaluationFeatures(G: RRState, playerID: string): number[] {
  const p = Object.hasOwn(G.players, playerID) ? G.players[playerID] : undefined;
  if (!p) return [0, 0, 0, 0, 0, 0];
  if (G.gameover) return [p.score, 0, 0, 0, 0, 0];
  const roundsLeft = Math.max(0, G.rounds - G.round + 1);
  return [p.score, roundScore(p).total * roundsLeft, p.rubles, p.engineers.length, p.ownTotal, p.endBonus.length];
}

/** Σ weights · evaluationFeatures (a finished game: its score). */
export const weightedEvaluation = weightedSum(evaluationFeatures);

export const evaluate = weightedEvaluation(HAND_WEIGHTS);

/** The evaluation on the weights the trainer learned (./eval-weights.ts); a bot level plays it as
 *  `evaluation: 'learned'`. */
export const evaluateLearned = weightedEvaluation(LEARNED_WEIGHTS);
