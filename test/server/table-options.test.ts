// Table options beside the pace (server/lobby/table-options.ts): "Allow hints" is asked for when a table
// is created, kept with the match (its metadata, shown in the Lobby's match data), kept by "play
// again" (as is the pace), and a malformed value is a 400 with the reason, never a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { toyCards } from '../fixtures/toy-cards';
import { api, boot } from './harness';

let srv: Awaited<ReturnType<typeof boot>>;
beforeAll(async () => {
  srv = await boot([toyCards, ...GAMES]);
});
afterAll(() => srv.stop());

const create = (extra: Record<string, unknown>) =>
  api(srv.url, '/api/tables', { gameId: 'toy-cards', numPlayers: 2, seats: [{}, { bot: 'easy' }], ...extra });

describe('table option "Allow hints"', () => {
  it('is accepted, stored with the match and shown in its Lobby data', async () => {
    const r = await create({ hints: true, pace: { mode: 'untimed' } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const id = r.json.matchID as string;
    const info = await api(srv.url, `/games/toy-cards/${id}`);
    expect(info.json.tableOptions).toEqual({ hints: true });
    expect(JSON.stringify(info.json)).not.toContain('credentials');
    expect(((await srv.store.fetch(id, { metadata: true })).metadata as any).tableOptions).toEqual({ hints: true });
    // joining rewrites the metadata: the option stays
    const me = await api(srv.url, `/games/toy-cards/${id}/join`, { playerName: 'Ann', playerID: '0' });
    expect(me.status).toBe(200);
    expect((await api(srv.url, `/games/toy-cards/${id}`)).json.tableOptions).toEqual({ hints: true });
    // "play again" keeps it (and the bot seat)
    const again = await api(srv.url, `/games/toy-cards/${id}/playAgain`, {
      playerID: '0',
      credentials: me.json.playerCredentials,
    });
    expect(again.status).toBe(200);
    const next = await api(srv.url, `/games/toy-cards/${again.json.nextMatchID}`);
    expect(next.json.tableOptions).toEqual({ hints: true });
    expect(next.json.players[1].data).toEqual({ bot: 'easy' });
  });

  it('"play again" keeps the pace too: the next match gets a fresh clock at the same pace', async () => {
    const r = await create({ pace: { mode: 'turnBased', hours: 24 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const id = r.json.matchID as string;
    const me = await api(srv.url, `/games/toy-cards/${id}/join`, { playerName: 'Ann', playerID: '0' });
    const again = await api(srv.url, `/games/toy-cards/${id}/playAgain`, {
      playerID: '0',
      credentials: me.json.playerCredentials,
    });
    expect(again.status).toBe(200);
    const next = (await api(srv.url, `/api/matches/${again.json.nextMatchID}/clock`)).json;
    expect(next.pace).toEqual({ mode: 'turnBased', hours: 24 });
    expect(Object.keys(next.seats)).toEqual(['0', '1']);
    // an untimed table's next match stays untimed
    const u = await create({});
    const meU = await api(srv.url, `/games/toy-cards/${u.json.matchID}/join`, { playerName: 'Bo', playerID: '0' });
    const againU = await api(srv.url, `/games/toy-cards/${u.json.matchID}/playAgain`, {
      playerID: '0',
      credentials: meU.json.playerCredentials,
    });
    expect((await api(srv.url, `/api/matches/${againU.json.nextMatchID}/clock`)).json.pace).toEqual({
      mode: 'untimed',
    });
  });

  it('is off unless asked for', async () => {
    for (const extra of [{}, { hints: false }]) {
      const r = await create(extra);
      expect(r.status).toBe(200);
      expect((await api(srv.url, `/games/toy-cards/${r.json.matchID}`)).json.tableOptions).toEqual({ hints: false });
    }
    // the Lobby's own create takes no table options (an unknown field is refused with the reason)
    // and a match made through it has none: hints are off there too
    const refused = await api(srv.url, '/games/toy-cards/create', { numPlayers: 2, hints: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/Unexpected field "hints"/);
    const c = await api(srv.url, '/games/toy-cards/create', { numPlayers: 2 });
    expect(c.status).toBe(200);
    expect((await api(srv.url, `/games/toy-cards/${c.json.matchID}`)).json.tableOptions).toBeUndefined();
  });

  it('a malformed value gets a 400 with the reason, and the server goes on', async () => {
    for (const hints of ['yes', 'true', 1, 0, null, {}, [true]]) {
      const r = await create({ hints });
      expect(r.status, `hints: ${JSON.stringify(hints)}`).toBe(400);
      expect(r.json.error).toMatch(/hints must be true or false/);
    }
    expect((await create({ hints: true })).status).toBe(200);
  });
});
