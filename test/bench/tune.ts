// Evaluation weights learned from the outcomes of self-play games (`npm run train -- --game <id>
// --fit spsa`): SPSA, simultaneous-perturbation stochastic approximation, as engine authors tune
// evaluation terms. Each iteration perturbs every weight at once by ±c (a seeded random sign per
// weight, c relative to the weight's size), plays the greedy bot on θ+c·Δ against the greedy bot
// on θ−c·Δ in seat-rotated pairs of seeded games on the arena's match driver (so on every core),
// and moves θ along Δ by the score margin between the two. The first weight (the projected final
// score) stays 1: a greedy choice does not change when every weight is scaled, so one weight
// fixes the scale. The result is the mean of the second half of the iterates. θ starts at the
// hand-written weights, or (a further round) at given ones; the perturbation's size per weight is
// always taken from the hand-written ones.
// Same arguments → same weights (every game is seeded, no clock: budgets are iteration counts).
import { hashString, seededRandom } from '../../games/common/rng';
import type { GameModule } from '../../games/common/module';
import type { GameJob } from './harness';
import { runJobs } from './pool';

export interface SpsaOptions {
  gameId: string;
  seed: string;
  players: number;
  /** SPSA iterations. */
  iterations: number;
  /** Seat-rotated game pairs an iteration (2 × pairs games). */
  pairs: number;
  /** Perturbation, relative to each weight's size (max(|hand weight|, 0.1)). */
  c: number;
  /** Step: a margin of `marginScale` points moves a weight by `a` of its size. */
  a: number;
  /** Score margin (points) that counts as a full win signal (tanh(margin / marginScale)). */
  marginScale: number;
  procs: number;
  /** Where θ starts: the hand-written weights (default) or given ones (a second round). */
  start?: readonly number[];
}

export interface SpsaStep {
  k: number;
  plus: number[];
  minus: number[];
  /** Mean over the games of tanh((score θ+ − score θ−) / marginScale). */
  signal: number;
  /** Wins of θ+ (shared wins split). */
  winsPlus: number;
  games: number;
  theta: number[];
}

export const evaluationName = (w: readonly number[]) => `w:${w.map((x) => Number(x.toPrecision(6))).join(',')}`;

/** The games of one comparison: `a` plays as `easy`, `b` as `greedy` (both the greedy bot, each on
 *  its own weights), seat-rotated, one deal seed per pair. */
export function pairJobs(
  o: Pick<SpsaOptions, 'gameId' | 'players'>,
  a: readonly number[],
  b: readonly number[],
  seed: string,
  pairs: number,
): GameJob[] {
  const jobs: GameJob[] = [];
  for (let g = 0; g < 2 * pairs; g++) {
    const first = g % 2 === 0;
    jobs.push({
      gameId: o.gameId,
      numPlayers: o.players,
      seats: Array.from({ length: o.players }, (_, s) => ((s === 0) === first ? 'easy' : 'greedy')),
      seed: `${seed}:${Math.floor(g / 2)}`,
      levelBudgets: { easy: { evaluation: evaluationName(a) }, greedy: { evaluation: evaluationName(b) } },
    });
  }
  return jobs;
}

export async function spsa(
  mod: GameModule,
  o: SpsaOptions,
  onStep?: (s: SpsaStep) => void,
): Promise<{ weights: number[]; steps: SpsaStep[] }> {
  if (!mod.weighted) throw new Error(`${mod.id}: its evaluation is not a weighted sum of features`);
  const hand = mod.weighted.hand;
  const size = hand.map((w) => Math.max(Math.abs(w), 0.1));
  if (o.start && o.start.length !== hand.length) throw new Error(`--from needs ${hand.length} weights`);
  const theta = [...(o.start ?? hand)];
  const rand = seededRandom(hashString(`spsa:${o.seed}`));
  const steps: SpsaStep[] = [];
  for (let k = 0; k < o.iterations; k++) {
    const ck = o.c / (k + 1) ** 0.101;
    const ak = o.a / (k + 1 + o.iterations / 10) ** 0.602;
    const delta = theta.map((_, i) => (i === 0 ? 0 : rand() < 0.5 ? -1 : 1));
    const plus = theta.map((t, i) => t + ck * size[i] * delta[i]);
    const minus = theta.map((t, i) => t - ck * size[i] * delta[i]);
    const jobs = pairJobs(o, plus, minus, `spsa:${o.seed}:${k}`, o.pairs);
    const records = await runJobs(jobs, o.procs);
    let signal = 0;
    let winsPlus = 0;
    records.forEach((r, g) => {
      const seatPlus = jobs[g].seats.indexOf('easy');
      const p = String(seatPlus);
      let best = -Infinity;
      for (const s of Object.keys(r.scores)) if (s !== p) best = Math.max(best, r.scores[s]);
      signal += Math.tanh(((r.scores[p] ?? 0) - best) / o.marginScale);
      winsPlus += r.share[p] ?? 0;
    });
    signal /= records.length;
    // gradient estimate along Δ, in units of each weight's size
    for (let i = 1; i < theta.length; i++) theta[i] += ak * signal * size[i] * delta[i];
    const step = { k, plus, minus, signal, winsPlus, games: records.length, theta: [...theta] };
    steps.push(step);
    onStep?.(step);
  }
  const tail = steps.slice(Math.floor(steps.length / 2));
  const weights = theta.map((_, i) => tail.reduce((s, st) => s + st.theta[i], 0) / tail.length);
  return { weights, steps };
}
