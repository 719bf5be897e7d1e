// What guards the accounts: no cross-site writes (a write with the session cookie, or
// to the account routes, needs an allowed Origin: 403 otherwise; JSON only: 415), sign-in rate
// limits per address and per account (429 with Retry-After, the same for unknown names), and the
// cookie's Secure flag (COOKIE_SECURE, or https as a trusted proxy says).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import { DEFAULT_LIMITS } from '../../../server/http/rate-limits';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, serve, uniqueName } from './helpers';

const GAME = toyCards.id;

describe('no cross-site writes', () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite');
  });
  afterAll(() => srv?.stop());

  it('a write with the session cookie from another site, or with no Origin, is refused with 403 and changes nothing', async () => {
    const name = uniqueName('Cross');
    const jar = new Jar(srv.url);
    await jar.signUp(name, PASSWORD);
    const matchID = (await jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/me/password', { current: PASSWORD, password: 'attacker chose this' }],
      ['DELETE', '/api/me', { password: PASSWORD }],
      ['DELETE', '/api/session'],
      ['POST', '/api/me/seats', { seats: [] }],
      ['POST', '/api/me/passkeys/options', {}],
      ['POST', '/api/tables', { gameId: GAME, numPlayers: 2 }],
      ['POST', `/games/${GAME}/${matchID}/join`, { playerName: 'Victim' }],
    ];
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1.evil.example',
      'null',
      'file://',
      `${srv.url}.evil.example`,
      '',
    ]) {
      for (const [m, p, body] of writes) {
        const r = await jar.req(m, p, body, { origin });
        expect(r.status, `${m} ${p} from ${origin || 'no Origin'}`).toBe(403);
        expect(typeof r.json.error).toBe('string');
      }
    }
    // not JSON: 415 before anything else reads it
    const form = await jar.req('POST', '/api/me/password', 'current=x&password=y', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    // nothing changed: still signed in with the same password, nobody joined
    expect((await jar.get('/api/me')).status).toBe(200);
    expect((await new Jar(srv.url).signIn(name, PASSWORD)).status).toBe(200);
    expect(
      (await new Jar(srv.url).get(`/games/${GAME}/${matchID}`)).json.players.every((p: { name?: string }) => !p.name),
    ).toBe(true);
    // the same writes from this site work; so does a same-origin fetch that sends no Origin
    expect(
      (await jar.post('/api/me/seats', { seats: [] }, { origin: '', 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect((await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Me' })).status).toBe(200);
    // an allowed other origin (config.origins) works too
    expect((await jar.post('/api/me/seats', { seats: [] }, { origin: 'http://localhost:5173' })).status).toBe(200);
  });

  it('sign-up and sign-in from another site are refused (no one is signed in to an account of another site’s choosing)', async () => {
    const name = uniqueName('Login');
    expect((await new Jar(srv.url).signUp(name, PASSWORD)).status).toBe(201);
    for (const [p, body] of [
      ['/api/accounts', { name: uniqueName('Forced'), password: PASSWORD }],
      ['/api/session', { name, password: PASSWORD }],
      ['/api/session/passkey/options', {}],
      ['/api/accounts/passkey/options', { name: uniqueName('Forced') }],
    ] as [string, unknown][]) {
      const r = await new Jar(srv.url).post(p, body, { origin: 'https://evil.example' });
      expect(r.status, p).toBe(403);
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    // a program (no Origin, no cookie) may sign in
    expect((await new Jar(srv.url).post('/api/session', { name, password: PASSWORD }, { origin: '' })).status).toBe(
      200,
    );
  });

  it('reads need no Origin, and a cross-site read never sees an account (no credentials in CORS answers)', async () => {
    const jar = new Jar(srv.url);
    await jar.signUp(uniqueName('Reader'), PASSWORD);
    expect((await jar.get('/api/me', { origin: '' })).status).toBe(200);
    const cross = await jar.get('/api/me/matches', { origin: 'https://evil.example' });
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
    expect(cross.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('sign-in rate limits', () => {
  const servers: RoundhouseServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('per account: after the failures allowed, even the right password waits (429, Retry-After), unknown names alike, other accounts unaffected', async () => {
    const srv = await serve('sqlite', {
      rateLimits: { ...DEFAULT_LIMITS, signin: { points: 1000, seconds: 600 }, account: { points: 3, seconds: 600 } },
    });
    servers.push(srv);
    const [victim, other] = [uniqueName('Vic'), uniqueName('Oth')];
    await new Jar(srv.url).signUp(victim, PASSWORD);
    await new Jar(srv.url).signUp(other, PASSWORD);
    for (let i = 0; i < 3; i++) expect((await new Jar(srv.url).signIn(victim, `wrong password ${i}`)).status).toBe(401);
    const blocked = await new Jar(srv.url).signIn(victim.toUpperCase(), PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.getSetCookie()).toEqual([]);
    expect((await new Jar(srv.url).signIn(other, PASSWORD)).status).toBe(200);
    // an unknown name is limited the same way (no telling which names exist)
    const ghost = uniqueName('Ghost');
    for (let i = 0; i < 3; i++) expect((await new Jar(srv.url).signIn(ghost, 'wrong password')).status).toBe(401);
    expect((await new Jar(srv.url).signIn(ghost, 'wrong password')).status).toBe(429);
    // a signed-in session guessing its current password is limited too
    const jar = new Jar(srv.url);
    await jar.signIn(other, PASSWORD);
    for (let i = 0; i < 3; i++)
      expect(
        (await jar.post('/api/me/password', { current: `guess ${i} guess`, password: 'new password 1' })).status,
      ).toBe(403);
    expect((await jar.post('/api/me/password', { current: PASSWORD, password: 'new password 1' })).status).toBe(429);
  });

  it('per address: failed sign-ins count (password and passkey alike), successful ones are given back; sign-ups have a budget of their own; sign-out is not counted', async () => {
    const srv = await serve('sqlite', {
      rateLimits: { ...DEFAULT_LIMITS, signin: { points: 4, seconds: 600 }, signup: { points: 3, seconds: 600 } },
    });
    servers.push(srv);
    const name = uniqueName('Addr');
    const jar = new Jar(srv.url);
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await jar.del('/api/session')).status).toBe(204);
    for (let i = 0; i < 6; i++) expect((await jar.signIn(name, PASSWORD)).status).toBe(200); // more than the budget: given back
    for (let i = 0; i < 3; i++) expect((await jar.signIn(name, 'wrong password')).status).toBe(401);
    expect((await jar.post('/api/session/passkey', { response: {} })).status).toBe(401);
    const r = await jar.signIn(name, PASSWORD);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // sign-ups are counted on their own: every one, up to their budget
    expect((await jar.post('/api/accounts', { name: uniqueName(), password: PASSWORD })).status).toBe(201);
    expect((await jar.post('/api/accounts', { name: uniqueName(), password: PASSWORD })).status).toBe(201);
    expect((await jar.post('/api/accounts', { name: uniqueName(), password: PASSWORD })).status).toBe(429);
    expect((await jar.get('/api/me')).status).toBe(200);
  });

  it('with the default limits, a dozen players signing up and in from one address (a club, a school) never lock the next new player out', async () => {
    const srv = await serve('sqlite', { rateLimits: DEFAULT_LIMITS });
    servers.push(srv);
    for (let i = 0; i < 12; i++) {
      const name = uniqueName('Club');
      const jar = new Jar(srv.url);
      expect((await jar.signUp(name, PASSWORD)).status, `sign-up ${i}`).toBe(201);
      expect((await jar.del('/api/session')).status).toBe(204);
      expect((await jar.signIn(name, PASSWORD)).status, `sign-in ${i}`).toBe(200);
    }
    const next = uniqueName('Next');
    expect((await new Jar(srv.url).signUp(next, PASSWORD)).status).toBe(201);
    expect((await new Jar(srv.url).signIn(next, PASSWORD)).status).toBe(200);
  });
});

describe('the cookie', () => {
  const servers: RoundhouseServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('COOKIE_SECURE=1: Secure, with the __Host- prefix; read back on the next request', async () => {
    expect(configFromEnv({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
    expect(configFromEnv({}).cookieSecure).toBe(false);
    const srv = await serve('sqlite', { cookieSecure: true });
    servers.push(srv);
    const jar = new Jar(srv.url);
    const r = await jar.signUp(uniqueName('Sec'), PASSWORD);
    expect(r.headers.getSetCookie()[0]).toMatch(
      /^__Host-rh_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect((await jar.get('/api/me')).status).toBe(200);
  });

  it('behind TRUST_PROXY: Secure when the proxy says https, not when it says http; X-Forwarded-Proto from a client without a trusted proxy is ignored', async () => {
    const proxied = await serve('sqlite', { trustProxy: 1 });
    const direct = await serve('sqlite');
    servers.push(proxied, direct);
    const https = await new Jar(proxied.url).post(
      '/api/accounts',
      { name: uniqueName('Prx'), password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(https.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    const http = await new Jar(proxied.url).post(
      '/api/accounts',
      { name: uniqueName('Prx'), password: PASSWORD },
      { 'x-forwarded-proto': 'http' },
    );
    expect(http.headers.getSetCookie()[0]).not.toMatch(/Secure/);
    const spoofed = await new Jar(direct.url).post(
      '/api/accounts',
      { name: uniqueName('Prx'), password: PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(spoofed.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});

describe("an account's name at a table", () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite');
  });
  afterAll(() => srv?.stop());

  it('a guest or another account cannot sit or rename under it (409 with the reason); the account itself can; other names stay free', async () => {
    const name = uniqueName('Owner');
    const owner = new Jar(srv.url);
    await owner.signUp(name, PASSWORD);
    const other = new Jar(srv.url);
    await other.signUp(uniqueName('Other'), PASSWORD);
    const guest = new Jar(srv.url);
    const matchID = (await guest.post(`/games/${GAME}/create`, { numPlayers: 4 })).json.matchID;
    const join = (jar: Jar, playerName: string) => jar.post(`/games/${GAME}/${matchID}/join`, { playerName });
    // the same name in another case or width, or one that looks the same, is the same account's
    // (accounts compare names by their key: server/accounts/names.ts)
    for (const [jar, n] of [
      [guest, name],
      [guest, name.toUpperCase()],
      [other, name],
      [guest, ` ${name.toLowerCase()} `],
      [guest, name.replace('O', '0')],
    ] as const) {
      const r = await join(jar, n);
      expect(r.status, n).toBe(409);
      expect(r.json.error).toBe('This name belongs to an account: sign in as it, or choose another name');
    }
    const g = await join(guest, 'Just a guest');
    expect(g.status).toBe(200);
    const rename = await guest.post(`/games/${GAME}/${matchID}/update`, {
      playerID: g.json.playerID,
      credentials: g.json.playerCredentials,
      newName: name,
    });
    expect(rename.status).toBe(409);
    expect((await join(owner, name)).status).toBe(200);
    const { metadata } = await srv.store.fetch(matchID, { metadata: true });
    expect(Object.values(metadata!.players).map((p) => p.name ?? null)).toEqual(['Just a guest', name, null, null]);
  });
});
