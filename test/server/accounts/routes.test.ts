// The account routes over HTTP, on SQLite and on Postgres alike: sign up, the name and
// password rules, reserved names, sign in (one 401 for an unknown name and a wrong password),
// the session cookie, sign out ending only this device, a password change ending the others,
// sessions unused for 30 days, deleting an account (its seats keep a neutral name), and passkey
// routes refusing what is not a passkey answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { hashSessionId, SESSION_IDLE_MS } from '../../../server/accounts/sessions';
import { NEUTRAL_NAME } from '../../../server/accounts/seats';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from './helpers';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

describe.each(KINDS)('accounts on %s', (kind) => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve(kind);
  }, 120_000);
  afterAll(() => srv?.stop());

  it('sign up: 201 { id, name }, an HttpOnly SameSite=Lax session cookie, and GET /api/me', async () => {
    const jar = new Jar(srv.url);
    const name = uniqueName('Ann');
    const r = await jar.signUp(`  ${name} `, PASSWORD);
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ id: expect.any(String), name });
    const cookie = r.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^rh_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const me = await jar.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ id: r.json.id, name, hasPassword: true, passkeys: [] });
    expect(JSON.stringify(me.json)).not.toMatch(/argon|hash/i);
    expect((await new Jar(srv.url).get('/api/me')).status).toBe(401);
  });

  it('names: 3–24 letters, digits, _, - and single spaces, unique ignoring case and width (409), reserved words refused (400)', async () => {
    const jar = new Jar(srv.url);
    for (const bad of [
      'ab',
      'x'.repeat(25),
      'two  spaces',
      'tab\there',
      'semi;colon',
      'dot.name',
      'emoji😀x',
      '<b>bold</b>',
      '\u202eevil',
      '',
      '   ',
      42,
      null,
      ['a'],
      { a: 1 },
    ]) {
      const r = await jar.signUp(bad as string, PASSWORD);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(typeof r.json.error).toBe('string');
    }
    for (const reserved of [
      'admin',
      'Admin',
      'AD MIN',
      'ad_min',
      'ＡＤＭＩＮ',
      'Roundhouse',
      'moderator',
      '__proto__',
      'constructor',
      'Player 3',
      'bot-2',
      'Guest',
      'Former player',
      'undefined',
    ]) {
      const r = await jar.signUp(reserved, PASSWORD);
      expect(r.status, reserved).toBe(400);
      expect(r.json.error, reserved).toMatch(/reserved/);
    }
    const name = uniqueName('Kenji');
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    for (const same of [name.toUpperCase(), name.toLowerCase(), name.replace(/K/, 'Ｋ')]) {
      const r = await new Jar(srv.url).signUp(same, PASSWORD);
      expect(r.status, same).toBe(409);
      expect(r.json.error).toMatch(/taken/);
    }
    // letters of any script, digits, single spaces
    expect((await new Jar(srv.url).signUp(`駅長 ${Date.now() % 100000}`, PASSWORD)).status).toBe(201);
  });

  it('passwords: 10 to 256 characters; anything else is a 400 with a reason', async () => {
    for (const bad of ['short', '123456789', 'x'.repeat(257), 12345678901, null, undefined]) {
      const r = await new Jar(srv.url).post('/api/accounts', {
        name: uniqueName(),
        ...(bad === undefined ? {} : { password: bad }),
      });
      expect(r.status, String(bad)).toBe(400);
      expect(r.json.error).toMatch(/password/);
    }
    const extra = await new Jar(srv.url).post('/api/accounts', { name: uniqueName(), password: PASSWORD, admin: true });
    expect(extra.status).toBe(400);
    expect(extra.json.error).toMatch(/Unexpected field "admin"/);
    expect((await new Jar(srv.url).signUp(uniqueName(), 'x'.repeat(256))).status).toBe(201);
  });

  it('sign in: 200 and a new session; an unknown name and a wrong password get the same 401', async () => {
    const name = uniqueName('Mia');
    const first = new Jar(srv.url);
    const id = (await first.signUp(name, PASSWORD)).json.id;
    const wrong = await new Jar(srv.url).signIn(name, 'not the password');
    const unknown = await new Jar(srv.url).signIn(uniqueName('Nobody'), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const second = new Jar(srv.url);
    const ok = await second.signIn(name.toUpperCase(), PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ id, name });
    expect(second.cookieHeader).not.toBe(first.cookieHeader);
    expect((await second.get('/api/me')).json.id).toBe(id);
    for (const bad of [
      {},
      { name },
      { password: PASSWORD },
      { name: 1, password: PASSWORD },
      { name, password: PASSWORD, extra: 1 },
    ]) {
      expect((await new Jar(srv.url).post('/api/session', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('sign out ends this device only; the cookie is cleared and the session cannot come back', async () => {
    const name = uniqueName('Ola');
    const a = new Jar(srv.url);
    await a.signUp(name, PASSWORD);
    const b = new Jar(srv.url);
    await b.signIn(name, PASSWORD);
    const stolen = a.cookieHeader;
    const out = await a.del('/api/session');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /^rh_session=; .*Max-Age=0/.test(c))).toBe(true);
    expect((await a.get('/api/me')).status).toBe(401);
    // the old cookie, kept by someone, signs no one in
    expect((await new Jar(srv.url).get('/api/me', { cookie: stolen })).status).toBe(401);
    expect((await b.get('/api/me')).status).toBe(200);
    expect((await new Jar(srv.url).del('/api/session')).status).toBe(204);
  });

  it('signing in again on a device ends the session it had', async () => {
    const name = uniqueName('Again');
    const a = new Jar(srv.url);
    await a.signUp(name, PASSWORD);
    const old = a.cookieHeader;
    expect((await a.signIn(name, PASSWORD)).status).toBe(200);
    expect(a.cookieHeader).not.toBe(old);
    expect((await new Jar(srv.url).get('/api/me', { cookie: old })).status).toBe(401);
    expect((await a.get('/api/me')).status).toBe(200);
  });

  it('a password change needs the current one, ends every other session and keeps this one', async () => {
    const name = uniqueName('Pia');
    const a = new Jar(srv.url);
    await a.signUp(name, PASSWORD);
    const b = new Jar(srv.url);
    await b.signIn(name, PASSWORD);
    expect((await a.post('/api/me/password', { password: 'a new password' })).status).toBe(400);
    const wrong = await a.post('/api/me/password', { current: 'not it at all', password: 'a new password' });
    expect(wrong.status).toBe(403);
    expect((await a.post('/api/me/password', { current: PASSWORD, password: 'short' })).status).toBe(400);
    expect((await b.get('/api/me')).status).toBe(200); // nothing changed yet
    const ok = await a.post('/api/me/password', { current: PASSWORD, password: 'a new password' });
    expect(ok.status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
    expect((await new Jar(srv.url).signIn(name, PASSWORD)).status).toBe(401);
    expect((await new Jar(srv.url).signIn(name, 'a new password')).status).toBe(200);
    expect(
      (await new Jar(srv.url).post('/api/me/password', { current: PASSWORD, password: 'whatever else' })).status,
    ).toBe(401);
  });

  it('a session unused for 30 days has ended; a used one is renewed', async () => {
    const a = new Jar(srv.url);
    const id = (await a.signUp(uniqueName('Old'), PASSWORD)).json.id;
    const sid = [...a.cookies.values()][0];
    await srv.repos.accounts.touchSession(hashSessionId(sid), Date.now() - SESSION_IDLE_MS + 60_000);
    const renewed = await a.get('/api/me');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    expect((await srv.repos.accounts.sessionByHash(hashSessionId(sid)))!.lastSeenAt).toBeGreaterThan(
      Date.now() - 60_000,
    );
    await srv.repos.accounts.touchSession(hashSessionId(sid), Date.now() - SESSION_IDLE_MS - 1);
    expect((await a.get('/api/me')).status).toBe(401);
    expect(await srv.repos.accounts.sessionByHash(hashSessionId(sid))).toBeUndefined();
    expect((await srv.repos.accounts.accountById(id))?.id).toBe(id);
  });

  it('only a hash of the session ID and of the password is stored', async () => {
    const a = new Jar(srv.url);
    const id = (await a.signUp(uniqueName('Hash'), PASSWORD)).json.id;
    const sid = [...a.cookies.values()][0];
    expect(await srv.repos.accounts.sessionByHash(sid)).toBeUndefined();
    expect((await srv.repos.accounts.sessionByHash(hashSessionId(sid)))?.accountId).toBe(id);
    const account = await srv.repos.accounts.accountById(id);
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
    expect(account!.passwordHash).not.toContain(PASSWORD);
  });

  it('delete: the password is required; the account and its sessions go, its seats keep a neutral name, the match stays', async () => {
    const name = uniqueName('Del');
    const a = new Jar(srv.url);
    await a.signUp(name, PASSWORD);
    const b = new Jar(srv.url);
    await b.signIn(name, PASSWORD);
    const matchID = (await a.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    expect((await a.post(`/games/${GAME}/${matchID}/join`, { playerName: name, playerID: '0' })).status).toBe(200);
    expect((await a.del('/api/me', {})).status).toBe(400);
    expect((await a.del('/api/me', { password: 'wrong password' })).status).toBe(403);
    const gone = await a.del('/api/me', { password: PASSWORD });
    expect(gone.status).toBe(204);
    expect((await a.get('/api/me')).status).toBe(401);
    expect((await b.get('/api/me')).status).toBe(401);
    expect((await new Jar(srv.url).signIn(name, PASSWORD)).status).toBe(401);
    const match = await new Jar(srv.url).get(`/games/${GAME}/${matchID}`);
    expect(match.status).toBe(200);
    expect(match.json.players[0].name).toBe(NEUTRAL_NAME);
    // the name is free again
    expect((await new Jar(srv.url).signUp(name, PASSWORD)).status).toBe(201);
  });

  it('signed out, every /api/me route answers 401', async () => {
    const j = new Jar(srv.url);
    for (const [m, p, body] of [
      ['GET', '/api/me'],
      ['GET', '/api/me/matches'],
      ['GET', '/api/me/passkeys'],
      ['POST', '/api/me/password', { current: PASSWORD, password: PASSWORD }],
      ['POST', '/api/me/seats', { seats: [] }],
      ['POST', '/api/me/passkeys/options', {}],
      ['POST', '/api/me/passkeys', { response: {} }],
      ['DELETE', '/api/me/passkeys/abc'],
      ['DELETE', '/api/me', { password: PASSWORD }],
    ] as [string, string, unknown?][]) {
      const r = await j.req(m, p, body);
      expect(r.status, `${m} ${p}`).toBe(401);
      expect(r.json.error).toBe('Not signed in');
    }
  });

  it('passkey routes: options with a one-use challenge; answers that are not a passkey are refused', async () => {
    const a = new Jar(srv.url);
    await a.signUp(uniqueName('Key'), PASSWORD);
    const reg = await a.post('/api/me/passkeys/options');
    expect(reg.status).toBe(200);
    expect(reg.json.rp).toEqual({ name: 'Roundhouse', id: '127.0.0.1' });
    expect(reg.json.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(reg.json.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const signin = await new Jar(srv.url).post('/api/session/passkey/options');
    expect(signin.status).toBe(200);
    expect(signin.json.rpId).toBe('127.0.0.1');
    expect(signin.json.allowCredentials ?? []).toEqual([]);
    // no Origin: not a page of this site
    expect((await new Jar(srv.url).post('/api/session/passkey/options', {}, { origin: '' })).status).toBe(400);
    const clientData = (challenge: string, type: string) =>
      Buffer.from(JSON.stringify({ type, challenge, origin: srv.url })).toString('base64url');
    const forged = (challenge: string, type: string) => ({
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: {
        clientDataJSON: clientData(challenge, type),
        attestationObject: 'AAAA',
        authenticatorData: 'AAAA',
        signature: 'AAAA',
      },
      clientExtensionResults: {},
    });
    const r1 = await a.post('/api/me/passkeys', { response: forged(reg.json.challenge, 'webauthn.create') });
    expect(r1.status).toBe(400);
    // the challenge was used up by that attempt
    const r2 = await a.post('/api/me/passkeys', { response: forged(reg.json.challenge, 'webauthn.create') });
    expect(r2.status).toBe(400);
    expect(r2.json.error).toMatch(/start again/);
    const s1 = await new Jar(srv.url).post('/api/session/passkey', {
      response: forged(signin.json.challenge, 'webauthn.get'),
    });
    expect(s1.status).toBe(401);
    for (const junk of [null, 1, 'x', [], {}, { id: 'x' }, forged('unknown', 'webauthn.get')]) {
      const r = await new Jar(srv.url).post('/api/session/passkey', { response: junk });
      expect(r.status, JSON.stringify(junk)).toBe(401);
    }
    expect((await a.get('/api/me/passkeys')).json).toEqual([]);
    expect((await a.del('/api/me/passkeys/nope')).status).toBe(404);
  });
});
