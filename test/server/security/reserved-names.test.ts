// No client-supplied key reaches Object.prototype: every reserved name as seat ID,
// match ID, game ID, body key and query key, on every route and socket event, then
// Object.prototype is untouched and creating and joining tables still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { boot, rawSocket, sleep } from '../harness';
import { ROUTES, fill, fillBody, prototypeUntouched, send } from './routes';

const RESERVED = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const GAME = toyCards.id;
let srv: Awaited<ReturnType<typeof boot>>;
let open: string; // a table with a free seat
let creds0: string;

beforeAll(async () => {
  srv = await boot([toyCards]);
  open = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
  creds0 = (await send(srv.url, 'POST', `/games/${GAME}/${open}/join`, { playerName: 'Host', playerID: '0' })).json
    .playerCredentials;
});
afterAll(() => srv?.stop());

describe('reserved names', () => {
  it('as a seat ID on every route that takes one: refused with a 4xx and a reason', async () => {
    for (const name of RESERVED) {
      for (const r of ROUTES.filter((r) => r.body && 'playerID' in r.body)) {
        const body = {
          ...fillBody(r.body, { game: GAME, match: open }),
          playerID: name,
          ...(r.body!.credentials ? { credentials: creds0 } : {}),
        };
        const res = await send(srv.url, r.method, fill(r.path, { game: GAME, match: open }), body);
        expect(res.status, `${r.path} playerID ${name}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, r.path).toBeLessThan(500);
        expect(typeof res.json.error, r.path).toBe('string');
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });

  it('as a match ID and as a game ID on every route: a 4xx, never a 5xx', async () => {
    for (const name of RESERVED) {
      for (const r of ROUTES) {
        for (const v of [
          { game: GAME, match: name },
          { game: name, match: open },
        ]) {
          if (!r.path.includes(':match') && v.match === name) continue;
          if (!r.path.includes(':game') && v.game === name) continue;
          const res = await send(srv.url, r.method, fill(r.path, v), fillBody(r.body, v));
          if (r.path.startsWith('/api/turns')) {
            // answers per ID: an unknown one is an own key with null
            expect(res.status).toBe(200);
            expect(Object.hasOwn(res.json, name) && res.json[name] === null, JSON.stringify(res.json)).toBe(true);
            continue;
          }
          expect(res.status, `${r.method} ${fill(r.path, v)}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, fill(r.path, v)).toBeLessThan(500);
        }
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });

  it('as a body key and a query key on every route: never a 5xx, nothing stored', async () => {
    for (const name of RESERVED) {
      for (const r of ROUTES) {
        const path = fill(r.path, { game: GAME, match: open });
        const q = `${path}${path.includes('?') ? '&' : '?'}${name}=1&${name}[x]=2`;
        const get = await send(srv.url, 'GET', q);
        expect(get.status, q).toBeLessThan(500);
        if (!r.body) continue;
        const body = JSON.stringify(fillBody(r.body, { game: GAME, match: open })).replace(
          /^\{/,
          `{"${name}":{"name":"x","credentials":"y"},`,
        );
        const res = await send(srv.url, r.method, path, body);
        expect(res.status, `${path} body key ${name}`).toBeLessThan(500);
        if (['__proto__', 'constructor', 'prototype'].includes(name))
          expect(res.status, `${path} body key ${name}`).toBe(400);
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });

  it('on every socket event: dropped before boardgame.io, no seat taken over', async () => {
    const { socket, received, connected } = rawSocket(srv.url, GAME);
    await connected;
    for (const name of RESERVED) {
      socket.emit('sync', open, name, 'forged', 2);
      socket.emit('sync', name, '0', 'forged', 2);
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: name, credentials: 'x' } },
        0,
        open,
        name,
      );
      socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'draw', args: [], playerID: '1', credentials: 'x' } },
        0,
        name,
        '1',
      );
      socket.emit('chat', name, { id: 'a', sender: name, payload: 'x' }, 'x');
      socket.emit(name, open, '0');
    }
    await sleep(500);
    expect(received.filter((r) => r.event === 'sync' || r.event === 'update' || r.event === 'patch')).toEqual([]);
    socket.close();
    expect(prototypeUntouched()).toBe(true);
  });

  it('afterwards the server works: create, join the free seat, and the attacker holds nothing', async () => {
    const created = await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 });
    expect(created.status).toBe(200);
    const join = await send(srv.url, 'POST', `/games/${GAME}/${open}/join`, { playerName: 'Guest' });
    expect(join.status, JSON.stringify(join.json)).toBe(200);
    expect(join.json.playerID).toBe('1');
    const tables = await send(srv.url, 'POST', '/api/tables', { gameId: GAME, numPlayers: 2 });
    expect(tables.status).toBe(200);
    const match = await send(srv.url, 'GET', `/games/${GAME}/${open}`);
    expect(match.json.players.map((p: { name?: string }) => p.name)).toEqual(['Host', 'Guest']);
  });
});
