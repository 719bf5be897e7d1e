// Lobby API over HTTP: every registered game can be created and joined; bad input gets 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { toyCards } from '../fixtures/toy-cards';
import { api, boot } from './harness';

const games = [toyCards, ...GAMES];
let srv: Awaited<ReturnType<typeof boot>>;
beforeAll(async () => {
  srv = await boot(games);
});
afterAll(() => srv.stop());

describe('Lobby API', () => {
  it('lists every registered game', async () => {
    const r = await api(srv.url, '/games');
    expect(r.status).toBe(200);
    expect(r.json).toEqual(games.map((g) => g.id));
  });

  for (const mod of games) {
    for (const n of [mod.minPlayers, mod.maxPlayers]) {
      it(`${mod.id}: creates a ${n}-player match and joins every seat`, async () => {
        const c = await api(srv.url, `/games/${mod.id}/create`, { numPlayers: n });
        expect(c.status).toBe(200);
        const matchID = c.json.matchID as string;
        const creds = new Set<string>();
        for (let i = 0; i < n; i++) {
          const j = await api(srv.url, `/games/${mod.id}/${matchID}/join`, {
            playerName: `P${i}`,
            playerID: String(i),
          });
          expect(j.status).toBe(200);
          creds.add(j.json.playerCredentials);
        }
        expect(creds.size).toBe(n);
        const full = await api(srv.url, `/games/${mod.id}/${matchID}/join`, { playerName: 'late' });
        expect(full.status).toBe(409);
        const info = await api(srv.url, `/games/${mod.id}/${matchID}`);
        expect(JSON.stringify(info.json)).not.toContain('credentials');
      });
    }
  }

  it('/api/games describes each game for the home page', async () => {
    const r = await api(srv.url, '/api/games');
    expect(r.status).toBe(200);
    expect(r.json.map((g: any) => g.id)).toEqual(games.map((g) => g.id));
    expect(r.json[0]).toMatchObject({ minPlayers: 2, maxPlayers: 4 });
  });
});

describe('bad input gets a clear 4xx, never a 500', () => {
  const cases: [string, string, unknown, string?][] = [
    ['unknown game', '/games/no-such-game/create', { numPlayers: 2 }],
    ['too few players', '/games/toy-cards/create', { numPlayers: 1 }],
    ['too many players', '/games/toy-cards/create', { numPlayers: 9 }],
    ['missing numPlayers', '/games/toy-cards/create', {}],
    ['non-numeric numPlayers', '/games/toy-cards/create', { numPlayers: 'abc' }],
    ['fractional numPlayers', '/games/toy-cards/create', { numPlayers: 2.5 }],
    ['setupData not an object', '/games/toy-cards/create', { numPlayers: 2, setupData: 'x' }],
    ['body not JSON', '/games/toy-cards/create', undefined, '{"numPlayers": 2'],
    ['body an array', '/games/toy-cards/create', [1, 2]],
    ['join unknown match', '/games/toy-cards/nope/join', { playerName: 'a' }],
    ['join without a name', '/games/toy-cards/MATCH/join', {}],
    ['join a seat that does not exist', '/games/toy-cards/MATCH/join', { playerName: 'a', playerID: '7' }],
    ['leave without credentials', '/games/toy-cards/MATCH/leave', { playerID: '0' }],
    ['table for unknown game', '/api/tables', { gameId: 'nope', numPlayers: 2 }],
    [
      'table with a bad bot level',
      '/api/tables',
      { gameId: 'toy-cards', numPlayers: 2, seats: [{}, { bot: 'godlike' }] },
    ],
    ['table with a wrong player count', '/api/tables', { gameId: 'toy-cards', numPlayers: 6 }],
  ];
  for (const [name, path, body, raw] of cases) {
    it(name, async () => {
      let p = path;
      if (p.includes('MATCH')) {
        const c = await api(srv.url, '/games/toy-cards/create', { numPlayers: 2 });
        p = p.replace('MATCH', c.json.matchID);
      }
      const r = await api(srv.url, p, body, raw);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(typeof r.json.error === 'string' || typeof r.json === 'string').toBe(true);
    });
  }

  it('a started match cannot be wiped through leave', async () => {
    const c = await api(srv.url, '/games/toy-cards/create', { numPlayers: 2 });
    const id = c.json.matchID;
    const j = await api(srv.url, `/games/toy-cards/${id}/join`, { playerName: 'a', playerID: '0' });
    const { state } = await srv.store.fetch(id, { state: true });
    await srv.store.setState(id, { ...state, _stateID: 1 });
    const r = await api(srv.url, `/games/toy-cards/${id}/leave`, {
      playerID: '0',
      credentials: j.json.playerCredentials,
    });
    expect(r.status).toBe(409);
    expect((await srv.store.fetch(id, { metadata: true })).metadata).toBeDefined();
  });
});

describe('tables with bot seats', () => {
  it('bot seats get server-side credentials that never leave the server, and follow "play again"', async () => {
    const t = await api(srv.url, '/api/tables', {
      gameId: 'toy-cards',
      numPlayers: 3,
      seats: [{}, { bot: 'easy' }, { bot: 'normal' }],
    });
    expect(t.status).toBe(200);
    const id = t.json.matchID;
    const info = await api(srv.url, `/games/toy-cards/${id}`);
    expect(info.json.players.map((p: any) => p.name)).toEqual([undefined, 'Bot 2 (Easy)', 'Bot 3 (Normal)']);
    expect(JSON.stringify(info.json)).not.toContain('credentials');
    const stored = (await srv.store.fetch(id, { metadata: true })).metadata;
    expect(typeof stored.players[1].credentials).toBe('string');
    const me = await api(srv.url, `/games/toy-cards/${id}/join`, { playerName: 'Ann' });
    expect(me.json.playerID).toBe('0');
    const again = await api(srv.url, `/games/toy-cards/${id}/playAgain`, {
      playerID: '0',
      credentials: me.json.playerCredentials,
    });
    expect(again.status).toBe(200);
    const next = await api(srv.url, `/games/toy-cards/${again.json.nextMatchID}`);
    expect(next.json.players.map((p: any) => p.name)).toEqual([undefined, 'Bot 2 (Easy)', 'Bot 3 (Normal)']);
    expect(next.json.players[2].data).toEqual({ bot: 'normal' });
  });
});
