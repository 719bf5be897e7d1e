// Nippon's bots in one place: no kernel (the search runs on the reducer), the spec heuristic
// (evaluate) at every level, and these search budgets over DEFAULT_BUDGETS
// (games/common/bots/levels.ts), measured with `npm run arena` (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';

export const bots: GameBots = {
  levels: {
    // 2 random plies before the cut-off won 11/12 against greedy on the tuning seeds, cut-off 0
    // won 8/12 (average scores 154 vs 119).
    normal: { playoutDepth: 2 },
    // Whole turns (turnSteps) with 1,000 iterations: 11/12 against Normal on seeds 7000 (the
    // move-level Hard was not stronger than Normal anywhere).
    hard: { playoutDepth: 2, turnSteps: 8, iterations: 1000 },
  },
};
