// Rated tables over HTTP and sockets, on SQLite and Postgres alike: two
// accounts play a rated match to its end; within seconds it is rated once (the winner above the
// loser on the leaderboard, both profiles list it with the ratings before and after, each
// account's other device finds the seat); who may sit at a rated table; a seat left for good
// loses as last; the leaderboard and profile routes' paging and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { until } from '../harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';
import { playToEnd } from './helpers';
import { placesOf } from '../../../server/ratings/model';
import { NEUTRAL_NAME } from '../../../server/accounts/seats';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

async function players(srv: RoundhouseServer, n: number, prefix = 'Rater') {
  const out: { jar: Jar; name: string }[] = [];
  for (let i = 0; i < n; i++) {
    const jar = new Jar(srv.url);
    const name = uniqueName(`${prefix}${i}`);
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    out.push({ jar, name });
  }
  return out;
}

/** A rated table created by the first player, every player seated (seat i for player i). */
async function ratedTable(ps: { jar: Jar; name: string }[], extra: Record<string, unknown> = {}) {
  const created = await ps[0].jar.post('/api/tables', { gameId: GAME, numPlayers: ps.length, rated: true, ...extra });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const matchID = created.json.matchID as string;
  const creds: Record<string, string> = {};
  for (const [i, p] of ps.entries()) {
    const j = await p.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Anything', playerID: String(i) });
    expect(j.status, JSON.stringify(j.json)).toBe(200);
    creds[String(i)] = j.json.playerCredentials;
  }
  return { matchID, creds };
}

describe.each(KINDS)('rated play on %s', (kind) => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve(kind);
  }, 120_000);
  afterAll(() => srv?.stop());

  it('two accounts play a rated match to its end: rated once, the winner above the loser on the leaderboard, both profiles list it, the other devices find the seat', async () => {
    const [a, b] = await players(srv, 2);
    // a draw is possible at toy-cards: play until a match has a winner (each one is rated)
    let matchID = '';
    let gameover: Awaited<ReturnType<typeof playToEnd>> | undefined;
    let played = 0;
    for (; played < 6; ) {
      const t = await ratedTable([a, b], { unlisted: false });
      // seated under the account names, whatever name the join asked for; listed as rated
      const md = (await srv.store.fetch(t.matchID, { metadata: true })).metadata;
      expect([md.players[0].name, md.players[1].name]).toEqual([a.name, b.name]);
      const listed = (await a.jar.get(`/games/${GAME}`)).json.matches.find(
        (m: { matchID: string }) => m.matchID === t.matchID,
      );
      expect(listed).toMatchObject({ rated: true });
      gameover = await playToEnd(srv.url, t.matchID, t.creds);
      played++;
      await until(async () => !!(await srv.repos.ratings.ratedResult(t.matchID)), 5000, 'the match to be rated');
      matchID = t.matchID;
      if (!gameover.draw) break;
    }
    expect(gameover!.draw, 'six draws in a row').toBeUndefined();
    const winner = gameover!.winner === '0' ? a : b;
    const loser = winner === a ? b : a;

    const board = (await a.jar.get(`/api/leaderboard/${GAME}`)).json;
    expect(board.map((r: { name: string }) => r.name)).toEqual([winner.name, loser.name]);
    expect(board[0].rating).toBeGreaterThan(board[1].rating);
    expect(board[0]).toMatchObject({ games: played });
    expect(board[0].wins).toBeGreaterThanOrEqual(1);
    expect([board[0].wins, board[1].wins]).toEqual([1, 0]); // the draws before it count for neither
    expect(board.map((r: { provisional: boolean }) => r.provisional)).toEqual([true, true]); // σ still above PROVISIONAL_SIGMA

    for (const p of [winner, loser]) {
      const prof = (await new Jar(srv.url).get(`/api/players/${encodeURIComponent(p.name.toUpperCase())}`)).json;
      expect(prof.name).toBe(p.name);
      expect(prof.ratings).toEqual({
        [GAME]: {
          rating: board.find((r: { name: string }) => r.name === p.name).rating,
          games: played,
          wins: p === winner ? 1 : 0,
          provisional: true,
        },
      });
      expect(prof.matches).toHaveLength(played);
      const m = prof.matches[0];
      expect(m).toMatchObject({
        matchID,
        gameId: GAME,
        place: p === winner ? 1 : 2,
        ratingAfter: prof.ratings[GAME].rating,
      });
      expect(m.players.map((x: { name: string; place: number }) => [x.name, x.place])).toEqual([
        [winner.name, 1],
        [loser.name, 2],
      ]);
      if (p === winner) expect(m.ratingAfter).toBeGreaterThan(m.ratingBefore);
      else expect(m.ratingAfter).toBeLessThan(m.ratingBefore);
      // newest first, and each match starts where the one before it ended
      for (let i = 1; i < prof.matches.length; i++) {
        expect(prof.matches[i - 1].finishedAt).toBeGreaterThanOrEqual(prof.matches[i].finishedAt);
        expect(prof.matches[i - 1].ratingBefore).toBe(prof.matches[i].ratingAfter);
      }
      expect(prof.matches[prof.matches.length - 1].ratingBefore).toBe(1000);
      // the other device
      const other = new Jar(srv.url);
      await other.signIn(p.name, PASSWORD);
      const mine = (await other.get('/api/me/matches')).json;
      expect(mine.find((x: { matchID: string }) => x.matchID === matchID)).toMatchObject({
        over: true,
        rated: true,
        playerID: p === a ? '0' : '1',
      });
    }

    // exactly once: settling again, here or by a sweep, changes nothing
    expect(await srv.ratings.settle(matchID)).toBe('already');
    expect(await srv.ratings.sweep()).toBe(0);
    expect((await a.jar.get(`/api/leaderboard/${GAME}`)).json).toEqual(board);
    // the table's ratings
    const at = (await a.jar.get(`/api/matches/${matchID}/ratings`)).json;
    // (6 matches between the same two: σ still above PROVISIONAL_SIGMA, the ratings provisional)
    expect(at).toEqual({
      rated: true,
      seats: {
        '0': { name: a.name, rating: expect.any(Number), games: played, provisional: true },
        '1': { name: b.name, rating: expect.any(Number), games: played, provisional: true },
      },
    });

    // the loser deletes the account: its rating goes with it (off the leaderboard, no row kept);
    // the match stays in the winner's history, the other seat under a neutral name
    const loserId = (await loser.jar.get('/api/me')).json.id as string;
    expect(loserId).toBeTruthy();
    expect((await loser.jar.del('/api/me', { password: PASSWORD })).status).toBe(204);
    expect(await srv.repos.ratings.ratingsOf(loserId)).toEqual([]);
    expect((await a.jar.get(`/api/leaderboard/${GAME}`)).json.map((r: { name: string }) => r.name)).toEqual([
      winner.name,
    ]);
    const kept = (await new Jar(srv.url).get(`/api/players/${encodeURIComponent(winner.name)}`)).json;
    expect(kept.matches[0].players.map((x: { name: string }) => x.name)).toEqual([winner.name, NEUTRAL_NAME]);
  });

  it('who may sit at a rated table: signed-in players only, once each, no bots, no hints, no renames; created signed in', async () => {
    const [a, b] = await players(srv, 2, 'Gate');
    const guest = new Jar(srv.url);
    expect((await guest.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true })).status).toBe(401);
    expect(
      (await a.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true, seats: [{}, { bot: 'easy' }] }))
        .status,
    ).toBe(400);
    expect((await a.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true, hints: true })).status).toBe(
      400,
    );
    expect((await a.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: 'yes' })).status).toBe(400);
    const { matchID } = (await a.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true })).json;
    const g = await guest.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest' });
    expect(g.status).toBe(401);
    expect(g.json.error).toMatch(/sign in/i);
    const ja = await a.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'A', playerID: '0' });
    expect(ja.status).toBe(200);
    expect((await a.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'A again', playerID: '1' })).status).toBe(
      409,
    );
    expect(
      (
        await a.jar.post(`/games/${GAME}/${matchID}/update`, {
          playerID: '0',
          credentials: ja.json.playerCredentials,
          newName: 'Other',
        })
      ).status,
    ).toBe(403);
    expect((await b.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'B', playerID: '1' })).status).toBe(200);
    // an unrated table still takes guests
    const free = (await guest.post('/api/tables', { gameId: GAME, numPlayers: 2 })).json.matchID;
    expect((await guest.post(`/games/${GAME}/${free}/join`, { playerName: 'Guest' })).status).toBe(200);
    expect((await guest.get(`/api/matches/${free}/ratings`)).json).toEqual({ rated: false, seats: {} });
    // a signed-in player's seat at an unrated table: named (the page links it to the profile), no rating
    expect((await a.jar.post(`/games/${GAME}/${free}/join`, { playerName: a.name })).status).toBe(200);
    expect((await guest.get(`/api/matches/${free}/ratings`)).json).toEqual({
      rated: false,
      seats: { '1': { name: a.name, rating: null, games: 0, provisional: false } },
    });
    // two joins sent at once by one account (a double click, two devices): one seat, one refusal
    const c3 = (await players(srv, 1, 'Twice'))[0];
    for (let i = 0; i < 3; i++) {
      const t = (await c3.jar.post('/api/tables', { gameId: GAME, numPlayers: 3, rated: true })).json.matchID;
      const both = await Promise.all(
        ['0', '1'].map((id) => c3.jar.post(`/games/${GAME}/${t}/join`, { playerName: 'C', playerID: id })),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const md = (await srv.store.fetch(t, { metadata: true })).metadata;
      expect(Object.values(md.players).filter((p: any) => p.name === c3.name)).toHaveLength(1);
    }
  });

  it('a second join of one account whose Lobby read the table before its first join was seated (and let go of its lease) is refused', async () => {
    const [c] = await players(srv, 1, 'Late');
    const t = (await c.jar.post('/api/tables', { gameId: GAME, numPlayers: 3, rated: true })).json.matchID as string;
    const before = (await srv.store.fetch(t, { metadata: true })).metadata;
    expect((await c.jar.post(`/games/${GAME}/${t}/join`, { playerName: 'C', playerID: '0' })).status).toBe(200);
    // The next metadata read of this table (the Lobby's, for the second join) gets the table as it
    // was before the first join: the two requests crossed.
    const store = srv.store as any;
    const fetch = store.fetch;
    let stale = true;
    store.fetch = async (id: string, opts: any) => {
      if (stale && id === t && opts.metadata) {
        stale = false;
        return { metadata: structuredClone(before) };
      }
      return fetch.call(store, id, opts);
    };
    try {
      const second = await c.jar.post(`/games/${GAME}/${t}/join`, { playerName: 'C', playerID: '1' });
      expect(stale).toBe(false);
      expect(second.status).toBe(409);
    } finally {
      store.fetch = fetch;
    }
    const md = (await srv.store.fetch(t, { metadata: true })).metadata;
    expect(Object.values(md.players).filter((p: any) => p.name === c.name)).toHaveLength(1);
  });

  it('"Play again" of a rated table: the next match is rated; a guest joining it while its options are still being copied waits, then is refused as at any rated table', async () => {
    const [a, b] = await players(srv, 2, 'Again');
    const t = await ratedTable([a, b]);
    const keeper = srv.ratings;
    const copyRated = keeper.copyRated;
    // widen the window between boardgame.io making the next match and the copy of "rated"
    keeper.copyRated = async (from: string, to: string) => {
      await new Promise((r) => setTimeout(r, 400));
      return copyRated.call(keeper, from, to);
    };
    try {
      const again = a.jar.post(`/games/${GAME}/${t.matchID}/playAgain`, { playerID: '0', credentials: t.creds['0'] });
      let nextID = '';
      await until(
        async () => !!(nextID = (await srv.store.fetch(t.matchID, { metadata: true })).metadata.nextMatchID ?? ''),
        5000,
        'the next match',
      );
      const guest = await new Jar(srv.url).post(`/games/${GAME}/${nextID}/join`, {
        playerName: 'Sneak',
        playerID: '1',
      });
      expect(guest.status, JSON.stringify(guest.json)).toBe(401);
      const done = await again;
      expect(done.status).toBe(200);
      expect(done.json.nextMatchID).toBe(nextID);
      const md = (await srv.store.fetch(nextID, { metadata: true })).metadata as {
        rated?: boolean;
        players: Record<string, { name?: string }>;
      };
      expect(md.rated).toBe(true);
      expect(Object.values(md.players).every((p) => !p.name)).toBe(true);
      expect((await b.jar.post(`/games/${GAME}/${nextID}/join`, { playerName: 'B', playerID: '1' })).status).toBe(200);
    } finally {
      keeper.copyRated = copyRated;
    }
  });

  it('a seat left for good loses as last, even when it leads on the board (3 players)', async () => {
    const ps = await players(srv, 3, 'Leaver');
    // play until the leaving seat is not last on the board (so the rule is what puts it last)
    for (let tries = 0; ; tries++) {
      expect(tries, 'the leaver was last on the board every time').toBeLessThan(8);
      const { matchID, creds } = await ratedTable(ps);
      // seat 1 leaves for good before any move; its stand-in (here: the test, with the seat's
      // own credentials, the server's bots being off) plays it to the end
      const left = await ps[1].jar.post(`/api/matches/${matchID}/leave`, {
        playerID: '1',
        credentials: creds['1'],
        forGood: true,
      });
      expect(left.status, JSON.stringify(left.json)).toBe(200);
      const gameover = await playToEnd(srv.url, matchID, creds);
      await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 5000, 'rated');
      const prof = (await ps[1].jar.get(`/api/players/${encodeURIComponent(ps[1].name)}`)).json;
      expect(prof.matches[0].matchID).toBe(matchID);
      expect(prof.matches[0].place).toBe(3);
      // the others are ranked among themselves by the board
      const places = Object.fromEntries(
        prof.matches[0].players.map((p: { playerID: string; place: number }) => [p.playerID, p.place]),
      );
      expect(places).toEqual(Object.fromEntries(placesOf(gameover, ['0', '1', '2'], new Set(['1']))));
      if (placesOf(gameover, ['0', '1', '2']).get('1')! < 3) {
        expect(prof.matches[0].ratingAfter).toBeLessThan(prof.matches[0].ratingBefore);
        break;
      }
    }
  });

  it('a rated match whose seat is not an account’s (its binding gone) is settled without rating', async () => {
    const ps = await players(srv, 2, 'Void');
    const { matchID, creds } = await ratedTable(ps);
    // the seat's binding now names other credentials (as if the seat had changed hands)
    await srv.repos.accounts.bindSeat(
      { accountId: ps[1].name, matchID, playerID: '1', credentials: 'other', boundAt: Date.now() },
      true,
    );
    await playToEnd(srv.url, matchID, creds);
    await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 5000, 'settled');
    expect(await srv.repos.ratings.ratedResult(matchID)).toMatchObject({
      rated: false,
      note: expect.stringMatching(/seat 1/),
    });
    expect((await ps[0].jar.get(`/api/players/${encodeURIComponent(ps[0].name)}`)).json).toMatchObject({
      ratings: {},
      matches: [],
    });
  });

  it("a seat at a rated table is never adopted by another account: the seat of an account deleted mid-match, posted with its credentials, is not X's, and the result rates nobody who did not sit", async () => {
    const [t, b, x] = await players(srv, 3, 'Adopt');
    const { matchID, creds } = await ratedTable([t, b]);
    expect((await t.jar.del('/api/me', { password: PASSWORD })).status).toBe(204);
    const posted = await x.jar.post('/api/me/seats', { seats: [{ matchID, playerID: '0', credentials: creds['0'] }] });
    expect(posted.status).toBe(200);
    expect(posted.json).toEqual({ adopted: 0 });
    expect((await x.jar.get('/api/me/matches')).json).toEqual([]);
    // the seat at an unrated table is still adopted as before
    const free = (await x.jar.post(`/games/${GAME}/create`, { numPlayers: 2 }, { cookie: '' })).json.matchID;
    const guestSeat = (
      await new Jar(srv.url).post(`/games/${GAME}/${free}/join`, { playerID: '0', playerName: 'Guest' })
    ).json.playerCredentials;
    expect(
      (await x.jar.post('/api/me/seats', { seats: [{ matchID: free, playerID: '0', credentials: guestSeat }] })).json,
    ).toEqual({ adopted: 1 });
    // played to its end, the match is settled without rating: X never sat there
    await playToEnd(srv.url, matchID, creds);
    await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 5000, 'the match to be settled');
    expect((await x.jar.get(`/api/players/${encodeURIComponent(x.name)}`)).json.ratings).toEqual({});
    expect((await x.jar.get(`/api/matches/${matchID}/ratings`)).json.seats['0']).toBeUndefined();
  });

  it('a rated match that ended while no process settled it (stopped right after storing the end) is rated by the sweep at the next start', async () => {
    const ps = await players(srv, 2, 'Swept');
    srv.ratings.stop(); // as if the process had died right after the final write
    try {
      const { matchID, creds } = await ratedTable(ps);
      await playToEnd(srv.url, matchID, creds);
      await new Promise((r) => setTimeout(r, 300));
      expect(await srv.repos.ratings.ratedResult(matchID)).toBeUndefined();
      expect((await srv.ratings.unsettled(100)).map((m) => m.matchID)).toContain(matchID);
    } finally {
      await srv.ratings.start(); // the start's sweep
    }
    const prof = (await ps[0].jar.get(`/api/players/${encodeURIComponent(ps[0].name)}`)).json;
    expect(prof.matches).toHaveLength(1);
    expect(await srv.ratings.unsettled(100)).toEqual([]);
  });

  it('leaderboard and profile: paging, unknown game or player, bad parameters', async () => {
    const board = await new Jar(srv.url).get(`/api/leaderboard/${GAME}?limit=1&offset=1`);
    expect(board.status).toBe(200);
    expect(board.json).toHaveLength(1);
    const all = (await new Jar(srv.url).get(`/api/leaderboard/${GAME}?limit=100`)).json;
    expect(board.json[0]).toEqual(all[1]);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].rating).toBeGreaterThanOrEqual(all[i].rating);
    expect(all.every((r: { games: number }) => r.games >= 1)).toBe(true);
    expect(Object.keys(all[0]).sort()).toEqual(['games', 'name', 'provisional', 'rating', 'wins']);
    const j = new Jar(srv.url);
    expect((await j.get('/api/leaderboard/no-such-game')).status).toBe(404);
    expect((await j.get('/api/leaderboard/__proto__')).status).toBe(404);
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'offset=-1', 'limit=1e3'])
      expect((await j.get(`/api/leaderboard/${GAME}?${q}`)).status, q).toBe(400);
    expect((await j.get('/api/players/nobody-here-at-all')).status).toBe(404);
    expect((await j.get('/api/players/__proto__')).status).toBe(404);
    expect((await j.get(`/api/players/${all[0].name}?limit=0`)).status).toBe(400);
    const p1 = (await j.get(`/api/players/${encodeURIComponent(all[0].name)}?limit=1`)).json;
    const p2 = (await j.get(`/api/players/${encodeURIComponent(all[0].name)}?limit=1&offset=1`)).json;
    expect(p1.matches).toHaveLength(1);
    if (all[0].games > 1) expect(p2.matches[0].matchID).not.toBe(p1.matches[0].matchID);
    // an account with no rated game: a profile with nothing in it, and not on the board
    const [fresh] = await players(srv, 1, 'Fresh');
    expect((await j.get(`/api/players/${encodeURIComponent(fresh.name)}`)).json).toEqual({
      name: fresh.name,
      ratings: {},
      matches: [],
      limit: 20,
      offset: 0,
    });
    expect(all.map((r: { name: string }) => r.name)).not.toContain(fresh.name);
  });
});
