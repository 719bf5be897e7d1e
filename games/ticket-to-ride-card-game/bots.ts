// Ticket to Ride's bots in one place: the kernel (rules/bot-kernel.ts) for playouts, and per level
// the heuristic ('' = the spec's evaluate, 'projected' = rules/evaluate.ts evaluateProjected) and
// the search budget over DEFAULT_BUDGETS (games/common/bots/levels.ts), measured with
// `npm run arena` (test/bench/README.md).
import type { GameBots } from '../common/bots/levels';
import { ttrKernel } from './rules/bot-kernel';

export const bots: GameBots = {
  kernel: ttrKernel,
  levels: {
    // Easy is the one-ply greedy bot on the clock-aware heuristic: on the spec one (the greedy
    // yardstick of every target) it lost to a uniformly random mover, 12/30 (seeds 52, 53; the
    // 6-a-pair league rated it 628 against random's 1000), on the clock-aware one it won 16/20
    // against random on seed 53.
    easy: { evaluation: 'projected' },
    // The spec heuristic cannot see a ticket about to be completed, so the one-ply rating is a
    // poor guide: the search keeps every root move (pruned to greedy's top 5 it won 5/14 against
    // greedy) and plays 6 kernel steps before the cut-off (cut-off 0 lost both probe games).
    // Uncapped, 1,200 such iterations took p50 1.15 s / p95 2.1 s: budgets sized so the 0.8 s cap
    // is a safety net more than the usual stop.
    // With 3+ players Normal plays the clock-aware heuristic: on the spec one it won 3/8 against
    // two greedy bots (seeds 8000, caps on), on the clock-aware one 8/8 on the same seeds. Two
    // players keep the spec heuristic, where Hard's edge over Normal is that heuristic.
    normal: { rootWidth: 0, iterations: 800, kernelDepth: 6, from: { players: 3, set: { evaluation: 'projected' } } },
    // Hard plays the clock-aware heuristic (only cards that can still reach the Track Stack
    // complete a ticket): 10/12 against Normal on seeds 7000 (with the spec heuristic it won 4/8).
    hard: { rootWidth: 0, iterations: 2000, kernelDepth: 6, evaluation: 'projected' },
  },
};
