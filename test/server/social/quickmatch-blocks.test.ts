// Quick match never seats two accounts together where one blocks the other (server/social/
// mayMeet, the quick-match pairing's hook): X blocks Y; X and Y waiting alone stay waiting, and a
// third player Z is paired with one of them while the other keeps waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { sleep, until } from '../harness';
import { Jar, PASSWORD, serve, uniqueName } from '../accounts/helpers';

const GAME = toyCards.id;

describe('quick match and blocks', () => {
  let srv: RoundhouseServer;
  beforeAll(async () => {
    srv = await serve('sqlite');
  }, 60_000);
  afterAll(() => srv?.stop());

  async function signedUp(prefix: string) {
    const jar = new Jar(srv.url);
    const name = uniqueName(prefix);
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    return { jar, name };
  }

  it('two accounts where one blocks the other are never seated together', async () => {
    const x = await signedUp('Qx');
    const y = await signedUp('Qy');
    const z = await signedUp('Qz');
    expect((await x.jar.post(`/api/me/blocks/${encodeURIComponent(y.name)}`)).status).toBe(204);
    for (const p of [x, y])
      expect((await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
    // several rounds of pairing pass: the two wait on (near ratings, they would meet at once)
    await sleep(2500);
    for (const p of [x, y]) expect((await p.jar.get('/api/quickmatch')).json.status).toBe('waiting');
    expect((await z.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
    await until(async () => (await z.jar.get('/api/quickmatch')).json.status === 'seated', 15_000, 'Z seated');
    const zs = (await z.jar.get('/api/quickmatch')).json;
    const xs = (await x.jar.get('/api/quickmatch')).json;
    const ys = (await y.jar.get('/api/quickmatch')).json;
    // Z sits with exactly one of them; the other still waits
    expect([xs.status, ys.status].sort()).toEqual(['seated', 'waiting']);
    expect((xs.status === 'seated' ? xs : ys).matchID).toBe(zs.matchID);
  });
});
