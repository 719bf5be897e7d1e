// npm run train -- --game <id> [--games N] [--seed S] [--epsilon E] [--every K] [--fit ls|logistic]
//   [--ridge R] [--dry-run]
// npm run train -- --game <id> --fit spsa [--iterations I] [--pairs P] [--c C] [--a A] [--margin M]
//   [--seed S] [--procs N] [--from w1,w2,…] [--dry-run]: the weights from the outcomes of greedy-against-greedy games
//   (test/bench/tune.ts) instead of a fit to recorded features.
// Learns a game's evaluation weights from seeded self-play: N games played on the game's kernel
// by an epsilon-greedy bot (one move ahead on the hand-written evaluation, a uniform move with
// probability E), every K-th ply each seat's evaluation features (the game's GameModule.weighted) are
// recorded, and the weights are fitted to the game's final result: by least squares to the final
// score margin (default; the weights then read in points, the hand-written evaluation's scale) or
// by a logistic fit to the win. The features enter as the seat's minus its best opponent's, so
// the fit has no intercept. Prints the weights beside the hand-written ones and writes them to
// games/<id>/eval-weights.ts with the seed and game count (unless --dry-run). Same arguments →
// same weights (everything is seeded; no clock).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Ctx, PlayerID } from 'boardgame.io';
import { getKernel, withBotMoves } from '../../games/common/bots/kernel';
import { startMatch } from '../../games/common/match';
import type { GameModule, LegalMove } from '../../games/common/module';
import { hashString, seededRandom } from '../../games/common/rng';
import { evaluationFeatures as rotwFeatures } from '../../games/railways-of-the-world/heuristic';
import { ctxOf as rotwCtx, type Sim } from '../../games/railways-of-the-world/kernel';
import { evaluationFeatures as rrFeatures } from '../../games/russian-railroads/ai';
import type { Sim as RRSim } from '../../games/russian-railroads/kernel';
import { projectedFeatures as ttrFeatures } from '../../games/ticket-to-ride-card-game/rules/evaluate';
import { evaluationFeatures as nipponFeatures } from '../../games/nippon/evaluate';
import { findModule } from './harness';
import { defaultProcs } from './pool';
import { evaluationName, spsa, type SpsaOptions } from './tune';

/** A game whose evaluation is a weighted sum of features the trainer can fit: the feature names
 *  and hand-written weights come from its GameModule.weighted, the rest from TRAINABLE. */
export interface Trainable {
  names: readonly string[];
  /** The hand-written weights (the evaluation the bots play with unless told otherwise). */
  hand: readonly number[];
  features(G: any, ctx: Ctx, seat: PlayerID): number[];
  /** G and ctx of a kernel state (the self-play games run on the kernel). */
  stateOf(s: any): { G: any; ctx: Ctx };
  /** Where the learned weights live (relative to the repository root). */
  file: string;
  /** Name of the exported constant. */
  constant: string;
  /** Where the features' order is defined, for the weights file. */
  order: string;
}

/** What the trainer needs of a game beyond its GameModule.weighted. */
export const TRAINABLE: Record<string, Omit<Trainable, 'names' | 'hand'>> = {
  'railways-of-the-world': {
    features: rotwFeatures,
    stateOf: (s: Sim) => ({ G: s.G, ctx: rotwCtx(s) }),
    file: 'games/railways-of-the-world/eval-weights.ts',
    constant: 'LEARNED_WEIGHTS',
    order: 'FEATURE_NAMES (heuristic.ts)',
  },
  'russian-railroads': {
    features: (G, _ctx, seat) => rrFeatures(G, seat),
    // the features read G only
    stateOf: (s: RRSim) => ({ G: s.G, ctx: {} as Ctx }),
    file: 'games/russian-railroads/eval-weights.ts',
    constant: 'LEARNED_WEIGHTS',
    order: 'FEATURE_NAMES (ai.ts)',
  },
  // no kernel: SPSA only (its games run on the reducer), no self-play fit
  nippon: {
    features: (G, _ctx, seat) => nipponFeatures(G, seat),
    stateOf: (s: { G: unknown; ctx: Ctx }) => ({ G: s.G, ctx: s.ctx }),
    file: 'games/nippon/eval-weights.ts',
    constant: 'LEARNED_WEIGHTS',
    order: 'FEATURE_NAMES (evaluate.ts)',
  },
  'ticket-to-ride-card-game': {
    features: (G, _ctx, seat) => ttrFeatures(G, seat),
    stateOf: (s: { G: unknown }) => ({ G: s.G, ctx: {} as Ctx }),
    file: 'games/ticket-to-ride-card-game/eval-weights.ts',
    constant: 'LEARNED_WEIGHTS',
    order: 'PROJECTED_FEATURES (rules/evaluate.ts)',
  },
};

/** The trainer's view of a game: its TRAINABLE entry with the module's feature names and
 *  hand-written weights. */
export function trainable(gameId: string): Trainable {
  const t = Object.hasOwn(TRAINABLE, gameId) ? TRAINABLE[gameId] : undefined;
  const w = t && findModule(gameId).weighted;
  if (!t || !w) throw new Error(`no trainable evaluation for ${gameId} (have: ${Object.keys(TRAINABLE).join(', ')})`);
  return { ...t, names: w.names, hand: w.hand };
}

export interface Sample {
  /** The seat's features minus its best opponent's (by the hand-written evaluation). */
  x: number[];
  /** Final score margin over the best opponent. */
  margin: number;
  /** 1 win, 0 loss, 1/k on a k-way shared win. */
  win: number;
}

/** One self-play game on the kernel; samples every `every`-th ply for every seat. */
export function selfPlayGame(
  mod: GameModule,
  t: Trainable,
  numPlayers: number,
  seed: string,
  epsilon: number,
  every: number,
  maxPlies = 3000,
): Sample[] {
  const bm = withBotMoves(mod);
  const k = getKernel(bm);
  if (!k) throw new Error(`${mod.id}: no kernel to play the training games on`);
  const match = startMatch(mod, numPlayers, seed);
  const s = k.fromState(match.state.G, match.state.ctx);
  const seats = k.seats(s);
  const rand = seededRandom(hashString(`${seed}:policy`));
  const chance = seededRandom(hashString(`${seed}:chance`));
  const rows: { seat: PlayerID; f: number[]; others: number[][] }[] = [];
  const lead = (c: unknown, seat: PlayerID) => {
    const mine = k.evaluate(c, seat);
    let best = -Infinity;
    for (const o of seats) if (o !== seat) best = Math.max(best, k.evaluate(c, o));
    return mine - best;
  };
  for (let ply = 0; ply < maxPlies; ply++) {
    const seat = k.toMove(s);
    if (seat === null) break;
    const legal = k.legalMoves(s, seat);
    if (!legal.length) throw new Error(`${mod.id}: seat ${seat} has no move at ply ${ply}`);
    if (ply % every === 0) {
      const { G, ctx } = t.stateOf(s);
      for (const p of seats)
        rows.push({
          seat: p,
          f: t.features(G, ctx, p),
          others: seats.filter((o) => o !== p).map((o) => t.features(G, ctx, o)),
        });
    }
    let pick: LegalMove = legal[0];
    if (legal.length > 1) {
      if (rand() < epsilon) {
        const pool = k.playoutMoves ? k.playoutMoves(s, seat, legal) : legal;
        pick = pool[Math.floor(rand() * pool.length)];
      } else {
        let best = -Infinity;
        const stream = hashString(`${seed}:${ply}`);
        for (const m of legal) {
          const c = k.clone(s);
          k.apply(c, seat, m, seededRandom(stream));
          const v = lead(c, seat);
          if (v > best) {
            best = v;
            pick = m;
          }
        }
      }
    }
    k.apply(s, seat, pick, chance);
  }
  const winners = k.winners(s);
  if (!winners) return []; // unfinished: no outcome to learn from
  const end = t.stateOf(s).G as { gameOver?: { scores: Record<string, number> } };
  const score = (p: PlayerID) => end.gameOver?.scores[p] ?? 0;
  return rows.map(({ seat, f, others }) => {
    // the best opponent by the hand-written evaluation
    let bi = 0;
    let bv = -Infinity;
    others.forEach((o, i) => {
      const v = dot(t.hand, o);
      if (v > bv) {
        bv = v;
        bi = i;
      }
    });
    const opp = seats.filter((o) => o !== seat);
    const best = Math.max(...opp.map(score));
    return {
      x: f.map((v, i) => v - others[bi][i]),
      margin: score(seat) - best,
      win: winners.includes(seat) ? 1 / winners.length : 0,
    };
  });
}

export const dot = (w: readonly number[], x: readonly number[]) => w.reduce((a, wi, i) => a + wi * x[i], 0);

/** Solve A x = b (A symmetric positive definite after the ridge), Gaussian elimination with pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    if (Math.abs(M[c][c]) < 1e-12) throw new Error('singular system: a feature never varies');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let j = c; j <= n; j++) M[r][j] -= f * M[c][j];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** Ridge least squares without intercept: argmin Σ (w·x − y)² + ridge·n·|w|². */
export function fitLeastSquares(X: number[][], y: number[], ridge = 1e-6): number[] {
  const d = X[0].length;
  const A = Array.from({ length: d }, () => new Array(d).fill(0));
  const b = new Array(d).fill(0);
  for (let r = 0; r < X.length; r++) {
    const x = X[r];
    for (let i = 0; i < d; i++) {
      b[i] += x[i] * y[r];
      for (let j = 0; j < d; j++) A[i][j] += x[i] * x[j];
    }
  }
  for (let i = 0; i < d; i++) A[i][i] += ridge * X.length;
  return solve(A, b);
}

/** Logistic regression without intercept (Newton's method, ridge-regularized); y in [0, 1]. */
export function fitLogistic(X: number[][], y: number[], ridge = 1e-6, steps = 50): number[] {
  const d = X[0].length;
  let w = new Array(d).fill(0);
  for (let it = 0; it < steps; it++) {
    const H = Array.from({ length: d }, () => new Array(d).fill(0));
    const g = new Array(d).fill(0);
    for (let r = 0; r < X.length; r++) {
      const x = X[r];
      const p = 1 / (1 + Math.exp(-dot(w, x)));
      const q = p * (1 - p);
      for (let i = 0; i < d; i++) {
        g[i] += (p - y[r]) * x[i];
        for (let j = 0; j < d; j++) H[i][j] += q * x[i] * x[j];
      }
    }
    for (let i = 0; i < d; i++) {
      g[i] += ridge * X.length * w[i];
      H[i][i] += ridge * X.length;
    }
    const step = solve(H, g);
    w = w.map((wi, i) => wi - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

export interface TrainOptions {
  gameId: string;
  games: number;
  seed: string;
  players: number;
  epsilon: number;
  every: number;
  fit: 'ls' | 'logistic' | 'spsa';
  ridge: number;
  spsa: Omit<SpsaOptions, 'gameId' | 'seed' | 'players'>;
}

export interface TrainResult {
  names: readonly string[];
  hand: readonly number[];
  weights: number[];
  samples: number;
  games: number;
  /** Share of samples whose sign of w·x agrees with the result (ties and draws left out), for the
   *  learned and for the hand-written weights. */
  agreement: { learned: number; hand: number };
}

export function collect(o: TrainOptions, progress?: (g: number) => void): Sample[] {
  const t = trainable(o.gameId);
  const mod = findModule(o.gameId);
  const out: Sample[] = [];
  for (let g = 0; g < o.games; g++) {
    out.push(...selfPlayGame(mod, t, o.players, `train:${o.seed}:${g}`, o.epsilon, o.every));
    progress?.(g + 1);
  }
  return out;
}

export function fitSamples(o: TrainOptions, samples: Sample[]): TrainResult {
  const t = trainable(o.gameId);
  const X = samples.map((s) => s.x);
  let weights: number[];
  if (o.fit === 'logistic') {
    const w = fitLogistic(
      X,
      samples.map((s) => s.win),
      o.ridge,
    );
    // read in points: scaled so that the first feature (the projected final score) weighs what
    // it does in the hand-written evaluation
    const f = w[0] !== 0 ? t.hand[0] / w[0] : 1;
    weights = w.map((x) => x * f);
  } else
    weights = fitLeastSquares(
      X,
      samples.map((s) => s.margin),
      o.ridge,
    );
  const agree = (w: readonly number[]) => {
    let n = 0;
    let ok = 0;
    for (const s of samples) {
      if (s.win === 0.5 || s.margin === 0) continue;
      const v = dot(w, s.x);
      if (v === 0) continue;
      n++;
      if (v > 0 === s.margin > 0) ok++;
    }
    return n ? ok / n : 0;
  };
  return {
    names: t.names,
    hand: t.hand,
    weights,
    samples: samples.length,
    games: o.games,
    agreement: { learned: agree(weights), hand: agree(t.hand) },
  };
}

/** Rounded for the file (6 significant digits: the same text on every machine). */
export const rounded = (x: number) => Number(x.toPrecision(6));

export function weightsFile(o: TrainOptions, r: TrainResult): string {
  const t = trainable(o.gameId);
  const cmd = `npm run train -- --game ${o.gameId} --games ${o.games} --seed ${o.seed} --players ${o.players} --epsilon ${o.epsilon} --every ${o.every} --fit ${o.fit} --ridge ${o.ridge}`;
  return `// Learned evaluation weights, written by \`${cmd}\`
// (test/bench/train.ts): ${o.games} seeded self-play games (seed ${o.seed}), ${r.samples} samples, fitted by
// ${o.fit === 'ls' ? 'least squares to the final score margin' : 'logistic regression to the win'}. Feature order: ${t.order}.
// Sign agreement with the result: learned ${(100 * r.agreement.learned).toFixed(1)}%, hand-written ${(100 * r.agreement.hand).toFixed(1)}%.
// Do not edit by hand: re-run the command.
export const ${t.constant}: readonly number[] = [${r.weights.map(rounded).join(', ')}];
export const LEARNED_FROM = { seed: '${o.seed.replace(/[^\w.:-]/g, '')}', games: ${o.games}, samples: ${r.samples}, fit: '${o.fit}' } as const;
`;
}

export function parseTrainArgs(argv: string[]): TrainOptions & { dryRun: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      games: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      players: { type: 'string', default: '2' },
      epsilon: { type: 'string', default: '0.1' },
      every: { type: 'string', default: '4' },
      fit: { type: 'string', default: 'ls' },
      ridge: { type: 'string', default: '0.001' },
      'dry-run': { type: 'boolean', default: false },
      iterations: { type: 'string', default: '40' },
      pairs: { type: 'string', default: '2' },
      c: { type: 'string', default: '0.3' },
      a: { type: 'string', default: '0.3' },
      margin: { type: 'string', default: '10' },
      procs: { type: 'string' },
      from: { type: 'string' },
    },
  });
  if (!values.game) throw new Error('--game <id> is required');
  if (values.fit !== 'ls' && values.fit !== 'logistic' && values.fit !== 'spsa')
    throw new Error('--fit ls|logistic|spsa');
  return {
    gameId: values.game,
    games: Number(values.games),
    seed: values.seed!,
    players: Number(values.players),
    epsilon: Number(values.epsilon),
    every: Math.max(1, Number(values.every)),
    fit: values.fit,
    ridge: Number(values.ridge),
    spsa: {
      iterations: Number(values.iterations),
      pairs: Number(values.pairs),
      c: Number(values.c),
      a: Number(values.a),
      marginScale: Number(values.margin),
      procs: values.procs ? Number(values.procs) : defaultProcs(),
      ...(values.from ? { start: values.from.split(',').map(Number) } : {}),
    },
    dryRun: values['dry-run']!,
  };
}

/** The weights file for SPSA weights (learned from game outcomes: no samples, no agreement). */
export function spsaWeightsFile(o: TrainOptions, weights: number[], games: number): string {
  const t = trainable(o.gameId);
  const p = o.spsa;
  const from = p.start ? ` --from ${p.start.join(',')}` : '';
  const cmd = `npm run train -- --game ${o.gameId} --fit spsa --seed ${o.seed} --players ${o.players} --iterations ${p.iterations} --pairs ${p.pairs} --c ${p.c} --a ${p.a} --margin ${p.marginScale}${from}`;
  return `// Learned evaluation weights, written by \`${cmd}\`
// (test/bench/train.ts, test/bench/tune.ts): SPSA on the outcomes of ${games} seeded greedy-against-greedy
// games (seed ${o.seed}), the mean of the second half of ${p.iterations} iterations. Feature order: ${t.order}.
// Do not edit by hand: re-run the command.
export const ${t.constant}: readonly number[] = [${weights.map(rounded).join(', ')}];
export const LEARNED_FROM = { seed: '${o.seed.replace(/[^\w.:-]/g, '')}', games: ${games}, samples: 0, fit: 'spsa' } as const;
`;
}

async function mainSpsa(o: ReturnType<typeof parseTrainArgs>) {
  const t = trainable(o.gameId);
  const { weights, steps } = await spsa(
    findModule(o.gameId),
    { ...o.spsa, gameId: o.gameId, seed: o.seed, players: o.players },
    (st) =>
      process.stderr.write(
        `${st.k + 1}/${o.spsa.iterations}: θ+ won ${st.winsPlus}/${st.games}, signal ${st.signal.toFixed(3)}, θ = ${st.theta.map(rounded).join(', ')}\n`,
      ),
  );
  const games = steps.reduce((s, st) => s + st.games, 0);
  console.log(`${o.gameId}: SPSA, ${o.spsa.iterations} iterations, ${games} games (seed ${o.seed})`);
  console.log('| feature | hand-written | learned |');
  console.log('|---|---|---|');
  t.names.forEach((n, i) => console.log(`| ${n} | ${t.hand[i]} | ${rounded(weights[i])} |`));
  console.log(`as an evaluation: --set <level>.evaluation=${evaluationName(weights)}`);
  if (!o.dryRun) {
    const file = fileURLToPath(new URL(`../../${t.file}`, import.meta.url));
    writeFileSync(file, spsaWeightsFile(o, weights, games));
    console.log(`wrote ${t.file}`);
  }
}

async function main() {
  const o = parseTrainArgs(process.argv.slice(2));
  if (o.fit === 'spsa') return mainSpsa(o);
  const samples = collect(o, (g) => {
    if (process.stderr.isTTY || g % 10 === 0) process.stderr.write(`${g}/${o.games} games\n`);
  });
  const r = fitSamples(o, samples);
  console.log(`${o.gameId}: ${o.games} games (seed ${o.seed}), ${r.samples} samples, fit ${o.fit}`);
  console.log('| feature | hand-written | learned |');
  console.log('|---|---|---|');
  r.names.forEach((n, i) => console.log(`| ${n} | ${r.hand[i]} | ${rounded(r.weights[i])} |`));
  console.log(
    `sign agreement with the result: learned ${(100 * r.agreement.learned).toFixed(1)}%, hand-written ${(100 * r.agreement.hand).toFixed(1)}%`,
  );
  if (!o.dryRun) {
    const file = fileURLToPath(new URL(`../../${trainable(o.gameId).file}`, import.meta.url));
    writeFileSync(file, weightsFile(o, r));
    console.log(`wrote ${trainable(o.gameId).file}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
