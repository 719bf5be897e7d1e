// The real server process (server/main.ts, as `npm start` runs it) with PUSH_ENDPOINT_ORIGINS set
// to a push service stand-in on loopback (./receiver.ts): two signed-in players at a turn-based
// table, the second subscribed (two devices) and not connected. When the first moves and it
// becomes the second's turn, the receiver gets a push for the second within 10 s whose VAPID JWT
// verifies with GET /api/push/key and whose payload decrypts with the subscription's keys to JSON
// naming the match; after the receiver answers 410 once for a device, nothing more is sent to
// that device (the other one still gets the next turn's push).
import type { ChildProcess } from 'node:child_process';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { activeSeats } from '../../../games/common/match';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { randomPort, sleep, spawnServer, tempDir, until } from '../harness';
import { pushReceiver } from './receiver';

// Nippon: one seat acts at a time from the start.
const mod = GAMES.find((g) => g.id === 'nippon') ?? GAMES[0];
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function client(base: string, matchID: string, playerID: string, credentials: string) {
  const c = Client({
    game: mod.game,
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

/** `seat` moves (its first legal move) while `more()` and it must act; at most `max` moves. */
async function movesOf(c: C, seat: string, more: () => boolean, max = 40) {
  await until(() => !!c.getState() && !!(c as any).matchData, 10_000, 'sync');
  for (let k = 0; k < max && more(); k++) {
    const st = c.getState()!;
    if (!activeSeats(st.ctx).includes(seat) || st.ctx.gameover) return;
    const [m] = mod.legalMoves(st.G, st.ctx, seat);
    (c.moves as any)[m.move](...m.args);
    await until(() => c.getState()!._stateID > st._stateID, 10_000, 'the move to be stored');
  }
}

describe('Web Push against the server process', () => {
  it(`${mod.id}, turn-based: the second player, not connected, gets a verified push naming the match within 10 s of the first one's move; after a 410 that device gets no more`, async () => {
    let key = '';
    const rx = await pushReceiver(() => key);
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    await spawnServer(tempDir('rh-push-'), port, { children, env: { PUSH_ENDPOINT_ORIGINS: rx.origin } });
    const a = new Jar(base);
    const b = new Jar(base);
    expect((await a.signUp(uniqueName('Aoi'), PASSWORD)).status).toBe(201);
    expect((await b.signUp(uniqueName('Bram'), PASSWORD)).status).toBe(201);
    key = (await b.get('/api/push/key')).json.publicKey;
    const t = await a.post('/api/tables', {
      gameId: mod.id,
      numPlayers: 2,
      seats: [],
      pace: { mode: 'turnBased', hours: 24 },
    });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID as string;
    // the first player takes the seat that acts first
    const look = Client({ game: mod.game, multiplayer: SocketIO({ server: base }), matchID, debug: false });
    look.start();
    await until(() => !!look.getState() && !!(look as any).matchData, 10_000, 'a spectator sync');
    const first = activeSeats(look.getState()!.ctx)[0];
    const second = first === '0' ? '1' : '0';
    look.stop();
    const credA = (await a.post(`/games/${mod.id}/${matchID}/join`, { playerName: 'Aoi', playerID: first })).json
      .playerCredentials;
    const credB = (await b.post(`/games/${mod.id}/${matchID}/join`, { playerName: 'Bram', playerID: second })).json
      .playerCredentials;
    const phone = rx.subscribe();
    const laptop = rx.subscribe();
    expect((await b.post('/api/me/push', phone.json)).status).toBe(201);
    expect((await b.post('/api/me/push', laptop.json)).status).toBe(201);
    rx.answer(phone.path, 410);
    const at = (path: string) => rx.received.filter((r) => r.path === path);

    const ca = client(base, matchID, first, credA);
    await movesOf(ca, first, () => at(laptop.path).length === 0);
    const moved = Date.now();
    await until(
      () => at(laptop.path).length === 1 && at(phone.path).length === 1,
      10_000,
      'the push to the second player',
    );
    expect(Date.now() - moved).toBeLessThan(10_000);
    expect(rx.errors).toEqual([]);
    for (const p of [...at(laptop.path), ...at(phone.path)]) {
      expect(p.claims.aud).toBe(rx.origin); // the signature verified with GET /api/push/key's key
      expect(p.payload).toMatchObject({ type: 'your-turn', matchID, gameId: mod.id, seat: second });
    }
    // the phone answered 410: its subscription is gone
    await until(async () => (await b.get('/api/me/push')).json.devices.length === 1, 10_000, 'the 410 device to go');

    // the second player plays a turn from a page, closes it; the first moves again
    const cb = client(base, matchID, second, credB);
    await movesOf(cb, second, () => activeSeats(cb.getState()!.ctx).includes(second));
    cb.stop();
    await until(
      async () => {
        const r = await a.get(`/games/${mod.id}/${matchID}`);
        return r.json.players?.find((p: any) => String(p.id) === second)?.isConnected === false;
      },
      10_000,
      "the second player's page to be gone",
    );
    await movesOf(ca, first, () => at(laptop.path).length === 1);
    await until(() => at(laptop.path).length === 2, 10_000, "the next turn's push");
    await sleep(1000);
    expect(at(phone.path)).toHaveLength(1);
    expect(rx.errors).toEqual([]);
    ca.stop();
    await rx.close();
  }, 120_000);
});
