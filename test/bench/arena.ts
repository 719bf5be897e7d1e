// npm run arena -- --game <id> --players N --bots <spec,...> --games K --seed S [--json]
//   a spec is a level, or a level with a multiple of its search budget: hard,hardx4 (headroom),
//   either with the evaluation it plays instead of its own: hard@learned,hard (equal budgets)
//   [--procs P] [--time-cap] [--iterations I] [--depth D] [--dets K] [--rollout random|epsilon-greedy] [--epsilon E] [--root-width W]
//   [--turn-steps T] [--set greedy|easy|normal|hard.<field>=<value> ...] [--log] [--tally field,...]
// --tally: average per bot of each seat's final G.players[seat].<field> (numbers; arrays by length),
//   e.g. --tally bonds,deliveries for Railways of the World.
// --record FILE: append each finished game to FILE (JSON lines); games already there are not
//   played again, so a stopped run resumes and `--games` can grow (the summary covers all of them).
// Seeded bot-vs-bot games with seat rotation on all cores. Prints a table (wins with a Wilson 95%
// interval, average score, plies, decision time p50/p95/max over real decisions, i.e. with at
// least two legal moves), or with --json exactly one JSON object:
//   { game, players, games, seed, logHash, results: [{ bot, wins, winRate, avgScore,
//     decisionMsP50, decisionMsP95, ... }] }
// Same arguments → same action logs (logHash). Budgets are iteration counts; the levels' wall-
// clock caps are off unless --time-cap (then results depend on the machine's speed).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  logHash,
  parseParticipant,
  rotatedJobs,
  scoreMargin,
  summarize,
  type BotResult,
  type GameJob,
  type GameRecord,
} from './harness';
import { defaultProcs, runJobs } from './pool';
import { DEFAULT_BUDGETS, type BotSpec } from '../../games/common/bots/levels';

export function parseArenaArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      players: { type: 'string', default: '2' },
      bots: { type: 'string', default: 'normal,random' },
      games: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
      procs: { type: 'string' },
      'time-cap': { type: 'boolean', default: false },
      iterations: { type: 'string' },
      depth: { type: 'string' },
      dets: { type: 'string' },
      bias: { type: 'string' },
      c: { type: 'string' },
      reward: { type: 'string' },
      rollout: { type: 'string' },
      epsilon: { type: 'string' },
      'root-width': { type: 'string' },
      'turn-steps': { type: 'string' },
      set: { type: 'string', multiple: true },
      log: { type: 'boolean', default: false },
      tally: { type: 'string' },
      record: { type: 'string' },
    },
  });
  if (!values.game) throw new Error('--game <id> is required');
  const budget: Record<string, unknown> = {};
  // A given iteration count is used as is: no scaling by the number of legal moves.
  const fixedIterations = (n: number) => ({ iterations: n, perMove: Infinity, minIterations: 0 });
  if (values.iterations) Object.assign(budget, fixedIterations(Number(values.iterations)));
  if (values.depth) budget.playoutDepth = budget.kernelDepth = Number(values.depth);
  if (values.dets) budget.determinizations = Number(values.dets);
  if (values.bias) budget.bias = Number(values.bias);
  if (values.c) budget.exploration = Number(values.c);
  if (values.reward) budget.reward = values.reward;
  if (values.rollout) budget.rollout = values.rollout;
  if (values.epsilon) budget.epsilon = Number(values.epsilon);
  if (values['root-width']) budget.rootWidth = Number(values['root-width']);
  if (values['turn-steps']) budget.turnSteps = Number(values['turn-steps']);
  // --set hard.turnSteps=8: one level's budget field (numbers, or a string such as a reward).
  const levelBudgets: Record<string, Record<string, unknown>> = {};
  for (const kv of values.set ?? []) {
    const m = /^(greedy|easy|normal|hard)\.(\w+)=(.+)$/.exec(kv);
    if (!m) throw new Error(`--set wants greedy|easy|normal|hard.<field>=<value>, got ${kv}`);
    const fields = Object.keys(DEFAULT_BUDGETS[m[1] as BotSpec]).filter((k) => k !== 'kind');
    if (!fields.includes(m[2]))
      throw new Error(`--set: no ${m[1]} budget field ${m[2]} (fields: ${fields.join(', ')})`);
    const v = Number.isNaN(Number(m[3])) ? m[3] : Number(m[3]);
    Object.assign((levelBudgets[m[1]] ??= {}), m[2] === 'iterations' ? fixedIterations(Number(v)) : { [m[2]]: v });
  }
  const participants = values.bots!.split(',').map((s) => parseParticipant(s.trim()));
  return {
    gameId: values.game,
    numPlayers: Number(values.players),
    bots: participants.map((p) => p.level),
    /** Per participant: a multiple of its level's search budget (`hardx4`). */
    multiples: participants.map((p) => p.multiple),
    /** Per participant: the evaluation its level plays instead of its own (`hard@learned`). */
    evaluations: participants.map((p) => p.evaluation),
    /** Per participant: how results name it (`hard`, `hardx4`). */
    labels: participants.map((p) => p.label),
    games: Number(values.games),
    seed: values.seed!,
    json: values.json!,
    procs: values.procs ? Number(values.procs) : defaultProcs(),
    timeCap: values['time-cap']!,
    budget: Object.keys(budget).length ? budget : undefined,
    levelBudgets: Object.keys(levelBudgets).length ? levelBudgets : undefined,
    log: values.log!,
    /** A JSON-lines file of finished games: games already in it are not played again, each new
     *  one is appended as it ends (a long run survives being stopped, and can be extended). */
    record: values.record,
    /** Per-seat fields of G.players averaged per bot at the end (e.g. bonds,deliveries). */
    tally: values.tally
      ? values.tally
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  };
}

export async function runArena(a: ReturnType<typeof parseArenaArgs>, progress?: (done: number) => void) {
  const planned = rotatedJobs({ ...a });
  const kept = a.record ? readRecords(a.record) : new Map<string, GameRecord>();
  const todo = planned.map((p) => p.job).filter((j) => !kept.has(jobKey(j)));
  let done = planned.length - todo.length;
  const fresh = await runJobs(todo, a.procs, (_i, r) => {
    if (a.record) appendFileSync(a.record, JSON.stringify(r) + '\n');
    progress?.(++done);
  });
  fresh.forEach((r, i) => kept.set(jobKey(todo[i]), r));
  const records = planned.map((p) => kept.get(jobKey(p.job))!);
  const results = summarize(a.labels, planned, records, a.tally);
  const margin = scoreMargin(a.labels, planned, records);
  const errors = records.filter((r) => r.error).map((r) => `${r.job.seed}: ${r.error}`);
  return {
    records,
    results,
    margin,
    errors,
    hash: logHash(records),
    plies: records.reduce((s, r) => s + r.plies, 0) / Math.max(1, records.length),
  };
}

/** A game of a --record file is known by its whole job (game, seats, seed, budgets). */
const jobKey = (j: GameJob) => JSON.stringify(j);

/** The games of a --record file, by their job (a line that does not parse is skipped: a run
 *  stopped mid-write leaves at most one). */
function readRecords(file: string): Map<string, GameRecord> {
  const out = new Map<string, GameRecord>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as GameRecord;
      out.set(jobKey(r.job), r);
    } catch {
      // the partial last line of an interrupted run
    }
  }
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatTable(game: string, players: number, games: number, results: BotResult[]): string {
  const fields = Object.keys(results[0]?.tallies ?? {});
  const head = [
    'bot',
    'wins',
    'win rate (95% CI)',
    'avg score',
    'plies',
    'ms p50',
    'ms p95',
    'ms max',
    ...fields.map((f) => `avg ${f}`),
  ];
  const rows = results.map((r) => [
    r.bot,
    `${+r.wins.toFixed(1)}/${games * r.seats}`,
    `${pct(r.winRate)} (${pct(r.winLo)}–${pct(r.winHi)})`,
    r.avgScore.toFixed(1),
    r.avgPlies.toFixed(0),
    r.decisionMsP50.toFixed(1),
    r.decisionMsP95.toFixed(1),
    r.decisionMsMax.toFixed(1),
    ...fields.map((f) => r.tallies[f].toFixed(1)),
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(w[i])).join(' | ') + ' |';
  return [
    `${game}, ${players} players, ${games} games`,
    line(head),
    '|' + w.map((x) => '-'.repeat(x + 2)).join('|') + '|',
    ...rows.map(line),
  ].join('\n');
}

/** The object `--json` prints (test/bench/README.md, Commands). */
export function arenaJson(
  a: ReturnType<typeof parseArenaArgs>,
  results: BotResult[],
  errors: string[],
  hash: string,
  margin: ReturnType<typeof scoreMargin> = null,
) {
  return {
    game: a.gameId,
    players: a.numPlayers,
    games: a.games,
    seed: a.seed,
    logHash: hash,
    errors,
    results: results.map((r) => ({
      bot: r.bot,
      wins: r.wins,
      winRate: r.winRate,
      winRateCI95: [r.winLo, r.winHi],
      avgScore: r.avgScore,
      avgPlies: r.avgPlies,
      decisionMsP50: r.decisionMsP50,
      decisionMsP95: r.decisionMsP95,
      decisionMsMax: r.decisionMsMax,
      ...(a.tally.length ? { tallies: r.tallies } : {}),
    })),
    ...(margin ? { scoreMargin: { mean: margin.mean, ci95HalfWidth: margin.half } } : {}),
  };
}

async function main() {
  const a = parseArenaArgs(process.argv.slice(2));
  const t0 = Date.now();
  const { results, margin, errors, hash, records } = await runArena(a, (d) => {
    if (a.record) process.stderr.write(`${d}/${a.games} games (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
    else if (!a.json && process.stderr.isTTY) process.stderr.write(`\r${d}/${a.games} games`);
  });
  if (!a.json && !a.record && process.stderr.isTTY) process.stderr.write('\n');
  if (a.json) {
    process.stdout.write(JSON.stringify(arenaJson(a, results, errors, hash, margin)) + '\n');
  } else {
    console.log(formatTable(a.gameId, a.numPlayers, a.games, results));
    if (margin)
      console.log(
        `score margin ${margin.first} − ${margin.second}: ${margin.mean >= 0 ? '+' : ''}${margin.mean.toFixed(1)} ± ${margin.half.toFixed(1)} points a game (95%, ${margin.games} games)`,
      );
    console.log(
      `log hash ${hash} · ${((Date.now() - t0) / 1000).toFixed(1)} s on ${a.procs} process(es)${a.timeCap ? ' · time caps on' : ''}`,
    );
    if (a.log)
      for (const r of records)
        console.log(
          r.job.seed,
          r.job.seats.join(','),
          JSON.stringify(
            r.moves.map((m) => `${m.playerID}:${m.move}${m.args.length ? JSON.stringify(m.args[0]) : ''}`),
          ),
        );
    for (const e of errors) console.log(`ERROR ${e}`);
  }
  if (errors.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
