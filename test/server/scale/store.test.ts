// The server stores on real databases, SQLite and Postgres (started here), held to one contract:
// compare-and-set state writes (of two writers at the same _stateID exactly one wins, also between
// two store objects = two processes), gameover that follows the stored state, leases, the CSPRNG
// re-seed and public initialState, replays; and Postgres's schema set-up and its bad-URL errors.
import type { LogEntry, State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { seededRandom } from '../../../games/common/rng';
import { rebuildReplay } from '../../../games/common/replay';
import { SqliteStore } from '../../../server/storage/sqlite';
import { PgStore } from '../../../server/storage/postgres';
import type { RoundhouseStoreBase, StateWrite } from '../../../server/storage/base';
import { toyCards } from '../../fixtures/toy-cards';
import { comparable, openMasterMatch, playThroughMaster, quietBoardgameErrors, randomStep } from '../../replay/helpers';
import { tempDir, until } from '../harness';
import { ClockKeeper } from '../../../server/clock/keeper';
import { openClockRepo } from '../../../server/clock/repo';
import { openAccountsRepo } from '../../../server/accounts/repo';
import { openRatingsRepo } from '../../../server/ratings/repo';
import { openQueueRepo } from '../../../server/quickmatch/repo';
import { freePort, startPostgres, type Service } from './services';

quietBoardgameErrors();
const games = [toyCards, ...GAMES];
let pg: Service;
const open: RoundhouseStoreBase[] = [];

beforeAll(async () => {
  pg = await startPostgres({ durable: false });
}, 60_000);
afterAll(async () => {
  try {
    for (const s of open) await s.close();
  } finally {
    await pg?.stop();
  }
});

let dbCount = 0;
/** Two store objects on one fresh database: like two server processes. */
const kinds: Record<string, () => Promise<[RoundhouseStoreBase, RoundhouseStoreBase]>> = {
  sqlite: async () => {
    const dir = tempDir('rh-store-');
    const pair: [RoundhouseStoreBase, RoundhouseStoreBase] = [new SqliteStore(dir, games), new SqliteStore(dir, games)];
    open.push(...pair);
    return pair;
  },
  postgres: async () => {
    const admin = new PgStore(pg.url, games);
    const name = `rh_store_${++dbCount}`;
    await admin.db.pool.query(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = pg.url.replace(/\/postgres$/, `/${name}`);
    const pair: [RoundhouseStoreBase, RoundhouseStoreBase] = [new PgStore(url, games), new PgStore(url, games)];
    await Promise.all(pair.map((s) => s.connect()));
    open.push(...pair);
    return pair;
  },
};

async function newMatch(store: RoundhouseStoreBase, matchID: string) {
  const m = createMatch({ game: toyCards.game, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in m) throw new Error(m.setupDataError);
  await store.createMatch(matchID, m);
  return (await store.fetch(matchID, { state: true })).state as State;
}

/** The state after `from` with a mark in G, and its log entry. */
function next(from: State, mark: string, gameover?: unknown): [State, LogEntry[]] {
  const state = {
    ...from,
    G: { ...(from.G as object), mark },
    _stateID: from._stateID + 1,
    ctx: { ...from.ctx, gameover },
  } as State;
  const entry = {
    action: { type: 'MAKE_MOVE', payload: { type: 'draw', args: [mark], playerID: '0' } },
    _stateID: from._stateID,
    turn: 1,
    phase: '',
  } as unknown as LogEntry;
  return [state, [entry]];
}

for (const [kind, make] of Object.entries(kinds)) {
  describe(`${kind} store`, () => {
    let a: RoundhouseStoreBase;
    let b: RoundhouseStoreBase;
    beforeAll(async () => {
      [a, b] = await make();
    });

    it("lists a page of a game's open, listed tables, newest first, skipping what keep refuses; the server secret is made once", async () => {
      const ids = ['list-a', 'list-b', 'list-c', 'list-d', 'list-e'];
      for (const id of ids) {
        const m = createMatch({
          game: toyCards.game,
          numPlayers: 2,
          setupData: undefined,
          unlisted: id === 'list-c',
        }) as any;
        await a.createMatch(id, m);
        await new Promise((r) => setTimeout(r, 3)); // distinct creation times
      }
      const keep = (m: { players: Record<string, { name?: string }> }) => !m.players['0']?.name;
      const page = async (offset: number, limit: number) =>
        (await b.listTables(toyCards.id, { offset, limit, keep: keep as any })).map((r) => r.matchID);
      expect((await page(0, 10)).filter((id) => id.startsWith('list-'))).toEqual([
        'list-e',
        'list-d',
        'list-b',
        'list-a',
      ]);
      const first = await page(0, 2);
      expect(first).toHaveLength(2);
      expect([...first, ...(await page(2, 2))]).toEqual(await page(0, 4));
      const secret = await a.db.serverSecret('test-secret');
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(await b.db.serverSecret('test-secret')).toBe(secret);
    });

    it('a state write is a compare-and-set on _stateID; the refused write stores nothing', async () => {
      const heard: StateWrite[] = [];
      const off = a.onStateWrite((w) => heard.push(w));
      const s0 = await newMatch(a, 'cas');
      const [s1, log1] = next(s0, 'first');
      const [s1b, log1b] = next(s0, 'second');
      await a.setState('cas', s1, log1);
      await a.setState('cas', s1b, log1b); // computed from the same s0: refused
      const [s2, log2] = next(s1, 'third');
      await a.setState('cas', s2, log2);
      await a.setState('cas', s1, log1); // an old write arriving late: refused
      await a.setState('cas', s2); // an invalid move: the same state again, nothing to store
      off();
      expect(heard.map((w) => `${w.stateID}:${w.outcome}`)).toEqual([
        '1:written',
        '1:stale',
        '2:written',
        '1:stale',
        '2:unchanged',
      ]);
      const { state, log } = await b.fetch('cas', { state: true, log: true });
      expect(state.G.mark).toBe('third');
      expect(log.map((e: any) => e.action.payload.args[0])).toEqual(['first', 'third']);
      await a.setState('missing-match', s1, log1);
      expect((await a.fetch('missing-match', { state: true })).state).toBeUndefined();
    });

    if (kind === 'sqlite')
      it('the state writes of one turn of the event loop are committed together, each answered on its own; a fetch meanwhile reads the written state', async () => {
        const sq = a as SqliteStore;
        const ids = ['group-0', 'group-1', 'group-2', 'group-3'];
        const s0 = await Promise.all(ids.map((id) => newMatch(a, id)));
        const heard: StateWrite[] = [];
        const off = a.onStateWrite((w) => heard.push(w));
        const before = { ...sq.groupCommits };
        const writes = ids.map((id, i) => a.setState(id, ...next(s0[i], `first-${i}`)));
        const late = a.setState('group-2', ...next(s0[2], 'second')); // computed from the same state: refused alone
        const read = a.fetch('group-3', { state: true }); // asked while its write waits for the commit
        await Promise.all([...writes, late]);
        off();
        expect(sq.groupCommits.commits - before.commits).toBe(1);
        expect(sq.groupCommits.writes - before.writes).toBe(5);
        expect(heard.map((w) => `${w.matchID}:${w.outcome}`).sort()).toEqual([
          'group-0:written',
          'group-1:written',
          'group-2:stale',
          'group-2:written',
          'group-3:written',
        ]);
        expect((await read).state.G.mark).toBe('first-3');
        for (const [i, id] of ids.entries())
          expect((await b.fetch(id, { state: true })).state.G.mark).toBe(`first-${i}`);
      });

    if (kind === 'sqlite')
      it('the writer thread stops: the writes it had not answered fail (nothing broadcast), later ones are stored on the event loop', async () => {
        const [x, y] = await make();
        const sq = x as SqliteStore;
        const s0 = await newMatch(x, 'lost-thread');
        const heard: StateWrite[] = [];
        x.onStateWrite((w) => heard.push(w));
        const [s1, l1] = next(s0, 'one');
        await x.setState('lost-thread', s1, l1);
        expect(sq.db.hasWriter).toBe(true);
        const [s2, l2] = next(s1, 'two');
        sq.db.stallWriter(10_000); // the thread is busy: the write below waits behind it
        const lost = x.setState('lost-thread', s2, l2);
        await new Promise((r) => setImmediate(r)); // posted to the thread
        await sq.db.killWriter();
        await expect(lost).rejects.toThrow(/writer thread stopped/);
        expect(sq.db.hasWriter).toBe(false);
        // The lost batch was never run: its move is not broadcast, and the clients are re-synced
        // from what is stored.
        const { state } = await y.fetch('lost-thread', { state: true });
        expect(((state as State).G as { mark: string }).mark).toBe('one');
        const [s2b, l2b] = next(state as State, 'two again');
        await x.setState('lost-thread', s2b, l2b);
        expect(heard.map((w) => `${w.stateID}:${w.outcome}`)).toEqual([
          '1:written',
          '2:failed',
          `${s2b._stateID}:written`,
        ]);
        expect((((await y.fetch('lost-thread', { state: true })).state as State).G as { mark: string }).mark).toBe(
          'two again',
        );
      });

    it('a write the database fails is heard as failed (nothing broadcast), and its final gameover is not kept', async () => {
      const [x] = await make();
      const s0 = await newMatch(x, 'fails');
      const md = (await x.fetch('fails', { metadata: true })).metadata;
      const heard: StateWrite[] = [];
      x.onStateWrite((w) => heard.push(w));
      await x.close();
      const [s1, l1] = next(s0, 'lost', { winner: '0', winners: ['0'], scores: {} });
      const results = await Promise.allSettled([
        x.setState('fails', s1, l1),
        x.setMetadata('fails', { ...md, gameover: s1.ctx.gameover }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(heard).toEqual([{ matchID: 'fails', stateID: 1, outcome: 'failed' }]);
    });

    it('two writers (two store objects) racing 100 times at the same _stateID: exactly one wins each time', async () => {
      let s = await newMatch(a, 'race');
      const outcomes = { a: 0, b: 0 };
      for (let i = 0; i < 100; i++) {
        const [sa, la] = next(s, `a${i}`);
        const [sb, lb] = next(s, `b${i}`);
        const won: string[] = [];
        const offA = a.onStateWrite((w) => w.outcome === 'written' && won.push('a'));
        const offB = b.onStateWrite((w) => w.outcome === 'written' && won.push('b'));
        await Promise.all([a.setState('race', sa, la), b.setState('race', sb, lb)]);
        offA();
        offB();
        expect(won).toHaveLength(1);
        outcomes[won[0] as 'a' | 'b']++;
        s = (await a.fetch('race', { state: true })).state;
        expect(s._stateID).toBe(i + 1);
        expect(s.G.mark).toBe(`${won[0]}${i}`);
      }
      const { log } = await b.fetch('race', { log: true });
      expect(log).toHaveLength(100);
      expect(log.map((e: any) => e._stateID)).toEqual([...Array(100).keys()]);
      expect(outcomes.a + outcomes.b).toBe(100);
    });

    it('gameover follows the stored state: set with the final state; a refused final move does not end the match', async () => {
      const s0 = await newMatch(a, 'over-refused');
      const [s1, l1] = next(s0, 'winner');
      const [s1b, l1b] = next(s0, 'loser', { winner: '1', winners: ['1'], scores: {} });
      const md = (await a.fetch('over-refused', { metadata: true })).metadata;
      await a.setState('over-refused', s1, l1);
      // The losing Master writes its state and its metadata (with gameover) without waiting.
      await Promise.all([
        b.setState('over-refused', s1b, l1b),
        b.setMetadata('over-refused', { ...md, gameover: s1b.ctx.gameover }),
      ]);
      expect((await a.fetch('over-refused', { metadata: true })).metadata.gameover).toBeUndefined();
      expect(await a.listMatches({ where: { isGameover: true } })).not.toContain('over-refused');

      const s0b = await newMatch(a, 'over');
      const [f1, fl] = next(s0b, 'final', { winner: '0', winners: ['0'], scores: { 0: 3, 1: 1 } });
      await a.setState('over', f1, fl);
      expect((await b.fetch('over', { metadata: true })).metadata.gameover).toEqual(f1.ctx.gameover);
      // A late metadata write read before the end (a connection change) does not reopen it.
      await b.setMetadata('over', { ...md, players: { ...md.players, 0: { ...md.players[0], isConnected: false } } });
      const after = (await a.fetch('over', { metadata: true })).metadata;
      expect(after.gameover).toEqual(f1.ctx.gameover);
      expect(after.players[0].isConnected).toBe(false);
      expect((await a.listFinished()).map((m) => m.matchID)).toContain('over');
      expect((await a.listOpen()).map((m) => m.matchID)).not.toContain('over');
      expect((await a.listOpen()).map((m) => m.matchID)).toContain('over-refused');
    });

    it('live matches: a store serves its cached state until another store object stores a later one, then reads it again', async () => {
      const s0 = await newMatch(a, 'live');
      const [s1, l1] = next(s0, 'a1');
      await a.setState('live', s1, l1);
      const hits = a.cacheStats.hits;
      const got = (await a.fetch('live', { state: true })).state;
      expect(got.G).toBe((await a.fetch('live', { state: true })).state.G); // shared, not re-parsed
      expect(a.cacheStats.hits).toBe(hits + 2);
      expect(got.G.mark).toBe('a1');
      // b (another process) stores state 2; a's cache holds state 1 and must not serve it.
      const [s2, l2] = next((await b.fetch('live', { state: true })).state, 'b2');
      await b.setState('live', s2, l2);
      const seen = (await a.fetch('live', { state: true })).state;
      expect(seen._stateID).toBe(2);
      expect(seen.G.mark).toBe('b2');
      // a's write computed from its stale state 1 is refused, and a reads the stored one again.
      const [s2a, l2a] = next(got, 'a2');
      await a.setState('live', s2a, l2a);
      expect((await a.fetch('live', { state: true })).state.G.mark).toBe('b2');
      expect((await b.fetch('live', { log: true })).log.map((e: any) => e.action.payload.args[0])).toEqual([
        'a1',
        'b2',
      ]);
    });

    it('the undo history is stored apart: after every move, undo and redo through a Master, another store object reads the same state', async () => {
      const mod = GAMES.find((g) => g.id === 'steam-rollers')!;
      const rand = seededRandom(`${kind}-undo`);
      const m = await openMasterMatch(mod, { numPlayers: 2, seed: `${kind}-undo`, store: a, matchID: `${kind}-undo` });
      let undos = 0;
      let longest = 0;
      const stats = { ...b.undoStats };
      for (let i = 0; i < 120 && !m.state().ctx.gameover; i++) {
        const step = await randomStep(m, mod, rand, 0.15, 0.05);
        if (step === 'undo' && m.state()._redo.length) undos++;
        longest = Math.max(longest, m.state()._undo.length);
        const fresh = (await b.fetch(m.matchID, { state: true })).state;
        expect(comparable(fresh), `state ${m.state()._stateID}`).toEqual(comparable(m.state()));
        b['forget'](m.matchID); // read from the database every time
      }
      expect(undos).toBeGreaterThan(0);
      expect(longest).toBeGreaterThan(2);
      // SQLite stores each turn's first snapshot only; b rebuilt the rest from the log every time
      // (server/storage/undo-turn.ts)
      if (kind === 'sqlite') {
        expect(b.undoStats.rebuilt - stats.rebuilt).toBeGreaterThan(20);
        expect(b.undoStats.failed - stats.failed).toBe(0);
      }
    });

    it('metadata is written field by field: two processes changing different seats keep both; an unchanged record with only a new time is not rewritten', async () => {
      await newMatch(a, 'fields');
      const ma = (await a.fetch('fields', { metadata: true })).metadata;
      const mb = (await b.fetch('fields', { metadata: true })).metadata;
      // Both read the same record; a connects seat 0 and renames seat 1, b connects seat 1.
      ma.players[0].isConnected = true;
      ma.players[1].name = 'Ann';
      mb.players[1].isConnected = true;
      await Promise.all([a.setMetadata('fields', ma), b.setMetadata('fields', mb)]);
      const both = (await a.fetch('fields', { metadata: true })).metadata;
      expect(both.players[0].isConnected).toBe(true);
      expect(both.players[1].isConnected).toBe(true);
      expect(both.players[1].name).toBe('Ann');
      // a seat leaving: its fields removed
      const mc = (await b.fetch('fields', { metadata: true })).metadata;
      delete mc.players[1].name;
      await b.setMetadata('fields', mc);
      expect((await a.fetch('fields', { metadata: true })).metadata.players[1]).toEqual({ id: 1, isConnected: true });
      // A move (boardgame.io's Master: state and metadata with a new updatedAt, written together):
      // the state write stamps the row, the metadata is not written.
      const s0 = (await a.fetch('fields', { state: true })).state;
      const md = (await a.fetch('fields', { metadata: true })).metadata;
      const skipped = a.cacheStats.metadataSkipped;
      const [s1, l1] = next(s0, 'm');
      const t = Date.now() + 5000;
      await Promise.all([a.setState('fields', s1, l1), a.setMetadata('fields', { ...md, updatedAt: t })]);
      expect(a.cacheStats.metadataSkipped).toBe(skipped + 1);
      // a metadata write that is not the caller's fetch (no players object seen) is written whole
      const whole = a.cacheStats.metadataWholeWrites;
      await a.setMetadata('fields', JSON.parse(JSON.stringify({ ...md, unlisted: true })));
      expect(a.cacheStats.metadataWholeWrites).toBe(whole + 1);
      expect((await b.fetch('fields', { metadata: true })).metadata.unlisted).toBe(true);
    });

    it('leases: one owner at a time, renewed by its owner, taken over after expiry, released by its owner only; seen held from any process', async () => {
      expect(await b.db.leaseHeld('bot:m:1')).toBe(false);
      expect(await a.db.tryLease('bot:m:1', 'proc-a', 400)).toBe(true);
      expect(await b.db.leaseHeld('bot:m:1')).toBe(true);
      expect(await b.db.tryLease('bot:m:1', 'proc-b', 400)).toBe(false);
      expect(await a.db.tryLease('bot:m:1', 'proc-a', 400)).toBe(true); // renewal
      await b.db.releaseLease('bot:m:1', 'proc-b'); // not b's: no effect
      expect(await b.db.tryLease('bot:m:1', 'proc-b', 400)).toBe(false);
      await new Promise((r) => setTimeout(r, 600));
      expect(await a.db.leaseHeld('bot:m:1')).toBe(false); // expired
      expect(await b.db.tryLease('bot:m:1', 'proc-b', 10_000)).toBe(true); // expired: taken over
      expect(await a.db.tryLease('bot:m:1', 'proc-a', 400)).toBe(false); // the old owner lost it
      await b.db.releaseLease('bot:m:1', 'proc-b');
      expect(await a.db.leaseHeld('bot:m:1')).toBe(false); // released
      expect(await a.db.tryLease('bot:m:1', 'proc-a', 400)).toBe(true);
      // Many processes wanting one seat at once: exactly one gets it.
      const got = await Promise.all(
        [...Array(8).keys()].map((i) => (i % 2 ? a : b).db.tryLease('bot:m:2', `p${i}`, 10_000)),
      );
      expect(got.filter(Boolean)).toHaveLength(1);
    });

    it('matches are re-seeded from a CSPRNG; clients get the public initialState; a game through a Master replays exactly', async () => {
      const seeds = new Set<string>();
      for (let i = 0; i < 3; i++) {
        await newMatch(a, `seed-${i}`);
        const rec = (await b.fetchReplay(`seed-${i}`))!;
        seeds.add((rec.initialState.plugins as any).random.data.seed);
        const pub = (await b.fetch(`seed-${i}`, { initialState: true })).initialState as any;
        expect(pub.plugins.random).toBeUndefined();
        expect(pub.G.secret.deck).toEqual([]);
        expect(pub.G.hands['0']).toEqual([]);
      }
      expect(seeds.size).toBe(3);
      const mod = GAMES[0];
      const seed = `${kind}-${mod.id}`;
      const m = await playThroughMaster(mod, {
        numPlayers: 2,
        seed,
        rand: seededRandom(seed),
        store: a,
        maxMoves: 400,
        undoRate: 0.05,
      });
      const rec = (await b.fetchReplay(m.matchID))!;
      const r = rebuildReplay(mod, rec.initialState, rec.log);
      expect(r.error).toBeUndefined();
      expect(comparable(r.states[r.states.length - 1])).toEqual(comparable(m.state()));
      expect(rec.metadata.gameover).toEqual(m.state().ctx.gameover);
      if (m.state().ctx.gameover)
        expect((await b.listFinished({ gameName: mod.id })).map((f) => f.matchID)).toContain(m.matchID);
      expect(await b.listMatches({ gameName: mod.id })).toContain(m.matchID);
      await b.wipe(m.matchID);
      expect(await a.fetch(m.matchID, { state: true, metadata: true })).toEqual({});
    });
  });
}

describe('sqlite set-up', () => {
  // The schemas the store opened before: states in the match row, with their _stateID in a column
  // of its own (the compare-and-set) or only inside the state (before it).
  for (const withStateID of [true, false]) {
    it(`moves the states of an older database (${withStateID ? 'state_id column' : 'no state_id column'}) apart on open; the matches play on`, async () => {
      const dir = tempDir('rh-store-old-');
      const first = new SqliteStore(dir, games);
      const s0 = await newMatch(first, 'old');
      const [s1, l1] = next(s0, 'm1');
      await first.setState('old', s1, l1);
      await first.close();
      // Back to the older layout, as that code left it.
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(`${dir}/roundhouse.sqlite`);
      db.exec('ALTER TABLE matches ADD COLUMN state TEXT');
      if (withStateID) db.exec('ALTER TABLE matches ADD COLUMN state_id INTEGER NOT NULL DEFAULT 0');
      const row = db.prepare('SELECT state, state_id FROM match_states WHERE match_id = ?').get('old') as {
        state: string;
        state_id: number;
      };
      db.prepare(`UPDATE matches SET state = ?${withStateID ? ', state_id = ?' : ''} WHERE id = ?`).run(
        ...[row.state, ...(withStateID ? [row.state_id] : []), 'old'],
      );
      db.exec('DROP TABLE match_states');
      db.exec('DROP TABLE schema_versions'); // (kept since each module migrates its own tables)
      db.close();

      const [a, b] = [new SqliteStore(dir, games), new SqliteStore(dir, games)];
      open.push(a, b);
      const { state } = await a.fetch('old', { state: true, metadata: true });
      expect((state as State)._stateID).toBe(1);
      expect(((state as State).G as { mark: string }).mark).toBe('m1');
      const [s2, l2] = next(state as State, 'm2');
      await a.setState('old', s2, l2);
      expect((((await b.fetch('old', { state: true })).state as State).G as { mark: string }).mark).toBe('m2');
      expect((await b.fetchReplay('old'))!.log).toHaveLength(2);
      const cols = ((a as SqliteStore).db.conn.prepare('PRAGMA table_info(matches)').all() as { name: string }[]).map(
        (c) => c.name,
      );
      expect(cols).not.toContain('state');
      expect(cols).not.toContain('state_id');
    });
  }
});

describe('postgres set-up', () => {
  it('creates the schema once when several processes start together, and again finds it on restart', async () => {
    const admin = new PgStore(pg.url, games);
    await admin.db.pool.query('CREATE DATABASE rh_schema');
    await admin.close();
    const url = pg.url.replace(/\/postgres$/, '/rh_schema');
    // each process: the match store's tables, then each module's (server/app.ts)
    const start = async (s: PgStore) => {
      await s.connect();
      await Promise.all([openAccountsRepo(s.db), openRatingsRepo(s.db), openQueueRepo(s.db), openClockRepo(s.db)]);
    };
    const stores = [1, 2, 3, 4].map(() => new PgStore(url, games));
    await Promise.all(stores.map(start));
    const again = new PgStore(url, games);
    await start(again);
    const { rows } = await again.db.pool.query('SELECT module, version FROM schema_versions ORDER BY module');
    // each module's tables as they were when the versions began (version 1), and the steps since
    // (accounts 2: password resets; clocks 2: the command line's nudges; quickmatch 2: the pace of
    // a request)
    const since = new Map([
      ['accounts', 2],
      ['clocks', 2],
      ['quickmatch', 2],
    ]);
    expect(rows).toEqual(
      ['accounts', 'clocks', 'matches', 'quickmatch', 'ratings'].map((module) => ({
        module,
        version: since.get(module) ?? 1,
      })),
    );
    for (const s of [...stores, again]) await s.close();
  });

  it('a bad DATABASE_URL or an unreachable database is a clear error at start', async () => {
    expect(() => new PgStore('mysql://x@localhost/db', games)).toThrow(/DATABASE_URL must start with postgres:\/\//);
    expect(() => new PgStore('not a url', games)).toThrow(/DATABASE_URL is not a URL/);
    const port = await freePort();
    const nowhere = new PgStore(`postgres://postgres:secret@127.0.0.1:${port}/db`, games);
    const err = await nowhere.connect().then(
      () => undefined,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(new RegExp(`cannot reach Postgres at 127\\.0\\.0\\.1:${port}/db \\(DATABASE_URL\\)`));
    expect(err?.message).not.toContain('secret');
    await nowhere.close();
  });
});

describe('clock deadlines', () => {
  for (const [kind, make] of Object.entries(kinds)) {
    it(`${kind}: two processes that both see a deadline pass start one stand-in (20 matches)`, async () => {
      const [a, b] = await make();
      let now = 1_000_000;
      const started: string[] = [];
      const runner = (who: string) => ({
        startStandIn: async (matchID: string, _g: string, seat: string) =>
          void started.push(`${matchID}:${seat}:${who}`),
        stopStandIn: () => undefined,
        isStandInRunning: () => false,
      });
      const ka = new ClockKeeper(
        a,
        await openClockRepo(a.db),
        runner('a'),
        () => {},
        () => now,
      );
      const kb = new ClockKeeper(
        b,
        await openClockRepo(b.db),
        runner('b'),
        () => {},
        () => now,
      );
      try {
        for (let i = 0; i < 20; i++) {
          const id = `clk${i}`;
          await newMatch(a, id);
          const { metadata } = await a.fetch(id, { metadata: true });
          metadata.players[0] = { ...metadata.players[0], name: 'A', credentials: 'ca' };
          metadata.players[1] = { ...metadata.players[1], name: 'B', credentials: 'cb' };
          await ka.create(id, { mode: 'live', turnSeconds: 5, bankSeconds: 0 }, 2, metadata);
          await a.setMetadata(id, metadata);
          await until(async () => (await ka.view(id))?.seats['0'].running === true, 3000, 'the clock to start');
          await kb.view(id); // process b knows the clock too
          now += 5001;
          await Promise.all([ka.fire(id), kb.fire(id)]);
          expect(
            started.filter((s) => s.startsWith(`${id}:`)),
            id,
          ).toHaveLength(1);
          expect((await kb.view(id))!.seats['0'].standIn).toBe('timeout');
        }
      } finally {
        ka.stop();
        kb.stop();
      }
    }, 60_000);
  }
});
