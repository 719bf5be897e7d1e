// Follows, blocks and invitations (server/social/) over HTTP, on SQLite and Postgres alike: A
// follows B and invites B to a new table, B's inbox has it and B sits by accepting (the seat held
// meanwhile, bound to B's account afterwards); blocks end follows and invitations between the two
// and refuse new ones; "invited players only" tables seat their creator and invitees only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { INVITE_DAYS } from '../../../server/social/social';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

describe.each(KINDS)('follows, blocks and invitations on %s', (kind) => {
  let srv: RoundhouseServer;
  let a: Jar;
  let b: Jar;
  let c: Jar;
  const names = { a: uniqueName('Ann'), b: uniqueName('Ben'), c: uniqueName('Cid') };
  beforeAll(async () => {
    srv = await serve(kind);
    a = new Jar(srv.url);
    b = new Jar(srv.url);
    c = new Jar(srv.url);
    for (const [jar, name] of [
      [a, names.a],
      [b, names.b],
      [c, names.c],
    ] as const)
      expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
  }, 120_000);
  afterAll(() => srv?.stop());

  /** A new table of `n` seats with `jar`'s account at seat 0 (as New table makes it). */
  async function table(jar: Jar, name: string, extra: Record<string, unknown> = {}, n = 3) {
    const t = await jar.post('/api/tables', { gameId: GAME, numPlayers: n, ...extra });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID as string;
    const j = await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: name, playerID: '0' });
    expect(j.status, JSON.stringify(j.json)).toBe(200);
    return { matchID, credentials: j.json.playerCredentials as string };
  }

  it('follows: 204, listed with presence, 404 unknown, 400 yourself, 401 signed out', async () => {
    expect((await a.post(`/api/me/follows/${encodeURIComponent(names.b)}`)).status).toBe(204);
    expect((await a.post(`/api/me/follows/${encodeURIComponent(names.b)}`)).status).toBe(204); // again: no change
    expect((await a.get('/api/me/follows')).json).toEqual([{ name: names.b, online: false, playing: false }]);
    // as it looks: case folded
    expect((await a.post(`/api/me/follows/${encodeURIComponent(names.c.toUpperCase())}`)).status).toBe(204);
    expect((await a.get('/api/me/follows')).json.map((f: any) => f.name)).toEqual([names.b, names.c]);
    expect((await a.del(`/api/me/follows/${encodeURIComponent(names.c)}`)).status).toBe(204);
    expect((await a.get('/api/me/follows')).json.map((f: any) => f.name)).toEqual([names.b]);
    const unknown = await a.post('/api/me/follows/Nobody_here_at_all');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatch(/no such player/i);
    const self = await a.post(`/api/me/follows/${encodeURIComponent(names.a)}`);
    expect(self.status).toBe(400);
    expect(self.json.error).toMatch(/yourself/);
    const guest = new Jar(srv.url);
    expect((await guest.post(`/api/me/follows/${encodeURIComponent(names.b)}`)).status).toBe(401);
    expect((await guest.get('/api/me/follows')).status).toBe(401);
    expect((await b.get('/api/me/follows')).json).toEqual([]); // a follow is one way
  });

  it('A invites B to a new table; B finds it in the inbox and sits by accepting it', async () => {
    const { matchID } = await table(a, names.a);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(inv.status, JSON.stringify(inv.json)).toBe(201);
    expect(inv.json.playerID).toBe('1');
    // the same invitee twice: 409; yourself: 400; someone unknown: 404
    expect((await a.post(`/api/tables/${matchID}/invites`, { name: names.b })).status).toBe(409);
    expect((await a.post(`/api/tables/${matchID}/invites`, { name: names.a })).status).toBe(400);
    expect((await a.post(`/api/tables/${matchID}/invites`, { name: 'Nobody_here_at_all' })).status).toBe(404);
    expect((await a.post(`/api/tables/${matchID}/invites`, { name: names.b, x: 1 })).status).toBe(400);
    // only a player seated there invites to a table
    const notSeated = await c.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(notSeated.status).toBe(403);
    expect(notSeated.json.error).toMatch(/seated/);
    expect((await new Jar(srv.url).post(`/api/tables/${matchID}/invites`, { name: names.b })).status).toBe(401);

    const inbox = await b.get('/api/me/inbox');
    expect(inbox.status).toBe(200);
    expect(inbox.json).toEqual([
      { id: inv.json.id, type: 'invite', from: names.a, matchID, gameId: GAME, at: expect.any(Number) },
    ]);
    expect((await c.get('/api/me/inbox')).json).toEqual([]);
    expect((await a.get('/api/me/inbox')).json).toEqual([]);

    // the held seat is nobody else's: a guest who names it is refused, one who names none gets the next
    const named = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest', playerID: '1' });
    expect(named.status).toBe(409);
    expect(named.json.error).toMatch(/held/);
    const any = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest' });
    expect(any.status, JSON.stringify(any.json)).toBe(200);
    expect(any.json.playerID).toBe('2');

    const acc = await b.post(`/api/me/inbox/${inv.json.id}/accept`);
    expect(acc.status, JSON.stringify(acc.json)).toBe(200);
    expect(acc.json).toEqual({ matchID, playerID: '1', credentials: expect.any(String) });
    const md = (await srv.store.fetch(matchID, { metadata: true })).metadata as any;
    expect(md.players[1].name).toBe(names.b);
    expect(md.players[1].credentials).toBe(acc.json.credentials);
    // bound to B's account like any join of B's: found on B's matches
    const mine = await b.get('/api/me/matches');
    expect(mine.json.find((m: any) => m.matchID === matchID)).toMatchObject({
      playerID: '1',
      credentials: acc.json.credentials,
    });
    expect((await b.get('/api/me/inbox')).json).toEqual([]);
    expect((await b.post(`/api/me/inbox/${inv.json.id}/accept`)).status).toBe(404); // used up
    // B holds a seat of an unfinished match now: A sees B playing
    expect((await a.get('/api/me/follows')).json).toEqual([{ name: names.b, online: false, playing: true }]);
  });

  it('an inbox is its own account’s: another account cannot accept, decline or dismiss an invitation', async () => {
    const { matchID } = await table(a, names.a);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(inv.status).toBe(201);
    for (const jar of [c, a]) {
      expect((await jar.post(`/api/me/inbox/${inv.json.id}/accept`)).status).toBe(404);
      expect((await jar.post(`/api/me/inbox/${inv.json.id}/decline`)).status).toBe(404);
      expect((await jar.del(`/api/me/inbox/${inv.json.id}`)).status).toBe(404);
      expect(JSON.stringify((await jar.get('/api/me/inbox')).json)).not.toContain(inv.json.id);
    }
    const guest = new Jar(srv.url);
    expect((await guest.get('/api/me/inbox')).status).toBe(401);
    expect((await guest.post(`/api/me/inbox/${inv.json.id}/accept`)).status).toBe(401);
    expect((await b.post('/api/me/inbox/__proto__/accept')).status).toBe(404);
    expect((await b.get('/api/me/inbox')).json.map((i: any) => i.id)).toContain(inv.json.id);
    // declined: gone, and the seat is free again for anyone
    expect((await b.post(`/api/me/inbox/${inv.json.id}/decline`)).status).toBe(204);
    expect((await b.get('/api/me/inbox')).json.map((i: any) => i.id)).not.toContain(inv.json.id);
    const j = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest', playerID: '1' });
    expect(j.status).toBe(200);
  });

  it('the players at a table see its open invitations and may withdraw one; an invitation lasts INVITE_DAYS, then its seat is free', async () => {
    const { matchID } = await table(a, names.a);
    const toB = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    const toC = await a.post(`/api/tables/${matchID}/invites`, { name: names.c });
    expect([toB.status, toC.status]).toEqual([201, 201]);
    const list = await a.get(`/api/tables/${matchID}/invites`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      { id: toB.json.id, name: names.b, playerID: '1', at: expect.any(Number), until: expect.any(Number) },
      { id: toC.json.id, name: names.c, playerID: '2', at: expect.any(Number), until: expect.any(Number) },
    ]);
    expect(list.json[0].until - list.json[0].at).toBe(INVITE_DAYS * 24 * 3600 * 1000);
    // only the players seated there: 403 for the invitee, 401 signed out
    expect((await c.get(`/api/tables/${matchID}/invites`)).status).toBe(403);
    expect((await new Jar(srv.url).get(`/api/tables/${matchID}/invites`)).status).toBe(401);
    expect((await c.del(`/api/tables/${matchID}/invites/${toC.json.id}`)).status).toBe(403);
    // withdrawn: gone from C's inbox, and the seat is anyone's again
    expect((await a.del(`/api/tables/${matchID}/invites/${toC.json.id}`)).status).toBe(204);
    expect((await a.del(`/api/tables/${matchID}/invites/${toC.json.id}`)).status).toBe(404);
    expect((await a.del(`/api/tables/${matchID}/invites/__proto__`)).status).toBe(404);
    expect((await c.get('/api/me/inbox')).json.map((i: any) => i.id)).not.toContain(toC.json.id);
    expect((await a.get(`/api/tables/${matchID}/invites`)).json.map((i: any) => i.name)).toEqual([names.b]);
    const g = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest', playerID: '2' });
    expect(g.status, JSON.stringify(g.json)).toBe(200);
    // an invitation of another table is not this table's to withdraw
    const other = await table(a, names.a);
    const elsewhere = await a.post(`/api/tables/${other.matchID}/invites`, { name: names.b });
    expect((await a.del(`/api/tables/${matchID}/invites/${elsewhere.json.id}`)).status).toBe(404);

    // INVITE_DAYS later, B's invitation is gone and its seat free
    const social = srv.social as unknown as { now: () => number };
    const realNow = social.now;
    expect((await b.get('/api/me/inbox')).json.map((i: any) => i.id)).toContain(toB.json.id);
    social.now = () => realNow() + INVITE_DAYS * 24 * 3600 * 1000 + 1000;
    try {
      // an expired invitation holds nothing: the table's list is empty, while its row waits for
      // the server's sweep (or the invitee's inbox, which drops what is no longer open)
      expect((await a.get(`/api/tables/${matchID}/invites`)).json).toEqual([]);
      expect((await srv.repos.social.invitesAt(matchID)).map((r) => r.id)).toEqual([toB.json.id]);
      expect(await srv.repos.social.inviteById(elsewhere.json.id)).toBeDefined();
      // the sweep deletes every expired row (the other table's invitation is as old)
      expect(await srv.social.sweepExpired()).toBeGreaterThanOrEqual(2);
      expect(await srv.repos.social.invitesAt(matchID)).toEqual([]);
      expect(await srv.repos.social.inviteById(elsewhere.json.id)).toBeUndefined();
      expect((await b.get('/api/me/inbox')).json.map((i: any) => i.id)).not.toContain(toB.json.id);
      expect((await b.post(`/api/me/inbox/${toB.json.id}/accept`)).status).toBe(404);
      expect((await a.get(`/api/tables/${matchID}/invites`)).json).toEqual([]);
      const j = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Late', playerID: '1' });
      expect(j.status, JSON.stringify(j.json)).toBe(200);
    } finally {
      social.now = realNow;
    }
  });

  it('no free seat to hold: 409', async () => {
    const { matchID } = await table(a, names.a, {}, 2);
    expect((await a.post(`/api/tables/${matchID}/invites`, { name: names.b })).status).toBe(201);
    const full = await a.post(`/api/tables/${matchID}/invites`, { name: names.c });
    expect(full.status).toBe(409);
    expect(full.json.error).toMatch(/free seat/);
    // and the Lobby gives no one the held seat
    const j = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/join`, { playerName: 'Guest' });
    expect(j.status).toBe(409);
  });

  it('blocks: follows between the two end, the blocked cannot follow or invite the blocker', async () => {
    // D follows B, and has invited B; then B blocks D
    const d = new Jar(srv.url);
    const dName = uniqueName('Dee');
    expect((await d.signUp(dName, PASSWORD)).status).toBe(201);
    expect((await d.post(`/api/me/follows/${encodeURIComponent(names.b)}`)).status).toBe(204);
    expect((await b.post(`/api/me/follows/${encodeURIComponent(dName)}`)).status).toBe(204);
    const { matchID } = await table(d, dName);
    const inv = await d.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(inv.status).toBe(201);
    expect((await b.post(`/api/me/blocks/${encodeURIComponent(dName)}`)).status).toBe(204);
    expect((await b.get('/api/me/blocks')).json).toEqual([{ name: dName }]);
    expect((await d.get('/api/me/follows')).json).toEqual([]);
    expect((await b.get('/api/me/follows')).json.map((f: any) => f.name)).not.toContain(dName);
    expect((await b.get('/api/me/inbox')).json.map((i: any) => i.id)).not.toContain(inv.json.id);
    const follow = await d.post(`/api/me/follows/${encodeURIComponent(names.b)}`);
    expect(follow.status).toBe(403);
    expect(follow.json.error).toMatch(/block/);
    const invite = await d.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(invite.status).toBe(403);
    expect(invite.json.error).toMatch(/block/);
    expect(await srv.social.blockedEither(await idOf(dName), await idOf(names.b))).toBe(true);
    expect(await srv.social.mayMeet(await idOf(names.b), await idOf(dName))).toBe(false);
    expect((await b.post(`/api/me/blocks/${encodeURIComponent(names.b)}`)).status).toBe(400);
    expect((await b.post('/api/me/blocks/Nobody_here_at_all')).status).toBe(404);
    // unblocked: D may follow again
    expect((await b.del(`/api/me/blocks/${encodeURIComponent(dName)}`)).status).toBe(204);
    expect((await b.get('/api/me/blocks')).json).toEqual([]);
    expect((await d.post(`/api/me/follows/${encodeURIComponent(names.b)}`)).status).toBe(204);
  });

  it('after B blocks C, B’s chat view leaves C’s messages out while other viewers still see them', async () => {
    const { matchID } = await table(a, names.a);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    const seatB = await b.post(`/api/me/inbox/${inv.json.id}/accept`);
    expect(seatB.status).toBe(200);
    const seatC = await c.post(`/games/${GAME}/${matchID}/join`, { playerName: names.c });
    expect(seatC.status).toBe(200);
    const say = (jar: Jar, seat: { playerID: string; credentials: string }, text: string) =>
      jar.post(`/api/matches/${matchID}/chat`, { text, playerID: seat.playerID, credentials: seat.credentials });
    expect(
      (await say(c, { playerID: seatC.json.playerID, credentials: seatC.json.playerCredentials }, 'from C')).status,
    ).toBe(201);
    expect((await say(b, seatB.json, 'from B')).status).toBe(201);
    const texts = async (jar: Jar) => (await jar.get(`/api/matches/${matchID}/chat`)).json.map((m: any) => m.text);
    expect(await texts(b)).toEqual(['from C', 'from B']);
    expect((await b.post(`/api/me/blocks/${encodeURIComponent(names.c)}`)).status).toBe(204);
    expect(await texts(b)).toEqual(['from B']);
    expect(await texts(a)).toEqual(['from C', 'from B']);
    expect(await texts(new Jar(srv.url))).toEqual(['from C', 'from B']);
    expect(await texts(c)).toEqual(['from C', 'from B']);
    expect((await b.del(`/api/me/blocks/${encodeURIComponent(names.c)}`)).status).toBe(204);
    expect(await texts(b)).toEqual(['from C', 'from B']);
  });

  it('accepting at a rated table goes through the rated join: seated under the account’s name, bound for the rating', async () => {
    const { matchID } = await table(a, names.a, { rated: true }, 2);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(inv.status).toBe(201);
    const acc = await b.post(`/api/me/inbox/${inv.json.id}/accept`);
    expect(acc.status, JSON.stringify(acc.json)).toBe(200);
    const bound = await srv.repos.accounts.matchSeatAccounts(matchID);
    expect(bound.map((x) => [x.playerID, x.name]).sort()).toEqual([
      ['0', names.a],
      ['1', names.b],
    ]);
    expect(bound.find((x) => x.playerID === '1')!.credentials).toBe(acc.json.credentials);
  });

  it('each invitation is told to the notifications with who invited whom to which table', async () => {
    const told: unknown[] = [];
    const deps = (srv.social as unknown as { deps: { invited?: (n: unknown) => void } }).deps;
    const before = deps.invited;
    deps.invited = (n) => void told.push(n);
    try {
      const { matchID } = await table(a, names.a);
      expect((await a.post(`/api/tables/${matchID}/invites`, { name: names.c })).status).toBe(201);
      expect(told).toEqual([{ toAccountId: await idOf(names.c), fromName: names.a, matchID, gameId: GAME }]);
    } finally {
      deps.invited = before;
    }
  });

  it('"Play again" of an invited-only table: its seated players may sit at the next one, others still not', async () => {
    const { matchID, credentials } = await table(a, names.a, { invitedOnly: true }, 2);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect((await b.post(`/api/me/inbox/${inv.json.id}/accept`)).status).toBe(200);
    const again = await a.post(`/games/${GAME}/${matchID}/playAgain`, { playerID: '0', credentials });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const next = again.json.nextMatchID;
    expect((await c.post(`/games/${GAME}/${next}/join`, { playerName: names.c })).status).toBe(403);
    expect((await b.post(`/games/${GAME}/${next}/join`, { playerName: names.b, playerID: '1' })).status).toBe(200);
    expect((await a.post(`/games/${GAME}/${next}/join`, { playerName: names.a, playerID: '0' })).status).toBe(200);
  });

  async function idOf(name: string): Promise<string> {
    const { nameKey } = await import('../../../server/accounts/names');
    return (await srv.repos.accounts.accountByNameKey(nameKey(name)))!.id;
  }

  it('"invited players only": the creator and invitees sit, anyone else is refused with the reason', async () => {
    expect(
      (await new Jar(srv.url).post('/api/tables', { gameId: GAME, numPlayers: 3, invitedOnly: true })).status,
    ).toBe(401);
    expect((await a.post('/api/tables', { gameId: GAME, numPlayers: 3, invitedOnly: 'yes' })).status).toBe(400);
    const { matchID, credentials } = await table(a, names.a, { invitedOnly: true, unlisted: false });
    const info = await a.get(`/games/${GAME}/${matchID}`);
    expect(info.json.tableOptions).toEqual({ hints: false, invitedOnly: true });
    expect(info.json.unlisted).toBe(true); // never listed
    for (const jar of [new Jar(srv.url), c]) {
      const r = await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Someone' });
      expect(r.status).toBe(403);
      expect(r.json.error).toMatch(/invited players only/);
    }
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: names.b });
    expect(inv.status).toBe(201);
    // the invitee may also come by the link: the held seat is theirs
    const j = await b.post(`/games/${GAME}/${matchID}/join`, { playerName: names.b });
    expect(j.status, JSON.stringify(j.json)).toBe(200);
    expect(j.json.playerID).toBe(inv.json.playerID);
    expect((await b.get('/api/me/inbox')).json.map((i: any) => i.matchID)).not.toContain(matchID);
    expect(credentials).toBeTruthy();
  });

  it('a deleted account leaves no follows, blocks or invitations behind', async () => {
    const e = new Jar(srv.url);
    const eName = uniqueName('Eve');
    expect((await e.signUp(eName, PASSWORD)).status).toBe(201);
    expect((await e.post(`/api/me/follows/${encodeURIComponent(names.c)}`)).status).toBe(204);
    expect((await c.post(`/api/me/follows/${encodeURIComponent(eName)}`)).status).toBe(204);
    expect((await e.post(`/api/me/blocks/${encodeURIComponent(names.a)}`)).status).toBe(204);
    const eId = await idOf(eName);
    expect(await srv.repos.social.blockedBy(eId)).toHaveLength(1);
    expect((await e.del('/api/me', { password: PASSWORD })).status).toBe(204);
    expect((await c.get('/api/me/follows')).json.map((f: any) => f.name)).not.toContain(eName);
    expect(await srv.repos.social.blockedBy(eId)).toEqual([]);
    expect(await srv.repos.social.followeesOf(eId)).toEqual([]);
  });
});
