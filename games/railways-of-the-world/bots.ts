// Railways of the World's bots in one place: the kernel (./kernel.ts) for playouts and turn
// completions, one heuristic (heuristic.ts, which plans with money) on two sets of weights:
// hand-written (`evaluate`: Easy) and learned (`evaluation: 'learned'`: Normal, Hard),
// and per level the search budget over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured
// with `npm run arena` (test/bench/README.md, "Railways of the World economy").
import type { GameBots } from '../common/bots/levels';
import { rotwKernel } from './kernel';

/** Hard searches whole actions (turnSteps: a begun build is completed inside its tree edge, on
 *  the kernel) over the rating's 3 best root moves with a strong progressive bias (3). A
 *  move-level tree compares half-laid builds and lost 7 of 8 games to the greedy bot once both
 *  planned with money. */
const WHOLE_ACTIONS = { bias: 3, rootWidth: 3, turnSteps: 8 };

/** Normal and Hard value positions with the learned weights (./eval-weights.ts: SPSA on the
 *  outcomes of self-play games, `npm run train -- --game railways-of-the-world --fit spsa`): the
 *  greedy bot on them beat the greedy bot on the hand-written weights 30/40 (seed 7300) and 25/40
 *  (seed 1). Easy, the `greedy` yardstick of the benchmarks, keeps the hand-written weights. */
const LEARNED = { evaluation: 'learned' };

/** Normal plays its rating's best move (rootWidth 1: no search). On the learned weights the
 *  search lost to its own rating: against greedy 22/40 with the search, 19/40 with a stronger
 *  prior (bias 10, 2 root moves), 7/17 with the opponent's best reply in the tree (nodeWidth 1),
 *  25/40 for the rating alone (seed 1, caps on; test/bench/README.md, "Railways of the World: the
 *  learned evaluation"). Hard keeps the search: 6/14 against this Normal (not the stronger level
 *  here yet), 28/40 against the searching Normal before. */
export const bots: GameBots = {
  kernel: rotwKernel,
  levels: {
    normal: { ...WHOLE_ACTIONS, ...LEARNED, rootWidth: 1 },
    hard: { ...WHOLE_ACTIONS, ...LEARNED, iterations: 400 },
  },
};
