// Headless bot-vs-bot games on boardgame.io's reducer, shared by the arena, the bench and the
// tests. Every game is seeded (game seed + per-seat bot seeds), so the same inputs give the same
// action log. Bots receive exactly what their seat would receive from the server (viewOf).
import type { PlayerID, State } from 'boardgame.io';
import { performance } from 'node:perf_hooks';
import { GAMES } from '../../games';
import type { GameModule, SetupData } from '../../games/common/module';
import { activeSeats, startMatch, type MoveRecord } from '../../games/common/match';
import {
  budgetFor,
  chooseMoveDetailed,
  viewOf,
  type BotSpec,
  type SearchBudget,
  BOT_SPECS,
} from '../../games/common/bots';
import { hashString } from '../../games/common/rng';
import { makeToyModule } from '../bots/fixtures/toy-rails';

/** Registered games plus the test fixture (id `toy-rails`, and `toy-rails-kernel` with its
 *  kernel hook), so the harness works before and after the games land. */
export function findModule(id: string): GameModule {
  const m = GAMES.find((g) => g.id === id);
  if (m) return m;
  if (id === 'toy-rails') return makeToyModule();
  if (id === 'toy-rails-kernel') return makeToyModule({ kernel: true });
  throw new Error(`unknown game ${id} (registered: ${GAMES.map((g) => g.id).join(', ') || 'none'})`);
}

export function parseBot(spec: string): BotSpec {
  if (!(BOT_SPECS as string[]).includes(spec)) throw new Error(`unknown bot ${spec} (${BOT_SPECS.join(', ')})`);
  return spec as BotSpec;
}

/** A participant: a level, optionally with a multiple of its search budget (`hardx4`: Hard with
 *  4× the iterations, per move and minimum; the headroom study) and with the evaluation it plays
 *  instead of its own (`hard@learned`, `hard@hand`: evaluations compared at equal budget). */
export function parseParticipant(spec: string): {
  level: BotSpec;
  multiple: number;
  label: string;
  evaluation?: string;
} {
  const m = /^([a-z]+)(?:x(\d+(?:\.\d+)?))?(?:@([\w.:-]+))?$/.exec(spec);
  if (!m)
    throw new Error(`bad bot ${spec}: <level>, <level>x<multiple> or either @<evaluation>, e.g. hardx4, hard@learned`);
  const level = parseBot(m[1]);
  const multiple = m[2] ? Number(m[2]) : 1;
  if (!(multiple > 0)) throw new Error(`bad budget multiple in ${spec}`);
  const label = (multiple === 1 ? level : `${level}x${m[2]}`) + (m[3] ? `@${m[3]}` : '');
  return { level, multiple, label, ...(m[3] ? { evaluation: m[3] } : {}) };
}

/** The level's search budget at `multiple` ×: its iterations (per move and minimum too), or for
 *  a level that plays the lookahead instead of a tree (Railways of the World), its candidates
 *  (each is played out at the same depth, so the work grows with their number). */
export function multipliedBudget(
  mod: GameModule,
  level: BotSpec,
  multiple: number,
  over: Partial<SearchBudget> | undefined,
  numPlayers: number,
): Partial<SearchBudget> | undefined {
  if (multiple === 1) return over;
  const b = budgetFor(mod, level, over, numPlayers);
  if (b.kind !== 'mcts') throw new Error(`${level} does not search: no budget to multiply`);
  if ((b.lookahead ?? 0) > 0) return { ...over, lookahead: Math.round(b.lookahead! * multiple) };
  return {
    ...over,
    iterations: Math.round(b.iterations * multiple),
    perMove: b.perMove * multiple,
    minIterations: Math.round((b.minIterations ?? 0) * multiple),
  };
}

export interface GameJob {
  gameId: string;
  numPlayers: number;
  /** Bot spec per seat. */
  seats: BotSpec[];
  /** Per seat, a multiple of the level's search budget (default 1). */
  multiples?: number[];
  /** Per seat, the evaluation its level plays instead of its own (`hard@learned`). */
  evaluations?: (string | undefined)[];
  seed: string;
  /** Honour the levels' wall-clock caps (machine-dependent results). Default off. */
  timeCap?: boolean;
  budget?: Partial<SearchBudget>;
  /** Per-level overrides on top of `budget` (e.g. only Hard's). */
  levelBudgets?: Partial<Record<BotSpec, Partial<SearchBudget>>>;
  maxPlies?: number;
  /** The game's setupData (variants, or a test knob such as Railways of the World's maxGameTurns). */
  setupData?: SetupData & { [knob: string]: unknown };
}

export interface Decision {
  seat: PlayerID;
  ms: number;
  legal: number;
}

export interface GameRecord {
  job: GameJob;
  moves: MoveRecord[];
  /** Win share per seat (1, or 1/k on a k-way shared win, else 0). */
  share: Record<PlayerID, number>;
  scores: Record<PlayerID, number>;
  plies: number;
  decisions: Decision[];
  /** Moves the reducer refused (a bot or generator bug) and games that hit the ply cap. */
  refused: number;
  unfinished: boolean;
  error?: string;
  /** Each seat's numeric fields of G.players[seat] at the end (bonds, deliveries, …), for --tally. */
  finals?: Record<PlayerID, Record<string, number>>;
}

/** Numeric top-level fields of each seat's G.players entry (arrays count their length). */
function finalsOf(G: any, seats: PlayerID[]): Record<PlayerID, Record<string, number>> | undefined {
  if (!G || typeof G.players !== 'object') return undefined;
  const out: Record<PlayerID, Record<string, number>> = {};
  for (const s of seats) {
    const p = G.players[s];
    if (!p || typeof p !== 'object') continue;
    out[s] = {};
    for (const [k, v] of Object.entries(p)) {
      if (typeof v === 'number') out[s][k] = v;
      else if (Array.isArray(v)) out[s][k] = v.length;
    }
  }
  return out;
}

function levelBudget(job: GameJob, level: BotSpec): Partial<SearchBudget> | undefined {
  const own = job.levelBudgets?.[level];
  return job.budget || own ? { ...job.budget, ...own } : undefined;
}

function withSeatEvaluation(b: Partial<SearchBudget> | undefined, evaluation: string | undefined) {
  return evaluation ? { ...b, evaluation } : b;
}

export async function playGame(job: GameJob): Promise<GameRecord> {
  const mod = findModule(job.gameId);
  const match = startMatch(mod, job.numPlayers, job.seed, job.setupData);
  const moves: MoveRecord[] = [];
  const decisions: Decision[] = [];
  let refused = 0;
  let error: string | undefined;
  const maxPlies = job.maxPlies ?? 5000;
  try {
    while (match.state.ctx.gameover === undefined && moves.length < maxPlies) {
      const state = match.state as State;
      const seat = activeSeats(state.ctx).find((s) => mod.legalMoves(viewOf(mod, state, s).G, state.ctx, s).length > 0);
      if (seat === undefined) throw new Error(`no active seat can move at ply ${moves.length}`);
      const level = job.seats[Number(seat)];
      const view = viewOf(mod, state, seat);
      const t0 = performance.now();
      const { choice, stats } = await chooseMoveDetailed(mod, view, seat, {
        level,
        seed: `${job.seed}:bot${seat}`,
        budget:
          level === 'random'
            ? undefined
            : multipliedBudget(
                mod,
                level,
                job.multiples?.[Number(seat)] ?? 1,
                withSeatEvaluation(levelBudget(job, level), job.evaluations?.[Number(seat)]),
                job.numPlayers,
              ),
        now: job.timeCap ? () => performance.now() : undefined,
      });
      decisions.push({ seat, ms: performance.now() - t0, legal: stats.legal });
      const rec: MoveRecord = { playerID: seat, move: choice.move, args: choice.args as MoveRecord['args'] };
      if (!match.step(rec).ok) {
        refused++;
        throw new Error(`refused ${JSON.stringify(rec)} at ply ${moves.length}`);
      }
      moves.push(rec);
    }
  } catch (e) {
    error = (e as Error).message;
  }
  const state = match.state;
  const gameover = state.ctx.gameover as any;
  const seats = Array.from({ length: job.numPlayers }, (_, i) => String(i));
  const share: Record<PlayerID, number> = {};
  const winners: string[] = gameover
    ? (gameover.winners ?? (gameover.winner !== undefined ? [gameover.winner] : [])).map(String)
    : [];
  for (const s of seats) share[s] = winners.includes(s) ? 1 / winners.length : 0;
  const scores: Record<PlayerID, number> = gameover?.scores ?? mod.scores(state.G, state.ctx);
  return {
    job,
    moves,
    share,
    scores,
    plies: moves.length,
    decisions,
    refused,
    unfinished: !gameover,
    error,
    finals: finalsOf(state.G, seats),
  };
}

export function logHash(records: GameRecord[]): string {
  return hashString(JSON.stringify(records.map((r) => r.moves)))
    .toString(16)
    .padStart(8, '0');
}

/** Seat rotation: game g puts participant i on seat (i + g) mod N. */
export function rotatedJobs(o: {
  gameId: string;
  numPlayers: number;
  bots: BotSpec[];
  /** Per participant, a multiple of its level's search budget (default 1). */
  multiples?: number[];
  /** Per participant, the evaluation its level plays instead of its own. */
  evaluations?: (string | undefined)[];
  games: number;
  seed: string | number;
  timeCap?: boolean;
  budget?: Partial<SearchBudget>;
  levelBudgets?: GameJob['levelBudgets'];
}): { job: GameJob; participants: number[] }[] {
  const N = o.numPlayers;
  if (o.bots.length !== N) throw new Error(`--bots needs ${N} specs (one per seat), got ${o.bots.length}`);
  const out: { job: GameJob; participants: number[] }[] = [];
  for (let g = 0; g < o.games; g++) {
    const participants = Array.from({ length: N }, (_, seat) => (seat - (g % N) + N) % N); // seat → participant
    out.push({
      job: {
        gameId: o.gameId,
        numPlayers: N,
        seats: participants.map((p) => o.bots[p]),
        ...(o.multiples?.some((m) => m !== 1) ? { multiples: participants.map((p) => o.multiples![p] ?? 1) } : {}),
        ...(o.evaluations?.some((e) => e) ? { evaluations: participants.map((p) => o.evaluations![p]) } : {}),
        seed: `${o.seed}:${g}`,
        timeCap: o.timeCap,
        budget: o.budget,
        levelBudgets: o.levelBudgets,
      },
      participants,
    });
  }
  return out;
}

export interface BotResult {
  bot: string;
  seats: number;
  wins: number;
  winRate: number;
  winLo: number;
  winHi: number;
  avgScore: number;
  avgPlies: number;
  decisionMsP50: number;
  decisionMsP95: number;
  decisionMsMax: number;
  decisions: number;
  /** Average final value per tallied field (GameRecord.finals). */
  tallies: Record<string, number>;
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** Wilson 95% interval of k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - h) / d), Math.min(1, (c + h) / d)];
}

/** Two bots at a 2-seat table: the first's score minus the second's, its mean over the games with
 *  a 95% half-width (normal approximation, 1.96 standard errors): a finer measure than wins when
 *  games are few (the headroom study, test/bench/README.md). Null for any other line-up. */
export function scoreMargin(
  bots: readonly string[],
  jobs: { participants: number[] }[],
  records: GameRecord[],
): { first: string; second: string; mean: number; half: number; games: number } | null {
  if (bots.length !== 2 || bots[0] === bots[1] || records.length === 0) return null;
  const ds = records.map((r, g) =>
    jobs[g].participants.reduce((d, p, seat) => d + (p === 0 ? 1 : -1) * (r.scores[String(seat)] ?? 0), 0),
  );
  const n = ds.length;
  const mean = ds.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(ds.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : Number.NaN;
  return { first: bots[0], second: bots[1], mean, half: (1.96 * sd) / Math.sqrt(n), games: n };
}

/** One result per distinct bot spec (duplicates pooled: winRate = wins / (games × copies)). */
export function summarize(
  bots: readonly string[],
  jobs: { participants: number[] }[],
  records: GameRecord[],
  tally: string[] = [],
): BotResult[] {
  const specs = [...new Set(bots)];
  return specs.map((spec) => {
    let wins = 0;
    let n = 0;
    let score = 0;
    let plies = 0;
    const times: number[] = [];
    const sums: Record<string, number> = Object.fromEntries(tally.map((f) => [f, 0]));
    records.forEach((r, g) => {
      const participants = jobs[g].participants;
      participants.forEach((p, seat) => {
        if (bots[p] !== spec) return;
        const id = String(seat);
        n++;
        wins += r.share[id] ?? 0;
        score += r.scores[id] ?? 0;
        plies += r.plies;
        for (const d of r.decisions) if (d.seat === id && d.legal > 1) times.push(d.ms);
        for (const f of tally) sums[f] += r.finals?.[id]?.[f] ?? 0;
      });
    });
    const [lo, hi] = wilson(wins, n);
    return {
      bot: spec,
      seats: bots.filter((b) => b === spec).length,
      wins,
      winRate: n ? wins / n : 0,
      winLo: lo,
      winHi: hi,
      avgScore: n ? score / n : 0,
      avgPlies: n ? plies / n : 0,
      decisionMsP50: percentile(times, 50),
      decisionMsP95: percentile(times, 95),
      decisionMsMax: times.length ? Math.max(...times) : 0,
      decisions: times.length,
      tallies: Object.fromEntries(tally.map((f) => [f, n ? sums[f] / n : 0])),
    };
  });
}
