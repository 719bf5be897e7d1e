// Railways of the World's bots in one place: the kernel (./kernel.ts) for turn completions and
// the lookahead's play-outs, one heuristic (heuristic.ts, which plans with money) on two sets of
// weights: hand-written (`evaluate`: Easy) and learned (`evaluation: 'learned'`: Normal, Hard),
// and per level what it plays over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured with
// `npm run arena` (test/bench/README.md, "Railways of the World: the lookahead").
import type { GameBots } from '../common/bots/levels';
import { rotwKernel } from './kernel';

/** A begun build is completed inside the rating (turnSteps: up to 8 more moves of the turn). */
const WHOLE_ACTIONS = { turnSteps: 8 };

/** Normal and Hard value positions with the learned weights (./eval-weights.ts: SPSA on the
 *  outcomes of self-play games, `npm run train -- --game railways-of-the-world --fit spsa`): the
 *  greedy bot on them beat the greedy bot on the hand-written weights 74 of 120 games. Easy, the
 *  `greedy` yardstick of the benchmarks, keeps the hand-written weights. */
const LEARNED = { evaluation: 'learned' };

/** Neither level searches a tree: on 200+ legal builds the tree's replies were random builds, its
 *  leaves valued after different numbers of plies, and every search variant lost to its own
 *  rating. Both play the lookahead (games/common/bots/lookahead.ts): the rating's best moves
 *  each played out on the kernel through the opponent's greedy replies, the seat's own greedy
 *  turns between them, and valued when the seat is to act again after `lookaheadRounds` replies.
 *  Normal: 3 candidates, 2 replies (against greedy 26/40 on seed 1 and 27/40 on seed 7300, caps
 *  on; the rating alone 25/40 and 30/40). Hard: 20 candidates, 2 replies: against 10 candidates
 *  (Hard before 2026-11-29) 23/40 on seed 950 and 24/40 on seed 951 with the caps on, 13/20
 *  uncapped (60/100); against Normal 26/40 on seed 940 and 22/40 on seed 930 (10 candidates: 25/40
 *  on seed 920, 24/40 on 930; 5 candidates through 4 replies 22/40). test/bench/README.md,
 *  "Railways of the World: the lookahead" and "Headroom". */
export const bots: GameBots = {
  kernel: rotwKernel,
  levels: {
    normal: { ...WHOLE_ACTIONS, ...LEARNED, lookahead: 3, lookaheadRounds: 2 },
    hard: { ...WHOLE_ACTIONS, ...LEARNED, lookahead: 20, lookaheadRounds: 2 },
  },
};
