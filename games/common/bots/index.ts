// Roundhouse bots, shared by the browser worker (client/bots), the server-side bot client
// (server/bots), the arena/bench (test/bench) and the tests. Pure TypeScript: no DOM, no Node,
// no wall clock of its own (callers inject `now`/`yieldFn` for time caps and responsiveness).
//
//   chooseMove(mod, state, playerID, { level, seed }) → { move, args }
//
// `state` is what the seat sees (its playerView; PRNG state, if present, is ignored). Before
// searching, hidden information is re-sampled with mod.determinize and the game's PRNG reseeded,
// over several determinizations whose root visit counts are summed: the choice depends only on
// the seat's view, the bot seed and public progress (fair by construction; test/bots checks it).
// Normal and Hard first rate every legal move one ply deep (greedyValues, the Easy level's
// measure) and search only the best `rootWidth` of them, with that rating as their prior.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';
import { hashString, seededRandom } from '../rng';
import { greedyChoose, greedyValuesPaced, pickGreedy, type Pacing } from './greedy';
import { getKernel, withBotMoves, withEvaluation } from './kernel';
import { budgetFor, type BotSpec, type GreedyBudget, type SearchBudget } from './levels';
import { RoundhouseMCTSBot } from './mcts';
import { replyValues } from './lookahead';
import { leadReward, seatsOf } from './reward';
import { actionKey, decisionSeed, determinizedRoot, seatView } from './state';

export { BOT_SPECS, DEFAULT_BUDGETS, budgetFor, type GameBots, type LevelSetting } from './levels';
export type { BotSpec, Budget, GreedyBudget, SearchBudget } from './levels';
export { RoundhouseMCTSBot } from './mcts';
export { getKernel, withBotMoves, withEvaluation } from './kernel';
export type { BotKernel } from './kernel';
export { seatView, viewOf, determinizedRoot, botReducer, botGame, decisionSeed, actingSeats } from './state';
export { greedyChoose, greedyValues, leadOf } from './greedy';

export interface BotChoice {
  move: string;
  args: unknown[];
}

export interface ChooseOptions {
  level: BotSpec;
  /** Bot seed (per seat): same seed + same view → same move. */
  seed: string | number;
  /** Per-call budget overrides (arena, bench, tests). */
  budget?: Partial<SearchBudget> | Partial<GreedyBudget>;
  /** Clock in ms (e.g. performance.now). Without it there is no time cap. */
  now?: () => number;
  /** Awaited now and then during a search so the thread can serve other work. */
  yieldFn?: () => Promise<void>;
  /** Abort flag, checked at every yield; an aborted search rejects with BotCancelledError. */
  signal?: { readonly aborted: boolean };
}

export interface ChooseStats {
  legal: number;
  iterations: number;
  determinizations: number;
  /** True when the time cap stopped the search (the answer is then machine-dependent). */
  capped: boolean;
}

export class BotCancelledError extends Error {
  constructor() {
    super('bot decision cancelled');
    this.name = 'BotCancelledError';
  }
}

export function isBotCancelled(e: unknown): boolean {
  return e instanceof Error && e.name === 'BotCancelledError';
}

/** Choose a move for `playerID` from its view of the game. */
export async function chooseMove(
  mod: GameModule,
  state: State,
  playerID: PlayerID,
  opts: ChooseOptions,
): Promise<BotChoice> {
  return (await chooseMoveDetailed(mod, state, playerID, opts)).choice;
}

export async function chooseMoveDetailed(
  game: GameModule,
  state: State,
  playerID: PlayerID,
  opts: ChooseOptions,
): Promise<{ choice: BotChoice; stats: ChooseStats }> {
  const view = seatView(state);
  if (view.ctx.gameover !== undefined) throw new Error('the game is over');
  const budget = budgetFor(game, opts.level, opts.budget, view.ctx.numPlayers);
  const mod = budget.kind === 'random' ? game : withEvaluation(withBotMoves(game), budget.evaluation);
  const legal = mod.legalMoves(view.G, view.ctx, playerID);
  if (!legal.length) throw new Error(`seat ${playerID} has no legal move`);
  const seed = decisionSeed(opts.seed, view, playerID);
  const stats: ChooseStats = { legal: legal.length, iterations: 0, determinizations: 0, capped: false };
  const done = (m: LegalMove) => ({ choice: { move: m.move, args: [...m.args] }, stats });
  if (opts.signal?.aborted) throw new BotCancelledError();

  if (budget.kind === 'random') return done(legal[Math.floor(seededRandom(hashString(seed))() * legal.length)]);
  if (legal.length === 1) return done(legal[0]);
  if (budget.kind === 'greedy') {
    stats.determinizations = ratingSamples(legal, budget.samples);
    return done(pickGreedy(await rateMoves(mod, view, playerID, legal, seed, budget.samples, opts), legal, seed));
  }
  return done(await searchChoose(mod, view, playerID, legal, seed, budget, opts, stats));
}

/** Above this many legal moves a decision is "wide" (Railways of the World builds: 200+). */
const WIDE = 40;

/** Candidates a wide decision completes (the best by immediate value). A begun build's immediate
 *  value only estimates its link; in Railways of the World games the best 3 held the best
 *  completion of all in 37 of 65 wide decisions, the best 40 in 60 of 65, for about twice the
 *  rating time (p50 53 → 116 ms; test/bench/README.md, economy). */
const WIDE_COMPLETIONS = 40;

/** Candidates an opponent's reply rating completes (./lookahead.ts): fewer than the seat's own
 *  rating, which has to find the best move, where the reply only has to be a plausible one. */
const REPLY_COMPLETIONS = 10;

/** Determinizations a lookahead candidate is played out on (one on a wide decision). */
const LOOKAHEAD_SAMPLES = 2;

/** The one-ply greedy rating of every legal move (Easy's choice, Normal/Hard's root prior). The
 *  cost is samples × legal moves × turn completion, so wide decisions get one sample and complete
 *  only their WIDE_COMPLETIONS best candidates. */
function rateMoves(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  seed: string,
  samples: number,
  opts: ChooseOptions,
): Promise<number[]> {
  const wide = legal.length > WIDE;
  return greedyValuesPaced(
    pacingFor(opts),
    mod,
    view,
    playerID,
    legal,
    seed,
    ratingSamples(legal, samples),
    4,
    wide ? WIDE_COMPLETIONS : 10,
  );
}

/** Determinizations the one-ply rating uses: one on a wide decision. */
function ratingSamples(legal: LegalMove[], samples: number): number {
  return legal.length > WIDE ? 1 : samples;
}

/** Pauses for the greedy pass: every ~20 ms of clock (or every 16 candidates without a clock),
 *  await the caller's yieldFn and honour cancellation. None without a yieldFn. */
function pacingFor(opts: ChooseOptions): Pacing | undefined {
  const { yieldFn, now, signal } = opts;
  if (!yieldFn) return undefined;
  let last = now ? now() : 0;
  let n = 0;
  return {
    due: () => (now ? now() - last >= 20 : ++n % 16 === 0),
    pause: async () => {
      await yieldFn();
      if (signal?.aborted) throw new BotCancelledError();
      if (now) last = now();
    },
  };
}

async function searchChoose(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  seed: string,
  budget: SearchBudget,
  opts: ChooseOptions,
  stats: ChooseStats,
): Promise<LegalMove> {
  const r = await searchRoot(mod, view, playerID, legal, seed, budget, opts, stats);
  if (r.forced !== undefined) return legal[r.forced];
  if (r.best >= 0) return legal[r.best];
  // No root child survived (every move refused in every sample): fall back to greedy.
  return greedyChoose(mod, view, playerID, legal, seed, 1);
}

/** Root statistics when values decide instead of a tree: each valued move (index into the legal
 *  moves ↦ its lead) one visit whose reward is that lead on the search's scale; a move valued
 *  -Infinity (refused) stays unvisited. */
function valuesDecide(n: number, values: Map<number, number>, best: number, scale: number): RootStats {
  const visits = new Array(n).fill(0);
  const value = new Array(n).fill(0);
  for (const [i, v] of values) {
    if (v === -Infinity) continue;
    visits[i] = 1;
    value[i] = leadReward(v, scale);
  }
  return { visits, value, best, scale };
}

/** Root statistics of one decision's search, summed over the determinizations. */
interface RootStats {
  /** Visits and summed reward (the mover's, in [0, 1]) per legal move; 0 visits = not searched. */
  visits: number[];
  value: number[];
  /** The most visited move (ties: higher mean), -1 if none. */
  best: number;
  /** Set when the one-ply rating left a single candidate: the search did not run. */
  forced?: number;
  /** The reward scale of the first determinization (set when the search ran). */
  scale?: number;
}

async function searchRoot(
  mod: GameModule,
  view: State,
  playerID: PlayerID,
  legal: LegalMove[],
  seed: string,
  budget: SearchBudget,
  opts: ChooseOptions,
  stats: ChooseStats,
  /** A legal move index the search must include among its root moves (analysis: the move played). */
  include?: number,
): Promise<RootStats> {
  const K = Math.max(1, budget.determinizations);
  const total = Math.min(
    budget.iterations,
    Math.max(budget.minIterations ?? 0, (budget.perMove ?? Infinity) * legal.length),
  );
  const perSample = Math.max(1, Math.ceil(total / K));
  const now = opts.now;
  const start = now?.() ?? 0;
  const cap = now && budget.timeCapMs > 0 ? budget.timeCapMs : 0;
  const kernel = getKernel(mod);
  const checkAbort = () => {
    if (opts.signal?.aborted) throw new BotCancelledError();
  };
  const legalKeys = new Map(legal.map((m, i) => [actionKey(m.move, m.args), i]));
  const visits = new Array(legal.length).fill(0);
  const value = new Array(legal.length).fill(0);
  // Root candidates: the `rootWidth` best moves by the one-ply greedy value (the seat's turn
  // completed greedily), which also serves as their prior. The search then decides among moves
  // the baseline already rates highly, with lookahead, instead of spreading a small budget over
  // every legal move (progressive pruning).
  let rootMoves: Map<string, number> | undefined;
  // the first determinization's reward scale, used by the prior and by the first search
  let scale0: number | undefined;
  const lookahead = budget.lookahead ?? 0;
  if ((budget.rootWidth > 0 || lookahead > 0) && legal.length > 1) {
    const gv = await rateMoves(mod, view, playerID, legal, seed, 2, opts);
    const order = legal
      .map((_, i) => i)
      .filter((i) => gv[i] > -Infinity)
      .sort((a, b) => gv[b] - gv[a] || a - b);
    if (order.length === 1) return { visits, value, best: order[0], forced: order[0] };
    if ((lookahead > 0 || budget.rootWidth === 1) && order.length > 1) {
      // No tree: values decide. As rewards on the search's scale they also judge a played move
      // (analysis) and give a hint its margin over the runner-up.
      const scale = scaleAt(mod, determinizedRoot(mod, view, playerID, `${seed}:d0`), budget);
      if (lookahead === 0) {
        // The rating decides (a level whose search does not beat its own rating). Ties broken as
        // the greedy bot breaks them, so the level plays what it would.
        const best = legal.indexOf(pickGreedy(gv, legal, seed));
        const rated = new Set([order[0], order[1], best]);
        if (include !== undefined && gv[include] > -Infinity) rated.add(include);
        return valuesDecide(legal.length, new Map([...rated].map((i) => [i, gv[i]])), best, scale);
      }
      // The rating one reply deeper decides (./lookahead.ts): always valued, the rating's best
      // two and a judged move; then the rest of its best `lookahead`, while the time cap allows
      const top = order.slice(0, Math.max(2, lookahead));
      const must = top.slice(0, 2);
      if (include !== undefined && gv[include] > -Infinity && !must.includes(include)) must.push(include);
      const cands = [...must, ...top.filter((i) => !must.includes(i))];
      const samples = ratingSamples(legal, LOOKAHEAD_SAMPLES);
      const pause = opts.yieldFn
        ? async () => {
            await opts.yieldFn!();
            checkAbort();
          }
        : undefined;
      const rv = await replyValues(
        mod,
        view,
        playerID,
        legal,
        cands,
        seed,
        {
          samples,
          turnSteps: budget.turnSteps || 4,
          replyCompletions: REPLY_COMPLETIONS,
          kernel,
          rounds: budget.lookaheadRounds,
          stop: (valued) => !!cap && valued >= must.length && now!() - start >= cap,
        },
        pause,
      );
      let best = -1;
      for (const [i, v] of rv) if (v > -Infinity && (best < 0 || v > rv.get(best)! + 1e-9)) best = i;
      stats.determinizations = samples;
      if (rv.size < cands.length) stats.capped = true;
      return valuesDecide(legal.length, rv, best < 0 ? order[0] : best, scale);
    }
    const keep = order.slice(0, budget.rootWidth);
    if (include !== undefined && gv[include] > -Infinity && !keep.includes(include)) keep.push(include);
    if (keep.length === 1) return { visits, value, best: keep[0], forced: keep[0] };
    if (keep.length > 1) {
      const scale = (scale0 = scaleAt(mod, determinizedRoot(mod, view, playerID, `${seed}:d0`), budget));
      rootMoves = new Map(keep.map((i) => [actionKey(legal[i].move, legal[i].args), leadReward(gv[i], scale)]));
    }
  }
  for (let k = 0; k < K; k++) {
    const root = determinizedRoot(mod, view, playerID, `${seed}:d${k}`);
    const scale = k === 0 && scale0 !== undefined ? scale0 : scaleAt(mod, root, budget);
    if (k === 0) scale0 = scale;
    const bot = new RoundhouseMCTSBot({ mod, seed: `${seed}:d${k}:bot`, budget, scale, kernel });
    const deadline = cap ? start + (cap * (k + 1)) / K : undefined;
    const tree = await bot.search(root, playerID, {
      iterations: perSample,
      now,
      deadline,
      yieldFn: opts.yieldFn,
      checkAbort,
      root: rootMoves,
    });
    stats.iterations += bot.iterationsRun;
    stats.determinizations++;
    if (bot.iterationsRun < perSample && deadline !== undefined && now!() >= deadline) stats.capped = true;
    for (const child of tree.children) {
      const a = child.parentAction!.payload;
      const i = legalKeys.get(actionKey(a.type, a.args));
      if (i === undefined) continue;
      visits[i] += child.visits;
      value[i] += child.value;
    }
    checkAbort();
  }
  let best = -1;
  for (let i = 0; i < legal.length; i++) {
    if (!visits[i]) continue;
    if (
      best < 0 ||
      visits[i] > visits[best] ||
      (visits[i] === visits[best] && value[i] / visits[i] > value[best] / visits[best])
    )
      best = i;
  }
  return { visits, value, best, scale: scale0 };
}

/** What judgeDecision and hintMove start from: the seat's view, the level's search budget, the
 *  module with the level's evaluation and bot moves, and the legal moves there. */
function searchSetup(game: GameModule, state: State, playerID: PlayerID, opts: ChooseOptions) {
  const view = seatView(state);
  const budget = budgetFor(game, opts.level, opts.budget, view.ctx.numPlayers);
  const mod = budget.kind === 'mcts' ? withEvaluation(withBotMoves(game), budget.evaluation) : game;
  const legal = mod.legalMoves(view.G, view.ctx, playerID);
  const stats: ChooseStats = { legal: legal.length, iterations: 0, determinizations: 0, capped: false };
  return { view, budget, mod, legal, stats, seed: decisionSeed(opts.seed, view, playerID) };
}

const asChoice = (m: LegalMove): BotChoice => ({ move: m.move, args: [...m.args] });

/** A hint: the level's preferred move for the seat now, and by how much (mean reward, i.e. win
 *  chance) the search rates it above the runner-up it searched (0 with a single sensible move). */
export async function hintMove(
  game: GameModule,
  state: State,
  playerID: PlayerID,
  opts: ChooseOptions,
): Promise<{ choice: BotChoice; gain: number }> {
  if (state.ctx.gameover !== undefined) throw new Error('the game is over');
  const { view, budget, mod, legal, stats, seed } = searchSetup(game, state, playerID, opts);
  if (budget.kind !== 'mcts') return { choice: await chooseMove(game, state, playerID, opts), gain: 0 };
  if (!legal.length) throw new Error(`seat ${playerID} has no legal move`);
  if (legal.length === 1) return { choice: asChoice(legal[0]), gain: 0 };
  const r = await searchRoot(mod, view, playerID, legal, seed, budget, opts, stats);
  if (r.forced !== undefined) return { choice: asChoice(legal[r.forced]), gain: 0 };
  if (r.best < 0) return { choice: await chooseMove(game, state, playerID, opts), gain: 0 };
  const mean = (i: number) => r.value[i] / r.visits[i];
  let second = -1;
  for (let i = 0; i < legal.length; i++)
    if (i !== r.best && r.visits[i] > 0 && (second < 0 || r.visits[i] > r.visits[second])) second = i;
  return { choice: asChoice(legal[r.best]), gain: second < 0 ? 0 : Math.max(0, mean(r.best) - mean(second)) };
}

/** JSON with object keys sorted (comparing moves whatever the order their args were built in). */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') {
    return `{${Object.keys(x)
      .sort()
      .filter((k) => (x as any)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((x as any)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}

/** One decision judged by the search a level plays with (games/common/analysis). */
export interface DecisionJudgement {
  legal: number;
  /** The move the level prefers (what chooseMove returns for the same seed). */
  best: BotChoice;
  /** Mean reward in [0, 1] of the preferred and of the played move for the mover; null when the
   *  search gave the move no visits (refused in every sample) or did not run (one candidate). */
  bestValue: number | null;
  playedValue: number | null;
  /** bestValue − playedValue (≥ 0), 0 when the played move is the preferred one or forced. */
  loss: number;
  /** True when the decision had one sensible move (one legal move, or one left by the rating). */
  forced: boolean;
  /** The reward scale of the search (lead ↦ 0.5 + 0.5·tanh(lead / scale)) at this position;
   *  null when the search did not run (forced). */
  scale: number | null;
  stats: ChooseStats;
}

/**
 * Judge the move `played` of `playerID` from the seat's view with the search of `level`: the same
 * determinizations, budget and seed as chooseMove (fair: only what the seat could see), with the
 * played move always among the searched root moves so that both get a value from the same tree.
 */
export async function judgeDecision(
  game: GameModule,
  state: State,
  playerID: PlayerID,
  played: BotChoice,
  opts: ChooseOptions,
): Promise<DecisionJudgement> {
  const { view, budget, mod, legal, stats, seed } = searchSetup(game, state, playerID, opts);
  if (budget.kind !== 'mcts') throw new Error(`level ${opts.level} does not search`);
  // args as logged may list their keys in another order than the generator does
  const key = (m: BotChoice) => canonical([m.move, m.args ?? []]);
  const p = legal.findIndex((m) => key(m) === key(played));
  const forced = (m: BotChoice): DecisionJudgement => ({
    legal: legal.length,
    best: m,
    bestValue: null,
    playedValue: null,
    loss: 0,
    forced: true,
    scale: null,
    stats,
  });
  if (legal.length <= 1) return forced(legal[0] ? asChoice(legal[0]) : played);
  const r = await searchRoot(mod, view, playerID, legal, seed, budget, opts, stats, p >= 0 ? p : undefined);
  if (r.forced !== undefined) return forced(asChoice(legal[r.forced]));
  const mean = (i: number) => (i >= 0 && r.visits[i] > 0 ? r.value[i] / r.visits[i] : null);
  const bestIdx = r.best >= 0 ? r.best : p;
  const bestValue = mean(bestIdx);
  const playedValue = mean(p);
  const loss = p === bestIdx || bestValue === null || playedValue === null ? 0 : Math.max(0, bestValue - playedValue);
  return {
    legal: legal.length,
    best: asChoice(legal[bestIdx >= 0 ? bestIdx : 0]),
    bestValue,
    playedValue,
    loss,
    forced: false,
    scale: r.scale ?? null,
    stats,
  };
}

/** Reward scale for a search: a fraction of the typical evaluation magnitude at the root. */
function scaleAt(mod: GameModule, root: State, budget: SearchBudget): number {
  const seats = seatsOf(root.ctx);
  let sum = 0;
  for (const s of seats) sum += Math.abs(mod.evaluate(root.G, root.ctx, s));
  return Math.max(budget.minScale, (budget.scaleFraction * sum) / seats.length);
}
