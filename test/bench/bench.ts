// npm run bench -- [--game id[,id...]] [--games K] [--players N] [--procs P] [--seconds S] [--json]
// Per game, in production mode (NODE_ENV=production via the npm script):
//  1. random-playout throughput through boardgame.io's reducer (moves/s, one process, nothing
//     else of the bench running; legal-move generation included), plus refused enumerated moves;
//  2. the Normal bot against RandomBot and against the one-ply greedy bot, K seeded games each
//     with seat rotation on all cores: win rate (Wilson 95% interval) and Normal's decision time
//     p50 / p95 / max over real decisions (≥ 2 legal moves), with the levels' time caps ON, as
//     players get them.
// The seed set is fixed (bench-<game>-<k>), so runs differ only by machine speed and load.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { GAMES } from '../../games';
import { randomPlayout } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { findModule, percentile, rotatedJobs, summarize, wilson, type GameRecord } from './harness';
import { defaultProcs, runJobs } from './pool';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '2' },
    players: { type: 'string', default: '2' },
    procs: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    'no-cap': { type: 'boolean', default: false },
  },
});
const ids = values.game ? values.game.split(',') : GAMES.map((g) => g.id);
const K = Number(values.games);
const N = Number(values.players);
const procs = values.procs ? Number(values.procs) : defaultProcs();
const log = (s: string) => !values.json && console.log(s);

function throughput(id: string, seconds: number) {
  const mod = findModule(id);
  const rand = seededRandom(`bench-playout-${id}`);
  let moves = 0;
  let refused = 0;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000 || games < 3) {
    const r = randomPlayout(mod, { numPlayers: N, seed: `bench-playout-${id}-${games}`, rand, maxMoves: 20000 });
    moves += r.moves.length;
    refused += r.refused.length;
    games++;
  }
  const ms = performance.now() - t0;
  return { movesPerSec: (moves / ms) * 1000, games, pliesPerGame: moves / games, refused };
}

interface Row {
  game: string;
  movesPerSec: number;
  refused: number;
  pliesPerGame: number;
  vsRandom: { wins: number; games: number; winRate: number; ci: [number, number] };
  vsGreedy: { wins: number; games: number; winRate: number; ci: [number, number] };
  normalMsP50: number;
  normalMsP95: number;
  normalMsMax: number;
  cappedNote: string;
  errors: string[];
}

async function versus(id: string, opponent: 'random' | 'greedy') {
  const bots = ['normal', ...Array(N - 1).fill(opponent)] as ('normal' | 'random' | 'greedy')[];
  const planned = rotatedJobs({
    gameId: id,
    numPlayers: N,
    bots,
    games: K,
    seed: `bench-${id}-${opponent}`,
    timeCap: !values['no-cap'],
  });
  const records = await runJobs(
    planned.map((p) => p.job),
    procs,
  );
  const [normal] = summarize(bots, planned, records);
  return { normal, records, planned };
}

async function main() {
  const rows: Row[] = [];
  log(
    `bench: ${ids.join(', ')} · ${N} players · ${K} games per opponent · ${procs} processes · load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  for (const id of ids) {
    const t0 = Date.now();
    const tp = throughput(id, Number(values.seconds));
    log(
      `${id}: ${tp.movesPerSec.toFixed(0)} random moves/s (${tp.games} games, ${tp.pliesPerGame.toFixed(0)} plies/game, ${tp.refused} refused)`,
    );
    const r = await versus(id, 'random');
    const g = await versus(id, 'greedy');
    const times: number[] = [];
    const all: GameRecord[] = [...r.records, ...g.records];
    const planned = [...r.planned, ...g.planned];
    all.forEach((rec, i) => {
      const seatsOfNormal = planned[i].participants
        .map((p, seat) => (p === 0 ? String(seat) : null))
        .filter((s) => s !== null);
      for (const d of rec.decisions) if (seatsOfNormal.includes(d.seat) && d.legal > 1) times.push(d.ms);
    });
    const res = (x: typeof r.normal) => ({
      wins: x.wins,
      games: K,
      winRate: x.winRate,
      ci: wilson(x.wins, K) as [number, number],
    });
    const row: Row = {
      game: id,
      movesPerSec: tp.movesPerSec,
      refused: tp.refused,
      pliesPerGame: tp.pliesPerGame,
      vsRandom: res(r.normal),
      vsGreedy: res(g.normal),
      normalMsP50: percentile(times, 50),
      normalMsP95: percentile(times, 95),
      normalMsMax: times.length ? Math.max(...times) : 0,
      cappedNote: '',
      errors: all.filter((x) => x.error).map((x) => `${x.job.seed}: ${x.error}`),
    };
    rows.push(row);
    log(
      `${id}: normal vs random ${row.vsRandom.wins}/${K}, vs greedy ${row.vsGreedy.wins}/${K}, decision p50 ${row.normalMsP50.toFixed(0)} ms p95 ${row.normalMsP95.toFixed(0)} ms max ${row.normalMsMax.toFixed(0)} ms (${times.length} decisions) · ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    for (const e of row.errors) log(`  ERROR ${e}`);
  }
  if (values.json) {
    console.log(JSON.stringify({ players: N, gamesPerOpponent: K, procs, rows }));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const ci = (c: [number, number]) => `${pct(c[0])}–${pct(c[1])}`;
  console.log(
    '\n| game | random moves/s | refused | Normal p50 / p95 / max (ms) | Normal vs random | Normal vs greedy |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.game} | ${r.movesPerSec.toFixed(0)} | ${r.refused} | ${r.normalMsP50.toFixed(0)} / ${r.normalMsP95.toFixed(0)} / ${r.normalMsMax.toFixed(0)} | ${+r.vsRandom.wins.toFixed(1)}/${K} (${ci(r.vsRandom.ci)}) | ${+r.vsGreedy.wins.toFixed(1)}/${K} (${ci(r.vsGreedy.ci)}) |`,
    );
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
