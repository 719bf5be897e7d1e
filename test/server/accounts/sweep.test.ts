// The security suite's sweeps (test/server/security/) send no cookie, so
// they meet the /api/me routes signed out. Here every account route is swept signed in, from
// this site: each body field replaced by each junk value, junk path parameters, reserved words
// as keys: never a 5xx, every refusal with a reason, Object.prototype untouched, and the account
// still works afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { ROUTES, fill, fillBody, prototypeUntouched } from '../security/routes';
import { Jar, PASSWORD, serve, uniqueName } from './helpers';

const GAME = toyCards.id;
const ACCOUNT_ROUTES = ROUTES.filter((r) => /^\/api\/(accounts|session|me)(\/|$)/.test(r.path));
/** All but signing out (tried last). */
const SWEPT = ACCOUNT_ROUTES.filter((r) => !(r.method === 'DELETE' && r.path === '/api/session'));
const JUNK: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  '0',
  'x'.repeat(5000),
  '\u202eevil',
  '\u0000',
  '名前',
  '😀'.repeat(40),
  '../..',
  [],
  [1],
  ['0'],
  {},
  { toString: 1 },
  { valueOf: 'x' },
  { a: { b: { c: { d: 1 } } } },
  Array.from({ length: 2000 }, (_, i) => i),
  { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'not base64 !', attestationObject: 1 } },
  {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: Buffer.from('{"challenge":"__proto__"}').toString('base64url') },
  },
];

let srv: RoundhouseServer;
let jar: Jar;
let name: string;
let matchID: string;
beforeAll(async () => {
  srv = await serve('sqlite');
  jar = new Jar(srv.url);
  name = uniqueName('Sweep');
  await jar.signUp(name, PASSWORD);
  matchID = (await jar.post(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
  await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: name, playerID: '0' });
});
afterAll(() => srv?.stop());

describe('account routes swept signed in', () => {
  it('covers every account route', () => {
    expect(ACCOUNT_ROUTES.length).toBeGreaterThanOrEqual(16);
  });

  it('each field of each body replaced by each junk value: never a 5xx, always a reason', async () => {
    let sent = 0;
    for (const r of SWEPT.filter((r) => r.body)) {
      const path = fill(r.path, { game: GAME, match: matchID });
      const base = fillBody(r.body, { game: GAME, match: matchID })!;
      for (const field of [...Object.keys(base), 'extra']) {
        for (const v of JUNK) {
          const res = await jar.req(r.method, path, { ...base, [field]: v });
          sent++;
          expect(
            res.status,
            `${r.method} ${path} ${field}=${JSON.stringify(v)?.slice(0, 40)}: ${JSON.stringify(res.json).slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.json.error, path).toBe('string');
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  });

  it('junk and reserved path parameters and body keys: a 4xx, never a 5xx', async () => {
    for (const r of SWEPT) {
      for (const id of ['x'.repeat(600), '%20', '%2F', '%00', '..', '名前', '__proto__', 'constructor', 'toString']) {
        const path = fill(r.path, { game: GAME, match: id });
        const res = await jar.req(r.method, path, r.body ? fillBody(r.body, { game: GAME, match: id }) : undefined);
        expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
      }
      if (!r.body) continue;
      for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
        const body = JSON.stringify(fillBody(r.body, { game: GAME, match: matchID })).replace(
          /^\{/,
          `{"${key}":{"name":"x","credentials":"y"},`,
        );
        const res = await jar.req(r.method, fill(r.path, { game: GAME, match: matchID }), body);
        expect(res.status, `${r.path} body key ${key}`).toBe(400);
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });

  it('afterwards the account is whole: same name, same password, its seat still listed', async () => {
    // (the sweep may have signed this jar up as "Sweep Ann": some junk is a valid password)
    const again = new Jar(srv.url);
    expect((await again.signIn(name, PASSWORD)).status).toBe(200);
    expect((await again.get('/api/me')).json.name).toBe(name);
    const matches = (await again.get('/api/me/matches')).json as { matchID: string }[];
    expect(matches.map((m) => m.matchID)).toContain(matchID);
    expect((await again.del('/api/session')).status).toBe(204);
    expect((await again.get('/api/me')).status).toBe(401);
  });
});
