// Pairing by rating (nearest first, the accepted gap widening with the
// wait), and the routes on one server: signed in only, two pairs of near ratings seated at two
// rated tables on different seats, leaving the queue, a player who stops asking dropped, bots
// after N seconds (unrated then).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { acceptedGap, formTables, GAP_BASE, GAP_PER_SECOND, STALE_MS } from '../../../server/quickmatch/quickmatch';
import { rateFn } from '../../../server/ratings/keeper';
import { toyCards } from '../../fixtures/toy-cards';
import { until } from '../harness';
import { Jar, PASSWORD, serve, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
const row = (accountId: string, rating: number, joinedAt = 0) => ({ accountId, rating, joinedAt });
const ids = (tables: { accountId: string }[][]) => tables.map((t) => t.map((r) => r.accountId).sort());

describe('pairing by rating', () => {
  it('each table takes the nearest ratings; a wide gap waits', () => {
    const rows = [row('a', 1500), row('b', 1010, 1), row('c', 1480, 2), row('d', 990, 3), row('e', 2000, 4)];
    expect(ids(formTables(rows, 2, 1000))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(ids(formTables(rows, 3, 1000))).toEqual([]);
  });

  it('the accepted gap widens with the wait: 500 apart meet after 40 s, not before', () => {
    expect(acceptedGap(0, 0)).toBe(GAP_BASE);
    expect(acceptedGap(0, 10_000)).toBe(GAP_BASE + 10 * GAP_PER_SECOND);
    const rows = [row('a', 1500, 0), row('b', 1000, 0)];
    expect(formTables(rows, 2, 39_000)).toEqual([]);
    expect(ids(formTables(rows, 2, 40_000))).toEqual([['a', 'b']]);
    // a newcomer's narrow gap holds it back from an old waiter far away
    expect(formTables([row('a', 1500, 0), row('b', 1000, 39_500)], 2, 40_000)).toEqual([]);
  });

  it('3 to 6 seats: the oldest player and the nearest others, within everyone’s gap', () => {
    for (const n of [3, 4, 5, 6]) {
      const rows = Array.from({ length: 2 * n }, (_, i) => row(`p${i}`, i < n ? 1000 + i * 10 : 1600 + i * 10, i));
      const t = formTables(rows, n, 100);
      expect(t).toHaveLength(2);
      for (const table of t) {
        const r = table.map((x) => x.rating);
        expect(Math.max(...r) - Math.min(...r)).toBeLessThanOrEqual(GAP_BASE);
      }
    }
  });
});

describe('quick match on one server', () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite');
  }, 60_000);
  afterAll(() => srv?.stop());

  async function signedUp(prefix: string, rating?: number) {
    const jar = new Jar(srv.url);
    const name = uniqueName(prefix);
    await jar.signUp(name, PASSWORD);
    const id = (await jar.get('/api/me')).json.id as string;
    if (rating !== undefined) {
      // a rating as if from earlier matches
      await srv.repos.ratings.settleRated(
        {
          matchID: `seed-${id}`,
          gameId: GAME,
          finishedAt: Date.now(),
          seats: [{ accountId: id, playerID: '0', place: 1 }],
        },
        (before) => {
          const r = rateFn([
            { accountId: id, playerID: '0', place: 1 },
            { accountId: 'x', playerID: '1', place: 2 },
          ])(before);
          return new Map([[id, { ...r.get(id)!, rating }]]);
        },
      );
    }
    return { jar, name, id };
  }

  it('signed in only; a bad request is refused with a reason', async () => {
    const guest = new Jar(srv.url);
    expect((await guest.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(401);
    expect((await guest.get('/api/quickmatch')).status).toBe(401);
    expect((await guest.del('/api/quickmatch')).status).toBe(401);
    const { jar } = await signedUp('Qbad');
    for (const body of [
      { gameId: 'nope', numPlayers: 2 },
      { gameId: GAME, numPlayers: 9 },
      { gameId: GAME },
      { gameId: GAME, numPlayers: 2, botsAfter: 1 },
      { gameId: GAME, numPlayers: 2, extra: 1 },
    ]) {
      const r = await jar.post('/api/quickmatch', body);
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.json.error).toBe('string');
    }
    expect((await jar.get('/api/quickmatch')).json).toEqual({ status: 'idle' });
  });

  it('four players, two near 1500 and two near 950: two rated tables of near ratings, different seats, full and started', async () => {
    const ps = [
      await signedUp('Qhi', 1500),
      await signedUp('Qlo', 950),
      await signedUp('Qhi', 1460),
      await signedUp('Qlo', 990),
    ];
    for (const p of ps) {
      const r = await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 });
      expect(r.status).toBe(202);
      expect(r.json).toMatchObject({ status: 'waiting', gameId: GAME, numPlayers: 2 });
    }
    const states: any[] = [];
    await until(
      async () => {
        states.length = 0;
        for (const p of ps) states.push((await p.jar.get('/api/quickmatch')).json);
        return states.every((s) => s.status === 'seated');
      },
      15_000,
      'all four seated',
    );
    expect(states[0].matchID).toBe(states[2].matchID);
    expect(states[1].matchID).toBe(states[3].matchID);
    expect(states[0].matchID).not.toBe(states[1].matchID);
    for (const [x, y] of [
      [0, 2],
      [1, 3],
    ]) {
      expect(states[x].playerID).not.toBe(states[y].playerID);
      const md = (await srv.store.fetch(states[x].matchID, { metadata: true })).metadata;
      expect((md as { rated?: boolean }).rated).toBe(true);
      expect(md.players[states[x].playerID]).toMatchObject({ name: ps[x].name, credentials: states[x].credentials });
      expect(md.players[states[y].playerID]).toMatchObject({ name: ps[y].name, credentials: states[y].credentials });
      const clock = (await ps[x].jar.get(`/api/matches/${states[x].matchID}/clock`)).json;
      expect(clock.pace.mode).toBe('live');
      expect(Object.values(clock.seats).some((s: any) => s.running)).toBe(true);
      // the seat is the account's on its other devices too
      expect((await ps[y].jar.get('/api/me/matches')).json.map((m: any) => m.matchID)).toContain(states[y].matchID);
    }
    // while the match is on, asking again is refused
    expect((await ps[0].jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(409);
  });

  it('leaving the queue; a player who stops asking is dropped', async () => {
    const a = await signedUp('Qleave');
    await a.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 4 });
    expect((await a.jar.get('/api/quickmatch')).json.status).toBe('waiting');
    expect((await a.jar.del('/api/quickmatch')).status).toBe(204);
    expect((await a.jar.get('/api/quickmatch')).json).toEqual({ status: 'idle' });
    const b = await signedUp('Qstale');
    await b.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 4 });
    const row = (await srv.repos.queue.queueGet(b.id))!;
    await srv.quick.tick({ force: true });
    expect((await b.jar.get('/api/quickmatch')).json.status).toBe('waiting');
    await srv.repos.queue.queuePut({ ...row, seenAt: Date.now() - STALE_MS - 1000 });
    await srv.quick.tick({ force: true });
    expect((await b.jar.get('/api/quickmatch')).json).toEqual({ status: 'idle' });
  });

  it('seated at an unfinished quick match: DELETE does not detach, GET keeps the seat, POST is a 409 naming the match; once it is over both work', async () => {
    const ps = [await signedUp('Qstay', 1300), await signedUp('Qstay', 1310)];
    for (const p of ps) expect((await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
    await until(async () => (await ps[0].jar.get('/api/quickmatch')).json.status === 'seated', 15_000, 'seated');
    const seat = (await ps[0].jar.get('/api/quickmatch')).json;
    const left = await ps[0].jar.del('/api/quickmatch');
    expect(left.status).toBe(409);
    expect(left.json.matchID).toBe(seat.matchID);
    expect(left.json.error).toContain(seat.matchID);
    expect((await ps[0].jar.get('/api/quickmatch')).json).toEqual(seat);
    const again = await ps[0].jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 });
    expect(again.status).toBe(409);
    expect(again.json.matchID).toBe(seat.matchID);
    expect(again.json.error).toContain(seat.matchID);
    // no second table was formed for the account meanwhile
    await srv.quick.tick({ force: true });
    expect((await ps[0].jar.get('/api/quickmatch')).json).toEqual(seat);
    // the match over: leaving and asking again work
    const { metadata } = await srv.store.fetch(seat.matchID, { metadata: true });
    await srv.store.setMetadata(seat.matchID, { ...metadata!, gameover: { winner: '0' } });
    expect((await ps[0].jar.del('/api/quickmatch')).status).toBe(204);
    expect((await ps[0].jar.get('/api/quickmatch')).json).toEqual({ status: 'idle' });
    expect((await ps[0].jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
    await ps[0].jar.del('/api/quickmatch');
  });

  it('bots after N seconds: seated with bots at an unrated table', async () => {
    const a = await signedUp('Qbots');
    await a.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 3, botsAfter: 5 });
    await srv.quick.tick({ force: true });
    expect((await a.jar.get('/api/quickmatch')).json.status).toBe('waiting');
    // as if it had waited 6 s
    const row = (await srv.repos.queue.queueGet(a.id))!;
    await srv.repos.queue.queuePut({ ...row, joinedAt: Date.now() - 6000 });
    await srv.quick.tick({ force: true });
    const s = (await a.jar.get('/api/quickmatch')).json;
    expect(s.status).toBe('seated');
    const md = (await srv.store.fetch(s.matchID, { metadata: true })).metadata;
    expect((md as { rated?: boolean }).rated).toBeUndefined();
    const bots = Object.values(md.players).filter((p: any) => p.data?.bot);
    expect(bots).toHaveLength(2);
  });
});
