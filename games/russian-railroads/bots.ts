// Russian Railroads' bots in one place: the kernel (./kernel.ts: the turn completions compare
// their candidates there, the same choices as on the reducer at a fraction of the cost), one
// heuristic (./ai.ts) on two sets of weights: hand-written (`evaluate`: Easy, Normal and the
// benchmarks' greedy yardstick) and learned (`evaluation: 'learned'`: Hard), and these search budgets
// over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured with `npm run arena`
// (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';
import { rrKernel } from './kernel';

/** Hard values positions with the learned weights (./eval-weights.ts: SPSA on the outcomes of
 *  self-play games, `npm run train -- --game russian-railroads --fit spsa`, trained at 2 players):
 *  the greedy bot on them beat the greedy bot on the hand-written weights 76/80 (seeds 7300,
 *  7301), and Hard on them beat Hard on the hand-written ones 24/40 (+12 points a game; test/bench/
 *  README.md, "Learned evaluations"). They value the rounds still to score at 0.4 of the
 *  hand-written projection and an engineer at twice its weight. Normal keeps the hand-written
 *  weights: its search is saturated like Hard's, and on the learned weights Normal drew level with
 *  Hard (5/10 capped, seed 7100; the league rated it above Hard). */
const LEARNED = { evaluation: 'learned' };

export const bots: GameBots = {
  kernel: rrKernel,
  levels: {
    // A turn is a worker placement followed by several small moves (track steps, tile choices...),
    // so a move-level tree barely reaches the opponent's reply (14/30 against greedy). With whole
    // turns as tree edges (turnSteps) it won 20/30 on fresh seeds (15/20 on the tuning seeds) at
    // 300 iterations; each iteration now costs a greedy turn completion.
    // With 3+ players: the same 300 iterations spread over 8 determinizations instead of 4 won
    // 7/12 against two greedy bots on seeds 8200 (4 determinizations: 4/12 there, 15/36 over seeds
    // 8000-8200). Two players keep 4 (Normal 20/30 against greedy, and Hard's edge there is its 8
    // determinizations).
    normal: { turnSteps: 8, iterations: 300, from: { players: 3, set: { determinizations: 8 } } },
    // Hard: the same shallow search on twice the determinizations (8 × 75 iterations): 9/12
    // against Normal on seeds 7000. Deeper trees per determinization played worse (1,000
    // iterations on 6 determinizations 4/12, on 2 determinizations 3/12; 600 on 4: 5.5/12).
    hard: { ...LEARNED, turnSteps: 8, iterations: 600, minIterations: 600, determinizations: 8 },
  },
};
