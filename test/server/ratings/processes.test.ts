// Rated play with several server processes on one Postgres (and Redis):
// - two accounts ask for a quick match, one through process A and one through B: seated at the
//   same table on different seats within 15 s; they play Ticket to Ride: The Card Game to its end
//   over sockets with every move sent through both processes at the same instant (so the final
//   move, the one that ends the match, is raced too): the match is rated exactly once (one
//   rated_results row, games = 1 each), the winner above the loser on the leaderboard, both
//   profiles list it with the ratings before and after, each player's other device finds the seat;
// - two stores (as two processes) settling the same 12 finished matches at once, in opposite
//   orders: each match applied once, and no update of a shared rating lost (games = 12 each);
// - two quick-match formers (as two processes) seating the same queue at once, ignoring the lease:
//   each player seated once, the losing former's tables wiped.
import { io, type Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../../games';
import { activeSeats } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { createMatch } from 'boardgame.io/internal';
import { PgStore } from '../../../server/storage/postgres';
import { RatingKeeper } from '../../../server/ratings/keeper';
import { ratedHistory } from '../../../server/ratings/board';
import { QuickMatch } from '../../../server/quickmatch/quickmatch';
import { openAccountsRepo } from '../../../server/accounts/repo';
import { openRatingsRepo } from '../../../server/ratings/repo';
import { openQueueRepo } from '../../../server/quickmatch/repo';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { startStack, until, type Stack } from '../scale/stack';

let stack: Stack;
let db: pg.Client;
let A: Awaited<ReturnType<Stack['spawn']>>;
let B: Awaited<ReturnType<Stack['spawn']>>;

beforeAll(async () => {
  stack = await startStack();
  [A, B] = await Promise.all([stack.spawn(), stack.spawn()]);
  db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end().catch(() => {});
  await stack?.stop();
});

describe('rated play across two processes on Postgres', () => {
  it('quick match through A and B, a Ticket to Ride match raced through both to its end: rated exactly once; leaderboard, profiles, other devices', async () => {
    const mod = getGame('ticket-to-ride-card-game')!;
    const a = { jar: new Jar(A.url), name: uniqueName('Ada') };
    const b = { jar: new Jar(B.url), name: uniqueName('Bo') };
    expect((await a.jar.signUp(a.name, PASSWORD)).status).toBe(201);
    expect((await b.jar.signUp(b.name, PASSWORD)).status).toBe(201);
    const asked = Date.now();
    expect((await a.jar.post('/api/quickmatch', { gameId: mod.id, numPlayers: 2 })).status).toBe(202);
    expect((await b.jar.post('/api/quickmatch', { gameId: mod.id, numPlayers: 2 })).status).toBe(202);
    let sa: any, sb: any;
    await until(
      async () => {
        [sa, sb] = [(await a.jar.get('/api/quickmatch')).json, (await b.jar.get('/api/quickmatch')).json];
        return sa.status === 'seated' && sb.status === 'seated';
      },
      15_000,
      'both seated',
    );
    console.log(`quick match: both seated ${Date.now() - asked} ms after asking`);
    expect(sa.matchID).toBe(sb.matchID);
    expect(sa.playerID).not.toBe(sb.playerID);
    const matchID: string = sa.matchID;
    const creds: Record<string, string> = { [sa.playerID]: sa.credentials, [sb.playerID]: sb.credentials };
    const nameOf: Record<string, string> = { [sa.playerID]: a.name, [sb.playerID]: b.name };

    // a socket per seat on each process
    const sockets: Record<string, { socket: Socket; last: () => State | undefined }> = {};
    for (const [pname, p] of [
      ['A', A],
      ['B', B],
    ] as const) {
      for (const seat of ['0', '1']) {
        const socket = io(`${p.url}/${mod.id}`, { transports: ['websocket'], forceNew: true });
        let last: State | undefined;
        const on = (s: State) => {
          if (!last || s._stateID >= last._stateID) last = s;
        };
        socket.on('sync', (_m: string, info: { state: State }) => on(info.state));
        socket.on('update', (_m: string, s: State) => on(s));
        await new Promise<void>((r) => socket.on('connect', () => r()));
        socket.emit('sync', matchID, seat, creds[seat], 2);
        sockets[`${pname}${seat}`] = { socket, last: () => last };
      }
    }
    const rand = seededRandom('rated-processes');
    try {
      await until(() => Object.values(sockets).every((s) => s.last()), 10_000, 'sync');
      let moves = 0;
      while (!sockets.A0.last()!.ctx.gameover) {
        const cur = sockets.A0.last()!;
        const seat = activeSeats(cur.ctx)[0];
        const mine = sockets[`A${seat}`].last()!;
        const legal = mod.legalMoves(mine.G, mine.ctx, seat);
        const m = legal[Math.floor(rand() * legal.length)];
        const action = {
          type: 'MAKE_MOVE',
          payload: { type: m.move, args: m.args, playerID: seat, credentials: creds[seat] },
        };
        const at = cur._stateID;
        // the same move through both processes at once: one is stored, the other refused
        sockets[`A${seat}`].socket.emit('update', action, at, matchID, seat);
        sockets[`B${seat}`].socket.emit('update', action, at, matchID, seat);
        await until(
          () => Object.values(sockets).every((s) => s.last()!._stateID >= at + 1),
          10_000,
          `move ${moves} at state ${at}`,
        );
        expect(++moves).toBeLessThan(3000);
      }
    } finally {
      Object.values(sockets).forEach((s) => s.socket.close());
    }
    const gameover = sockets.A0.last()!.ctx.gameover as { winner?: string; draw?: true };
    const ended = Date.now();

    // within seconds: on the leaderboard, read through either process
    let board: any[] = [];
    await until(
      async () => {
        board = (await b.jar.get(`/api/leaderboard/${mod.id}?limit=100`)).json.filter(
          (r: { name: string }) => r.name === a.name || r.name === b.name,
        );
        return board.length === 2;
      },
      10_000,
      'both on the leaderboard',
    );
    console.log(
      `rated ${Date.now() - ended} ms after the end; ${gameover.winner !== undefined ? `seat ${gameover.winner} won` : 'a draw'}`,
    );
    expect(board.map((r) => r.games)).toEqual([1, 1]);
    if (gameover.winner !== undefined) {
      expect(board[0].name).toBe(nameOf[gameover.winner]);
      expect(board[0].rating).toBeGreaterThan(board[1].rating);
      expect(board.map((r) => r.wins)).toEqual([1, 0]);
    } else expect(board[0].rating).toBe(board[1].rating);

    // exactly once in the database, though both processes heard the end
    const results = await db.query('SELECT count(*)::int AS n FROM rated_results WHERE match_id = $1', [matchID]);
    expect(results.rows[0].n).toBe(1);
    const seats = await db.query('SELECT count(*)::int AS n FROM rated_seats WHERE match_id = $1', [matchID]);
    expect(seats.rows[0].n).toBe(2);
    const lines = (p: typeof A) =>
      (p.output.text.match(new RegExp(`ratings: match ${matchID} .*rated`, 'g')) ?? []).length;
    expect(lines(A) + lines(B), 'rated by one process').toBe(1);

    for (const [p, seat] of [
      [a, sa.playerID],
      [b, sb.playerID],
    ] as const) {
      const prof = (await new Jar(A.url).get(`/api/players/${encodeURIComponent(p.name)}`)).json;
      expect(prof.matches).toHaveLength(1);
      expect(prof.matches[0]).toMatchObject({
        matchID,
        gameId: mod.id,
        playerID: seat,
        ratingBefore: 1000,
        ratingAfter: prof.ratings[mod.id].rating,
      });
      if (gameover.winner !== undefined) expect(prof.matches[0].place).toBe(gameover.winner === seat ? 1 : 2);
      const other = new Jar(p === a ? B.url : A.url);
      expect((await other.signIn(p.name, PASSWORD)).status).toBe(200);
      const mine = (await other.get('/api/me/matches')).json;
      expect(mine.find((m: { matchID: string }) => m.matchID === matchID)).toMatchObject({
        playerID: seat,
        credentials: creds[seat],
        over: true,
      });
    }
  }, 240_000);

  it('two stores settling the same 12 finished matches at once, in opposite orders: each applied once, no rating update lost', async () => {
    const url = await freshDatabase('rh_ratings_race');
    const [s1, s2] = [new PgStore(url, [toyCards]), new PgStore(url, [toyCards])];
    await s1.connect();
    await s2.connect();
    // each store's process with its own accounts and ratings repositories
    const [a1, a2] = [await openAccountsRepo(s1.db), await openAccountsRepo(s2.db)];
    const [r1, r2] = [await openRatingsRepo(s1.db), await openRatingsRepo(s2.db)];
    try {
      const accounts = ['acct-a', 'acct-b', 'acct-c'];
      for (const id of accounts)
        await a1.createAccount({ id, name: id, nameKey: id, passwordHash: null, webauthnUserId: id, createdAt: 0 });
      const matches: string[] = [];
      for (let k = 0; k < 12; k++) {
        const id = `race${k}`;
        const m = createMatch({ game: toyCards.game, numPlayers: 3, setupData: undefined, unlisted: true }) as any;
        m.metadata.rated = true;
        for (let i = 0; i < 3; i++)
          m.metadata.players[i] = { ...m.metadata.players[i], name: accounts[i], credentials: `c${k}${i}` };
        await s1.createMatch(id, m);
        for (let i = 0; i < 3; i++)
          await a1.bindSeat(
            { accountId: accounts[i], matchID: id, playerID: String(i), credentials: `c${k}${i}`, boundAt: 0 },
            true,
          );
        const { state } = await s1.fetch(id, { state: true });
        const winner = String(k % 3);
        await s1.setState(
          id,
          {
            ...state,
            _stateID: state._stateID + 1,
            ctx: {
              ...state.ctx,
              gameover: { winner, winners: [winner], scores: { '0': 1, '1': 1, '2': 1, [winner]: 5 } },
            },
          },
          [],
        );
        matches.push(id);
      }
      // three independent settlers (two on one store, one on the other), all at once
      const keeper = (matches: PgStore, repo: typeof r1, accounts: typeof a1) =>
        new RatingKeeper({ matches, repo, accounts });
      const [k1, k2, k3] = [keeper(s1, r1, a1), keeper(s2, r2, a2), keeper(s2, r2, a2)];
      expect(await k2.unsettled(100)).toHaveLength(12);
      const outcomes = await Promise.all([
        Promise.all(matches.map((m) => k1.settle(m))),
        Promise.all([...matches].reverse().map((m) => k2.settle(m))),
        Promise.all(matches.map((m) => k3.settle(m))),
      ]);
      const flat = outcomes.flat();
      expect(flat.filter((o) => o === 'rated')).toHaveLength(12);
      expect(flat.filter((o) => o !== 'rated' && o !== 'already')).toEqual([]);
      const rows = await r1.ratingsIn(toyCards.id, accounts);
      expect(rows.map((r) => [r.accountId, r.games, r.wins]).sort()).toEqual([
        ['acct-a', 12, 4],
        ['acct-b', 12, 4],
        ['acct-c', 12, 4],
      ]);
      expect(await k1.unsettled(100)).toEqual([]);
      expect(await ratedHistory(r1, a1, 'acct-a', 100, 0)).toHaveLength(12);
    } finally {
      await s1.close();
      await s2.close();
    }
  }, 120_000);

  it('two quick-match formers seating one queue at once (no lease): each player seated once', async () => {
    const url = await freshDatabase('rh_quick_race');
    const stores = [new PgStore(url, [toyCards]), new PgStore(url, [toyCards])];
    for (const s of stores) await s.connect();
    // each store's process with its own repositories
    const repos = await Promise.all(
      stores.map(async (s) => ({
        accounts: await openAccountsRepo(s.db),
        ratings: await openRatingsRepo(s.db),
        queue: await openQueueRepo(s.db),
      })),
    );
    try {
      const noop = { create: async () => {}, copyPace: async () => {} } as any;
      const logs: string[] = [];
      const formers = stores.map(
        (store, i) =>
          new QuickMatch({
            store,
            queue: repos[i].queue,
            leases: store.db,
            accounts: repos[i].accounts,
            ratings: repos[i].ratings,
            games: [toyCards],
            clocks: noop,
            bots: { start: async () => {} } as any,
            keeper: new RatingKeeper({ matches: store, repo: repos[i].ratings, accounts: repos[i].accounts }),
            log: (m) => logs.push(m),
          }),
      );
      const now = Date.now();
      const ids = Array.from({ length: 20 }, (_, i) => `q${i}-${randomUUID().slice(0, 6)}`);
      for (const id of ids) {
        await repos[0].accounts.createAccount({
          id,
          name: id,
          nameKey: id,
          passwordHash: null,
          webauthnUserId: id,
          createdAt: 0,
        });
        await repos[0].queue.queuePut({
          accountId: id,
          gameId: toyCards.id,
          numPlayers: 2,
          rating: 1000,
          joinedAt: now,
          seenAt: now,
          botsAfter: null,
          pace: 'live',
          matchID: null,
          playerID: null,
          credentials: null,
          seatedAt: null,
        });
      }
      const seated = await Promise.all([formers[0].tick({ force: true }), formers[1].tick({ force: true })]);
      const rows = await Promise.all(ids.map((id) => repos[0].queue.queueGet(id)));
      expect(rows.every((r) => r?.matchID)).toBe(true);
      // every table of the winners is real, full, and each player in exactly one
      const byMatch = new Map<string, string[]>();
      for (const r of rows) byMatch.set(r!.matchID!, [...(byMatch.get(r!.matchID!) ?? []), r!.playerID!]);
      expect(byMatch.size).toBe(10);
      for (const [matchID, seatsTaken] of byMatch) {
        expect(seatsTaken.sort()).toEqual(['0', '1']);
        const { metadata } = await stores[1].fetch(matchID, { metadata: true });
        expect(metadata.rated).toBe(true);
      }
      expect(seated[0] + seated[1]).toBe(10);
      // the tables a former lost are gone
      const wiped = logs.flatMap((l) => /table (\w+) not used/.exec(l)?.[1] ?? []);
      for (const id of wiped) expect(await stores[0].fetch(id, { metadata: true })).toEqual({});
      console.log(
        `quick-match formers racing: ${seated[0]} and ${seated[1]} tables seated, ${wiped.length} lost and wiped`,
      );
    } finally {
      for (const s of stores) await s.close();
    }
  }, 60_000);
});

async function freshDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Date.now() % 100000}`;
  await db.query(`CREATE DATABASE ${name}`);
  return stack.pg.url.replace(/\/postgres$/, `/${name}`);
}
