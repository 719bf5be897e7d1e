// GET /metrics: moves counted after a few moves (stored, refused, their times), sockets, running
// matches, HTTP answers by route group; who may read it: loopback without a forwarded-for
// header, or the bearer token when METRICS_TOKEN is set.
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import type { RoundhouseServer } from '../../../server/app';
import { metricsRefusal, routeGroup } from '../../../server/metrics/route';
import { toyCards } from '../../fixtures/toy-cards';
import { api, boot, moveFirst, openTable, rawSocket, socketClient, until } from '../harness';

const servers: RoundhouseServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

/** The value of one series in the text: `name{a="x",b="y"}`, its labels in any order. */
function value(text: string, series: string): number {
  const key = (s: string) => {
    const m = /^([^{ ]+)(?:\{(.*)\})?$/.exec(s)!;
    return `${m[1]}{${(m[2] ?? '').split(',').filter(Boolean).sort().join(',')}}`;
  };
  const want = key(series);
  for (const line of text.split('\n')) {
    const i = line.lastIndexOf(' ');
    if (i > 0 && !line.startsWith('#') && key(line.slice(0, i)) === want) return Number(line.slice(i + 1));
  }
  return Number.NaN;
}

const fakeCtx = (peer: string, headers: Record<string, string> = {}) =>
  ({
    req: { socket: { remoteAddress: peer } },
    get: (h: string) => headers[h.toLowerCase()] ?? '',
  }) as unknown as Context;

describe('GET /metrics', () => {
  it('counts moves stored and refused by game, their times, sockets, running matches and HTTP answers', async () => {
    const srv = await boot([toyCards]);
    servers.push(srv);
    const { matchID, creds } = await openTable(srv.url, toyCards, 2);
    const clients = [0, 1].map((i) => socketClient(srv.url, toyCards, matchID, String(i), creds[i]));
    await until(() => clients.every((c) => c.getState() !== null), 10_000, 'clients synced');
    for (let i = 0; i < 4; i++) {
      const from = moveFirst(toyCards, clients);
      await until(() => clients.every((c) => c.getState()!._stateID > from), 10_000, `move ${i}`);
    }
    // a move at a table still waiting for a player is refused by the guards
    const waiting = await api(srv.url, `/games/${toyCards.id}/create`, { numPlayers: 2 });
    const raw = rawSocket(srv.url, toyCards.id);
    await raw.connected;
    raw.socket.emit('sync', waiting.json.matchID, null, undefined, 2);
    raw.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '0' } },
      0,
      waiting.json.matchID,
      '0',
    );
    await until(() => raw.received.some((r) => r.event === 'refused'), 10_000, 'refusal');

    const r = await fetch(`${srv.url}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await r.text();
    const game = `game="${toyCards.id}",worker="0"`;
    expect(value(text, `roundhouse_moves_stored_total{${game}}`)).toBeGreaterThanOrEqual(4);
    expect(value(text, `roundhouse_move_seconds_count{${game}}`)).toBeGreaterThanOrEqual(4);
    expect(
      value(text, `roundhouse_moves_refused_total{game="${toyCards.id}",reason="waiting-for-players",worker="0"}`),
    ).toBe(1);
    expect(value(text, 'roundhouse_open_sockets{worker="0"}')).toBeGreaterThanOrEqual(3);
    expect(value(text, `roundhouse_running_matches{${game}}`)).toBe(2);
    expect(
      value(text, 'roundhouse_http_responses_total{group="lobby",status="200",worker="0"}'),
    ).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{worker="0"\} /m);
    expect(text).toMatch(/^process_resident_memory_bytes\{worker="0"\} /m);
    expect(text).toMatch(/^roundhouse_bot_queue_depth\{worker="0"\} 0$/m);
    raw.socket.close();
    for (const c of clients) c.stop();
  });

  it('refuses a caller that is not on this machine, and a proxied request, without the token', async () => {
    expect(metricsRefusal(fakeCtx('127.0.0.1'), undefined)).toBe(0);
    expect(metricsRefusal(fakeCtx('::1'), undefined)).toBe(0);
    expect(metricsRefusal(fakeCtx('::ffff:127.0.0.1'), undefined)).toBe(0);
    expect(metricsRefusal(fakeCtx('203.0.113.9'), undefined)).toBe(403);
    expect(metricsRefusal(fakeCtx('::ffff:10.0.0.4'), undefined)).toBe(403);
    // a reverse proxy on this machine: loopback peer, but the request came from outside
    expect(metricsRefusal(fakeCtx('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(403);
    expect(metricsRefusal(fakeCtx('127.0.0.1', { forwarded: 'for=198.51.100.2' }), undefined)).toBe(403);
    expect(routeGroup('/api/me/passkeys')).toBe('api/me');
    expect(routeGroup('/api/__proto__')).toBe('api/other');
    expect(routeGroup('/games/x/y/join')).toBe('lobby');

    const srv = await boot([toyCards]);
    servers.push(srv);
    const proxied = await fetch(`${srv.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({ error: expect.stringMatching(/this machine only/) });
    expect((await fetch(`${srv.url}/METRICS`, { headers: { 'x-forwarded-for': '1.2.3.4' } })).status).toBe(403);
    // a real caller from another address of this machine (when it has one)
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (external) {
      const r = await fetch(`http://${external}:${srv.port}/metrics`);
      expect(r.status).toBe(403);
    }
  });

  it('with METRICS_TOKEN: the bearer token is required, from loopback too', async () => {
    const token = 'metrics-token-for-this-test-123';
    expect(metricsRefusal(fakeCtx('203.0.113.9', { authorization: `Bearer ${token}` }), token)).toBe(0);
    expect(metricsRefusal(fakeCtx('127.0.0.1'), token)).toBe(401);
    expect(metricsRefusal(fakeCtx('127.0.0.1', { authorization: 'Bearer wrong' }), token)).toBe(401);
    const { startServer } = await import('../../../server/app');
    const { tempDir } = await import('../harness');
    const dataDir = tempDir();
    const srv = await startServer({
      port: 0,
      rateLimits: false,
      dataDir,
      clientDir: dataDir,
      origins: [],
      bots: false,
      metricsToken: token,
    }, () => {}, [toyCards]);
    servers.push(srv);
    const none = await fetch(`${srv.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const ok = await fetch(`${srv.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('roundhouse_moves_stored_total');
  });
});
