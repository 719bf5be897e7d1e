// Steam Rollers' bots in one place: the kernel (./kernel.ts) for playouts and turn completions,
// the spec heuristic (evaluate) at every level, and these search budgets over DEFAULT_BUDGETS
// (games/common/bots/levels.ts), measured with `npm run arena` (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';
import { srKernel } from './kernel';

export const bots: GameBots = {
  kernel: srKernel,
  levels: {
    // Hard searches whole turns (turnSteps; the turn completions compare candidates on the
    // kernel, one reducer call per step) with 800 iterations: 10/12 against Normal on seeds 7000
    // and 7/10 on seeds 7100 (the move-level Hard won 5/12).
    hard: { turnSteps: 8, iterations: 800, minIterations: 800 },
  },
};
