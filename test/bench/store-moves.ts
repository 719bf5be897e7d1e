// npx tsx test/bench/store-moves.ts [--game steam-rollers] [--tables 50] [--moves 3000]
//   [--server-dir DIR]
//
// The per-move cost of a store without sockets: seeded random legal moves through boardgame.io's
// Master (the server's code path: fetch metadata, fetch state, reduce, write state and metadata)
// over SQLite in a temp dir (server/storage/sqlite.ts, or the one in --server-dir, an earlier
// checkout), spread round-robin over --tables matches, one move at a time. Prints
// { serverDir, game, tables, moves, msPerMove, cpuMsPerMove }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { GAMES, getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { openMasterMatch, quietBoardgameErrors } from '../replay/helpers';

const { values: a } = parseArgs({
  options: {
    game: { type: 'string', default: 'steam-rollers' },
    tables: { type: 'string', default: '50' },
    moves: { type: 'string', default: '3000' },
    'server-dir': { type: 'string' },
  },
});
quietBoardgameErrors();
const mod = getGame(a.game!)!;
const rand = seededRandom('store-moves');
const { SqliteStore } = await import(join(resolve(a['server-dir'] ?? '.'), 'server/storage/sqlite.ts'));
const dataDir = mkdtempSync(join(tmpdir(), 'rh-store-moves-'));
const store = new SqliteStore(dataDir, GAMES);
await new Promise((r) => setTimeout(r, 200)); // as a server does: its checkpoint thread starts
const tables = await Promise.all(
  Array.from({ length: Number(a.tables) }, (_, i) =>
    openMasterMatch(mod, { numPlayers: 2, seed: `t${i}`, store, matchID: `t${i}` }),
  ),
);
const total = Number(a.moves);
let moves = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; moves < total; i++) {
  const m = tables[i % tables.length];
  const s = m.state();
  if (s.ctx.gameover) continue;
  const seat = activeSeats(s.ctx)[0];
  const legal = mod.legalMoves(s.G, s.ctx, seat);
  const pick = legal[Math.floor(rand() * legal.length)];
  await m.send(
    {
      type: 'MAKE_MOVE',
      payload: { type: pick.move, args: pick.args, playerID: seat, credentials: 'secret-cred-' + seat },
    },
    seat,
  );
  moves++;
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    serverDir: a['server-dir'] ?? null,
    game: mod.id,
    tables: tables.length,
    moves,
    msPerMove: Math.round((ms / moves) * 1000) / 1000,
    cpuMsPerMove: Math.round(((cpu.user + cpu.system) / 1000 / moves) * 1000) / 1000,
  }),
);
store.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
