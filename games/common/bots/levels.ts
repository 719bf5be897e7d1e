// Bot levels and their search budgets. Budgets are counted in iterations (deterministic: the
// same seeds give the same moves on any machine); the time cap is only a safety net for slow
// devices and is the one source of non-determinism (switch it off with `timeCapMs: 0`).
// Per-game overrides live in GAME_TUNING, calibrated with `npm run bench` / `npm run arena`
// (test/bench/README.md).

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
   *  which is also their progressive-bias prior; 0 = every legal move. */
  rootWidth: number;
  /** Turn-level tree: after a move, while its seat alone must keep acting (the sub-steps of a
   *  compound turn), the rest of the turn is completed greedily (at most this many moves) inside
   *  the same tree edge, so the next level of the tree is the next seat's turn (an opponent's
   *  reply, itself completed greedily); 0 = one tree level per move. */
  turnSteps: number;
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
  timeCapMs: 800,
};

export const DEFAULT_BUDGETS: Record<BotSpec, Budget> = {
  random: { kind: 'random' },
  greedy: { kind: 'greedy', evaluation: '', samples: 2 },
  easy: { kind: 'greedy', evaluation: '', samples: 2 },
  normal: { ...SEARCH_DEFAULTS },
  hard: { ...SEARCH_DEFAULTS, iterations: 5000, perMove: 300, minIterations: 600, determinizations: 6, timeCapMs: 2500 },
};

/** Per-game overrides (game id → level → fields), from the measured bench/arena runs. */
export const GAME_TUNING: Record<string, Partial<Record<BotSpec, Partial<SearchBudget> | Partial<GreedyBudget>>>> = {
  // Russian Railroads: a turn is a worker placement followed by several small moves (track steps,
  // tile choices...), so a move-level tree barely reaches the opponent's reply (14/30 against
  // greedy). With whole turns as tree edges (turnSteps) it won 20/30 on fresh seeds (15/20 on the
  // tuning seeds) at 300 iterations; each iteration now costs a greedy turn completion.
  'russian-railroads': {
    normal: { turnSteps: 8, iterations: 300 },
    // Hard: the same shallow search on twice the determinizations (8 × 75 iterations): 9/12
    // against Normal on seeds 7000. Deeper trees per determinization played worse (1,000
    // iterations on 6 determinizations 4/12, on 2 determinizations 3/12; 600 on 4: 5.5/12).
    hard: { turnSteps: 8, iterations: 600, minIterations: 600, determinizations: 8 },
  },
  // Nippon: 2 random plies before the cut-off won 11/12 against greedy on the tuning seeds,
  // cut-off 0 won 8/12 (average scores 154 vs 119).
  // Hard searches whole turns (turnSteps) with 1,000 iterations: 11/12 against Normal on seeds
  // 7000 (the move-level Hard was not stronger than Normal anywhere).
  nippon: { normal: { playoutDepth: 2 }, hard: { playoutDepth: 2, turnSteps: 8, iterations: 1000 } },
  // Steam Rollers: Hard searches whole turns (turnSteps; the turn completions compare candidates
  // on the kernel, one reducer call per step) with 800 iterations: 10/12 against Normal on seeds
  // 7000 and 7/10 on seeds 7100 (the move-level Hard won 5/12).
  'steam-rollers': { hard: { turnSteps: 8, iterations: 800, minIterations: 800 } },
  // Ticket to Ride's heuristic cannot see a ticket about to be completed, so the one-ply rating
  // is a poor guide there: the search keeps every root move (pruned to greedy's top 5 it won
  // 5/14 against greedy) and plays 6 kernel steps before the cut-off (cut-off 0 lost both probe
  // games). Uncapped, 1,200 such iterations took p50 1.15 s / p95 2.1 s: budgets sized so the
  // 0.8 s cap is a safety net more than the usual stop.
  'ticket-to-ride-card-game': {
    normal: { rootWidth: 0, iterations: 800, kernelDepth: 6 },
    // Hard plays the clock-aware heuristic (rules/evaluate.ts evaluateProjected: only cards that
    // can still reach the Track Stack complete a ticket): 10/12 against Normal on seeds 7000
    // (with the spec heuristic it won 4/8).
    hard: { rootWidth: 0, iterations: 2000, kernelDepth: 6, evaluation: 'projected' },
  },
  // Railways of the World: Hard searches whole actions (turnSteps: a begun build is completed
  // inside its tree edge, on the kernel) with 400 iterations, on the planned heuristic
  // (heuristic.ts evaluatePlanned: an unfinished link vanishes at Income, track still to lay is
  // charged) over greedy's 3 best root moves with a strong progressive bias (3): 7/10, 7/10 and
  // 8/10 against Normal on seeds 7300, 7400 and 7200, 6/10 and 8/10 on fresh seeds 7500 and 7600
  // (36/50), caps on, once bots stopped cancelling builds (botMoves). The move-level Hard had
  // won 22/48; test/bench/README.md has the runs.
  'railways-of-the-world': { hard: { evaluation: 'planned', bias: 3, rootWidth: 3, turnSteps: 8, iterations: 400 } },
};

/** Per-game overrides from a player count up (game id → level → { minPlayers, fields }), applied
 *  over GAME_TUNING when the table has at least `minPlayers` seats. */
export const PLAYER_COUNT_TUNING: Record<string, Partial<Record<BotSpec, { minPlayers: number; budget: Partial<SearchBudget> }>>> = {
  // Russian Railroads with 3+ players: the same 300 iterations spread over 8 determinizations
  // instead of 4 won 7/12 against two greedy bots on seeds 8200 (4 determinizations: 4/12 there,
  // 15/36 over seeds 8000-8200). Two players keep 4 (Normal 20/30 against greedy, and Hard's edge
  // there is its 8 determinizations).
  'russian-railroads': { normal: { minPlayers: 3, budget: { determinizations: 8 } } },
  // Ticket to Ride with 3+ players: Normal on the spec heuristic won 3/8 against two greedy bots
  // (seeds 8000, caps on); on the clock-aware one (Hard's) 8/8 on the same seeds. Two players
  // keep the spec heuristic, where Hard's edge over Normal is that heuristic.
  'ticket-to-ride-card-game': { normal: { minPlayers: 3, budget: { evaluation: 'projected' } } },
  // Railways of the World with 3+ players: Normal on the planned heuristic (Hard's) won 29/36
  // against two greedy bots on seeds 8000-8200 (caps on); on the spec heuristic 4/8 on seeds 8000.
  // Two players keep the spec heuristic: there the planned one at Normal's budget won 5/10
  // against it.
  'railways-of-the-world': { normal: { minPlayers: 3, budget: { evaluation: 'planned' } } },
};

export function budgetFor(gameId: string, level: BotSpec, override?: Partial<SearchBudget> | Partial<GreedyBudget>, numPlayers = 2): Budget {
  const base = DEFAULT_BUDGETS[level];
  if (!base) throw new Error(`unknown bot level ${level}`);
  const byCount = PLAYER_COUNT_TUNING[gameId]?.[level];
  const forCount = byCount && numPlayers >= byCount.minPlayers ? byCount.budget : {};
  return { ...base, ...(GAME_TUNING[gameId]?.[level] ?? {}), ...forCount, ...(override ?? {}) } as Budget;
}
