// Quick match at two paces, on SQLite and on a real Postgres: `pace` live (the default, so older
// pages keep working) or turnBased (24 hours a turn). Each pace is its own queue: a live and a
// turn-based request of the same game never meet; two turn-based requests are seated together
// at a turn-based table and the seating hook hears (matchID, 'turnBased'). A turn-based request
// waits with the page closed for a day (not the live queue's 90 s), a turn-based seat holds nobody
// back from another quick match, and a `mayMeet` predicate keeps two players apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { formTables } from '../../server/quickmatch/quickmatch';
import { STALE_MS } from '../../server/quickmatch/quickmatch';
import { TURN_BASED_WAIT_MS } from '../../server/ratings/quick-pace';
import { toyCards } from '../fixtures/toy-cards';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from './accounts/helpers';
import { until } from './harness';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

describe('pairing with a meeting rule', () => {
  it('two who may not meet are never at one table; the others are seated', () => {
    const rows = ['a', 'b', 'c', 'd'].map((accountId, i) => ({ accountId, rating: 1000, joinedAt: i }));
    const apart = (x: { accountId: string }, y: { accountId: string }) =>
      !([x.accountId, y.accountId].includes('a') && [x.accountId, y.accountId].includes('b'));
    const tables = formTables(rows, 2, 10, apart).map((t) => t.map((r) => r.accountId).sort());
    expect(tables).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(formTables(rows.slice(0, 2), 2, 10, apart)).toEqual([]);
  });
});

for (const kind of KINDS) {
  describe(`quick match paces on ${kind}`, () => {
    let srv: RoundhouseServer;
    const seatedHeard: [string, string][] = [];
    beforeAll(async () => {
      srv = await serve(kind);
      srv.quick.hooks.onSeated = (matchID, pace) => void seatedHeard.push([matchID, pace]);
    }, 90_000);
    afterAll(() => srv?.stop());

    async function signedUp(prefix: string) {
      const jar = new Jar(srv.url);
      await jar.signUp(uniqueName(prefix), PASSWORD);
      const id = (await jar.get('/api/me')).json.id as string;
      return { jar, id };
    }
    const state = async (p: { jar: Jar }) => (await p.jar.get('/api/quickmatch')).json;

    it('pace: live when absent, turnBased on request; anything else a 400 with a reason', async () => {
      const a = await signedUp('Pdef');
      const r = await a.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 4 });
      expect(r.status).toBe(202);
      expect(r.json).toMatchObject({ status: 'waiting', pace: 'live', until: null });
      expect((await a.jar.del('/api/quickmatch')).status).toBe(204);
      const before = Date.now();
      const t = await a.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 4, pace: 'turnBased' });
      expect(t.status).toBe(202);
      expect(t.json).toMatchObject({ status: 'waiting', pace: 'turnBased' });
      expect(t.json.until).toBeGreaterThanOrEqual(before + TURN_BASED_WAIT_MS);
      expect((await a.jar.get('/api/quickmatch')).json.pace).toBe('turnBased');
      for (const body of [
        { gameId: GAME, numPlayers: 4, pace: 'slow' },
        { gameId: GAME, numPlayers: 4, pace: { mode: 'turnBased', hours: 24 } },
        { gameId: GAME, numPlayers: 4, pace: 'turnBased', botsAfter: 30 },
      ]) {
        const bad = await a.jar.post('/api/quickmatch', body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.json.error).toMatch(/pace|botsAfter/);
      }
      // a refused request left the wait as it was
      expect(await state(a)).toMatchObject({ status: 'waiting', pace: 'turnBased' });
      expect((await a.jar.del('/api/quickmatch')).status).toBe(204);
    });

    it('a live and a turn-based request never meet; two turn-based ones are seated together at a turn-based table', async () => {
      const live = await signedUp('Plive');
      const tb1 = await signedUp('Ptb');
      const tb2 = await signedUp('Ptb');
      expect((await live.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
      expect((await tb1.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2, pace: 'turnBased' })).status).toBe(
        202,
      );
      await srv.quick.tick({ force: true });
      await srv.quick.tick({ force: true });
      expect(await state(live)).toMatchObject({ status: 'waiting', pace: 'live' });
      expect(await state(tb1)).toMatchObject({ status: 'waiting', pace: 'turnBased' });
      expect((await tb2.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2, pace: 'turnBased' })).status).toBe(
        202,
      );
      await until(async () => (await state(tb2)).status === 'seated', 15_000, 'turn-based pair seated');
      const [s1, s2] = [await state(tb1), await state(tb2)];
      expect(s1).toMatchObject({ status: 'seated', pace: 'turnBased' });
      expect(s1.matchID).toBe(s2.matchID);
      expect(s1.playerID).not.toBe(s2.playerID);
      expect(await state(live)).toMatchObject({ status: 'waiting', pace: 'live' });
      const clock = (await tb1.jar.get(`/api/matches/${s1.matchID}/clock`)).json;
      expect(clock.pace).toEqual({ mode: 'turnBased', hours: 24 });
      const running = Object.values(clock.seats).find((s: any) => s.running) as { deadline: number };
      expect(running.deadline - clock.now).toBeGreaterThan(23 * 3_600_000);
      const md = (await srv.store.fetch(s1.matchID, { metadata: true })).metadata as { rated?: boolean };
      expect(md.rated).toBe(true);
      await until(async () => seatedHeard.some(([m]) => m === s1.matchID), 5_000, 'onSeated heard');
      expect(seatedHeard.filter(([m]) => m === s1.matchID)).toEqual([[s1.matchID, 'turnBased']]);
      // both find the seat with their account (My matches), tab closed or not
      for (const p of [tb1, tb2])
        expect((await p.jar.get('/api/me/matches')).json.map((m: any) => m.matchID)).toContain(s1.matchID);
      // a turn-based table lasts days: it holds nobody back from another quick match
      const again = await tb1.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 3, pace: 'turnBased' });
      expect(again.status).toBe(202);
      expect((await tb1.jar.del('/api/quickmatch')).status).toBe(204);
      expect((await live.jar.del('/api/quickmatch')).status).toBe(204);
    }, 60_000);

    it('a turn-based request waits with the page closed for a day, then leaves; a live one leaves when not asked about', async () => {
      const tb = await signedUp('Pwait');
      const lv = await signedUp('Pwait');
      await tb.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 4, pace: 'turnBased' });
      await lv.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 3 });
      const now = Date.now();
      // nobody asked for an hour: the live request is gone, the turn-based one waits
      for (const p of [tb, lv]) {
        const row = (await srv.repos.queue.queueGet(p.id))!;
        await srv.repos.queue.queuePut({ ...row, joinedAt: now - 3_600_000, seenAt: now - 3_600_000 });
      }
      expect(3_600_000).toBeGreaterThan(STALE_MS);
      await srv.quick.tick({ force: true });
      expect(await srv.repos.queue.queueGet(lv.id)).toBeUndefined();
      expect(await srv.repos.queue.queueGet(tb.id)).toMatchObject({ pace: 'turnBased', matchID: null });
      // a day after it was made (asked about a moment ago or not), it leaves the queue
      const row = (await srv.repos.queue.queueGet(tb.id))!;
      await srv.repos.queue.queuePut({ ...row, joinedAt: now - TURN_BASED_WAIT_MS - 1000, seenAt: now });
      await srv.quick.tick({ force: true });
      expect(await state(tb)).toEqual({ status: 'idle' });
    });

    it('players a meeting rule keeps apart wait; the hook decides per pair', async () => {
      const ps = [await signedUp('Papart'), await signedUp('Papart'), await signedUp('Papart')];
      const apart = new Set([ps[0].id, ps[1].id]);
      const wired = srv.quick.hooks.mayMeet;
      srv.quick.hooks.mayMeet = async (a, b) => !(apart.has(a) && apart.has(b));
      try {
        for (const p of ps.slice(0, 2))
          await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2, pace: 'turnBased' });
        await srv.quick.tick({ force: true });
        await srv.quick.tick({ force: true });
        expect((await state(ps[0])).status).toBe('waiting');
        expect((await state(ps[1])).status).toBe('waiting');
        await ps[2].jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2, pace: 'turnBased' });
        await until(async () => (await state(ps[2])).status === 'seated', 15_000, 'seated with one of them');
        const seated = [await state(ps[0]), await state(ps[1])].filter((s) => s.status === 'seated');
        expect(seated).toHaveLength(1);
        expect(seated[0].matchID).toBe((await state(ps[2])).matchID);
      } finally {
        srv.quick.hooks.mayMeet = wired;
        for (const p of ps) await p.jar.del('/api/quickmatch');
      }
    }, 60_000);
  });
}
