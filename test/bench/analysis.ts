// npm run bench:analysis -- [--game id[,id...]] [--games K] [--moves M] [--json]
// Move analysis (games/common/analysis.ts) measured per title, 2 players, production mode:
//  - K seeded games, the Normal bot (seat 0 in even games, seat 1 in odd ones) against RandomBot;
//  - each game analysed at Normal over its first M moves (all with --moves 0): time per decision
//    p50 / p95 (decisions with ≥ 2 legal moves), the whole-game time extrapolated from the mean;
//  - the average loss per decision of Normal's seat and of Random's seat, and the share of each
//    above the inaccuracy / mistake / blunder thresholds (what the thresholds rest on);
//  - the first game analysed twice: the two analyses must be identical.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { LogEntry } from 'boardgame.io';
import { GAMES } from '../../games';
import { chooseMove, viewOf } from '../../games/common/bots';
import { analyseReplay, THRESHOLDS, type AnalysedPosition } from '../../games/common/analysis';
import { activeSeats, startMatch } from '../../games/common/match';
import { entriesToDispatch } from '../../games/common/replay';
import { percentile } from './harness';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '2' },
    moves: { type: 'string', default: '80' },
    json: { type: 'boolean', default: false },
  },
});
const ids = values.game ? values.game.split(',') : GAMES.map((g) => g.id);
const K = Number(values.games);
const M = Number(values.moves);

async function play(id: string, k: number) {
  const mod = GAMES.find((g) => g.id === id)!;
  const match = startMatch(mod, 2, `bench-analysis-${id}-${k}`);
  const normal = String(k % 2);
  const initialState = match.state;
  const log: LogEntry[] = [];
  for (let i = 0; i < 5000 && !match.state.ctx.gameover; i++) {
    const seat = activeSeats(match.state.ctx)[0];
    const level = seat === normal ? 'normal' : 'random';
    const m = await chooseMove(mod, viewOf(mod, match.state, seat), seat, {
      level,
      seed: `b${k}:${seat}`,
      budget: { timeCapMs: 0 },
    });
    const r = match.step({ playerID: seat, move: m.move, args: m.args as [] });
    if (!r.ok) throw new Error(`${id}: refused ${m.move}`);
    log.push(...((r.state as { deltalog?: LogEntry[] }).deltalog ?? []));
  }
  return { mod, initialState, log, normal };
}

/** The log cut after its first `moves` dispatched entries (0 = whole). */
function cut(log: LogEntry[], moves: number): LogEntry[] {
  if (!moves) return log;
  const picked = entriesToDispatch(log);
  if (picked.length <= moves) return log;
  const id = log[picked[moves]]._stateID;
  return log.filter((e) => e._stateID < id);
}

const rows: Record<string, unknown>[] = [];
for (const id of ids) {
  const times: number[] = [];
  const loss: Record<'normal' | 'random', number[]> = { normal: [], random: [] };
  let decisions = 0;
  let movesTotal = 0;
  let identical = true;
  for (let k = 0; k < K; k++) {
    const g = await play(id, k);
    const log = cut(g.log, M);
    movesTotal += entriesToDispatch(g.log).length;
    let last = performance.now();
    const positions: AnalysedPosition[] = [];
    const a = await analyseReplay(g.mod, g.initialState, log, {
      onPosition: (p) => {
        const now = performance.now();
        if (!p.forced) times.push(now - last);
        last = now;
        positions.push(p);
      },
    });
    for (const p of a.positions) {
      if (p.forced) continue;
      decisions++;
      loss[p.seat === g.normal ? 'normal' : 'random'].push(p.loss);
    }
    if (k === 0) identical = JSON.stringify(await analyseReplay(g.mod, g.initialState, log)) === JSON.stringify(a);
  }
  const avg = (xs: number[]) => (xs.length ? xs.reduce((x, y) => x + y, 0) / xs.length : 0);
  const share = (xs: number[], t: number) => (xs.length ? xs.filter((x) => x >= t).length / xs.length : 0);
  const sorted = times.slice().sort((x, y) => x - y);
  const row = {
    game: id,
    games: K,
    decisions,
    msP50: Math.round(percentile(sorted, 50)),
    msP95: Math.round(percentile(sorted, 95)),
    wholeGameS: Math.round((avg(times) * movesTotal) / K / 1000),
    normalAvgLoss: +avg(loss.normal).toFixed(4),
    randomAvgLoss: +avg(loss.random).toFixed(4),
    normalOver: Object.values(THRESHOLDS).map((t) => +share(loss.normal, t).toFixed(3)),
    randomOver: Object.values(THRESHOLDS).map((t) => +share(loss.random, t).toFixed(3)),
    identical,
  };
  rows.push(row);
  if (!values.json) console.log(JSON.stringify(row));
}
if (values.json) console.log(JSON.stringify(rows, null, 1));
