// Table chat over HTTP, on SQLite and Postgres alike (server/chat/): a seat writes with its
// credentials (the account's name at a signed-in seat, the seat's name at a guest's), anyone
// reads the players' room, the spectators' room is for signed-in spectators and hidden from the
// match's players until it ends, text is checked (1–300 characters, no control characters),
// RATE_LIMIT_CHAT holds a seat to 5 messages in 10 s, messages arrive live on the stream, and a
// message is data: markup comes back as the very string written.
import type { Server } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { DEFAULT_LIMITS } from '../../../server/http/rate-limits';
import { toyCards } from '../../fixtures/toy-cards';
import { until } from '../harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

/** A two-seat table: seat 0 taken by a signed-in account, seat 1 by a guest. */
async function table(srv: RoundhouseServer) {
  const a = new Jar(srv.url);
  const nameA = uniqueName('Ann');
  expect((await a.signUp(nameA, PASSWORD)).status).toBe(201);
  const matchID = (await a.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID as string;
  const credA = (await a.post(`/games/${GAME}/${matchID}/join`, { playerName: nameA, playerID: '0' })).json
    .playerCredentials as string;
  const guest = new Jar(srv.url);
  const credG = (await guest.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest Gil', playerID: '1' })).json
    .playerCredentials as string;
  return { a, nameA, guest, matchID, credA, credG };
}

async function endMatch(srv: RoundhouseServer, matchID: string) {
  const { metadata } = (await srv.store.fetch(matchID, { metadata: true })) as { metadata: Server.MatchData };
  await srv.store.setMetadata(matchID, { ...metadata, gameover: { draw: true } });
}

describe.each(KINDS)('table chat on %s', (kind) => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve(kind, { rateLimits: { ...DEFAULT_LIMITS, write: { points: 10_000, seconds: 60 } } });
  }, 120_000);
  afterAll(() => srv?.stop());

  it('seats write with their credentials; the name is the account’s at a signed-in seat, the seat’s at a guest’s', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    const m1 = await t.a.post(path, { text: '  hello table  ', playerID: '0', credentials: t.credA });
    expect(m1.status).toBe(201);
    expect(m1.json).toEqual({
      id: expect.any(String),
      seat: '0',
      name: t.nameA,
      text: 'hello table',
      at: expect.any(Number),
    });
    const m2 = await t.guest.post(path, { text: 'hi!', playerID: 1, credentials: t.credG });
    expect(m2.status).toBe(201);
    expect(m2.json).toMatchObject({ seat: '1', name: 'Guest Gil', text: 'hi!' });
    // anyone who may watch reads the players' room, oldest first
    const read = await new Jar(srv.url).get(path);
    expect(read.status).toBe(200);
    expect(read.json.map((m: any) => m.text)).toEqual(['hello table', 'hi!']);
    expect(Object.keys(read.json[0]).sort()).toEqual(['at', 'id', 'name', 'seat', 'text']);
  });

  it('refuses wrong credentials, a seat the match has not, a missing match and bad text, each with a reason', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    const cases: [unknown, number][] = [
      [{ text: 'x', playerID: '0', credentials: t.credG }, 403],
      [{ text: 'x', playerID: '0', credentials: 'nope' }, 403],
      [{ text: 'x', playerID: '2', credentials: t.credA }, 404],
      [{ text: 'x', playerID: '__proto__', credentials: t.credA }, 400],
      [{ text: 'x', playerID: '0' }, 400],
      [{ text: 'x' }, 400],
      [{ text: 'x', playerID: '0', credentials: t.credA, extra: 1 }, 400],
      [{ text: '', playerID: '0', credentials: t.credA }, 400],
      [{ text: '    ', playerID: '0', credentials: t.credA }, 400],
      [{ text: 'a'.repeat(301), playerID: '0', credentials: t.credA }, 400],
      [{ text: 'line\nbreak', playerID: '0', credentials: t.credA }, 400],
      [{ text: 'bell\u0007', playerID: '0', credentials: t.credA }, 400],
      [{ text: 'abc\u202Edcb', playerID: '0', credentials: t.credA }, 400],
      [{ text: 42, playerID: '0', credentials: t.credA }, 400],
      [{ text: 'x', playerID: '0', credentials: t.credA, room: 'lobby' }, 400],
    ];
    for (const [body, status] of cases) {
      const r = await t.a.post(path, body);
      expect([JSON.stringify(body).slice(0, 60), r.status]).toEqual([JSON.stringify(body).slice(0, 60), status]);
      expect(typeof r.json.error).toBe('string');
    }
    expect(
      (await t.a.post('/api/matches/nosuchmatch/chat', { text: 'x', playerID: '0', credentials: 'c' })).status,
    ).toBe(404);
    expect((await t.a.get('/api/matches/nosuchmatch/chat')).status).toBe(404);
    // 300 characters (astral ones counted as one) are fine
    const long = '🚂'.repeat(300);
    const ok = await t.a.post(path, { text: long, playerID: '0', credentials: t.credA });
    expect(ok.status).toBe(201);
    expect((await t.a.get(path)).json.map((m: any) => m.text)).toEqual([long]);
  });

  it('a message is data: markup and links come back as the string written, as JSON', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    const text = '<img src=x onerror=alert(1)> <script>alert(2)</script> https://example.com/?a=<b>';
    expect((await t.a.post(path, { text, playerID: '0', credentials: t.credA })).status).toBe(201);
    const res = await fetch(srv.url + path);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json())[0].text).toBe(text);
  });

  it('the spectators’ room: signed-in spectators write and read it; the players do not see it while the match runs', async () => {
    const t = await table(srv);
    const base = `/api/matches/${t.matchID}/chat`;
    const s = new Jar(srv.url);
    const nameS = uniqueName('Sam');
    await s.signUp(nameS, PASSWORD);
    const m = await s.post(base, { text: 'nice move', room: 'spectators' });
    expect(m.status).toBe(201);
    expect(m.json).toMatchObject({ seat: null, name: nameS, text: 'nice move' });
    expect((await s.get(`${base}?room=spectators`)).json.map((x: any) => x.text)).toEqual(['nice move']);
    // not in the players' room
    expect((await s.get(base)).json).toEqual([]);
    // a player (signed in at a seat) is refused; a guest who is not signed in too
    expect((await t.a.get(`${base}?room=spectators`)).status).toBe(403);
    expect((await t.a.get(`${base}/stream?room=spectators`)).status).toBe(403);
    expect((await t.a.post(base, { text: 'peek', room: 'spectators' })).status).toBe(403);
    expect((await t.guest.get(`${base}?room=spectators`)).status).toBe(401);
    expect((await t.guest.post(base, { text: 'x', room: 'spectators' })).status).toBe(401);
    // a seat's credentials do not write in the spectators' room
    expect((await t.a.post(base, { text: 'x', room: 'spectators', playerID: '0', credentials: t.credA })).status).toBe(
      400,
    );
    expect((await s.get(`${base}?room=everyone`)).status).toBe(400);
    // once the match is over everyone who may watch reads it
    await endMatch(srv, t.matchID);
    const after = await t.a.get(`${base}?room=spectators`);
    expect(after.status).toBe(200);
    expect(after.json.map((x: any) => x.text)).toEqual(['nice move']);
    expect((await new Jar(srv.url).get(`${base}?room=spectators`)).status).toBe(200);
  });

  it('new messages arrive live on the stream', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    const ac = new AbortController();
    const res = await fetch(`${srv.url}${path}/stream`, { signal: ac.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let got = '';
    const reader = res.body!.getReader();
    const pump = (async () => {
      const dec = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        got += dec.decode(value);
      }
    })();
    await until(() => got.includes(': open'), 5000, 'the stream to open');
    const m = await t.guest.post(path, { text: 'live <b>one</b>', playerID: '1', credentials: t.credG });
    await until(() => got.includes('event: message'), 5000, 'the message on the stream');
    const data = JSON.parse(/event: message\ndata: (.*)\n/.exec(got)![1]);
    expect(data).toEqual(m.json);
    ac.abort();
    await pump;
    await until(() => srv.chat.streams === 0, 5000, 'the stream to close');
  });
});

describe('RATE_LIMIT_CHAT', () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite', { rateLimits: DEFAULT_LIMITS });
  }, 60_000);
  afterAll(() => srv?.stop());

  it('a burst of 20 messages from one seat at once: 5 stored, the rest 429 with Retry-After; the other seat still writes', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.a.post(path, { text: `m${i}`, playerID: '0', credentials: t.credA })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_LIMITS.chat.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - DEFAULT_LIMITS.chat.points);
    expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await t.guest.post(path, { text: 'me too', playerID: '1', credentials: t.credG })).status).toBe(201);
    expect((await t.a.get(path)).json).toHaveLength(DEFAULT_LIMITS.chat.points + 1);
  });

  it('refused text costs no point', async () => {
    const t = await table(srv);
    const path = `/api/matches/${t.matchID}/chat`;
    for (let i = 0; i < 10; i++)
      expect((await t.a.post(path, { text: '', playerID: '0', credentials: t.credA })).status).toBe(400);
    expect((await t.a.post(path, { text: 'still here', playerID: '0', credentials: t.credA })).status).toBe(201);
  });
});
