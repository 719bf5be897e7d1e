// Which pages may write with a player's cookie (server/http/origin.ts, server/config.ts): in
// production only the site's own origin and ORIGINS; a page on another loopback port (any program
// on the player's machine) is refused; in development the loopback ports are trusted (the vite dev
// server serves the pages from another port).
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startServer, type RoundhouseServer } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { tempDir } from '../harness';

const GAME = toyCards.id;
const servers: RoundhouseServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

/** The server as `npm start` configures it from the environment (NODE_ENV and ORIGINS as given). */
async function serveFromEnv(env: Record<string, string>) {
  const dataDir = tempDir('rh-origins-');
  const config = configFromEnv({ PORT: '0', DATA_DIR: dataDir, RATE_LIMITS: '0', BOTS: '0', ...env });
  const srv = await startServer({
    ...config,
    clientDir: join(dataDir, 'none'),
    botWorkers: 0,
    masterThreads: 0,
  }, () => {}, [toyCards]);
  servers.push(srv);
  return srv;
}

/** The signed-in writes a page could send for the player, each from `origin`. */
async function writesFrom(srv: RoundhouseServer, origin: string): Promise<Record<string, number>> {
  const jar = new Jar(srv.url);
  expect((await jar.signUp(uniqueName('Origin'), PASSWORD)).status).toBe(201);
  const own = (await jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
  const seat = (await jar.post(`/games/${GAME}/${own}/join`, { playerID: '0', playerName: 'Me' })).json;
  const other = new Jar(srv.url);
  await other.signUp(uniqueName('Host'), PASSWORD);
  const rated = (await other.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true })).json.matchID;
  const h = { origin };
  const out: Record<string, number> = {};
  const w = async (label: string, m: string, p: string, body?: unknown) =>
    (out[label] = (await jar.req(m, p, body, h)).status);
  await w('rated join', 'POST', `/games/${GAME}/${rated}/join`, { playerName: 'x' });
  await w('new table', 'POST', '/api/tables', { gameId: GAME, numPlayers: 2 });
  await w('new rated table', 'POST', '/api/tables', { gameId: GAME, numPlayers: 2, rated: true });
  await w('create', 'POST', `/games/${GAME}/create`, { numPlayers: 2 });
  await w('quick match', 'POST', '/api/quickmatch', { gameId: GAME, numPlayers: 2 });
  await w('quick match leave', 'DELETE', '/api/quickmatch');
  await w('adopt seats', 'POST', '/api/me/seats', { seats: [] });
  await w('leave seat', 'POST', `/api/matches/${own}/leave`, { playerID: '0', credentials: seat.playerCredentials });
  await w('sign out', 'DELETE', '/api/session');
  return out;
}

describe('origins trusted for signed-in writes', () => {
  it('production: a page on another loopback port is refused every signed-in write (403)', async () => {
    const srv = await serveFromEnv({ NODE_ENV: 'production' });
    for (const origin of [
      'http://localhost:4444',
      'http://127.0.0.1:4444',
      'http://[::1]:4444',
      'https://localhost:4444',
    ]) {
      const statuses = await writesFrom(srv, origin);
      for (const [what, status] of Object.entries(statuses)) expect(status, `${what} from ${origin}`).toBe(403);
    }
  });

  it("production: the site's own origin and ORIGINS may write", async () => {
    const srv = await serveFromEnv({ NODE_ENV: 'production', ORIGINS: 'https://play.example' });
    for (const origin of [srv.url, 'https://play.example']) {
      const jar = new Jar(srv.url);
      expect((await jar.signUp(uniqueName('Own'), PASSWORD)).status).toBe(201);
      const r = await jar.req('POST', '/api/tables', { gameId: GAME, numPlayers: 2 }, { origin });
      expect(r.status, origin).toBe(200);
    }
  });

  it('development: loopback ports are trusted (the dev server serves the pages)', async () => {
    const srv = await serveFromEnv({ NODE_ENV: 'development' });
    const statuses = await writesFrom(srv, 'http://localhost:5173');
    for (const [what, status] of Object.entries(statuses)) expect(status, what).not.toBe(403);
  });
});
