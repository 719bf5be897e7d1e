// Bot levels and their search budgets. Budgets are counted in iterations (deterministic: the
// same seeds give the same moves on any machine); the time cap is only a safety net for slow
// devices and is the one source of non-determinism (switch it off with `timeCapMs: 0`).
// Each game says in one place (games/<id>/bots.ts → GameModule.bots) which search, evaluation
// and kernel each level uses, calibrated with `npm run bench` / `npm run arena` (test/bench/README.md).

import type { BotKernel } from './kernel';

export type BotSpec = 'random' | 'greedy' | 'easy' | 'normal' | 'hard';
export const BOT_SPECS: BotSpec[] = ['random', 'greedy', 'easy', 'normal', 'hard'];

export interface GreedyBudget {
  kind: 'greedy';
  /** The game's heuristic to use: '' = GameModule.evaluate, else a name of GameModule.evaluations. */
  evaluation: string;
  /** Determinizations averaged per candidate move (chance and hidden cards). */
  samples: number;
}

export interface SearchBudget {
  kind: 'mcts';
  /** The game's heuristic to use: '' = GameModule.evaluate, else a name of GameModule.evaluations. */
  evaluation: string;
  /** Total MCTS iterations, split evenly over the determinizations: at most `iterations`, and
   *  `perMove` × the number of legal moves when that is smaller (but never below `minIterations`):
   *  narrow decisions (sub-steps of a compound turn) need far less search. */
  iterations: number;
  perMove: number;
  minIterations: number;
  /** Independent determinized searches whose root visit counts are summed. */
  determinizations: number;
  /** Plies played past a tree leaf before the heuristic cut-off (0 = evaluate the leaf). */
  playoutDepth: number;
  /** Cut-off depth when the game provides a kernel (./kernel.ts): kernel steps are cheap. */
  kernelDepth: number;
  /** Playout move choice: uniform, or epsilon-greedy on the evaluation (kernel only: through
   *  the reducer a greedy step costs one reducer call per legal move). */
  rollout: 'random' | 'epsilon-greedy';
  epsilon: number;
  /** Progressive bias: weight of the child's own heuristic value in UCT, decaying with visits.
   *  Makes a small search at least as good as one-ply greedy. 0 = stock UCT. */
  bias: number;
  /** UCT exploration constant (stock MCTSBot: sqrt 2). */
  exploration: number;
  /** Heuristic leads are squashed with tanh(lead / scale); scale = max(minScale,
   *  scaleFraction × mean |evaluation| at the root). */
  scaleFraction: number;
  minScale: number;
  /** Reward: fractional per-seat values (max^n) or a sampled winner for stock backpropagation. */
  reward: 'values' | 'winner';
  /** Root moves searched: the best `rootWidth` by the one-ply greedy value (turn completed),
   *  which is also their progressive-bias prior; 0 = every legal move; 1 = no search: the rating
   *  decides (its values still judge a played move and give a hint its margin). */
  rootWidth: number;
  /** No search: the rating's best `lookahead` moves are each played out through the opponents'
   *  greedy replies until the seat is to act again (./lookahead.ts), on 2 determinizations (one
   *  on a wide decision: LOOKAHEAD_SAMPLES in ./index.ts), and the best lead then decides
   *  (`rootWidth` is then not read); 0 = off. */
  lookahead?: number;
  /** How many times the opponents reply in a lookahead (the seat's own greedy turns between). */
  lookaheadRounds?: number;
  /** Turn-level tree: after a move, while its seat alone must keep acting (the sub-steps of a
   *  compound turn), the rest of the turn is completed greedily (at most this many moves) inside
   *  the same tree edge, so the next level of the tree is the next seat's turn (an opponent's
   *  reply, itself completed greedily); 0 = one tree level per move. */
  turnSteps: number;
  /** Below the root, a node expands only its `nodeWidth` best moves by one-move lead, best
   *  first; 0 = every move, in random order (stock). */
  nodeWidth?: number;
  /** Safety cap on wall time (ms) for the whole decision; 0 = none. */
  timeCapMs: number;
}

export type Budget = { kind: 'random' } | GreedyBudget | SearchBudget;

const SEARCH_DEFAULTS: SearchBudget = {
  kind: 'mcts',
  evaluation: '',
  iterations: 2000,
  perMove: 100,
  minIterations: 200,
  determinizations: 4,
  playoutDepth: 0,
  kernelDepth: 0,
  rollout: 'random',
  epsilon: 0.2,
  bias: 1,
  exploration: 0.7,
  scaleFraction: 0.1,
  minScale: 3,
  reward: 'values',
  rootWidth: 5,
  turnSteps: 0,
  nodeWidth: 0,
  lookahead: 0,
  lookaheadRounds: 1,
  timeCapMs: 800,
};

export const DEFAULT_BUDGETS: Record<BotSpec, Budget> = {
  random: { kind: 'random' },
  greedy: { kind: 'greedy', evaluation: '', samples: 2 },
  easy: { kind: 'greedy', evaluation: '', samples: 2 },
  normal: { ...SEARCH_DEFAULTS },
  hard: {
    ...SEARCH_DEFAULTS,
    iterations: 5000,
    perMove: 300,
    minIterations: 600,
    determinizations: 6,
    // p95 of a decision ≤ 2 s on the project's machine (issue target): the cap covers the whole
    // decision, the one-ply rating included, and the last iteration may run past it
    timeCapMs: 1900,
  },
};

/** What one level of one game sets over DEFAULT_BUDGETS, and the same from a player count up. */
export type LevelSetting = (Partial<SearchBudget> | Partial<GreedyBudget>) & {
  /** Applied over the level's fields when the table has at least `players` seats. */
  from?: { players: number; set: Partial<SearchBudget> };
};

/** A game's bots in one place (games/<id>/bots.ts, attached to its GameModule as `bots`): the
 *  kernel the search plays its turn completions and playouts on, and per level which search
 *  budget and which evaluation (a name of GameModule.evaluations; '' = evaluate) it uses. */
export interface GameBots {
  /** Fast simulator for playouts and turn completions (./kernel.ts); absent = the reducer. */
  kernel?: BotKernel<any>;
  levels: Partial<Record<BotSpec, LevelSetting>>;
}

/** The budget `level` plays `game` with at `numPlayers` seats: DEFAULT_BUDGETS, then the game's
 *  own setting for the level (GameBots.levels), then `override` (benchmarks, tests). */
export function budgetFor(
  game: { bots?: GameBots },
  level: BotSpec,
  override?: Partial<SearchBudget> | Partial<GreedyBudget>,
  numPlayers = 2,
): Budget {
  const base = DEFAULT_BUDGETS[level];
  if (!base) throw new Error(`unknown bot level ${level}`);
  const { from, ...own } = game.bots?.levels[level] ?? {};
  const forCount = from && numPlayers >= from.players ? from.set : {};
  return { ...base, ...own, ...forCount, ...(override ?? {}) } as Budget;
}
