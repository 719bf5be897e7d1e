// A server bot seat whose match is over gives its seat up: it no longer counts as playing and its
// lease is released (it used to stay in the running list, its lease renewed, for the life of the
// process).
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RoundhouseServer } from '../../server/app';
import { GAMES } from '../../games';
import { api, tempDir, until } from './harness';

let srv: RoundhouseServer;
beforeAll(async () => {
  const dir = tempDir('rh-seats-');
  srv = await startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir: dir,
      clientDir: join(dir, 'none'),
      origins: [],
      bots: true,
      botWorkers: 0,
      botMinThinkMs: 0,
    },
    () => {},
    GAMES,
  );
});
afterAll(() => srv.stop());

it('the bots of a finished table stop, leave the running list and release their leases', async () => {
  const { status, json } = await api(srv.url, '/api/tables', {
    gameId: 'ticket-to-ride-card-game',
    numPlayers: 2,
    seats: [{ bot: 'random' }, { bot: 'random' }],
  });
  expect(status).toBe(200);
  await until(() => srv.bots.active === 2, 5000, 'two bots playing');
  const over = async () =>
    ((await srv.store.fetch(json.matchID, { metadata: true })).metadata?.gameover ?? null) !== null;
  await until(over, 60_000, 'gameover');
  await until(() => srv.bots.active === 0, 5000, 'the bots to leave their seats');
  for (const seat of ['0', '1']) {
    // Free again: another owner can take the lease at once.
    expect(await srv.db.tryLease(`bot:${json.matchID}:${seat}`, 'someone-else', 10_000)).toBe(true);
  }
}, 90_000);
