// npm run bench:search -- [--game id[,id...]] [--level hard|normal] [--positions P] [--plies N] [--json]
// The cost of a search iteration: per game, P fixed positions (the greedy bot plays both seats
// from seed bench-search-<game>-<k> for N plies, 2 players), then one decision of the level there
// with its time cap off (its iteration budget, so the same work on every machine), one process.
// Reports iterations per second of CPU over those decisions and the mean decision CPU time
// (process CPU, so another run on the machine does not change it much): what
// "Hard gets more iterations in the same time" is measured with. The moves chosen are printed
// as a hash: a change that only makes the search cheaper leaves it unchanged. A lookahead level
// (Railways of the World) counts no iterations: its decision time is the measure.
import { parseArgs } from 'node:util';
import { GAMES } from '../../games';
import { chooseMoveDetailed } from '../../games/common/bots';
import type { BotSpec } from '../../games/common/bots/levels';
import { activeSeats, type MoveRecord, startMatch } from '../../games/common/match';
import { hashString } from '../../games/common/rng';
import { findModule } from './harness';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    game: { type: 'string' },
    level: { type: 'string', default: 'hard' },
    positions: { type: 'string', default: '4' },
    plies: { type: 'string', default: '16' },
    json: { type: 'boolean', default: false },
  },
});
const ids = values.game ? values.game.split(',') : GAMES.map((g) => g.id);
const level = values.level as BotSpec;
if (level !== 'hard' && level !== 'normal') throw new Error('--level wants hard or normal');
const P = Number(values.positions);
const plies = Number(values.plies);

/** A position `plies` greedy moves in (fewer if the game ends first), with a seat to act. */
async function position(id: string, k: number) {
  const mod = findModule(id);
  const m = startMatch(mod, 2, `bench-search-${id}-${k}`);
  for (let i = 0; i < plies + k && !m.state.ctx.gameover; i++) {
    const seat = activeSeats(m.state.ctx)[0];
    const { choice } = await chooseMoveDetailed(mod, m.state, seat, { level: 'greedy', seed: `p${i}` });
    if (!m.step({ playerID: seat, move: choice.move, args: choice.args as MoveRecord['args'] }).ok)
      throw new Error(`${id}: greedy move refused`);
  }
  return { mod, state: m.state, seat: activeSeats(m.state.ctx)[0] };
}

const rows = [];
for (const id of ids) {
  let iterations = 0;
  let ms = 0;
  let picks = '';
  for (let k = 0; k < P; k++) {
    const { mod, state, seat } = await position(id, k);
    const c0 = process.cpuUsage();
    const r = await chooseMoveDetailed(mod, state, seat, { level, seed: `bench-search-${k}` });
    const c = process.cpuUsage(c0);
    ms += (c.user + c.system) / 1000; // CPU time: the figure holds beside other runs
    iterations += r.stats.iterations;
    picks += JSON.stringify(r.choice);
  }
  const row = {
    game: id,
    level,
    positions: P,
    iterations,
    iterationsPerSec: iterations ? Math.round((iterations / ms) * 1000) : null,
    msPerDecision: Math.round(ms / P),
    picks: (hashString(picks) >>> 0).toString(16),
  };
  rows.push(row);
  if (!values.json)
    console.log(
      `${id.padEnd(26)} ${level} ${String(row.iterationsPerSec ?? '–').padStart(6)} iterations/s  ${String(row.msPerDecision).padStart(6)} ms a decision  (${iterations} iterations, picks ${row.picks})`,
    );
}
if (values.json) console.log(JSON.stringify(rows));
