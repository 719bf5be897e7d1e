// Reports and moderators over HTTP, on SQLite and Postgres alike (server/mod/): the moderator role
// given and taken on the command line takes effect at once on the running server; every /api/mod
// path, however spelled, is 401 signed out and 403 for anyone else; a report of a chat message
// reaches the moderators' list; a mute refuses the author's next message (403 with the reason);
// a deleted message is gone for everyone; a suspension ends the account's sessions, refuses its
// sign-in and hands its running seats to stand-ins; every action is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { runAdmin } from '../../../server/cli/admin';
import { DEFAULT_LIMITS } from '../../../server/http/rate-limits';
import { toyCards } from '../../fixtures/toy-cards';
import { BARRED } from '../../../server/clock/stand-in';
import { socketClient, tempDir, until } from '../harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

const MOD_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/mod/reports'],
  ['POST', '/api/mod/reports/abc/close', {}],
  ['DELETE', '/api/mod/messages/abc'],
  ['POST', '/api/mod/mutes', { name: 'x', minutes: 5 }],
  ['POST', '/api/mod/suspensions', { name: 'x', reason: 'r' }],
  ['DELETE', '/api/mod/suspensions/x'],
  ['GET', '/api/mod/log'],
  ['GET', '/API/MOD/reports'],
  ['GET', '/api/Mod/log'],
  ['GET', '/api/mod'],
  ['GET', '/api/mod/'],
  ['GET', '/api/mod/nothing-here'],
];

async function account(srv: RoundhouseServer, prefix: string) {
  const jar = new Jar(srv.url);
  const name = uniqueName(prefix);
  expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
  return { jar, name };
}

describe.each(KINDS)('moderation on %s', (kind) => {
  let srv: RoundhouseServer;
  let env: Record<string, string>;
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runAdmin(argv, { env, out: (l) => out.push(l), err: (l) => out.push(l) });
    return { code, out: out.join('\n') };
  };
  beforeAll(async () => {
    const dataDir = tempDir('rh-mod-');
    srv = await serve(kind, {
      dataDir,
      rateLimits: { ...DEFAULT_LIMITS, write: { points: 10_000, seconds: 60 }, read: { points: 10_000, seconds: 60 } },
    });
    env = kind === 'postgres' ? { DATABASE_URL: (srv.db as unknown as { url: string }).url } : { DATA_DIR: dataDir };
  }, 120_000);
  afterAll(() => srv?.stop());

  it('every /api/mod path: 401 signed out, 403 for a non-moderator, however it is spelled', async () => {
    const x = await account(srv, 'Xena');
    const out = new Jar(srv.url);
    for (const [method, path, body] of MOD_ROUTES) {
      expect([method, path, (await out.req(method, path, body)).status]).toEqual([method, path, 401]);
      const r = await x.jar.req(method, path, body);
      expect([method, path, r.status]).toEqual([method, path, 403]);
      expect(r.json.error).toBe('Moderators only');
    }
  });

  it('a moderator granted on the command line sees a reported message, mutes, deletes, closes; revoked, 403 at once', async () => {
    const a = await account(srv, 'Abe');
    const b = await account(srv, 'Bea');
    const m = await account(srv, 'Mod');
    expect((await m.jar.get('/api/mod/reports')).status).toBe(403);
    expect((await m.jar.get('/api/me/moderator')).json).toEqual({ moderator: false });
    expect((await new Jar(srv.url).get('/api/me/moderator')).status).toBe(401);
    const g = await admin('grant', 'moderator', m.name);
    expect(g.code, g.out).toBe(0);
    expect((await m.jar.get('/api/mod/reports')).status).toBe(200);
    expect((await m.jar.get('/api/me/moderator')).json).toEqual({ moderator: true });
    expect((await admin('grant', 'moderator', 'Nobody Here')).code).toBe(1);
    expect((await admin('grant', 'admiral', m.name)).code).toBe(2);

    // A and B at a table; A writes, B reports the message
    const matchID = (await a.jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const credA = (await a.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: a.name, playerID: '0' })).json
      .playerCredentials;
    const chat = `/api/matches/${matchID}/chat`;
    const msg = (await a.jar.post(chat, { text: 'you are bad at this', playerID: '0', credentials: credA })).json;
    const report = { name: a.name, messageId: msg.id, reason: 'abuse', text: 'rude' };
    expect((await new Jar(srv.url).post('/api/reports', report)).status).toBe(401);
    expect((await b.jar.post('/api/reports', { ...report, reason: 'meh' })).status).toBe(400);
    expect((await b.jar.post('/api/reports', { ...report, name: 'Nobody Here' })).status).toBe(404);
    expect((await b.jar.post('/api/reports', { ...report, name: b.name })).status).toBe(400);
    expect((await b.jar.post('/api/reports', { ...report, messageId: 'nosuch' })).status).toBe(404);
    expect((await b.jar.post('/api/reports', { ...report, matchID: 'othermatch' })).status).toBe(400);
    expect((await a.jar.post('/api/reports', { name: a.name, reason: 'other', text: '' })).status).toBe(400);
    const made = await b.jar.post('/api/reports', report);
    expect(made.status).toBe(201);
    const list = await m.jar.get('/api/mod/reports');
    expect(list.json).toEqual([
      {
        id: made.json.id,
        reporter: b.name,
        name: a.name,
        guest: false,
        matchID,
        messageId: msg.id,
        reason: 'abuse',
        text: 'rude',
        at: expect.any(Number),
        message: { text: 'you are bad at this', name: a.name, at: msg.at, deleted: false },
      },
    ]);
    // a report of a player (no message), newest first
    const second = await b.jar.post('/api/reports', { name: a.name, matchID, reason: 'cheating', text: 'bot?' });
    expect(second.status).toBe(201);
    expect((await m.jar.get('/api/mod/reports')).json.map((r: any) => r.id)).toEqual([second.json.id, made.json.id]);

    // mute: the author's next message is refused with the reason
    expect((await m.jar.post('/api/mod/mutes', { name: a.name, minutes: -1 })).status).toBe(400);
    expect((await m.jar.post('/api/mod/mutes', { name: a.name, minutes: 1.5 })).status).toBe(400);
    expect((await m.jar.post('/api/mod/mutes', { name: 'Nobody Here', minutes: 5 })).status).toBe(404);
    expect((await m.jar.post('/api/mod/mutes', { name: a.name, minutes: 10, reason: 'be kind' })).status).toBe(204);
    const refused = await a.jar.post(chat, { text: 'again', playerID: '0', credentials: credA });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/muted.*10 more minutes: be kind/);
    // lifted
    expect((await m.jar.post('/api/mod/mutes', { name: a.name, minutes: 0 })).status).toBe(204);
    expect((await a.jar.post(chat, { text: 'sorry', playerID: '0', credentials: credA })).status).toBe(201);

    // delete the message: gone for everyone
    expect((await m.jar.del(`/api/mod/messages/${msg.id}`)).status).toBe(204);
    expect((await m.jar.del(`/api/mod/messages/${msg.id}`)).status).toBe(404);
    expect((await new Jar(srv.url).get(chat)).json.map((x: any) => x.text)).toEqual(['sorry']);

    // close both reports
    expect((await m.jar.post(`/api/mod/reports/${made.json.id}/close`)).status).toBe(204);
    expect((await m.jar.post(`/api/mod/reports/${made.json.id}/close`)).status).toBe(404);
    expect((await m.jar.post(`/api/mod/reports/${second.json.id}/close`)).status).toBe(204);
    expect((await m.jar.get('/api/mod/reports')).json).toEqual([]);

    const log = (await m.jar.get('/api/mod/log')).json as any[];
    const mine = log.filter((e) => e.name === a.name || e.name === m.name || e.action === 'close-report');
    expect(mine.map((e) => e.action).slice(0, 6)).toEqual([
      'close-report',
      'close-report',
      'delete-message',
      'unmute',
      'mute',
      'grant-moderator',
    ]);
    expect(mine[2]).toMatchObject({
      moderator: m.name,
      name: a.name,
      detail: expect.stringContaining('you are bad at this'),
    });
    expect(mine[5]).toMatchObject({ moderator: '(command line)', name: m.name });

    const r = await admin('revoke', 'moderator', m.name);
    expect(r.code, r.out).toBe(0);
    expect((await m.jar.get('/api/mod/reports')).status).toBe(403);
    expect((await m.jar.get('/api/me/moderator')).json).toEqual({ moderator: false });
  });

  it("a guest seat's message: reported as a guest's, its seat muted in that match only, never an account of the same name", async () => {
    const m = await account(srv, 'Mog');
    expect((await admin('grant', 'moderator', m.name)).code).toBe(0);
    const reporter = await account(srv, 'Rep');
    // a guest sits as "Twin_…" and an account of that name is made afterwards; an account sits at seat 1
    const guest = new Jar(srv.url);
    const twin = uniqueName('Twin');
    const matchID = (await guest.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const credG = (await guest.post(`/games/${GAME}/${matchID}/join`, { playerName: twin, playerID: '0' })).json
      .playerCredentials;
    const credR = (
      await reporter.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: reporter.name, playerID: '1' })
    ).json.playerCredentials;
    const namesake = { jar: new Jar(srv.url), name: twin };
    expect((await namesake.jar.signUp(twin, PASSWORD)).status).toBe(201);
    const chat = `/api/matches/${matchID}/chat`;
    const msg = (await guest.post(chat, { text: 'rude words', playerID: '0', credentials: credG })).json;
    const made = await reporter.jar.post('/api/reports', { messageId: msg.id, reason: 'abuse', text: '' });
    expect(made.status).toBe(201);
    const listed = ((await m.jar.get('/api/mod/reports')).json as any[]).find((r) => r.id === made.json.id);
    expect(listed).toMatchObject({ name: namesake.name, guest: true, messageId: msg.id });

    expect((await m.jar.post('/api/mod/mutes', { messageId: msg.id, name: namesake.name, minutes: 5 })).status).toBe(
      400,
    );
    expect((await m.jar.post('/api/mod/mutes', { minutes: 5 })).status).toBe(400);
    expect((await m.jar.post('/api/mod/mutes', { messageId: 'nosuchmessage', minutes: 5 })).status).toBe(404);
    expect((await m.jar.post('/api/mod/mutes', { messageId: msg.id, minutes: 30, reason: 'language' })).status).toBe(
      204,
    );
    const refused = await guest.post(chat, { text: 'more', playerID: '0', credentials: credG });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/muted.*30 more minutes: language/);
    // the other seat writes; the account of the same name is not muted anywhere
    expect((await reporter.jar.post(chat, { text: 'thanks', playerID: '1', credentials: credR })).status).toBe(201);
    const elsewhere = (await namesake.jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const credN = (
      await namesake.jar.post(`/games/${GAME}/${elsewhere}/join`, { playerName: namesake.name, playerID: '0' })
    ).json.playerCredentials;
    expect(
      (await namesake.jar.post(`/api/matches/${elsewhere}/chat`, { text: 'hi', playerID: '0', credentials: credN }))
        .status,
    ).toBe(201);
    const log = (await m.jar.get('/api/mod/log')).json as any[];
    expect(log[0]).toMatchObject({ moderator: m.name, action: 'mute-seat' });
    expect(log[0].detail).toContain(`seat 0 of ${matchID}`);
    // lifted
    expect((await m.jar.post('/api/mod/mutes', { messageId: msg.id, minutes: 0 })).status).toBe(204);
    expect((await guest.post(chat, { text: 'sorry', playerID: '0', credentials: credG })).status).toBe(201);
  });

  it('a suspension ends the sessions, refuses sign-in and chat, hands running seats to stand-ins; lifted, sign-in works', async () => {
    const s = await account(srv, 'Sid');
    const m = await account(srv, 'Mo');
    expect((await admin('grant', 'moderator', m.name)).code).toBe(0);
    const other = await account(srv, 'Ola');
    // a table with a clock (New table), S at seat 0, O at seat 1
    const t = await s.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, seats: [{}, {}] });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID;
    const credS = (await s.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: s.name, playerID: '0' })).json
      .playerCredentials;
    await other.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: other.name, playerID: '1' });

    expect((await m.jar.post('/api/mod/suspensions', { name: s.name })).status).toBe(400);
    expect((await m.jar.post('/api/mod/suspensions', { name: m.name, reason: 'x' })).status).toBe(400);
    expect((await m.jar.post('/api/mod/suspensions', { name: s.name, reason: 'abusive chat' })).status).toBe(204);
    expect((await s.jar.get('/api/me')).status).toBe(401);
    const signIn = await new Jar(srv.url).signIn(s.name, PASSWORD);
    expect(signIn.status).toBe(403);
    expect(signIn.json.error).toBe('This account is suspended: abusive chat');
    // its seat writes nothing (the seat is bound to the suspended account)
    const chat = await s.jar.post(`/api/matches/${matchID}/chat`, { text: 'hi', playerID: '0', credentials: credS });
    expect(chat.status).toBe(403);
    // the running seat went to a stand-in, for good
    const clock = (await s.jar.get(`/api/matches/${matchID}/clock`)).json;
    expect(clock.seats['0']).toMatchObject({ standIn: 'left' });
    expect(clock.seats['1'].standIn ?? null).toBeNull();

    expect((await m.jar.del(`/api/mod/suspensions/${encodeURIComponent(s.name)}`)).status).toBe(204);
    expect((await m.jar.del(`/api/mod/suspensions/${encodeURIComponent(s.name)}`)).status).toBe(404);
    expect((await s.jar.signIn(s.name, PASSWORD)).status).toBe(200);
    const actions = ((await m.jar.get('/api/mod/log')).json as any[]).filter((e) => e.name === s.name);
    expect(actions.map((e) => e.action)).toEqual(['unsuspend', 'suspend']);
    expect(actions[1]).toMatchObject({ moderator: m.name, detail: 'abusive chat' });
  });

  it("a suspended player's seat is barred: kept credentials neither take it back, rename, move nor see as the seat; its stand-in's still count", async () => {
    const s = await account(srv, 'Bar');
    const m = await account(srv, 'Mod');
    expect((await admin('grant', 'moderator', m.name)).code).toBe(0);
    // three seats: two people stay, so the match goes on after the suspension
    const t = await s.jar.post('/api/tables', { gameId: GAME, numPlayers: 3, seats: [{}, {}, {}] });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID;
    const credS = (await s.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: s.name, playerID: '0' })).json
      .playerCredentials;
    for (const seat of ['1', '2']) {
      const o = await account(srv, 'Sat');
      expect((await o.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: o.name, playerID: seat })).status).toBe(
        200,
      );
    }
    // before: the player's browser syncs as its seat
    const before = socketClient(srv.url, toyCards, matchID, '0', credS);
    await until(() => before.getState() !== null, 15_000, 'the seat synced');
    before.stop();
    expect((await m.jar.post('/api/mod/suspensions', { name: s.name, reason: 'cheating' })).status).toBe(204);
    const clock = (await m.jar.get(`/api/matches/${matchID}/clock`)).json;
    expect(clock.over).toBe(false);
    expect(clock.seats['0']).toMatchObject({ standIn: 'left' });
    const meta = (await srv.store.fetch(matchID, { metadata: true })).metadata!;
    expect(meta.players[0].data).toMatchObject({ barred: true });

    const back = await new Jar(srv.url).post(`/api/matches/${matchID}/back`, { playerID: '0', credentials: credS });
    expect(back.status).toBe(403);
    expect(back.json.error).toBe(BARRED);
    const rename = await new Jar(srv.url).post(`/games/${GAME}/${matchID}/update`, {
      playerID: '0',
      credentials: credS,
      newName: 'Back again',
    });
    expect(rename.status).toBe(403);
    // the seat's chat refuses it with the same reason; another account cannot adopt the seat
    const chat = await new Jar(srv.url).post(`/api/matches/${matchID}/chat`, {
      text: 'still here',
      playerID: '0',
      credentials: credS,
    });
    expect(chat.status).toBe(403);
    expect(chat.json.error).toBe(BARRED);
    const other = await account(srv, 'Adopt');
    const adopt = await other.jar.post('/api/me/seats', { seats: [{ matchID, playerID: '0', credentials: credS }] });
    expect(adopt.status).toBe(200);
    expect(adopt.json.adopted).toBe(0);
    // over a socket: the seat's sync is not answered, a spectator's is
    const seat = socketClient(srv.url, toyCards, matchID, '0', credS);
    const watcher = socketClient(srv.url, toyCards, matchID);
    await until(() => watcher.getState() !== null, 15_000, 'the spectator synced');
    await new Promise((r) => setTimeout(r, 500));
    expect(seat.getState()).toBeNull();
    seat.stop();
    watcher.stop();
    // the stand-in's credentials still count, the seat's own do not
    expect(srv.standIns.authenticate(srv.standIns.credentialsFor(credS), meta.players[0])).toBe(true);
    expect(srv.standIns.authenticate(credS, meta.players[0])).toBe(false);
  });

  it('suspend and unsuspend on the command line: effective at once, the running seats at the next sweep', async () => {
    const s = await account(srv, 'Cli');
    const t = await s.jar.post('/api/tables', { gameId: GAME, numPlayers: 2, seats: [{}, {}] });
    const matchID = t.json.matchID;
    await s.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: s.name, playerID: '1' });
    const r = await admin('suspend', s.name, 'spam', 'links');
    expect(r.code, r.out).toBe(0);
    expect((await s.jar.get('/api/me')).status).toBe(401);
    expect((await new Jar(srv.url).signIn(s.name, PASSWORD)).json.error).toBe('This account is suspended: spam links');
    await srv.mod.applyPending();
    expect((await s.jar.get(`/api/matches/${matchID}/clock`)).json.seats['1']).toMatchObject({ standIn: 'left' });
    expect((await admin('unsuspend', s.name)).code).toBe(0);
    expect((await admin('unsuspend', s.name)).code).toBe(1);
    expect((await s.jar.signIn(s.name, PASSWORD)).status).toBe(200);
  });
});

describe('RATE_LIMIT_REPORT', () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite', { rateLimits: { ...DEFAULT_LIMITS, report: { points: 3, seconds: 3600 } } });
  }, 60_000);
  afterAll(() => srv?.stop());

  it('reports over the budget of an account get 429', async () => {
    const a = await account(srv, 'Ann');
    const b = await account(srv, 'Ben');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await b.jar.post('/api/reports', { name: a.name, reason: 'spam', text: `#${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
