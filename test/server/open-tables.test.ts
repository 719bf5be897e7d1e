// The open tables (server/lobby/open-tables.ts, GET /api/open-tables): listed tables with a free
// seat, for one game or all games, newest first, with each table's pace, rated mark, hints and
// the ratings of seated accounts; full, finished, unlisted and day-old tables are left out; no
// credentials ever; malformed queries are 4xx with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { isOpen } from '../../server/lobby/open-tables';
import { STALE_TABLE_MS } from '../../server/lobby/list';
import { toyCards } from '../fixtures/toy-cards';
import { GAMES } from '../../games';
import { until } from './harness';
import { Jar, PASSWORD, serve, uniqueName } from './accounts/helpers';
import { playToEnd } from './ratings/helpers';

let srv: RoundhouseServer;
beforeAll(async () => {
  srv = await serve('sqlite', {}, [toyCards, ...GAMES]);
}, 60_000);
afterAll(() => srv?.stop());

const TTR = 'ticket-to-ride-card-game';

describe('GET /api/open-tables', () => {
  it("lists listed tables with a free seat, per game and for all games, with pace, rated, hints and the seated accounts' ratings", async () => {
    const guest = new Jar(srv.url);
    // a listed live table with a bot and a guest seated, one free seat
    const live = await guest.post('/api/tables', {
      gameId: TTR,
      numPlayers: 3,
      seats: [{}, { bot: 'easy' }],
      unlisted: false,
      hints: true,
      pace: { mode: 'live', turnSeconds: 60, bankSeconds: 120 },
    });
    expect(live.status, JSON.stringify(live.json)).toBe(200);
    await guest.post(`/games/${TTR}/${live.json.matchID}/join`, { playerName: 'Guesty', playerID: '0' });
    // an unlisted one (the default) and a full one are not open
    const hidden = await guest.post('/api/tables', { gameId: TTR, numPlayers: 2 });
    const full = await guest.post('/api/tables', {
      gameId: TTR,
      numPlayers: 2,
      seats: [{}, { bot: 'easy' }],
      unlisted: false,
    });
    await guest.post(`/games/${TTR}/${full.json.matchID}/join`, { playerName: 'Fully', playerID: '0' });

    // two accounts with a rating at toy-cards (one rated match played to its end)
    const [a, b] = [new Jar(srv.url), new Jar(srv.url)];
    const names = [uniqueName('Open'), uniqueName('Open')];
    expect((await a.signUp(names[0], PASSWORD)).status).toBe(201);
    expect((await b.signUp(names[1], PASSWORD)).status).toBe(201);
    const first = await a.post('/api/tables', { gameId: toyCards.id, numPlayers: 2, rated: true });
    const creds: Record<string, string> = {};
    for (const [i, jar] of [a, b].entries())
      creds[String(i)] = (
        await jar.post(`/games/${toyCards.id}/${first.json.matchID}/join`, { playerName: 'x', playerID: String(i) })
      ).json.playerCredentials;
    await playToEnd(srv.url, first.json.matchID, creds);
    await until(async () => (await a.get(`/api/leaderboard/${toyCards.id}`)).json.length === 2, 10_000, 'ratings');
    const board = new Map(
      (await a.get(`/api/leaderboard/${toyCards.id}`)).json.map((r: { name: string; rating: number }) => [
        r.name,
        r.rating,
      ]),
    );
    // a rated 3-seat table with the first account seated
    const rated = await a.post('/api/tables', { gameId: toyCards.id, numPlayers: 3, rated: true, unlisted: false });
    expect(rated.status, JSON.stringify(rated.json)).toBe(200);
    expect(
      (await a.post(`/games/${toyCards.id}/${rated.json.matchID}/join`, { playerName: 'x', playerID: '1' })).status,
    ).toBe(200);

    const all = await guest.get('/api/open-tables');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(all.json)).not.toMatch(/credentials|accountId/);
    const ids = all.json.tables.map((t: { matchID: string }) => t.matchID);
    // newest first; the first rated match is over, the hidden and the full ones are not open
    expect(ids).toEqual([rated.json.matchID, live.json.matchID]);
    expect(ids).not.toContain(hidden.json.matchID);
    expect(all.json.more).toBe(false);
    const [r, l] = all.json.tables;
    expect(r).toMatchObject({
      gameId: toyCards.id,
      numPlayers: 3,
      free: 2,
      rated: true,
      hints: false,
      pace: { mode: 'untimed' },
    });
    expect(r.seats).toEqual([{ id: 0 }, { id: 1, name: names[0], rating: board.get(names[0]), games: 1 }, { id: 2 }]);
    expect(l).toMatchObject({
      gameId: TTR,
      numPlayers: 3,
      free: 1,
      rated: false,
      hints: true,
      pace: { mode: 'live', turnSeconds: 60, bankSeconds: 120 },
    });
    expect(l.seats).toEqual([{ id: 0, name: 'Guesty' }, { id: 1, name: expect.any(String), bot: 'easy' }, { id: 2 }]);

    // one game only
    const ttr = await guest.get(`/api/open-tables?game=${TTR}`);
    expect(ttr.json.tables.map((t: { matchID: string }) => t.matchID)).toEqual([live.json.matchID]);
    // paging: `more` says there is another
    const one = await guest.get('/api/open-tables?limit=1');
    expect(one.json.tables.map((t: { matchID: string }) => t.matchID)).toEqual([rated.json.matchID]);
    expect(one.json.more).toBe(true);

    // the last free seat taken: no longer open
    await guest.post(`/games/${TTR}/${live.json.matchID}/join`, { playerName: 'Other', playerID: '2' });
    expect((await guest.get(`/api/open-tables?game=${TTR}`)).json.tables).toEqual([]);
  }, 60_000);

  it('refuses an unknown game and a malformed limit with the reason', async () => {
    const jar = new Jar(srv.url);
    for (const q of ['game=nope', 'game=__proto__', 'game=constructor', 'game=']) {
      const r = await jar.get(`/api/open-tables?${q}`);
      expect(r.status, q).toBe(404);
      expect(r.json.error).toMatch(/Unknown game/);
    }
    for (const q of ['limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'limit=x', 'limit=1&limit=2']) {
      const r = await jar.get(`/api/open-tables?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json.error).toMatch(/limit must be/);
    }
    const g = await jar.get('/api/open-tables?game=a&game=b');
    expect(g.status).toBe(404);
  });
});

describe('isOpen', () => {
  const now = 10 * STALE_TABLE_MS;
  const md = (extra: Record<string, unknown>, players: Record<number, { id: number; name?: string; data?: unknown }>) =>
    ({ gameName: 'g', players, createdAt: now - 1000, updatedAt: now - 1000, ...extra }) as any;
  it('a listed table with a free seat, not over, not a day old without anyone joining, nor a day quiet after', () => {
    expect(isOpen(md({}, { 0: { id: 0 }, 1: { id: 1 } }), now)).toBe(true);
    expect(isOpen(md({ unlisted: true }, { 0: { id: 0 } }), now)).toBe(false);
    expect(isOpen(md({ gameover: { winner: '0' } }, { 0: { id: 0 } }), now)).toBe(false);
    expect(isOpen(md({}, { 0: { id: 0, name: 'A' }, 1: { id: 1, name: 'B' } }), now)).toBe(false);
    expect(isOpen(md({ createdAt: now - STALE_TABLE_MS - 1 }, { 0: { id: 0 } }), now)).toBe(false);
    expect(
      isOpen(
        md({ createdAt: now - STALE_TABLE_MS - 1, updatedAt: now - 5 }, { 0: { id: 0, name: 'A' }, 1: { id: 1 } }),
        now,
      ),
    ).toBe(true);
    expect(
      isOpen(
        md(
          { createdAt: now - 3 * STALE_TABLE_MS, updatedAt: now - STALE_TABLE_MS - 1 },
          { 0: { id: 0, name: 'A' }, 1: { id: 1 } },
        ),
        now,
      ),
    ).toBe(false);
  });
});
