// Bot tables on the real server process: bot seats think in worker processes (BOT_WORKERS) at
// nice 19, and resume after the server is killed mid-game (whole games: test/bots/server-bot.test.ts).
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { WORKER_NICE } from '../../server/bots/pool';
import { api, randomPort, spawnServer, tempDir, until } from './harness';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,ni=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.trim().split(/\s+/).map(Number));

it('a table of two server bots plays from worker processes at nice 19, and resumes after a SIGKILL', async () => {
  const dataDir = tempDir('rh-bots-');
  const port = randomPort();
  const base = `http://127.0.0.1:${port}`;
  const env = { BOTS: '1', BOT_WORKERS: '1' };
  let srv = await spawnServer(dataDir, port, { children, env });
  const { status, json } = await api(base, '/api/tables', {
    gameId: 'steam-rollers',
    numPlayers: 2,
    seats: [{ bot: 'easy' }, { bot: 'random' }],
  });
  expect(status, JSON.stringify(json)).toBe(200);
  const match = async () =>
    (await (await fetch(`${base}/games/steam-rollers/${json.matchID}`)).json()) as {
      gameover?: unknown;
      updatedAt: number;
    };
  // The bots think in a child process of the server at nice 19.
  await until(() => childrenOf(srv.pid!).length > 0, 20_000, 'a bot worker');
  expect(childrenOf(srv.pid!).map(([, ni]) => ni)).toContain(WORKER_NICE);

  // Let them play a little, then kill the server mid-game and start it again: the bots resume
  // (a move after the restart moves updatedAt on, twice).
  await new Promise((r) => setTimeout(r, 3000));
  const before = await match();
  expect(before.gameover).toBeUndefined();
  srv.kill('SIGKILL');
  await new Promise((r) => srv.once('exit', r));
  srv = await spawnServer(dataDir, port, { children, env });
  let seen = before.updatedAt;
  for (let k = 0; k < 2; k++) {
    await until(async () => (await match()).updatedAt > seen, 30_000, `a bot move after the restart (${k})`);
    seen = (await match()).updatedAt;
  }
  await until(() => childrenOf(srv.pid!).length > 0, 20_000, 'a bot worker after the restart');
}, 120_000);
