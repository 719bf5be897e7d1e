// npm run accept -- [--game id[,id...]] [--games K] [--players N] [--full-every F] [--json]
// "Every enumerated move is accepted": K seeded random games per game (default 1,000) through
// boardgame.io's reducer in production mode. At every ply the move picked among the generator's
// moves must be accepted; every F-th ply (default 10) *every* enumerated move of the acting seat
// is tried on a copy of the state as well (the MCTS bot expands any of them). Prints, per game:
// games, plies, moves tried, refused moves (first few with the reason), games that got stuck or
// hit the ply cap. Exits 1 when any move was refused.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { State } from 'boardgame.io';
import { GAMES } from '../../games';
import { activeSeats, startMatch } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { botReducer, refused } from '../../games/common/bots/state';
import { findModule } from './harness';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '1000' },
    players: { type: 'string', default: '2' },
    'full-every': { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
});
const ids = values.game ? values.game.split(',') : GAMES.map((g) => g.id);
const K = Number(values.games);
const N = Number(values.players);
const F = Number(values['full-every']);
const MAX_PLIES = 20000;

interface Row {
  game: string;
  games: number;
  plies: number;
  tried: number;
  refused: number;
  examples: string[];
  stuck: number;
  capped: number;
  seconds: number;
}

function check(id: string): Row {
  const mod = findModule(id);
  const reducer = botReducer(mod);
  const row: Row = {
    game: id,
    games: K,
    plies: 0,
    tried: 0,
    refused: 0,
    examples: [],
    stuck: 0,
    capped: 0,
    seconds: 0,
  };
  const t0 = performance.now();
  const refuse = (what: string) => {
    row.refused++;
    if (row.examples.length < 5) row.examples.push(what);
  };
  for (let g = 0; g < K; g++) {
    const seed = `accept-${id}-${N}-${g}`;
    const rand = seededRandom(seed + ':moves');
    const match = startMatch(mod, N, seed);
    let ply = 0;
    for (; ply < MAX_PLIES && match.state.ctx.gameover === undefined; ply++) {
      const state: State = match.state;
      const movers = activeSeats(state.ctx)
        .map((s) => ({ s, legal: mod.legalMoves(state.G, state.ctx, s) }))
        .filter((x) => x.legal.length > 0);
      if (!movers.length) {
        row.stuck++;
        break;
      }
      const { s: seat, legal } = movers[Math.floor(rand() * movers.length)];
      if (ply % F === 0) {
        for (const m of legal) {
          row.tried++;
          const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: seat } });
          if (refused(state, next)) refuse(`${seed} ply ${ply} seat ${seat}: ${m.move} ${JSON.stringify(m.args)}`);
        }
      }
      const pick = legal[Math.floor(rand() * legal.length)];
      row.tried++;
      const r = match.step({ playerID: seat, move: pick.move, args: pick.args });
      if (!r.ok) {
        refuse(`${seed} ply ${ply} seat ${seat}: ${pick.move} ${JSON.stringify(pick.args)}`);
        break;
      }
    }
    row.plies += ply;
    if (ply >= MAX_PLIES) row.capped++;
  }
  row.seconds = (performance.now() - t0) / 1000;
  return row;
}

const rows: Row[] = [];
for (const id of ids) {
  const r = check(id);
  rows.push(r);
  if (!values.json) {
    console.log(
      `${r.game.padEnd(26)} ${r.games} games · ${r.plies} plies · ${r.tried} moves tried · ${r.refused} refused · ${r.stuck} stuck · ${r.capped} at the ply cap · ${r.seconds.toFixed(0)} s`,
    );
    for (const e of r.examples) console.log(`  refused: ${e}`);
  }
}
if (values.json) console.log(JSON.stringify({ players: N, fullEvery: F, rows }));
if (rows.some((r) => r.refused > 0 || r.stuck > 0)) process.exitCode = 1;
