// npm run league -- --game <id> [--games K] [--hard-games H] [--seed S] [--procs P] [--time-cap]
//   [--bots random,greedy,normal,hard] [--anchor random|none] [--write] [--json]
// The bot league: every pair of levels plays K seeded games at 2 players (H for pairs with Hard,
// whose games are the slow ones), seat-rotated, on the arena's match driver (./harness.ts,
// ./pool.ts). The results are rated with the players' own model (server/ratings/model.ts: openskill
// Plackett-Luce, places from games/common/result.ts, shown = 1000 + 30 × (μ − 3σ)): every level
// starts as a new account does (μ 25, σ 25/3) and the games are applied one at a time, as a
// player's matches are, game 0 of every pair, then game 1 of every pair, …, so no pair's games
// come all at the end. Anchor (default `random`): every μ is then shifted by the same amount so
// that random shows 1000, the number a new account starts at; the model depends only on
// differences of μ, so the shift changes no prediction. `--anchor none` leaves the levels' mean μ
// at 25 (where a new account's is). Prints a table of results and ratings; --write writes
// games/<id>/bot-ratings.ts (the command in its header). Easy is the greedy bot in every game
// (the same budget): it is left out of the games and given greedy's rating, unless a game sets it
// apart (then --bots must name it).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BotSpec, budgetFor } from '../../games/common/bots/levels';
import type { BotRatings } from '../../games/common/bot-ratings';
import {
  isProvisional,
  newSkill,
  placesOf,
  rateResult,
  START_RATING,
  type Skill,
  shownRating,
} from '../../server/ratings/model';
import { findModule, type GameJob, type GameRecord, parseBot, rotatedJobs, wilson } from './harness';
import { defaultProcs, runJobs } from './pool';

export function parseLeagueArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      games: { type: 'string', default: '10' },
      'hard-games': { type: 'string' },
      seed: { type: 'string', default: '1' },
      procs: { type: 'string' },
      'time-cap': { type: 'boolean', default: false },
      bots: { type: 'string', default: 'random,greedy,normal,hard' },
      anchor: { type: 'string', default: 'random' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.game) throw new Error('--game <id> is required');
  findModule(values.game);
  const bots = values.bots!.split(',').map((s) => parseBot(s.trim()));
  if (new Set(bots).size !== bots.length || bots.length < 2) throw new Error('--bots wants 2 or more distinct levels');
  const games = Number(values.games);
  const hardGames = values['hard-games'] ? Number(values['hard-games']) : games;
  for (const n of [games, hardGames])
    if (!Number.isInteger(n) || n < 1) throw new Error('game counts are whole numbers ≥ 1');
  if (values.anchor !== 'random' && values.anchor !== 'none') throw new Error('--anchor random|none');
  if (values.anchor === 'random' && !bots.includes('random')) throw new Error('--anchor random needs random in --bots');
  return {
    gameId: values.game,
    bots,
    games,
    hardGames,
    seed: values.seed!,
    procs: values.procs ? Number(values.procs) : defaultProcs(),
    timeCap: values['time-cap']!,
    anchor: values.anchor as 'random' | 'none',
    write: values.write!,
    json: values.json!,
  };
}
export type LeagueArgs = ReturnType<typeof parseLeagueArgs>;

export interface PairingJob {
  pair: [BotSpec, BotSpec];
  /** Game number within the pair. */
  g: number;
  job: GameJob;
  /** seat → index into `pair`. */
  participants: number[];
}

/** Every pair's seat-rotated, seeded games, in rating order (game g of every pair, then g + 1). */
export function leagueJobs(a: Pick<LeagueArgs, 'gameId' | 'bots' | 'games' | 'hardGames' | 'seed' | 'timeCap'>) {
  const pairs: [BotSpec, BotSpec][] = [];
  for (let i = 0; i < a.bots.length; i++)
    for (let j = i + 1; j < a.bots.length; j++) pairs.push([a.bots[i], a.bots[j]]);
  const count = (p: [BotSpec, BotSpec]) => (p.includes('hard') ? a.hardGames : a.games);
  const perPair = pairs.map((pair) =>
    rotatedJobs({
      gameId: a.gameId,
      numPlayers: 2,
      bots: pair,
      games: count(pair),
      seed: `${a.seed}:${pair.join('-')}`,
      timeCap: a.timeCap,
    }).map((r, g) => ({ pair, g, ...r })),
  );
  const out: PairingJob[] = [];
  const most = Math.max(...perPair.map((p) => p.length));
  for (let g = 0; g < most; g++) for (const p of perPair) if (g < p.length) out.push(p[g]);
  return { pairs, jobs: out };
}

export interface LeagueTable {
  skills: Record<string, Skill>;
  ratings: Record<string, number>;
  games: Record<string, number>;
  /** wins[a][b]: a's win share against b (a shared win counts 1/2). */
  wins: Record<string, Record<string, number>>;
  played: Record<string, Record<string, number>>;
  skipped: number;
}

/** Rate the finished games in order with the players' model, then anchor. */
export function rateLeague(
  bots: BotSpec[],
  jobs: PairingJob[],
  records: GameRecord[],
  anchor: 'random' | 'none',
): LeagueTable {
  const skills: Record<string, Skill> = Object.fromEntries(bots.map((b) => [b, newSkill()]));
  const games: Record<string, number> = Object.fromEntries(bots.map((b) => [b, 0]));
  const zero = () => Object.fromEntries(bots.map((b) => [b, 0]));
  const wins: Record<string, Record<string, number>> = Object.fromEntries(bots.map((b) => [b, zero()]));
  const played: Record<string, Record<string, number>> = Object.fromEntries(bots.map((b) => [b, zero()]));
  let skipped = 0;
  jobs.forEach((pj, k) => {
    const r = records[k];
    if (!r || r.error || r.unfinished) {
      skipped++;
      return;
    }
    const seats = ['0', '1'];
    // the gameover the game reached, as the server's keeper reads it
    const gameover = { winners: seats.filter((s) => (r.share[s] ?? 0) > 0), scores: r.scores };
    const places = placesOf(gameover, seats);
    const who = seats.map((s) => pj.pair[pj.participants[Number(s)]]);
    const after = rateResult(
      who.map((b) => skills[b]),
      seats.map((s) => places.get(s)!),
    );
    who.forEach((b, i) => {
      skills[b] = after[i];
      games[b]++;
      const other = who[1 - i];
      played[b][other]++;
      wins[b][other] += r.share[seats[i]] ?? 0;
    });
  });
  // the model depends only on μ differences: one shift for every level
  const shift =
    anchor === 'random'
      ? (START_RATING - shownRating(skills.random)) / 30
      : 25 - bots.reduce((s, b) => s + skills[b].mu, 0) / bots.length;
  for (const b of bots) skills[b] = { mu: skills[b].mu + shift, sigma: skills[b].sigma };
  const ratings = Object.fromEntries(bots.map((b) => [b, shownRating(skills[b])]));
  return { skills, ratings, games, wins, played, skipped };
}

export function formatLeague(gameId: string, bots: BotSpec[], t: LeagueTable): string {
  const order = [...bots].sort((a, b) => t.ratings[b] - t.ratings[a]);
  const head = ['level', 'rating', 'μ', 'σ', 'games', ...order.map((b) => `vs ${b}`)];
  const cell = (a: string, b: string) => {
    if (a === b || !t.played[a][b]) return '–';
    const [lo, hi] = wilson(t.wins[a][b], t.played[a][b]);
    return `${+t.wins[a][b].toFixed(1)}/${t.played[a][b]} (${Math.round(100 * lo)}–${Math.round(100 * hi)}%)`;
  };
  const rows = order.map((b) => [
    b,
    String(t.ratings[b]),
    t.skills[b].mu.toFixed(2),
    t.skills[b].sigma.toFixed(2),
    String(t.games[b]),
    ...order.map((o) => cell(b, o)),
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(w[i])).join(' | ') + ' |';
  return [
    `${gameId}, 2 players: row's wins against column (Wilson 95%)`,
    line(head),
    '|' + w.map((x) => '-'.repeat(x + 2)).join('|') + '|',
    ...rows.map(line),
  ].join('\n');
}

const LEVEL_ORDER: BotSpec[] = ['random', 'greedy', 'easy', 'normal', 'hard'];

/** Easy is the greedy bot unless the game sets it apart (GameBots.levels): then it needs its own
 *  games (--bots with easy), else it gets greedy's rating without playing the same bot twice. */
export function easyIsGreedy(gameId: string): boolean {
  const mod = findModule(gameId);
  return JSON.stringify(budgetFor(mod, 'easy')) === JSON.stringify(budgetFor(mod, 'greedy'));
}

/** The text of games/<id>/bot-ratings.ts. */
export function botRatingsSource(a: LeagueArgs, t: LeagueTable, command: string, when: string): string {
  const alias = !a.bots.includes('easy') && a.bots.includes('greedy');
  if (alias && !easyIsGreedy(a.gameId)) throw new Error(`${a.gameId} sets Easy apart from greedy: add easy to --bots`);
  const of = (b: BotSpec) => (b === 'easy' && alias ? 'greedy' : b);
  const data: BotRatings = {
    game: a.gameId,
    players: 2,
    ratings: Object.fromEntries(
      LEVEL_ORDER.filter((b) => a.bots.includes(of(b))).map((b) => [
        b,
        {
          rating: t.ratings[of(b)],
          mu: +t.skills[of(b)].mu.toFixed(3),
          sigma: +t.skills[of(b)].sigma.toFixed(3),
          games: t.games[of(b)],
          provisional: isProvisional(t.skills[of(b)]),
        },
      ]),
    ) as BotRatings['ratings'],
  };
  return [
    '// Generated by the bot league (test/bench/league.ts; test/bench/README.md, "Bot league"): each',
    "// level's rating on the players' scale, random anchored at a new account's 1000" +
      (a.anchor === 'none' ? ' (here: not anchored, mean μ 25).' : '.'),
    `//   ${command}`,
    ...(alias
      ? ['// Easy is the greedy bot (the same budget in games/common/bots/levels.ts): its entry is greedy’s.']
      : []),
    `// seed ${a.seed}; ${a.games} games a pair, ${a.hardGames} a pair with Hard; 2 players, seat-rotated;` +
      ` time caps ${a.timeCap ? 'on' : 'off'}; ${t.skipped} games unfinished or failed (left out); ${when}.`,
    "import type { BotRatings } from '../common/bot-ratings';",
    '',
    `export const botRatings: BotRatings = ${JSON.stringify(data, null, 2)};`,
    '',
  ].join('\n');
}

async function main() {
  const a = parseLeagueArgs(process.argv.slice(2));
  if (a.write && !a.bots.includes('easy') && !easyIsGreedy(a.gameId))
    throw new Error(`${a.gameId} sets Easy apart from greedy: add easy to --bots`);
  const { jobs } = leagueJobs(a);
  const t0 = Date.now();
  // slow games first (those with Hard, then Normal) so the last process is not left alone with one
  const weight = (pj: PairingJob) => (pj.pair.includes('hard') ? 2 : pj.pair.includes('normal') ? 1 : 0);
  const order = jobs.map((_, i) => i).sort((x, y) => weight(jobs[y]) - weight(jobs[x]) || x - y);
  let done = 0;
  const ran = await runJobs(
    order.map((i) => jobs[i].job),
    a.procs,
    () => {
      done++;
      if (!a.json) process.stderr.write(`${done}/${jobs.length} games, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    },
  );
  const records: GameRecord[] = new Array(jobs.length);
  order.forEach((i, k) => {
    records[i] = ran[k];
  });
  const table = rateLeague(a.bots, jobs, records, a.anchor);
  const errors = records.filter((r) => r.error || r.unfinished).map((r) => `${r.job.seed}: ${r.error ?? 'unfinished'}`);
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  const command = `npm run league -- ${process.argv.slice(2).join(' ')}`;
  if (a.json) process.stdout.write(JSON.stringify({ game: a.gameId, seed: a.seed, ...table, errors, secs }) + '\n');
  else {
    console.log(formatLeague(a.gameId, a.bots, table));
    console.log(`${jobs.length} games · ${secs} s on ${a.procs} process(es)${a.timeCap ? ' · time caps on' : ''}`);
    for (const e of errors) console.log(`LEFT OUT ${e}`);
  }
  if (a.write) {
    const file = fileURLToPath(new URL(`../../games/${a.gameId}/bot-ratings.ts`, import.meta.url));
    writeFileSync(file, botRatingsSource(a, table, command, new Date().toISOString().slice(0, 10)));
    // the house layout (Biome), so the generated file passes `npm run lint` as written
    spawnSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
    if (!a.json) console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
