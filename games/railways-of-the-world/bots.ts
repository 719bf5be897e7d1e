// Railways of the World's bots in one place: the kernel (./kernel.ts) for playouts and turn
// completions, one heuristic for every level (heuristic.ts `evaluate`, which plans with money),
// and per level the search budget over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured
// with `npm run arena` (test/bench/README.md, "Railways of the World economy").
import type { GameBots } from '../common/bots/levels';
import { rotwKernel } from './kernel';

export const bots: GameBots = {
  kernel: rotwKernel,
  levels: {
    // Hard searches whole actions (turnSteps: a begun build is completed inside its tree edge, on
    // the kernel) with 400 iterations over greedy's 3 best root moves with a strong progressive
    // bias (3): 36/50 against Normal on seeds 7200–7600, caps on (test/bench/README.md).
    hard: { bias: 3, rootWidth: 3, turnSteps: 8, iterations: 400 },
  },
};
