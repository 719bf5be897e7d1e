// The security suite's sweeps meet the quick-match routes signed out
// (401). Here every rated-play route of test/server/security/routes.ts is swept signed in: each
// body field replaced by each junk value, junk path parameters and queries, reserved words as
// keys: never a 5xx, every refusal with a reason, Object.prototype untouched; and a rated match's
// seats' names are the accounts' (a client-chosen name or key never becomes a response key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { ROUTES, fill, fillBody, prototypeUntouched } from '../security/routes';
import { Jar, PASSWORD, serve, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;
const RATED_ROUTES = ROUTES.filter((r) => /^\/api\/(leaderboard|players|quickmatch)(\/|\?|$)|\/ratings$/.test(r.path));
const JUNK: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  '0',
  '2',
  'x'.repeat(5000),
  '\u202eevil',
  '\u0000',
  '名前',
  '../..',
  [],
  [1],
  ['0'],
  {},
  { toString: 1 },
  { valueOf: 'x' },
  { a: { b: { c: { d: 1 } } } },
  Array.from({ length: 2000 }, (_, i) => i),
];

let srv: RoundhouseServer;
let jar: Jar;
let matchID: string;
beforeAll(async () => {
  srv = await serve('sqlite');
  jar = new Jar(srv.url);
  await jar.signUp(uniqueName('Sweep'), PASSWORD);
  matchID = (await jar.post('/api/tables', { gameId: GAME, numPlayers: 2, rated: true })).json.matchID;
});
afterAll(() => srv?.stop());

describe('rated-play routes swept signed in', () => {
  it('covers every rated-play route', () => {
    expect(RATED_ROUTES.map((r) => `${r.method} ${r.path.split('?')[0]}`).sort()).toEqual([
      'DELETE /api/quickmatch',
      'GET /api/leaderboard/:game',
      'GET /api/matches/:match/ratings',
      'GET /api/players/Sweep%20Ann',
      'GET /api/quickmatch',
      'POST /api/quickmatch',
    ]);
  });

  it('each field of each body replaced by each junk value: never a 5xx, always a reason', async () => {
    let sent = 0;
    for (const r of RATED_ROUTES.filter((r) => r.body)) {
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
          await jar.del('/api/quickmatch');
        }
      }
    }
    expect(sent).toBeGreaterThan(80);
  });

  it('junk and reserved path parameters, queries and body keys: a 4xx or an empty answer, never a 5xx', async () => {
    for (const r of RATED_ROUTES) {
      for (const id of [
        'x'.repeat(600),
        '%20',
        '%2F',
        '%00',
        '..',
        '名前',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
      ]) {
        const path = fill(r.path, { game: id, match: id }).replace('Sweep%20Ann', id);
        const res = await jar.req(r.method, path, r.body ? fillBody(r.body, { game: id, match: id }) : undefined);
        expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
        await jar.del('/api/quickmatch');
      }
      for (const q of ['limit=__proto__', 'offset=constructor', 'limit[]=1', 'limit=1&limit=2', 'offset=99999999999']) {
        const res = await jar.req(
          r.method,
          `${fill(r.path, { game: GAME, match: matchID }).split('?')[0]}?${q}`,
          r.body ? fillBody(r.body, { game: GAME, match: matchID }) : undefined,
        );
        expect(res.status, `${r.method} ${r.path} ?${q}`).toBeLessThan(500);
        await jar.del('/api/quickmatch');
      }
      if (!r.body) continue;
      for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
        const body = JSON.stringify(fillBody(r.body, { game: GAME, match: matchID })).replace(
          /^\{/,
          `{"${key}":{"name":"x"},`,
        );
        const res = await jar.req(r.method, fill(r.path, { game: GAME, match: matchID }), body);
        expect(res.status, `${r.path} body key ${key}`).toBe(400);
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });
});
