// The evaluation trainer (test/bench/train.ts), the learned weights it writes, the search's
// narrowed nodes (nodeWidth) and the arena's budget multiples (the headroom study).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import {
  budgetFor,
  chooseMove,
  determinizedRoot,
  hintMove,
  judgeDecision,
  RoundhouseMCTSBot,
  viewOf,
  withBotMoves,
  type SearchBudget,
} from '../../games/common/bots';
import { seededRandom } from '../../games/common/rng';
import { LEARNED_FROM, LEARNED_WEIGHTS } from '../../games/railways-of-the-world/eval-weights';
import {
  evaluate,
  evaluateLearned,
  evaluationFeatures,
  FEATURE_NAMES,
  HAND_WEIGHTS,
  weightedEvaluation,
} from '../../games/railways-of-the-world/heuristic';
import { getKernel, withEvaluation } from '../../games/common/bots/kernel';
import { parseArenaArgs } from '../bench/arena';
import { pairJobs } from '../bench/tune';
import { multipliedBudget, parseParticipant, rotatedJobs } from '../bench/harness';
import {
  dot,
  fitLeastSquares,
  fitLogistic,
  fitSamples,
  parseTrainArgs,
  selfPlayGame,
  spsaWeightsFile,
  trainable,
  weightsFile,
} from '../bench/train';
import { positions } from './helpers';

const rotw = GAMES.find((m) => m.id === 'railways-of-the-world')!;
const nippon = GAMES.find((m) => m.id === 'nippon')!;

describe('evaluation features (Railways of the World)', () => {
  const states = positions(rotw, 2, 'features', 6, 11);
  it('are deterministic, and the hand-written evaluation is HAND_WEIGHTS · features', () => {
    expect(states.length).toBe(6);
    for (const { state } of states)
      for (const seat of ['0', '1']) {
        const f = evaluationFeatures(state.G, state.ctx, seat);
        expect(f).toHaveLength(FEATURE_NAMES.length);
        expect(evaluationFeatures(state.G, state.ctx, seat)).toEqual(f);
        expect(evaluate(state.G, state.ctx, seat)).toBeCloseTo(dot(HAND_WEIGHTS, f), 9);
        expect(weightedEvaluation(HAND_WEIGHTS)(state.G, state.ctx, seat)).toBeCloseTo(
          evaluate(state.G, state.ctx, seat),
          9,
        );
      }
  });

  it('the learned evaluation is LEARNED_WEIGHTS · features, and the module offers it by name', () => {
    const { state } = states[3];
    expect(evaluateLearned(state.G, state.ctx, '0')).toBeCloseTo(
      dot(LEARNED_WEIGHTS, evaluationFeatures(state.G, state.ctx, '0')),
      9,
    );
    expect(rotw.evaluations?.learned).toBe(evaluateLearned);
  });
});

describe('trainer', () => {
  it('least squares recovers known weights from noisy synthetic data', () => {
    const rand = seededRandom('ls');
    const w = [1.5, -0.3, 0.8, 0, 2];
    const X = Array.from({ length: 2000 }, () => w.map(() => rand() * 10 - 5));
    const y = X.map((x) => dot(w, x) + (rand() - 0.5));
    const fit = fitLeastSquares(X, y, 0);
    fit.forEach((v, i) => expect(v).toBeCloseTo(w[i], 1));
  });

  it('the logistic fit recovers known weights from sampled outcomes', () => {
    const rand = seededRandom('logit');
    const w = [1, -0.5, 0.25];
    const X = Array.from({ length: 20000 }, () => w.map(() => rand() * 4 - 2));
    const y = X.map((x) => (rand() < 1 / (1 + Math.exp(-dot(w, x))) ? 1 : 0));
    const fit = fitLogistic(X, y, 0);
    fit.forEach((v, i) => expect(Math.abs(v - w[i])).toBeLessThan(0.08));
  });

  it('a self-play game is reproducible from its seed, and its samples have the features’ shape', () => {
    expect(() => trainable('steam-rollers')).toThrow(/no trainable evaluation for steam-rollers/);
    expect(() => trainable('__proto__')).toThrow(/no trainable evaluation/);
    const t = trainable('railways-of-the-world');
    expect(t.names).toEqual(FEATURE_NAMES);
    expect(t.hand).toEqual(rotw.weighted!.hand);
    const a = selfPlayGame(rotw, t, 2, 'train:test:0', 0.1, 25);
    const b = selfPlayGame(rotw, t, 2, 'train:test:0', 0.1, 25);
    expect(a.length).toBeGreaterThan(4);
    expect(b).toEqual(a);
    for (const s of a) {
      expect(s.x).toHaveLength(FEATURE_NAMES.length);
      expect(s.win === 0 || s.win === 1 || s.win === 0.5).toBe(true);
    }
    // two seats per sampled ply, mirrored in a 2-player game
    expect(a[0].x.map((v, i) => v + a[1].x[i]).every((v) => Math.abs(v) < 1e-9)).toBe(true);
    expect(a[0].margin).toBe(-a[1].margin);
  });

  it('the weights file holds one finite weight per feature and names the command that wrote it', () => {
    expect(LEARNED_WEIGHTS).toHaveLength(FEATURE_NAMES.length);
    expect(LEARNED_WEIGHTS.every(Number.isFinite)).toBe(true);
    const o = parseTrainArgs(['--game', 'railways-of-the-world', '--games', '3', '--seed', '9']);
    const text = weightsFile(o, {
      names: FEATURE_NAMES,
      hand: HAND_WEIGHTS,
      weights: [1, 2, 3, 4, 5],
      samples: 10,
      games: 3,
      agreement: { learned: 0.5, hand: 0.5 },
    });
    expect(text).toContain('npm run train -- --game railways-of-the-world --games 3 --seed 9');
    expect(text).toContain('export const LEARNED_WEIGHTS: readonly number[] = [1, 2, 3, 4, 5];');
    expect(LEARNED_FROM.games).toBeGreaterThan(0);
  });

  it('fitSamples on mirrored samples of a known linear margin returns those weights', () => {
    const rand = seededRandom('fs');
    const w = [1, 0.3, 1, 0.3, 0.5];
    const samples = Array.from({ length: 500 }, () => {
      const x = w.map(() => rand() * 6 - 3);
      const margin = dot(w, x);
      return { x, margin, win: margin > 0 ? 1 : 0 };
    });
    const o = { ...parseTrainArgs(['--game', 'railways-of-the-world']), ridge: 0 };
    const r = fitSamples(o, samples);
    r.weights.forEach((v, i) => expect(v).toBeCloseTo(w[i], 6));
    expect(r.agreement.learned).toBe(1);
  });
});

describe('search: narrowed nodes (nodeWidth)', () => {
  it('below the root a node expands at most nodeWidth moves, best first; the root is not narrowed', async () => {
    const [{ state, seat }] = positions(rotw, 2, 'narrow', 1, 40);
    const root = determinizedRoot(rotw, viewOf(rotw, state, seat), seat, 'nw');
    const base = { ...(budgetFor(rotw, 'normal') as SearchBudget), determinizations: 1, rootWidth: 0 };
    const search = (nodeWidth: number) =>
      new RoundhouseMCTSBot({ mod: rotw, seed: 'nw', budget: { ...base, nodeWidth }, scale: 3 }).search(root, seat, {
        iterations: 14,
      });
    const narrow = await search(2);
    const wide = await search(0);
    let maxBelow = 0;
    const walk = (n: any, depth: number) => {
      for (const c of n.children) {
        if (depth >= 1) maxBelow = Math.max(maxBelow, c.parent.children.length);
        walk(c, depth + 1);
      }
    };
    walk(narrow, 0);
    expect(maxBelow).toBeLessThanOrEqual(2);
    expect(narrow.children.length).toBeGreaterThan(2);
    let wideBelow = 0;
    const walkWide = (n: any, depth: number) => {
      for (const c of n.children) {
        if (depth >= 1) wideBelow = Math.max(wideBelow, c.parent.children.length);
        walkWide(c, depth + 1);
      }
    };
    walkWide(wide, 0);
    expect(wideBelow).toBeGreaterThan(2);
  });
});

describe('arena budget multiples', () => {
  it('hardx4 is Hard with four times its iterations, per move and minimum; results are named apart', () => {
    expect(parseParticipant('hardx4')).toEqual({ level: 'hard', multiple: 4, label: 'hardx4' });
    expect(parseParticipant('hard')).toEqual({ level: 'hard', multiple: 1, label: 'hard' });
    expect(() => parseParticipant('hardx')).toThrow();
    expect(parseParticipant('hard@learned')).toEqual({
      level: 'hard',
      multiple: 1,
      label: 'hard@learned',
      evaluation: 'learned',
    });
    expect(parseParticipant('hardx2@projected')).toMatchObject({
      multiple: 2,
      label: 'hardx2@projected',
      evaluation: 'projected',
    });
    // a weight vector's commas would split --bots: those are --set <level>.evaluation=w:…
    expect(() => parseParticipant('hard@w:1,0.5')).toThrow();
    expect(() => parseParticipant('hard@')).toThrow();
    const b = budgetFor(nippon, 'hard') as SearchBudget;
    expect(multipliedBudget(nippon, 'hard', 4, undefined, 2)).toEqual({
      iterations: b.iterations * 4,
      perMove: b.perMove * 4,
      minIterations: b.minIterations * 4,
    });
    // a lookahead level (Railways of the World's Hard): four times its candidates, same depth
    const la = budgetFor(rotw, 'hard') as SearchBudget;
    expect(la.lookahead).toBeGreaterThan(0);
    expect(multipliedBudget(rotw, 'hard', 4, undefined, 2)).toEqual({ lookahead: la.lookahead! * 4 });
    expect(multipliedBudget(rotw, 'hard', 2, { lookaheadRounds: 3 }, 2)).toEqual({
      lookahead: la.lookahead! * 2,
      lookaheadRounds: 3,
    });
    expect(() => multipliedBudget(rotw, 'greedy', 2, undefined, 2)).toThrow(/does not search/);
    const a = parseArenaArgs(['--game', 'nippon', '--bots', 'hard,hardx2', '--games', '2']);
    expect(a.bots).toEqual(['hard', 'hard']);
    expect(a.labels).toEqual(['hard', 'hardx2']);
    const jobs = rotatedJobs(a);
    expect(jobs[0].job.multiples).toEqual([1, 2]);
    expect(jobs[1].job.multiples).toEqual([2, 1]);
    expect(jobs[0].job.evaluations).toBeUndefined();
    // one level on two evaluations, seat-rotated with them
    const e = rotatedJobs(parseArenaArgs(['--game', 'nippon', '--bots', 'hard@learned,hard', '--games', '2']));
    expect(e[0].job.evaluations).toEqual(['learned', undefined]);
    expect(e[1].job.evaluations).toEqual([undefined, 'learned']);
    expect(e[0].job.seats).toEqual(['hard', 'hard']);
  });
});

describe('evaluations named by their weights (w:…) and SPSA’s games', () => {
  it('w:<hand-written weights> is the hand-written evaluation on the reducer and on the kernel; a wrong count is refused', () => {
    const name = `w:${HAND_WEIGHTS.join(',')}`;
    const m = withEvaluation(rotw, name);
    const k = getKernel(m)!;
    const k0 = getKernel(rotw)!;
    for (const { state } of positions(rotw, 2, 'weighted', 4, 9))
      for (const seat of ['0', '1']) {
        expect(m.evaluate(state.G, state.ctx, seat)).toBe(evaluate(state.G, state.ctx, seat));
        const s = k0.fromState(state.G, state.ctx);
        expect(k.evaluate(s, seat)).toBe(k0.evaluate(s, seat));
      }
    const other = withEvaluation(rotw, 'w:1,0,0,0,0');
    const { state } = positions(rotw, 2, 'weighted', 4, 9)[3];
    expect(other.evaluate(state.G, state.ctx, '0')).toBe(evaluationFeatures(state.G, state.ctx, '0')[0]);
    expect(() => withEvaluation(rotw, 'w:1,2')).toThrow(/needs 5 numbers/);
    expect(() => withEvaluation(rotw, 'w:1,x,0,0,0')).toThrow(/needs 5 numbers/);
  });

  it('one comparison is seat-rotated pairs on one deal each: θa as easy, θb as greedy', () => {
    const jobs = pairJobs({ gameId: rotw.id, players: 2 }, [1, 0.5, 1, 0.3, 0.5], [1, 0.1, 1, 0.3, 0.5], 's', 2);
    expect(jobs.map((j) => [j.seed, j.seats.join()])).toEqual([
      ['s:0', 'easy,greedy'],
      ['s:0', 'greedy,easy'],
      ['s:1', 'easy,greedy'],
      ['s:1', 'greedy,easy'],
    ]);
    expect(jobs[0].levelBudgets).toEqual({
      easy: { evaluation: 'w:1,0.5,1,0.3,0.5' },
      greedy: { evaluation: 'w:1,0.1,1,0.3,0.5' },
    });
    expect(
      parseTrainArgs(['--game', rotw.id, '--fit', 'spsa', '--iterations', '3', '--procs', '1']).spsa,
    ).toMatchObject({
      iterations: 3,
      pairs: 2,
      procs: 1,
    });
    const round2 = parseTrainArgs(['--game', rotw.id, '--fit', 'spsa', '--from', '1,0.4,0.3,0.2,0.7', '--seed', '2']);
    expect(round2.spsa.start).toEqual([1, 0.4, 0.3, 0.2, 0.7]);
    const text = spsaWeightsFile(round2, [1, 0.5, 0.25, 0.2, 0.75], 160);
    expect(text).toContain(
      '--fit spsa --seed 2 --players 2 --iterations 40 --pairs 2 --c 0.3 --a 0.3 --margin 10 --from 1,0.4,0.3,0.2,0.7',
    );
    expect(text).toContain('export const LEARNED_WEIGHTS: readonly number[] = [1, 0.5, 0.25, 0.2, 0.75];');
  });
});

describe('a level that plays its rating (rootWidth 1, no lookahead)', () => {
  it('it plays what the greedy bot on the same evaluation plays; analysis and hints still get values', async () => {
    // Railways of the World's Normal without its lookahead
    const budget = { rootWidth: 1, lookahead: 0 };
    let judged = 0;
    for (const { state, seat } of positions(rotw, 2, 'rating-decides', 4, 9)) {
      const seed = 'rw1';
      const normal = await chooseMove(rotw, state, seat, { level: 'normal', seed, budget });
      const greedy = await chooseMove(rotw, state, seat, { level: 'easy', seed, budget: { evaluation: 'learned' } });
      expect(normal).toEqual(greedy);
      const legal = withBotMoves(rotw).legalMoves(state.G, state.ctx, seat);
      const other = legal.find((m) => JSON.stringify(m) !== JSON.stringify({ move: normal.move, args: normal.args }));
      if (!other) continue;
      const j = await judgeDecision(
        rotw,
        state,
        seat,
        { move: other.move, args: other.args },
        { level: 'normal', seed, budget },
      );
      expect(j.best).toEqual(normal);
      expect(j.forced).toBe(false);
      expect(j.bestValue).not.toBeNull();
      if (j.playedValue !== null) expect(j.loss).toBeCloseTo(j.bestValue! - j.playedValue, 12);
      const mine = await judgeDecision(rotw, state, seat, normal, { level: 'normal', seed, budget });
      expect(mine.loss).toBe(0);
      const hint = await hintMove(rotw, state, seat, { level: 'normal', seed, budget });
      expect(hint.choice).toEqual(normal);
      expect(hint.gain).toBeGreaterThanOrEqual(0);
      judged++;
    }
    expect(judged).toBeGreaterThan(0);
  }, 60_000);
});
