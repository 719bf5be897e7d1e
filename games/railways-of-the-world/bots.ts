// Railways of the World's bots in one place: the kernel (./kernel.ts) for playouts and turn
// completions, and per level the heuristic ('' = evaluate, 'planned' = heuristic.ts
// evaluatePlanned) and the search budget over DEFAULT_BUDGETS (games/common/bots/levels.ts),
// measured with `npm run arena` (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';
import { rotwKernel } from './kernel';

export const bots: GameBots = {
  kernel: rotwKernel,
  levels: {
    // With 3+ players Normal plays the planned heuristic (Hard's): 29/36 against two greedy bots
    // on seeds 8000-8200 (caps on); on the spec heuristic 4/8 on seeds 8000. Two players keep the
    // spec heuristic: there the planned one at Normal's budget won 5/10 against it.
    normal: { from: { players: 3, set: { evaluation: 'planned' } } },
    // Hard searches whole actions (turnSteps: a begun build is completed inside its tree edge, on
    // the kernel) with 400 iterations, on the planned heuristic (an unfinished link vanishes at
    // Income, track still to lay is charged) over greedy's 3 best root moves with a strong
    // progressive bias (3): 7/10, 7/10 and 8/10 against Normal on seeds 7300, 7400 and 7200, 6/10
    // and 8/10 on fresh seeds 7500 and 7600 (36/50), caps on, once bots stopped cancelling builds
    // (botMoves). The move-level Hard had won 22/48; test/bench/README.md has the runs.
    hard: { evaluation: 'planned', bias: 3, rootWidth: 3, turnSteps: 8, iterations: 400 },
  },
};
