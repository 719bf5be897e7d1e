// Seats bound to accounts, on SQLite and Postgres alike:
// a signed-in player's seats (Lobby join, New table = POST /api/tables + join) are found from a
// fresh cookie jar signed into the same account and played over sockets there; another account
// never sees their credentials and cannot adopt or use them; guests play as before; a guest
// browser's seats are adopted at sign-up only when their credentials match the match.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { until } from '../harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from './helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

function client(base: string, matchID: string, playerID?: string, credentials?: string) {
  const c = Client({
    game: toyCards.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
}

/** The seat's first legal move through its client; resolves once every client has seen it. */
async function play(c: ReturnType<typeof client>, seat: string, watchers: ReturnType<typeof client>[]) {
  const st = c.getState()!;
  const legal = toyCards.legalMoves(st.G, st.ctx, seat);
  (c.moves as any)[legal[0].move](...legal[0].args);
  await until(() => watchers.every((w) => (w.getState()?._stateID ?? -1) > st._stateID), 5000, 'the move to arrive');
}

describe.each(KINDS)('seats bound to accounts on %s', (kind) => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve(kind);
  }, 120_000);
  afterAll(() => srv?.stop());

  it('two accounts at one table; each finds its own seat from a fresh cookie jar and plays it over sockets; signing out ends only that device', async () => {
    const [nameA, nameB] = [uniqueName('Aiko'), uniqueName('Ben')];
    const a1 = new Jar(srv.url);
    const b1 = new Jar(srv.url);
    expect((await a1.signUp(nameA, PASSWORD)).status).toBe(201);
    expect((await b1.signUp(nameB, PASSWORD)).status).toBe(201);
    // New table: POST /api/tables, then the creator joins seat 0; B joins through the invite
    const { matchID } = (await a1.post('/api/tables', { gameId: GAME, numPlayers: 2, seats: [{}, {}] })).json;
    const ja = await a1.post(`/games/${GAME}/${matchID}/join`, { playerName: nameA, playerID: '0' });
    const jb = await b1.post(`/games/${GAME}/${matchID}/join`, { playerName: nameB });
    expect([ja.status, jb.status]).toEqual([200, 200]);

    // second devices: fresh cookie jars, signed in again
    const a2 = new Jar(srv.url);
    const b2 = new Jar(srv.url);
    expect((await a2.signIn(nameA, PASSWORD)).status).toBe(200);
    expect((await b2.signIn(nameB, PASSWORD)).status).toBe(200);
    const ma = (await a2.get('/api/me/matches')).json;
    const mb = (await b2.get('/api/me/matches')).json;
    expect(ma).toEqual([
      {
        matchID,
        gameId: GAME,
        playerID: '0',
        credentials: ja.json.playerCredentials,
        name: nameA,
        over: false,
        rated: false,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
    ]);
    expect(mb).toEqual([
      expect.objectContaining({ matchID, gameId: GAME, playerID: '1', credentials: jb.json.playerCredentials }),
    ]);
    // neither sees the other's credentials anywhere
    expect(JSON.stringify(ma)).not.toContain(jb.json.playerCredentials);
    expect(JSON.stringify(mb)).not.toContain(ja.json.playerCredentials);

    // play the match from the second devices' seats
    const ca = client(srv.url, matchID, ma[0].playerID, ma[0].credentials);
    const cb = client(srv.url, matchID, mb[0].playerID, mb[0].credentials);
    try {
      await until(() => !!ca.getState() && !!cb.getState(), 5000, 'sync');
      const first = ca.getState()!.ctx.currentPlayer;
      await play(first === '0' ? ca : cb, first, [ca, cb]);
      const second = ca.getState()!.ctx.currentPlayer;
      expect(second).not.toBe(first);
      await play(second === '0' ? ca : cb, second, [ca, cb]);
      const { state } = await srv.store.fetch(matchID, { state: true });
      expect(state._stateID).toBeGreaterThanOrEqual(2);
    } finally {
      ca.stop();
      cb.stop();
    }

    // signing out on the second device leaves the first signed in, and the seats with it
    expect((await a2.del('/api/session')).status).toBe(204);
    expect((await a2.get('/api/me/matches')).status).toBe(401);
    expect((await a1.get('/api/me/matches')).json).toHaveLength(1);
  });

  it('another account can neither read the credentials nor adopt or take over the seat', async () => {
    const a = new Jar(srv.url);
    await a.signUp(uniqueName('Cleo'), PASSWORD);
    const matchID = (await a.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const creds = (await a.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Cleo', playerID: '0' })).json
      .playerCredentials;
    const mallory = new Jar(srv.url);
    await mallory.signUp(uniqueName('Mallory'), PASSWORD);
    expect((await mallory.get('/api/me/matches')).json).toEqual([]);
    // guessed credentials are refused, and even the right ones do not move a bound seat
    const guessed = await mallory.post('/api/me/seats', { seats: [{ matchID, playerID: '0', credentials: 'guess' }] });
    expect(guessed.json).toEqual({ adopted: 0 });
    const stolen = await mallory.post('/api/me/seats', { seats: [{ matchID, playerID: '0', credentials: creds }] });
    expect(stolen.json).toEqual({ adopted: 0 });
    expect((await mallory.get('/api/me/matches')).json).toEqual([]);
    expect((await a.get('/api/me/matches')).json.map((m: { matchID: string }) => m.matchID)).toEqual([matchID]);
    // a seat's moves with other credentials change nothing; the account's own still play
    const c = client(srv.url, matchID, '0', 'guess');
    const own = client(srv.url, matchID, '0', creds);
    try {
      await until(() => !!own.getState(), 5000, 'sync');
      await new Promise((r) => setTimeout(r, 300));
      const st = own.getState()!;
      const legal = toyCards.legalMoves(st.G, st.ctx, st.ctx.currentPlayer);
      if (c.getState()) (c.moves as any)[legal[0].move](...legal[0].args);
      await new Promise((r) => setTimeout(r, 400));
      expect((await srv.store.fetch(matchID, { state: true })).state._stateID).toBe(0);
    } finally {
      c.stop();
      own.stop();
    }
  });

  it('guests join and play as before, and nothing is bound to anyone', async () => {
    const guest = new Jar(srv.url);
    const matchID = (await guest.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const j = await guest.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest Ann' }, { origin: '' });
    expect(j.status).toBe(200);
    expect(j.json).toEqual({ playerID: '0', playerCredentials: expect.any(String) });
    expect(j.headers.getSetCookie()).toEqual([]);
    const someone = new Jar(srv.url);
    await someone.signUp(uniqueName('Dora'), PASSWORD);
    expect((await someone.get('/api/me/matches')).json).toEqual([]);
  });

  it('sign-up from a guest browser adopts the seats it holds; forged, unknown and malformed ones are not', async () => {
    const jar = new Jar(srv.url);
    const held: { matchID: string; playerID: string; credentials: string; gameId: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const matchID = (await jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
      const r = await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Eve' });
      held.push({ gameId: GAME, matchID, playerID: r.json.playerID, credentials: r.json.playerCredentials });
    }
    await jar.signUp(uniqueName('Eve'), PASSWORD);
    expect((await jar.get('/api/me/matches')).json).toEqual([]);
    const forged = { ...held[0], playerID: '1', credentials: held[0].credentials };
    const unknown = { gameId: GAME, matchID: 'nosuchmatch1', playerID: '0', credentials: 'x' };
    const r = await jar.post('/api/me/seats', { seats: [...held, forged, unknown] });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ adopted: 2 });
    const mine = (await jar.get('/api/me/matches')).json as { matchID: string; credentials: string }[];
    expect(mine.map((m) => m.matchID).sort()).toEqual(held.map((h) => h.matchID).sort());
    // a reserved word as a match ID is just a match that does not exist
    expect(
      (await jar.post('/api/me/seats', { seats: [{ matchID: '__proto__', playerID: '0', credentials: 'c' }] })).json,
    ).toEqual({ adopted: 0 });
    // again: nothing new, nothing lost
    expect((await jar.post('/api/me/seats', { seats: held })).json).toEqual({ adopted: 2 });
    for (const bad of [
      { seats: 'x' },
      { seats: [1] },
      { seats: [{ matchID: 'a/b', playerID: '0', credentials: 'c' }] },
      { seats: [{ matchID: held[0].matchID, playerID: '__proto__', credentials: 'c' }] },
      { seats: [{ ...held[0], extra: 1 }] },
      { seats: Array(101).fill(held[0]) },
      { other: 1 },
    ]) {
      const res = await jar.post('/api/me/seats', bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
  });

  it('a seat left before the start and taken by someone else is no longer the account’s', async () => {
    const a = new Jar(srv.url);
    await a.signUp(uniqueName('Finn'), PASSWORD);
    const matchID = (await a.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const creds = (await a.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Finn', playerID: '1' })).json
      .playerCredentials;
    expect((await a.get('/api/me/matches')).json).toHaveLength(1);
    expect((await a.post(`/games/${GAME}/${matchID}/leave`, { playerID: '1', credentials: creds })).status).toBe(200);
    const guestCreds = (
      await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Gus', playerID: '1' })
    ).json.playerCredentials;
    const mine = (await a.get('/api/me/matches')).json;
    expect(mine).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(guestCreds);
  });
});
