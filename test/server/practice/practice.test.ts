// Practice against bots over HTTP, on SQLite and on Postgres alike (server/practice/): a signed-in
// player's finished local game against bots is counted once per match, shown per game on the
// profile, never rated; bad reports get a 4xx with the reason; a report only ever counts for the
// session's own account; an hour's reports are limited; a deleted account's reports go with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { PRACTICE_PER_HOUR } from '../../../server/practice/routes';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

let matchN = 0;
const report = (over: Record<string, unknown> = {}) => ({
  gameId: GAME,
  matchID: `m${process.pid}x${++matchN}`,
  players: 3,
  place: 1,
  bots: ['normal', 'hard'],
  moves: 42,
  ...over,
});

async function player(base: string, prefix: string) {
  const jar = new Jar(base);
  const name = uniqueName(prefix);
  expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
  return { jar, name };
}

describe.each(KINDS)('practice on %s', (kind) => {
  let srv: RoundhouseServer;
  let clock = Date.now();
  beforeAll(async () => {
    srv = await serve(kind, { now: () => clock });
  }, 120_000);
  afterAll(() => srv?.stop());

  it('counts a finished game once per match, per game, with wins; the ratings stay untouched', async () => {
    const { jar, name } = await player(srv.url, 'Prac');
    const practice = () => jar.get(`/api/players/${encodeURIComponent(name)}/practice`);
    expect((await practice()).json).toEqual({ name, games: {} });
    const won = report();
    const first = await jar.post('/api/me/practice', won);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ counted: true });
    expect(first.headers.get('cache-control')).toBe('no-store');
    // the same match again (a reload of the end screen): nothing changes
    const again = await jar.post('/api/me/practice', { ...won, place: 2 });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ counted: false });
    expect((await jar.post('/api/me/practice', report({ place: 3, players: 3 }))).status).toBe(201);
    expect(
      (await jar.post('/api/me/practice', report({ place: 1, draw: true, players: 2, bots: ['easy'] }))).status,
    ).toBe(201);
    const r = await practice();
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ name, games: { [GAME]: { games: 3, wins: 1 } } });
    // unrated: the profile's ratings and rated matches know nothing of it
    const profile = await jar.get(`/api/players/${encodeURIComponent(name)}`);
    expect(profile.status).toBe(200);
    expect(profile.json.ratings).toEqual({});
    expect(profile.json.matches).toEqual([]);
    expect((await jar.get(`/api/leaderboard/${GAME}`)).json).toEqual([]);
    // the name is looked up as the profile's is (any case)
    expect((await jar.get(`/api/players/${encodeURIComponent(name.toUpperCase())}/practice`)).json.games).toEqual({
      [GAME]: { games: 3, wins: 1 },
    });
    expect((await jar.get('/api/players/nobody_here_at_all/practice')).status).toBe(404);
  });

  it('signed in only, and only for the session account: a body naming another account is refused', async () => {
    expect((await new Jar(srv.url).post('/api/me/practice', report())).status).toBe(401);
    const ann = await player(srv.url, 'Ann');
    const bob = await player(srv.url, 'Bob');
    const bobs = await bob.jar.get('/api/me');
    for (const extra of [{ accountId: bobs.json.id }, { name: bob.name }, { account: bobs.json.id }]) {
      const r = await ann.jar.post('/api/me/practice', report(extra));
      expect(r.status).toBe(400);
      expect(r.json.error).toMatch(/Unexpected field/);
    }
    // the same match ID from two accounts: one count each, in each one's own record
    const shared = report();
    expect((await ann.jar.post('/api/me/practice', shared)).status).toBe(201);
    expect((await bob.jar.post('/api/me/practice', { ...shared, place: 2 })).status).toBe(201);
    expect((await ann.jar.get(`/api/players/${ann.name}/practice`)).json.games).toEqual({
      [GAME]: { games: 1, wins: 1 },
    });
    expect((await bob.jar.get(`/api/players/${bob.name}/practice`)).json.games).toEqual({
      [GAME]: { games: 1, wins: 0 },
    });
  });

  it('bad reports: 4xx with the reason, nothing counted', async () => {
    const { jar, name } = await player(srv.url, 'Bad');
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ gameId: 'no-such-game' }, 404, /Unknown game/],
      [{ gameId: 7 }, 404, /Unknown game/],
      [{ gameId: '__proto__' }, 404, /Unknown game/],
      [{ matchID: '' }, 400, /matchID/],
      [{ matchID: 'a/b' }, 400, /matchID/],
      [{ matchID: 'x'.repeat(65) }, 400, /matchID/],
      [{ players: 1 }, 400, /players/],
      [{ players: 5 }, 400, /players/],
      [{ players: 2.5 }, 400, /players/],
      [{ players: '3' }, 400, /players/],
      [{ place: 0 }, 400, /place/],
      [{ place: 4 }, 400, /place/],
      [{ place: '1' }, 400, /place/],
      [{ draw: 'yes' }, 400, /draw/],
      [{ draw: true, place: 2 }, 400, /draw/],
      [{ bots: [] }, 400, /bots/],
      [{ bots: 'hard' }, 400, /bots/],
      [{ bots: ['hard', 'hard', 'hard'] }, 400, /bots/],
      [{ bots: ['grandmaster'] }, 400, /bots/],
      [{ bots: [{ level: 'hard' }] }, 400, /bots/],
      [{ moves: -1 }, 400, /moves/],
      [{ moves: 1e9 }, 400, /moves/],
      [{ rating: 3000 }, 400, /Unexpected field/],
    ];
    for (const [over, status, why] of cases) {
      const r = await jar.post('/api/me/practice', report(over));
      expect(r.status, JSON.stringify(over)).toBe(status);
      expect(r.json.error, JSON.stringify(over)).toMatch(why);
    }
    // the body gate's own refusals
    expect((await jar.post('/api/me/practice', '{"__proto__": {"x": 1}}')).status).toBe(400);
    expect((await jar.post('/api/me/practice', 'not json')).status).toBe(400);
    expect((await jar.post('/api/me/practice', '[1]')).status).toBe(400);
    expect((await jar.post('/api/me/practice', 'gameId=x', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await jar.get(`/api/players/${name}/practice`)).json.games).toEqual({});
  });

  it(`at most ${PRACTICE_PER_HOUR} reports an hour (429 with Retry-After), counted again an hour later`, async () => {
    const { jar, name } = await player(srv.url, 'Busy');
    for (let i = 0; i < PRACTICE_PER_HOUR; i++)
      expect((await jar.post('/api/me/practice', report({ place: 1 + (i % 3) }))).status).toBe(201);
    const over = await jar.post('/api/me/practice', report());
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('3600');
    expect(over.json.error).toMatch(/practice games an hour/);
    clock += 3_600_001;
    expect((await jar.post('/api/me/practice', report())).status).toBe(201);
    expect((await jar.get(`/api/players/${name}/practice`)).json.games).toEqual({
      [GAME]: { games: PRACTICE_PER_HOUR + 1, wins: PRACTICE_PER_HOUR / 3 + 1 },
    });
  });

  it("a deleted account's practice goes with it", async () => {
    const { jar, name } = await player(srv.url, 'Gone');
    const id = (await jar.get('/api/me')).json.id;
    expect((await jar.post('/api/me/practice', report())).status).toBe(201);
    expect(await srv.repos.practice.summary(id)).toEqual([{ gameId: GAME, games: 1, wins: 1 }]);
    expect((await jar.del('/api/me', { password: PASSWORD })).status).toBe(204);
    expect(await srv.repos.practice.summary(id)).toEqual([]);
    expect((await new Jar(srv.url).get(`/api/players/${name}/practice`)).status).toBe(404);
  });
});
