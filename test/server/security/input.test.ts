// Bounded input everywhere: bodies over 16 KB (413), anything but JSON
// (415), malformed or deeply nested JSON (400); then a generated sweep of every route with wrong
// types, huge, deep, unicode and empty values: never a 5xx, and a healthy server after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boot, tempDir } from '../harness';
import { ROUTES, fill, fillBody, prototypeUntouched, send } from './routes';

const GAME = toyCards.id;
let srv: Awaited<ReturnType<typeof boot>>;
let open: string;
let creds0: string;

beforeAll(async () => {
  // a client directory with a page, so that paths resolving to / answer it
  const dir = tempDir();
  mkdirSync(join(dir, 'no-client'));
  writeFileSync(join(dir, 'no-client', 'index.html'), '<!doctype html><title>t</title>');
  srv = await boot([toyCards], dir);
  open = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
  creds0 = (await send(srv.url, 'POST', `/games/${GAME}/${open}/join`, { playerName: 'Host', playerID: '0' })).json
    .playerCredentials;
});
afterAll(() => srv?.stop());

const WRITES = ROUTES.filter((r) => r.method === 'POST');

describe('bodies', () => {
  it('over 16 KB: 413 on every write route, with or without a declared length', async () => {
    const big = JSON.stringify({ playerName: 'x', pad: 'y'.repeat(20_000) });
    for (const r of WRITES) {
      const path = fill(r.path, { game: GAME, match: open });
      expect((await send(srv.url, 'POST', path, big)).status, path).toBe(413);
    }
    // 100 MB streamed without a length: refused once 16 KB have arrived, the server stays small
    const before = process.memoryUsage().rss;
    const chunk = new Uint8Array(1 << 20).fill(32);
    let sent = 0;
    const stream = new ReadableStream({
      pull(c) {
        if (sent >= 100) return c.close();
        sent++;
        c.enqueue(chunk);
      },
    });
    const res = await fetch(`${srv.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit).catch((e) => e);
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 << 20);
  });

  it('anything but application/json: 415 (no cross-site form or text/plain writes)', async () => {
    for (const r of WRITES) {
      const path = fill(r.path, { game: GAME, match: open });
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/jsonx',
      ]) {
        const res = await fetch(srv.url + path, {
          method: 'POST',
          headers: { 'content-type': type },
          body: 'playerID=__proto__&playerName=x',
        });
        expect(res.status, `${path} ${type}`).toBe(415);
      }
    }
    expect(prototypeUntouched()).toBe(true);
  });

  it('malformed JSON, a non-object and deep nesting: 400 with a reason', async () => {
    const deep = '{"numPlayers":2,"setupData":' + '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) + '}';
    for (const r of WRITES) {
      const path = fill(r.path, { game: GAME, match: open });
      for (const raw of ['{', '[1,2]', '"x"', '12', 'null', '{"a":1}}', '\u0000']) {
        const res = await send(srv.url, 'POST', path, raw);
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(typeof res.json.error).toBe('string');
      }
      const d = await send(srv.url, 'POST', path, deep.slice(0, 16_000));
      expect(d.status, path).toBeGreaterThanOrEqual(400);
      expect(d.status, path).toBeLessThan(500);
      const nested = await send(srv.url, 'POST', path, '{"a":' + '['.repeat(20) + ']'.repeat(20) + '}');
      expect(nested.status, path).toBe(400);
      expect(nested.json.error).toMatch(/nested deeper/);
    }
  });
});

/** Values a client might send in place of a well-formed one. */
const JUNK: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  '',
  ' ',
  '0',
  '01',
  '-1',
  '1e3',
  'x'.repeat(5000),
  '\u202eevil',
  '\u0000',
  '名前',
  '😀'.repeat(40),
  '%',
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

describe('a generated sweep of every route', () => {
  it('each field of each write body replaced by each junk value: never a 5xx', async () => {
    let sent = 0;
    for (const r of WRITES) {
      const path = fill(r.path, { game: GAME, match: open });
      const base = fillBody(r.body, { game: GAME, match: open })!;
      if ('credentials' in base) base.credentials = creds0;
      for (const field of [...Object.keys(base), 'extra']) {
        for (const v of JUNK) {
          const body = { ...base, [field]: v };
          const res = await send(srv.url, 'POST', path, body);
          sent++;
          expect(
            res.status,
            `${path} ${field}=${JSON.stringify(v)?.slice(0, 40)}: ${JSON.stringify(res.json).slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.json.error, path).toBe('string');
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
  });

  it('junk path parameters and queries on every route: never a 5xx', async () => {
    const ids = ['', 'x'.repeat(600), '%20', '%2F', '%00', '..', '名前', '😀', 'a.b', '-', '0'];
    for (const r of ROUTES) {
      for (const id of ids) {
        for (const v of [
          { game: GAME, match: id },
          { game: id, match: open },
        ]) {
          const path = fill(r.path, v);
          const res = await send(srv.url, r.method, path, r.method === 'POST' ? fillBody(r.body, v) : undefined);
          expect(res.status, `${r.method} ${path}`).toBeLessThan(500);
        }
      }
    }
    for (const q of [
      'limit=-1',
      'limit=abc',
      'limit=1e9',
      'offset=-5',
      'offset=99999999',
      'limit=&offset=',
      'limit[]=1',
      'isGameover=maybe',
    ]) {
      expect((await send(srv.url, 'GET', `/games/${GAME}?${q}`)).status, q).toBeLessThan(500);
      expect((await send(srv.url, 'GET', `/api/finished?game=${GAME}&${q}`)).status, q).toBeLessThan(500);
    }
  });

  it('the server is healthy after it all, and nothing leaked onto Object.prototype', async () => {
    expect((await send(srv.url, 'GET', '/api/health')).status).toBe(200);
    const t = await send(srv.url, 'POST', '/api/tables', { gameId: GAME, numPlayers: 2 });
    expect(t.status).toBe(200);
    expect(
      (await send(srv.url, 'POST', `/games/${GAME}/${t.json.matchID}/join`, { playerName: '  Ann  ' })).status,
    ).toBe(200);
    const m = await send(srv.url, 'GET', `/games/${GAME}/${t.json.matchID}`);
    expect(m.json.players[0].name).toBe('Ann');
    expect(prototypeUntouched()).toBe(true);
  });
});

describe('names', () => {
  it('at most 32 characters, trimmed, no control characters, on join, update and rename', async () => {
    const m = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    for (const bad of ['x'.repeat(33), 'a\u0007b', 'a\nb', '\u202eab', '   ', '']) {
      const res = await send(srv.url, 'POST', `/games/${GAME}/${m}/join`, { playerName: bad, playerID: '0' });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const j = await send(srv.url, 'POST', `/games/${GAME}/${m}/join`, {
      playerName: ` ${'é'.repeat(32)} `,
      playerID: '0',
    });
    expect(j.status).toBe(200);
    for (const verb of ['update', 'rename']) {
      const res = await send(srv.url, 'POST', `/games/${GAME}/${m}/${verb}`, {
        playerID: '0',
        credentials: j.json.playerCredentials,
        newName: 'y'.repeat(900_0),
      });
      expect(res.status).toBe(400);
      const data = await send(srv.url, 'POST', `/games/${GAME}/${m}/${verb}`, {
        playerID: '0',
        credentials: j.json.playerCredentials,
        data: { bot: 'hard' },
      });
      expect(data.status).toBe(400);
      expect(data.json.error).toMatch(/data/);
    }
    const ok = await send(srv.url, 'POST', `/games/${GAME}/${m}/update`, {
      playerID: '0',
      credentials: j.json.playerCredentials,
      newName: ' Zed ',
    });
    expect(ok.status).toBe(200);
    expect((await send(srv.url, 'GET', `/games/${GAME}/${m}`)).json.players[0].name).toBe('Zed');
  });
});
