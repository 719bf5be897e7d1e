// Rate limits (429 with Retry-After, then recovery; defaults strict, off only
// when asked), per address behind a trusted proxy, per socket connection (the server's own bots
// exempt), refusals logged once; socket events for matches that do not exist leave no state.
import { afterEach, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { getGame } from '../../../games';
import type { GameModule } from '../../../games/common/module';
import { startServer, type RoundhouseServer } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import { DEFAULT_LIMITS, limitsFromEnv, type RateLimitConfig } from '../../../server/http/rate-limits';
import { rawSocket, sleep, tempDir, until } from '../harness';
import { send } from './routes';

const GAME = toyCards.id;
const servers: RoundhouseServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function serve(
  rateLimits: RateLimitConfig | false,
  extra: { trustProxy?: number; bots?: boolean; games?: GameModule[] } = {},
  logs: string[] = [],
) {
  const dataDir = tempDir('rh-limits-');
  const srv = await startServer(
    {
      port: 0,
      dataDir,
      clientDir: `${dataDir}/none`,
      origins: [],
      bots: extra.bots ?? false,
      botWorkers: 0,
      botMinThinkMs: 0,
      rateLimits,
      trustProxy: extra.trustProxy,
    },
    (m) => logs.push(m),
    extra.games ?? [toyCards],
  );
  servers.push(srv);
  return srv;
}

describe('rate limits', () => {
  it('are on by default and off only when asked', () => {
    expect(configFromEnv({}).rateLimits).toEqual(DEFAULT_LIMITS);
    expect(limitsFromEnv({ RATE_LIMITS: '0' })).toBe(false);
    expect(limitsFromEnv({ RATE_LIMIT_CREATE: '5/60' })).toMatchObject({ create: { points: 5, seconds: 60 } });
    expect(() => limitsFromEnv({ RATE_LIMIT_JOIN: 'lots' })).toThrow(/RATE_LIMIT_JOIN/);
  });

  it('the defaults refuse a flood of creates: 2,000 creates are not all accepted', async () => {
    const srv = await serve(DEFAULT_LIMITS);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_LIMITS.create.points);
    expect(statuses.slice(DEFAULT_LIMITS.create.points).every((s) => s === 429)).toBe(true);
  });

  it('429 with Retry-After and a reason, logged once, and allowed again once the window has passed', async () => {
    const logs: string[] = [];
    const srv = await serve({ ...DEFAULT_LIMITS, create: { points: 3, seconds: 1 } }, {}, logs);
    for (let i = 0; i < 3; i++)
      expect((await send(srv.url, 'POST', '/api/tables', { gameId: GAME, numPlayers: 2 })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const r = await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 });
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.json.error).toMatch(/Too many requests/);
    }
    expect(logs.filter((l) => l.includes('rate limit create'))).toHaveLength(1);
    // reads and other budgets are not spent by the creates
    expect((await send(srv.url, 'GET', `/games/${GAME}`)).status).toBe(200);
    await sleep(1100);
    expect((await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).status).toBe(200);
  });

  it('behind a trusted proxy each forwarded address has its own budget; untrusted, X-Forwarded-For is ignored', async () => {
    const limits = { ...DEFAULT_LIMITS, create: { points: 2, seconds: 60 } };
    const proxied = await serve(limits, { trustProxy: 1 });
    const create = (url: string, xff: string) =>
      send(url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 }, { 'x-forwarded-for': xff });
    for (const addr of ['203.0.113.1', '203.0.113.2']) {
      expect((await create(proxied.url, `1.1.1.1, ${addr}`)).status).toBe(200);
      expect((await create(proxied.url, `9.9.9.9, ${addr}`)).status).toBe(200); // the client's own prefix does not count
      expect((await create(proxied.url, addr)).status).toBe(429);
    }
    const direct = await serve(limits);
    expect((await create(direct.url, '203.0.113.1')).status).toBe(200);
    expect((await create(direct.url, '203.0.113.2')).status).toBe(200);
    expect((await create(direct.url, '203.0.113.3')).status).toBe(429);
  });

  it('socket messages per connection: the excess is dropped, logged once; another connection is not affected', async () => {
    const logs: string[] = [];
    const srv = await serve({ ...DEFAULT_LIMITS, socket: { points: 10, seconds: 60 } }, {}, logs);
    const id = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const a = rawSocket(srv.url, GAME);
    await a.connected;
    for (let i = 0; i < 200; i++) a.socket.emit('sync', id, null, undefined, 2);
    await sleep(800);
    expect(a.received.filter((r) => r.event === 'sync')).toHaveLength(10);
    expect(logs.filter((l) => l.includes('over the rate limit'))).toHaveLength(1);
    const b = rawSocket(srv.url, GAME);
    await b.connected;
    b.socket.emit('sync', id, null, undefined, 2);
    await until(() => b.received.some((r) => r.event === 'sync'), 3000, 'the other connection served');
    a.socket.close();
    b.socket.close();
  });

  it("the server's own bots are not limited: a bot table plays on under a tiny socket budget", async () => {
    const srv = await serve(
      { ...DEFAULT_LIMITS, socket: { points: 2, seconds: 600 } },
      { bots: true, games: [getGame('ticket-to-ride-card-game')!] },
    );
    const id = (
      await send(srv.url, 'POST', '/api/tables', {
        gameId: 'ticket-to-ride-card-game',
        numPlayers: 2,
        seats: [{ bot: 'random' }, { bot: 'random' }],
      })
    ).json.matchID;
    // each bot sends its sync and then its moves: far more than 2 messages
    await until(
      async () => ((await srv.store.fetch(id, { state: true })).state?._stateID ?? 0) >= 20,
      30_000,
      'the bots playing 20 moves',
    );
  });
});

describe('sockets naming matches that do not exist', () => {
  it('100,000 updates for unknown matches leave no per-match state and few log lines', async () => {
    const logs: string[] = [];
    const srv = await serve(false, {}, logs);
    const { socket, connected } = rawSocket(srv.url, GAME);
    await connected;
    for (let i = 0; i < 100_000; i++) {
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '0' } },
        0,
        `nope-${i}`,
        '0',
      );
      if (i % 5000 === 0) await sleep(5);
    }
    for (let i = 0; i < 200; i++) socket.emit('sync', `nope-${i}`, null, undefined, 2);
    await sleep(1500);
    expect(srv.socketQueues()).toBe(0);
    socket.close();
    await sleep(200);
    expect(logs.length).toBeLessThanOrEqual(4);
    expect(logs.join('\n')).toMatch(/\d+ more update for an unknown match/); // counted, not logged one by one (how many were checked before the socket closed depends on the machine's load)
  }, 60_000);
});
