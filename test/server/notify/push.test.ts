// Web Push (server/notify/), on SQLite and Postgres alike, against a push service stand-in on
// loopback (./receiver.ts) that verifies each push's VAPID JWT with GET /api/push/key and
// decrypts its payload with the subscription's own keys:
// - subscriptions: only endpoints on known push services or PUSH_ENDPOINT_ORIGINS (no address of
//   the client's choosing), key shapes checked, several devices per account, signed in only;
// - your-turn: when a move makes it a signed-in player's turn and no page of that seat is
//   connected, every device of the account gets one push (TTL, Urgency high, a Topic per match),
//   in the device's language; none while the seat's page is connected;
// - a 410 from the push service deletes the subscription: nothing more is sent to it.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { sleep, until } from '../harness';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';
import { pushReceiver } from './receiver';

const GAME = toyCards.id;
afterAll(() => stopPostgres());

function client(base: string, matchID: string, playerID: string, credentials: string) {
  const c = Client({
    game: toyCards.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
}
type C = ReturnType<typeof client>;

/** The seat's first legal move through its client, once its client sees it must act. */
async function play(c: C, seat: string) {
  await until(() => c.getState()?.ctx.currentPlayer === seat, 5000, `seat ${seat}'s turn`);
  const st = c.getState()!;
  const legal = toyCards.legalMoves(st.G, st.ctx, seat);
  (c.moves as any)[legal[0].move](...legal[0].args);
  await until(() => (c.getState()?._stateID ?? -1) > st._stateID, 5000, 'the move to be stored');
}

describe.each(KINDS)('web push on %s', (kind) => {
  let srv: RoundhouseServer;
  let rx: Awaited<ReturnType<typeof pushReceiver>>;
  let key = '';
  beforeAll(async () => {
    rx = await pushReceiver(() => key);
    srv = await serve(
      kind,
      {
        masterThreads: Number(process.env.RH_MASTER_THREADS ?? 0),
        notify: { vapidSubject: 'mailto:ops@example.org', pushEndpointOrigins: [rx.origin] },
      },
      [toyCards],
    );
    key = (await new Jar(srv.url).get('/api/push/key')).json.publicKey;
  }, 120_000);
  afterAll(async () => {
    await srv?.stop();
    await rx?.close();
  });

  it('GET /api/push/key is the 65-byte application server key; subscriptions: known push services or the listed origins only, key shapes checked, signed in only', async () => {
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(key, 'base64url')[0]).toBe(4);
    const a = new Jar(srv.url);
    const guest = new Jar(srv.url);
    const good = rx.subscribe().json;
    expect((await guest.post('/api/me/push', good)).status).toBe(401);
    expect((await guest.get('/api/me/push')).status).toBe(401);
    expect((await a.signUp(uniqueName('Ann'), PASSWORD)).status).toBe(201);
    // no SMTP_URL: no e-mail
    expect((await a.post('/api/me/mail', { address: 'ann@example.org' })).status).toBe(404);
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://push.services.mozilla.com.evil.example/wpush/v2/x',
      'http://127.0.0.1:9/push/1',
      'http://localhost/x',
      'https://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
      42,
      `${rx.origin}/${'x'.repeat(1100)}`,
    ]) {
      const r = await a.post('/api/me/push', { ...good, endpoint });
      expect(r.status, String(endpoint)).toBe(400);
      expect(r.json.error).toMatch(/endpoint/);
    }
    const p = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    for (const keys of [
      undefined,
      'k',
      { p256dh: good.keys.p256dh },
      { auth: good.keys.auth },
      { p256dh: p.subarray(0, 33).toString('base64url'), auth: good.keys.auth },
      { p256dh: offCurve, auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: 'AAAA' },
      { p256dh: `${good.keys.p256dh}!`, auth: good.keys.auth },
    ]) {
      const r = await a.post('/api/me/push', { ...good, keys });
      expect(r.status, JSON.stringify(keys)).toBe(400);
      expect(r.json.error).toMatch(/keys/);
    }
    expect((await a.post('/api/me/push', { ...good, lang: 'fr' })).status).toBe(400);
    expect((await a.post('/api/me/push', { ...good, kinds: ['spam'] })).status).toBe(400);
    expect((await a.post('/api/me/push', { ...good, extra: 1 })).status).toBe(400);
    // the browsers' own push services and the listed origin
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQY',
    ])
      expect((await a.post('/api/me/push', { ...good, endpoint })).status, endpoint).toBe(201);
    const r = await a.post('/api/me/push', { ...good, lang: 'ja', kinds: ['your-turn', 'match-ended'] });
    expect(r.status).toBe(201);
    expect(r.json.kinds).toEqual(['your-turn', 'match-ended']);
    const list = await a.get('/api/me/push');
    expect(list.json.devices).toHaveLength(5);
    const text = JSON.stringify(list.json);
    expect(text).not.toContain(good.keys.p256dh);
    expect(text).not.toContain(good.keys.auth);
    expect(text).not.toContain('/push/');
    expect((await a.del('/api/me/push', { endpoint: good.endpoint })).status).toBe(204);
    expect((await a.get('/api/me/push')).json.devices).toHaveLength(4);
    // another account cannot remove it
    const b = new Jar(srv.url);
    await b.signUp(uniqueName('Bo'), PASSWORD);
    expect((await b.del('/api/me/push', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' })).status).toBe(204);
    expect((await a.get('/api/me/push')).json.devices).toHaveLength(4);
    expect((await b.get('/api/me/push')).json.devices).toHaveLength(0);
  });

  it('your turn: each device of the player whose page is closed gets one push naming the match, verified and decrypted; none while the page is connected; after a 410 none to that device', async () => {
    const a = new Jar(srv.url);
    const b = new Jar(srv.url);
    await a.signUp(uniqueName('Aya'), PASSWORD);
    await b.signUp(uniqueName('Bert'), PASSWORD);
    const t = await a.post('/api/tables', {
      gameId: GAME,
      numPlayers: 2,
      seats: [],
      pace: { mode: 'turnBased', hours: 24 },
    });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID as string;
    const credA = (await a.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Aya', playerID: '0' })).json
      .playerCredentials;
    const credB = (await b.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Bert', playerID: '1' })).json
      .playerCredentials;
    const subA = rx.subscribe();
    const phone = rx.subscribe();
    const laptop = rx.subscribe();
    expect((await a.post('/api/me/push', subA.json)).status).toBe(201);
    expect((await b.post('/api/me/push', { ...phone.json, lang: 'ja' })).status).toBe(201);
    expect((await b.post('/api/me/push', laptop.json)).status).toBe(201);
    const at = (path: string) => rx.received.filter((r) => r.path === path);

    const ca = client(srv.url, matchID, '0', credA);
    await play(ca, '0');
    await until(() => at(phone.path).length === 1 && at(laptop.path).length === 1, 5000, 'the pushes to both devices');
    expect(rx.errors).toEqual([]);
    const [p] = at(phone.path);
    expect(p.payload).toMatchObject({ type: 'your-turn', matchID, gameId: GAME, seat: '1', lang: 'ja' });
    expect(p.payload.url).toBe(`/#/play/${GAME}/${matchID}`);
    expect(p.payload.title).toMatch(/あなたの番/);
    expect(at(laptop.path)[0].payload.title).toMatch(/Your turn/);
    expect(p.claims.aud).toBe(rx.origin);
    expect(p.claims.sub).toBe('mailto:ops@example.org');
    expect(Number(p.headers.ttl)).toBeGreaterThan(0);
    expect(p.headers.urgency).toBe('high');
    expect(p.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(at(laptop.path)[0].headers.topic).toBe(p.headers.topic);
    // a turn-based turn: a time-low warning waits in the queue for 2 hours before the deadline
    expect(await srv.repos.notify.queueDepth()).toBeGreaterThan(0);
    const metrics = await (await fetch(`${srv.url}/metrics`)).text();
    expect(Number(/^roundhouse_notify_queue_depth\{worker="0"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);

    // B's page is open: no push for B; A's page is open too when B moves: none for A
    const cb = client(srv.url, matchID, '1', credB);
    await play(cb, '1');
    await play(ca, '0');
    await sleep(1500);
    await srv.notify.queue.drain();
    expect(at(phone.path)).toHaveLength(1);
    expect(at(subA.path)).toHaveLength(0);

    // B closes the page; the phone's subscription answers 410 once: deleted, the laptop goes on
    await play(cb, '1');
    cb.stop();
    await until(
      async () => {
        const { metadata } = (await srv.store.fetch(matchID, { metadata: true })) as any;
        return !metadata.players['1'].isConnected;
      },
      5000,
      "B's page to be gone",
    );
    rx.answer(phone.path, 410);
    await play(ca, '0');
    await until(() => at(phone.path).length === 2 && at(laptop.path).length === 2, 5000, 'the second pushes');
    await until(
      async () => (await b.get('/api/me/push')).json.devices.length === 1,
      5000,
      'the 410 subscription to go',
    );
    const cb2 = client(srv.url, matchID, '1', credB);
    await play(cb2, '1');
    cb2.stop();
    await until(
      async () => {
        const { metadata } = (await srv.store.fetch(matchID, { metadata: true })) as any;
        return !metadata.players['1'].isConnected;
      },
      5000,
      "B's page to be gone",
    );
    await play(ca, '0');
    await until(() => at(laptop.path).length === 3, 5000, 'the third push to the laptop');
    await srv.notify.queue.drain();
    expect(at(phone.path)).toHaveLength(2);
    expect(rx.errors).toEqual([]);
    ca.stop();
  });
});
