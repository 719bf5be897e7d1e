// Turn-based quick match and the notifications, on SQLite and Postgres: two signed-in players
// ask for a turn-based quick match of the same game and close their pages; they are seated
// together and each device of both gets one `match-started` push naming the table (through the
// push service stand-in of test/server/notify/receiver.ts, VAPID verified and payload
// decrypted). A live quick match, whose players wait on the page, sends none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { toyCards } from '../fixtures/toy-cards';
import { sleep, until } from './harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from './accounts/helpers';
import { pushReceiver } from './notify/receiver';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

describe.each(KINDS)('turn-based quick match tells the players on %s', (kind) => {
  let srv: RoundhouseServer;
  let rx: Awaited<ReturnType<typeof pushReceiver>>;
  let key = '';
  beforeAll(async () => {
    rx = await pushReceiver(() => key);
    srv = await serve(kind, { notify: { vapidSubject: 'mailto:ops@example.org', pushEndpointOrigins: [rx.origin] } }, [
      toyCards,
    ]);
    key = (await new Jar(srv.url).get('/api/push/key')).json.publicKey;
  }, 120_000);
  afterAll(async () => {
    await srv?.stop();
    await rx?.close();
  });

  async function player(prefix: string) {
    const jar = new Jar(srv.url);
    expect((await jar.signUp(uniqueName(prefix), PASSWORD)).status).toBe(201);
    const sub = rx.subscribe();
    expect((await jar.post('/api/me/push', sub.json)).status).toBe(201);
    return { jar, sub };
  }
  const at = (path: string) => rx.received.filter((r) => r.path === path);

  it('both players of a turn-based table get match-started; a live table sends none', async () => {
    const [a, b] = [await player('Nta'), await player('Ntb')];
    for (const p of [a, b])
      expect((await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2, pace: 'turnBased' })).status).toBe(
        202,
      );
    // (their pages closed: nobody asks GET /api/quickmatch)
    await until(
      () => at(a.sub.path).length === 1 && at(b.sub.path).length === 1,
      10_000,
      'match-started to both players',
    );
    expect(rx.errors).toEqual([]);
    const matchID = at(a.sub.path)[0].payload.matchID;
    for (const p of [a, b]) {
      expect(at(p.sub.path)[0].payload).toMatchObject({ type: 'match-started', matchID, gameId: GAME });
      expect((await p.jar.get('/api/quickmatch')).json).toMatchObject({ status: 'seated', matchID, pace: 'turnBased' });
    }

    const [c, d] = [await player('Ntc'), await player('Ntd')];
    for (const p of [c, d])
      expect((await p.jar.post('/api/quickmatch', { gameId: GAME, numPlayers: 2 })).status).toBe(202);
    await until(async () => (await c.jar.get('/api/quickmatch')).json.status === 'seated', 10_000, 'live pair seated');
    await sleep(1000);
    await srv.notify.queue.drain();
    expect(at(c.sub.path).filter((r) => r.payload.type === 'match-started')).toEqual([]);
    expect(at(d.sub.path).filter((r) => r.payload.type === 'match-started')).toEqual([]);
  }, 60_000);
});
