// Upgrades keep data: a SQLite database file and a Postgres database written by the release before
// each server module kept its own tables (test/fixtures/upgrade/build.ts made them with that code,
// and recorded what it read back) open with the current code (each module's migrations run on
// them), which reads back through the module that owns each table now the same matches
// (state with its undo history, metadata, log, initial state, replay), accounts, passkeys,
// sessions, ratings, rated results and history, leaderboard, seat bindings, clocks and the
// quick-match queue. Then a server started on them: a session cookie and a password still sign in,
// the queued player is still waiting, the rated match that ended unsettled is settled by the
// start's sweep, and the running match takes its next move.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Master } from 'boardgame.io/master';
import type { State } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import type { GameModule } from '../../games/common/module';
import { startServer, type RoundhouseServer } from '../../server/app';
import { openData } from '../../server/data';
import { boundSeats } from '../../server/accounts/seats';
import { hashSessionId } from '../../server/accounts/sessions';
import { leaderboard, ratedHistory } from '../../server/ratings/board';
import { RatingKeeper } from '../../server/ratings/keeper';
import { ACCOUNTS, FIXTURE_GAME, MATCHES, PASSKEYS, PASSWORD, RUNNING_GAME, SESSIONS } from '../fixtures/upgrade/names';
import { Jar } from './accounts/helpers';
import { tempDir, until } from './harness';
import { startPostgres, type Service } from './scale/services';

const FIXTURES = new URL('../fixtures/upgrade/', import.meta.url).pathname;
const mod = getGame(FIXTURE_GAME)!;
const runningMod = getGame(RUNNING_GAME)!;
const games: GameModule[] = [mod, runningMod];

let pgService: Service;
beforeAll(async () => {
  pgService = await startPostgres({ durable: false });
}, 60_000);
afterAll(async () => {
  await pgService?.stop();
});

/** A copy of the fixture, and where it is. */
interface Opened {
  config: { dataDir: string; databaseUrl?: string };
}

const kinds: Record<string, () => Promise<Opened>> = {
  sqlite: async () => {
    const dataDir = tempDir('rh-upgrade-');
    copyFileSync(join(FIXTURES, 'roundhouse.sqlite'), join(dataDir, 'roundhouse.sqlite'));
    return { config: { dataDir } };
  },
  postgres: async () => {
    const admin = new pg.Client({ connectionString: pgService.url });
    await admin.connect();
    await admin.query('CREATE DATABASE rh_upgrade');
    await admin.end();
    const databaseUrl = pgService.url.replace(/\/postgres$/, '/rh_upgrade');
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', join(FIXTURES, 'postgres.sql'), databaseUrl], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return { config: { dataDir: tempDir('rh-upgrade-'), databaseUrl } };
  },
};

type Data = Awaited<ReturnType<typeof openData>>;

/** What test/fixtures/upgrade/build.ts read back through the stores of the release before, read
 *  through the modules that own each table now. */
async function readBack({ db, store, repos }: Data): Promise<unknown> {
  const keeper = new RatingKeeper({ matches: store, repo: repos.ratings, accounts: repos.accounts });
  const matches: Record<string, unknown> = {};
  for (const id of Object.values(MATCHES)) {
    matches[id] = {
      fetched: await store.fetch(id, { state: true, metadata: true, log: true, initialState: true }),
      replay: await store.fetchReplay(id),
      clock: (await repos.clocks.getClock(id)) ?? null,
      ratedResult: (await repos.ratings.ratedResult(id)) ?? null,
      seatAccounts: await repos.accounts.matchSeatAccounts(id),
    };
  }
  const accounts: Record<string, unknown> = {};
  for (const [name, id] of Object.entries(ACCOUNTS)) {
    accounts[name] = {
      byId: await repos.accounts.accountById(id),
      byNameKey: await repos.accounts.accountByNameKey(name),
      passkeys: await repos.accounts.passkeysOf(id),
      ratings: await repos.ratings.ratingsOf(id),
      history: await ratedHistory(repos.ratings, repos.accounts, id, 100, 0),
      seats: await boundSeats(store, repos.accounts, id, 100),
      // `pace` is a field added since that release (its rows read as live: asserted below)
      queue: withoutPace((await repos.queue.queueGet(id)) ?? null),
    };
  }
  const sessions: Record<string, unknown> = {};
  for (const [name, sid] of Object.entries(SESSIONS))
    sessions[name] = await repos.accounts.sessionByHash(hashSessionId(sid));
  const clocks = await repos.clocks.runningClocks();
  const open = new Set(await store.openOf(clocks.map((c) => c.matchID)));
  return JSON.parse(
    JSON.stringify({
      matches,
      accounts,
      sessions,
      passkeyById: await repos.accounts.passkeyById(PASSKEYS.cy),
      listMatches: (await store.listMatches()).sort(),
      listOpen: (await store.listOpen()).sort((a, b) => a.matchID.localeCompare(b.matchID)),
      listFinished: await store.listFinished(),
      listTables: await store.listTables(mod.id, { limit: 50, offset: 0, keep: () => true }),
      listClocks: clocks.filter((c) => open.has(c.matchID)),
      // `provisional` (a rating's "?") is a field added since that release: compared as it read
      leaderboard: (await leaderboard(repos.ratings, repos.accounts, mod.id, 50, 0)).map(
        ({ provisional: _p, ...row }) => row,
      ),
      unsettledRated: (await keeper.unsettled(100)).map((m) => m.matchID),
      queueWaiting: (await repos.queue.queueWaiting()).map(withoutPace),
      standInSecret: await db.serverSecret('stand-in-credentials'),
    }),
  );
}

function withoutPace<T extends { pace?: unknown } | null>(row: T) {
  if (!row) return row;
  const { pace: _pace, ...rest } = row;
  return rest;
}

for (const [kind, make] of Object.entries(kinds)) {
  describe(`a ${kind} database of the release before`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await make();
    }, 60_000);

    it('reads back every match, account, passkey, session, rating and queue row as that release did', async () => {
      const expected = JSON.parse(readFileSync(join(FIXTURES, `expected-${kind}.json`), 'utf8'));
      // (the fixture's lease was taken for an hour when it was made: held or not depends on when
      // this runs; its row is read either way)
      delete expected.leaseHeld;
      const data = await openData(opened.config, games, () => {});
      try {
        const got = (await readBack(data)) as typeof expected;
        // piece by piece first (a failure names what was lost), then all of it
        for (const id of Object.values(MATCHES)) expect(got.matches[id], id).toEqual(expected.matches[id]);
        for (const name of Object.keys(ACCOUNTS)) expect(got.accounts[name], name).toEqual(expected.accounts[name]);
        expect(got.sessions).toEqual(expected.sessions);
        expect(got).toEqual(expected);
        // what the fixture holds (so the comparison above is not of empty reads)
        expect(expected.matches[MATCHES.running].fetched.state._undo.length).toBeGreaterThan(1);
        expect(expected.accounts.ada.ratings).toHaveLength(1);
        expect(expected.accounts.ada.passkeys).toHaveLength(1);
        expect(expected.accounts.cy.queue).toMatchObject({ accountId: ACCOUNTS.cy, matchID: null });
        // the request made before quick matches had paces is a live one
        expect(await data.repos.queue.queueGet(ACCOUNTS.cy)).toMatchObject({ pace: 'live' });
        expect(expected.sessions.ada).toMatchObject({ accountId: ACCOUNTS.ada });
        expect(expected.listFinished).toHaveLength(3);
        expect(expected.unsettledRated).toEqual([MATCHES.ratedUnsettled]);
      } finally {
        await data.store.close();
        await data.db.close();
      }
    }, 60_000);

    it('a server started on it: sessions and passwords sign in, the queue waits, the unsettled rated match is settled, the running match moves on', async () => {
      // Cy asked for the quick match just before the upgrade (a waiting row not asked about for
      // STALE_MS leaves the queue; the fixture's is older than that)
      const data = await openData(opened.config, games, () => {});
      await data.repos.queue.queueTouch(ACCOUNTS.cy, Date.now());
      await data.store.close();
      await data.db.close();
      let srv: RoundhouseServer | undefined;
      try {
        srv = await startServer(
          {
            port: 0,
            rateLimits: false,
            clientDir: join(opened.config.dataDir, 'no-client'),
            origins: [/^http:\/\/localhost(:\d+)?$/],
            bots: false,
            ...opened.config,
          },
          () => {},
          games,
        );
        const ada = new Jar(srv.url);
        ada.cookies.set('rh_session', SESSIONS.ada);
        expect((await ada.get('/api/me')).json).toMatchObject({ name: 'Ada' });
        const bo = new Jar(srv.url);
        expect((await bo.signIn('Bo', PASSWORD)).status).toBe(200);
        expect((await bo.get('/api/me')).json).toMatchObject({ name: 'Bo' });
        const cy = new Jar(srv.url);
        cy.cookies.set('rh_session', SESSIONS.cy);
        // still queued, or already seated with bots (Cy accepts bots after 30 s, and has waited
        // since the fixture was made)
        const q = (await cy.get('/api/quickmatch')).json;
        // a request made before quick matches had paces is a live one
        expect(q).toMatchObject({ gameId: mod.id, numPlayers: 2, pace: 'live' });
        expect(['waiting', 'seated']).toContain(q.status);
        expect((await cy.get('/api/me/passkeys')).json).toHaveLength(1);
        const mine = (await ada.get('/api/me/matches')).json as { matchID: string }[];
        expect(mine.map((m) => m.matchID).sort()).toEqual(
          [MATCHES.ratedDone, MATCHES.ratedUnsettled, MATCHES.running].sort(),
        );

        // the start's sweep settles the rated match that ended unsettled (its rated flag is read
        // as the release before stored it)
        await until(
          async () => (await ada.get(`/api/players/Ada`)).json.matches?.length === 2,
          10_000,
          "both rated matches in Ada's history",
        );
        const board = (await ada.get(`/api/leaderboard/${mod.id}`)).json as { name: string; games: number }[];
        expect(board.map((r) => [r.name, r.games]).sort()).toEqual([
          ['Ada', 2],
          ['Bo', 2],
        ]);
        expect((await ada.get(`/api/matches/${MATCHES.running}/ratings`)).json).toMatchObject({
          rated: true,
          seats: { '0': { name: 'Ada' }, '1': { name: 'Bo' } },
        });
        expect((await ada.get(`/api/matches/${MATCHES.running}/clock`)).status).toBe(200);

        // the running match takes its next move, stored after the ones before
        const store = srv.store;
        const { state } = (await store.fetch(MATCHES.running, { state: true })) as { state: State };
        const seat = activeSeats(state.ctx)[0];
        const legal = runningMod.legalMoves(state.G, state.ctx, seat);
        const master = new Master(runningMod.game, store, { send: () => {}, sendAll: () => {} });
        await master.onUpdate(
          {
            type: 'MAKE_MOVE',
            payload: { type: legal[0].move, args: legal[0].args, playerID: seat, credentials: `secret-cred-${seat}` },
          } as any,
          state._stateID,
          MATCHES.running,
          seat,
        );
        const after = (await store.fetch(MATCHES.running, { state: true, log: true })) as {
          state: State;
          log: unknown[];
        };
        expect(after.state._stateID).toBe(state._stateID + 1);
        expect(after.log.length).toBeGreaterThan(27);
      } finally {
        await srv?.stop();
      }
    }, 60_000);
  });
}
