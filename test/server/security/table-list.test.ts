// The table list stays cheap: with 10,000 stored tables (and junk-padded ones
// refused at the door) GET /games/:name answers a bounded page of the fields the app shows.
// Its speed is measured by `npm run bench:lobby`, not here.
import { createMatch } from 'boardgame.io/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { boot } from '../harness';
import { send } from './routes';

const GAME = toyCards.id;
let srv: Awaited<ReturnType<typeof boot>>;

beforeAll(async () => {
  srv = await boot([toyCards]);
  const now = Date.now();
  for (let i = 9_999; i >= 0; i--) {
    // table 0 stored last: the newest
    const m = createMatch({ game: toyCards.game, numPlayers: 2, setupData: undefined, unlisted: i % 10 === 9 }) as any;
    m.metadata.createdAt = now - i * 1000;
    if (i % 2 === 0) m.metadata.players[0].name = `Player ${i}`;
    m.metadata.players[0].credentials = `secret-${i}`;
    await srv.store.createMatch(`t${String(i).padStart(5, '0')}`, m);
  }
}, 120_000);
afterAll(() => srv?.stop());

describe('the table list', () => {
  it('is one bounded page, newest first, of listed open tables, without credentials', async () => {
    const r = await fetch(`${srv.url}/games/${GAME}`);
    const text = await r.text();
    expect(r.status).toBe(200);
    expect(text.length).toBeLessThan(100_000);
    const body = JSON.parse(text);
    expect(body.matches).toHaveLength(50);
    expect(body.more).toBe(true);
    expect(body.matches[0].matchID).toBe('t00000');
    expect(body.matches.some((m: { matchID: string }) => m.matchID.endsWith('9'))).toBe(false); // unlisted
    expect(text).not.toMatch(/secret-|credentials/);
    expect(Object.keys(body.matches[0]).sort()).toEqual(['createdAt', 'gameName', 'matchID', 'players', 'updatedAt']);
  });

  it('pages with limit and offset (at most 100), refuses bad ones with a 400', async () => {
    const a = (await send(srv.url, 'GET', `/games/${GAME}?limit=100&offset=0`)).json.matches.map((m: any) => m.matchID);
    const b = (await send(srv.url, 'GET', `/games/${GAME}?limit=50&offset=50`)).json.matches.map((m: any) => m.matchID);
    expect(a).toHaveLength(100);
    expect(b).toEqual(a.slice(50));
    for (const q of ['limit=101', 'limit=0', 'limit=x', 'offset=-1', 'offset=10001'])
      expect((await send(srv.url, 'GET', `/games/${GAME}?${q}`)).status, q).toBe(400);
    const last = await send(srv.url, 'GET', `/games/${GAME}?limit=100&offset=8950`);
    expect(last.status).toBe(200);
    expect(last.json.more).toBe(false);
  });

  it('leaves out a table nobody joined within a day', async () => {
    const first = (await send(srv.url, 'GET', `/games/${GAME}?limit=100&offset=0`)).json.matches as {
      matchID: string;
      players: { name?: string }[];
      createdAt: number;
    }[];
    const old = (await send(srv.url, 'GET', `/games/${GAME}?limit=100&offset=8800`)).json.matches as typeof first;
    expect(first.some((m) => !m.players[0].name)).toBe(true); // fresh, unjoined: listed
    for (const m of old) if (Date.now() - m.createdAt > 24 * 3_600_000) expect(m.players[0].name).toBeTruthy();
  });

  it('a create padded with junk setupData never reaches the store', async () => {
    const pad = { numPlayers: 2, setupData: { variants: {}, junk: 'x'.repeat(10_000) } };
    expect((await send(srv.url, 'POST', `/games/${GAME}/create`, pad)).status).toBe(400);
    expect((await send(srv.url, 'POST', '/api/tables', { gameId: GAME, ...pad })).status).toBe(400);
    expect(
      (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2, setupData: { variants: { made: 'up' } } }))
        .status,
    ).toBe(400);
  });
});
