// The Lobby checks cannot be walked around by spelling a path another way: case
// variants, trailing slashes, doubled slashes and percent-encodings of every Lobby path are
// either refused or checked exactly like the plain path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { boot } from '../harness';
import { send } from './routes';

const GAME = toyCards.id;
let srv: Awaited<ReturnType<typeof boot>>;
let started: string;
const creds: string[] = [];

/** Spellings of `path` a router that ignores case, slashes or encodings would take as `path`. */
function variants(path: string): string[] {
  const segs = path.split('/').slice(1);
  const out = new Set<string>();
  out.add(path.toUpperCase());
  out.add(path + '/');
  out.add(path + '//');
  out.add(path.replace('/games/', '/Games/'));
  out.add(path.replace('/games/', '//games/'));
  out.add(path.replace('/games/', '/games//'));
  out.add('/' + segs.map((s, i) => (i === segs.length - 1 ? s.replace(/^./, (c) => c.toUpperCase()) : s)).join('/'));
  out.add('/' + segs.map((s) => s.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/'));
  out.add(path.replace(/[a-z]$/, (c) => `%${c.charCodeAt(0).toString(16)}`));
  out.add(path.replace('/games/', '/games/./'));
  out.add(path.replace('/games/', '/x/../games/'));
  return [...out].filter((v) => v !== path);
}

beforeAll(async () => {
  srv = await boot([toyCards]);
  started = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
  for (const seat of ['0', '1'])
    creds.push(
      (await send(srv.url, 'POST', `/games/${GAME}/${started}/join`, { playerName: `P${seat}`, playerID: seat })).json
        .playerCredentials,
    );
  // one move: the match has started
  const { io } = await import('socket.io-client');
  const s = io(`${srv.url}/${GAME}`, { transports: ['websocket'], forceNew: true });
  await new Promise<void>((r) => s.on('connect', () => r()));
  const state = await new Promise<any>((r) => {
    s.on('sync', (_id: string, info: any) => r(info.state));
    s.emit('sync', started, '0', creds[0], 2);
  });
  const seat = state.ctx.currentPlayer as string;
  const move = toyCards.legalMoves(state.G, state.ctx, seat)[0];
  if (seat !== '0') {
    s.emit('sync', started, seat, creds[Number(seat)], 2);
    await new Promise((r) => setTimeout(r, 200));
  }
  s.emit(
    'update',
    {
      type: 'MAKE_MOVE',
      payload: { type: move.move, args: move.args, playerID: seat, credentials: creds[Number(seat)] },
    },
    state._stateID,
    started,
    seat,
  );
  await new Promise((r) => setTimeout(r, 300));
  s.close();
  expect((await srv.store.fetch(started, { state: true })).state!._stateID).toBeGreaterThan(0);
});
afterAll(() => srv?.stop());

describe('every spelling of a Lobby path', () => {
  it('leave of a started match: refused however it is spelled, and no seat is emptied', async () => {
    const plain = `/games/${GAME}/${started}/leave`;
    const body = { playerID: '0', credentials: creds[0] };
    expect((await send(srv.url, 'POST', plain, body)).status).toBe(409);
    for (const v of variants(plain)) {
      const res = await send(srv.url, 'POST', v, body);
      expect(res.status, `${v}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, v).toBeLessThan(500);
    }
    const match = await send(srv.url, 'GET', `/games/${GAME}/${started}`);
    expect(match.json.players.map((p: { name?: string }) => p.name)).toEqual(['P0', 'P1']);
  });

  it('create and join: the limits on names, setupData and numPlayers hold on every spelling', async () => {
    const open = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const cases: [string, Record<string, unknown>][] = [
      [`/games/${GAME}/create`, { numPlayers: 99 }],
      [`/games/${GAME}/create`, { numPlayers: 2, setupData: { junk: 'x'.repeat(1000) } }],
      [`/games/${GAME}/${open}/join`, { playerName: 'x'.repeat(200), playerID: '1' }],
      [`/games/${GAME}/${open}/join`, { playerName: 'ok', playerID: '1', data: { bot: 'hard' } }],
      [`/games/${GAME}/${open}/join`, { playerName: 'ok', playerID: '__proto__' }],
    ];
    for (const [plain, body] of cases) {
      for (const v of [plain, ...variants(plain)]) {
        const res = await send(srv.url, 'POST', v, body);
        expect(
          res.status,
          `${v} ${JSON.stringify(body).slice(0, 60)}: ${JSON.stringify(res.json)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, v).toBeLessThan(500);
      }
    }
    const match = await send(srv.url, 'GET', `/games/${GAME}/${open}`);
    expect(match.json.players.every((p: { name?: string }) => !p.name)).toBe(true);
  });

  it('a malformed percent escape is a 400 on any path', async () => {
    for (const p of [
      '/%',
      '/games/%E0%A4%A',
      `/games/${GAME}/%zz/join`,
      '/api/matches/%/clock',
      '/assets/%c0%af',
      '/replays/%ff/x',
    ]) {
      const res = await send(srv.url, 'GET', p);
      expect(res.status, p).toBe(400);
      const post = await send(srv.url, 'POST', p, {});
      expect(post.status, p).toBe(400);
    }
  });
});
