// Nippon's bots in one place: no kernel (the search runs on the reducer), one heuristic
// (./evaluate.ts) on two sets of weights: the spec's hand-written ones (`evaluate`: Easy, Normal
// and the benchmarks' greedy yardstick) and learned ones (`evaluation: 'learned'`: Hard), and
// these search budgets over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured with
// `npm run arena` (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';

/** Hard values positions with the learned weights (./eval-weights.ts: SPSA on the outcomes of
 *  self-play games, `npm run train -- --game nippon --fit spsa`, trained at 2 players): the greedy
 *  bot on them beat the greedy bot on the hand-written weights 76/80 (seeds 7300, 7301;
 *  test/bench/README.md, "Learned evaluations"). They value a factory at 3.4 points instead of 1.5
 *  and money and workers at about nothing. Normal keeps the hand-written weights: on the learned
 *  ones the league rated it within 80 points of Hard (1690 against 1768). */
const LEARNED = { evaluation: 'learned' };

export const bots: GameBots = {
  levels: {
    // 2 random plies before the cut-off won 11/12 against greedy on the tuning seeds, cut-off 0
    // won 8/12 (average scores 154 vs 119).
    normal: { playoutDepth: 2 },
    // Whole turns (turnSteps) with 1,000 iterations: 11/12 against Normal on seeds 7000 (the
    // move-level Hard was not stronger than Normal anywhere).
    hard: { ...LEARNED, playoutDepth: 2, turnSteps: 8, iterations: 1000 },
  },
};
