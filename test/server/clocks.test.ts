// Turn clocks, stand-in bots and presence (server/clock) on a real server over real sockets.
import type { LogEntry, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterEach, describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import { rebuildReplay } from '../../games/common/replay';
import { startServer, type RoundhouseServer } from '../../server/app';
import { api, rawSocket, sleep, tempDir, until } from './harness';
import { cpuSlowdown, meanSlowdown } from '../timing';

const GAME = 'steam-rollers';
const mod = getGame(GAME)!;
const servers: RoundhouseServer[] = [];
const clients: { stop(): void }[] = [];
afterEach(async () => {
  clients.splice(0).forEach((c) => c.stop());
  for (const s of servers.splice(0)) await s.stop();
});

/** The slack a deadline check allows (the clock's 1 s look plus the stand-in's 0.8 s think) is
 *  for a core to itself: on a busy machine it grows by the slowdown measured around the wait
 *  (test/timing.ts), at most 2.5 times, so a move a whole turn (5-6 s) late still fails. */
const lateness = (samples: number[]) => Math.min(2.5, meanSlowdown(samples));

async function serve(dataDir = tempDir('rh-clock-'), now?: () => number, botMinThinkMs = 0) {
  const srv = await startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir,
      clientDir: `${dataDir}/none`,
      origins: [/^http:\/\/localhost(:\d+)?$/],
      bots: true,
      botWorkers: 0,
      botMinThinkMs,
      now,
    },
    () => {},
  );
  servers.push(srv);
  return srv;
}

async function table(srv: RoundhouseServer, pace: unknown, seats: { bot?: string }[] = []) {
  const r = await api(srv.url, '/api/tables', { gameId: GAME, numPlayers: 3, seats, pace });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.matchID as string;
}

async function join(srv: RoundhouseServer, matchID: string, seat: string, name = `P${seat}`) {
  const r = await api(srv.url, `/games/${GAME}/${matchID}/join`, { playerName: name, playerID: seat });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.playerCredentials as string;
}

/** A person's client that plays the first legal move whenever its seat must act (unless paused). */
function player(srv: RoundhouseServer, matchID: string, seat: string, credentials: string) {
  const c = Client({
    game: mod.game,
    multiplayer: SocketIO({ server: srv.url, socketOpts: { transports: ['websocket'] } }),
    matchID,
    playerID: seat,
    credentials,
    debug: false,
  });
  let stopped = false;
  const me = { paused: false, moves: 0, stop: () => (stopped ? undefined : ((stopped = true), c.stop())), client: c };
  let sent = -1;
  c.subscribe((s) => {
    const st = s as State | null;
    if (
      me.paused ||
      !st ||
      st.ctx.gameover !== undefined ||
      st._stateID === sent ||
      !activeSeats(st.ctx).includes(seat)
    )
      return;
    const m = mod.legalMoves(st.G, st.ctx, seat)[0];
    if (!m) return;
    sent = st._stateID;
    me.moves++;
    setTimeout(() => stopped || (c.moves as any)[m.move](...m.args), 10);
  });
  c.start();
  clients.push(me);
  return me;
}

/** The seat that must act first (Steam Rollers draws the start player). */
async function firstSeat(srv: RoundhouseServer, id: string) {
  const { state } = await stateOf(srv, id);
  return activeSeats(state.ctx)[0];
}

const stateOf = async (srv: RoundhouseServer, id: string) =>
  (await srv.store.fetch(id, { state: true, log: true, metadata: true })) as {
    state: State;
    log: LogEntry[];
    metadata: any;
  };
const clock = async (srv: RoundhouseServer, id: string) => (await api(srv.url, `/api/matches/${id}/clock`)).json;

describe('pace', () => {
  it('a table gets the pace it asks for; invalid paces are refused with a reason', async () => {
    const srv = await serve();
    for (const [pace, why] of [
      [{ mode: 'live', turnSeconds: 4, bankSeconds: 0 }, /turnSeconds/],
      [{ mode: 'live', turnSeconds: 3601 }, /turnSeconds/],
      [{ mode: 'live', turnSeconds: 60, bankSeconds: -1 }, /bankSeconds/],
      [{ mode: 'live', turnSeconds: 60.5 }, /turnSeconds/],
      [{ mode: 'turnBased', hours: 48 }, /12, 24 or 72/],
      [{ mode: 'blitz' }, /mode/],
      [{ mode: 'untimed', turnSeconds: 5 }, /no other field/],
      ['fast', /object/],
      [{ mode: 'live', turnSeconds: 60, extra: 1 }, /unknown pace field/],
    ] as const) {
      const r = await api(srv.url, '/api/tables', { gameId: GAME, numPlayers: 3, seats: [], pace });
      expect(r.status, JSON.stringify(pace)).toBe(400);
      expect(r.json.error).toMatch(why);
    }
    const id = await table(srv, { mode: 'turnBased', hours: 24 });
    expect((await clock(srv, id)).pace).toEqual({ mode: 'turnBased', hours: 24 });
    expect((await clock(srv, await table(srv, undefined))).pace).toEqual({ mode: 'untimed' });
    expect((await api(srv.url, '/api/matches/nope/clock')).status).toBe(404);
    expect((await api(srv.url, '/api/matches/a%20b/clock')).status).toBe(400);
  });
});

describe('stand-in bots', () => {
  it('a silent seat is played by the stand-in within a second of its deadline; its player takes the seat back and plays on', async () => {
    const srv = await serve();
    const id = await table(srv, { mode: 'live', turnSeconds: 5, bankSeconds: 0 }, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    const creds: Record<string, string> = {};
    for (const seat of ['0', '1', '2']) creds[seat] = await join(srv, id, seat);
    const others = ['0', '1', '2'].filter((s) => s !== first).map((s) => player(srv, id, s, creds[s]));
    // The silent seat joined and vanished (it never connects); the clock starts once every seat
    // is taken (when the keeper hears the last join, after its answer), and it is its turn.
    await until(async () => (await clock(srv, id)).seats[first].running, 5000, 'the clock to start');
    const view = await clock(srv, id);
    expect(view.seats[first].running).toBe(true);
    const deadline = view.seats[first].deadline as number;
    expect(deadline - view.now).toBeGreaterThan(4000);
    const slow = [cpuSlowdown()];
    await until(async () => (await stateOf(srv, id)).state._stateID > 0, 9000, 'a move for the silent seat');
    const movedAt = Date.now();
    slow.push(cpuSlowdown());
    expect(movedAt).toBeGreaterThanOrEqual(deadline);
    // the clock looks every second, the stand-in's own think time is capped at 0.8 s
    expect(movedAt - deadline).toBeLessThan((1000 + 800) * lateness(slow));
    const { log, metadata } = await stateOf(srv, id);
    const mark = log.find((e) => e.action.payload?.playerID === first) as any;
    expect(mark.action.payload.standIn).toBe(true);
    expect(mark.action.payload.credentials).toBeUndefined();
    expect((await clock(srv, id)).seats[first].standIn).toBe('timeout');
    // The stand-in's connection is not the player's presence.
    expect(metadata.players[Number(first)].isConnected).toBeFalsy();
    await until(() => others.some((o) => o.moves > 0), 10_000, 'the others playing on');

    // The player comes back: wrong credentials are refused, the right ones stop the stand-in.
    expect((await api(srv.url, `/api/matches/${id}/back`, { playerID: first, credentials: 'nope' })).status).toBe(403);
    expect(
      (
        await api(srv.url, `/api/matches/${id}/back`, {
          playerID: first,
          credentials: srv.standIns.credentialsFor(creds[first]),
        })
      ).status,
    ).toBe(403);
    const before = await clock(srv, id);
    const back = await api(srv.url, `/api/matches/${id}/back`, { playerID: first, credentials: creds[first] });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect(back.json.seats[first].standIn).toBeNull();
    // the answer is of a newer version than any view made before it (a client keeps the newest
    // of the views it gets, whatever order they come in: client/play/clock/use-clock.ts)
    expect(back.json.version).toBeGreaterThan(before.version);
    expect((await clock(srv, id)).version).toBeGreaterThanOrEqual(back.json.version);
    expect(srv.bots.isStandInRunning(id, first)).toBe(false);
    const byFirst = async () => (await stateOf(srv, id)).log.filter((e) => e.action.payload?.playerID === first);
    const seen = (await byFirst()).length;
    const b = player(srv, id, first, creds[first]);
    await until(() => b.moves > 0, 20_000, 'the player moving again');
    await until(async () => (await byFirst()).length > seen, 5000, 'the move stored');
    // Every move of the seat since it was taken back is the player's.
    expect((await byFirst()).slice(seen).map((e: any) => e.action.payload.standIn ?? false)).not.toContain(true);
  }, 60_000);

  it('"Leave the table" hands the seat to a stand-in, also untimed; left for good it cannot be taken back', async () => {
    const srv = await serve();
    const id = await table(srv, undefined, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    const creds: Record<string, string> = {};
    for (const seat of ['0', '1', '2']) creds[seat] = await join(srv, id, seat);
    const leave = (body: object) => api(srv.url, `/api/matches/${id}/leave`, body);
    expect((await leave({ playerID: first, credentials: 'x' })).status).toBe(403);
    expect((await leave({ playerID: '7', credentials: creds[first] })).status).toBe(404);
    expect((await leave({ playerID: first, credentials: creds[first], forGood: 'yes' })).status).toBe(400);
    expect((await api(srv.url, `/api/matches/${id}/leave`, undefined, '{"playerID":')).status).toBe(400);
    // Untimed: nothing moves for the silent first seat until its player leaves.
    await sleep(1000);
    expect((await stateOf(srv, id)).state._stateID).toBe(0);
    const r = await leave({ playerID: first, credentials: creds[first], forGood: true });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.seats[first]).toMatchObject({ standIn: 'left', abandoned: true });
    await until(
      async () =>
        (await stateOf(srv, id)).log.some((e: any) => e.action.payload?.playerID === first && e.action.payload.standIn),
      10_000,
      'a stand-in move',
    );
    expect((await api(srv.url, `/api/matches/${id}/back`, { playerID: first, credentials: creds[first] })).status).toBe(
      409,
    );
    // Replays carry the mark: the rebuilt steps of the stand-in's moves say so, no other step does.
    const rec = (await srv.store.fetchReplay(id))!;
    const { steps, error } = rebuildReplay(mod, rec.initialState, rec.log, undefined, 'server');
    expect(error).toBeUndefined();
    const marked = steps.filter((st) => st.standIn);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((st) => st.mover === first)).toBe(true);
    expect(steps.filter((st) => st.mover !== first).some((st) => st.standIn)).toBe(false);
  }, 90_000);

  it('a move by the player and one by the stand-in on the same state: exactly one is applied', async () => {
    const srv = await serve();
    const id = await table(srv, undefined, [{}, {}, {}]);
    const creds = [await join(srv, id, '0'), await join(srv, id, '1'), await join(srv, id, '2')];
    const first = Number(await firstSeat(srv, id));
    const { state } = await stateOf(srv, id);
    const m = mod.legalMoves(state.G, state.ctx, String(first))[0];
    const p = rawSocket(srv.url, GAME);
    const q = rawSocket(srv.url, GAME);
    await Promise.all([p.connected, q.connected]);
    // a socket sends moves only for a match it synced (server/sockets/guard.ts)
    p.socket.emit('sync', id, String(first), creds[first], 3);
    q.socket.emit('sync', id, String(first), srv.standIns.credentialsFor(creds[first]), 3);
    await until(
      () => p.received.some((r) => r.event === 'sync') && q.received.some((r) => r.event === 'sync'),
      3000,
      'both syncs',
    );
    const action = (c: string) => ({
      type: 'MAKE_MOVE',
      payload: { type: m.move, args: m.args, playerID: String(first), credentials: c },
    });
    p.socket.emit('update', action(creds[first]), state._stateID, id, String(first));
    q.socket.emit('update', action(srv.standIns.credentialsFor(creds[first])), state._stateID, id, String(first));
    await sleep(800);
    const after = await stateOf(srv, id);
    expect(after.state._stateID).toBe(state._stateID + 1);
    expect(after.log.filter((e) => e._stateID === state._stateID && e.action.type === 'MAKE_MOVE')).toHaveLength(1);
    p.socket.close();
    q.socket.close();
  });

  it("a client cannot mark its own move as a stand-in's", async () => {
    const srv = await serve();
    const id = await table(srv, undefined, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    const creds = await join(srv, id, first);
    for (const seat of ['0', '1', '2']) if (seat !== first) await join(srv, id, seat); // no move before every seat is taken
    const { state } = await stateOf(srv, id);
    const m = mod.legalMoves(state.G, state.ctx, first)[0];
    const p = rawSocket(srv.url, GAME);
    await p.connected;
    p.socket.emit('sync', id, first, creds, 3);
    await until(() => p.received.some((r) => r.event === 'sync'), 3000, 'the sync');
    const send = (extra: object) =>
      p.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: first, credentials: creds, ...extra } },
        state._stateID,
        id,
        first,
      );
    send({ standIn: true });
    await sleep(500);
    expect((await stateOf(srv, id)).state._stateID).toBe(state._stateID);
    send({}); // the same move unmarked is applied, and not marked
    await until(async () => (await stateOf(srv, id)).state._stateID === state._stateID + 1, 3000, 'the unmarked move');
    expect(((await stateOf(srv, id)).log.at(-1) as any).action.payload.standIn).toBeUndefined();
    p.socket.close();
  });
});

describe('a whole game', () => {
  it('a three-player table where one player vanishes finishes, nobody waits longer than the clock allows, and the player comes back and goes on', async () => {
    const srv = await serve();
    const id = await table(srv, { mode: 'live', turnSeconds: 5, bankSeconds: 0 }, [{}, {}, {}]);
    const creds: Record<string, string> = {};
    for (const seat of ['0', '1', '2']) creds[seat] = await join(srv, id, seat);
    const gone = await firstSeat(srv, id); // vanishes at once: its first turn times out
    // Gaps between stored moves: none may exceed the turn time plus a second (and the stand-in's think).
    let last = Date.now();
    let longest = 0;
    srv.store.onStateWrite((w) => {
      if (w.matchID !== id || w.outcome !== 'written') return;
      longest = Math.max(longest, Date.now() - last);
      last = Date.now();
    });
    const slow = [cpuSlowdown()];
    for (const seat of ['0', '1', '2']) if (seat !== gone) player(srv, id, seat, creds[seat]);
    const byGone = async () => (await stateOf(srv, id)).log.filter((e: any) => e.action.payload?.playerID === gone);
    await until(
      async () => (await byGone()).filter((e: any) => e.action.payload.standIn).length >= 3,
      30_000,
      'three stand-in moves',
    );
    expect((await api(srv.url, `/api/matches/${id}/back`, { playerID: gone, credentials: creds[gone] })).status).toBe(
      200,
    );
    const seen = (await byGone()).length;
    player(srv, id, gone, creds[gone]);
    await until(async () => (await stateOf(srv, id)).state.ctx.gameover !== undefined, 150_000, 'the end of the game');
    slow.push(cpuSlowdown());
    expect(longest).toBeLessThan(5000 + 1800 * lateness(slow));
    const after = (await byGone()).slice(seen);
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((e: any) => e.action.payload.standIn)).toBe(false);
    expect((await clock(srv, id)).over).toBe(true);
  }, 180_000);
});

describe('deadlines in the database', () => {
  it('a restart during a countdown keeps the deadline: the stand-in moves when it passes, not a full turn later', async () => {
    const dataDir = tempDir('rh-clock-restart-');
    let srv = await serve(dataDir);
    const id = await table(srv, { mode: 'live', turnSeconds: 6, bankSeconds: 0 }, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    // Nobody connects: the first seat's clock runs from the moment the table is full.
    for (const seat of ['0', '1', '2']) await join(srv, id, seat);
    // (the clock keeper starts the clock when it hears the last join, after the join's answer)
    await until(async () => (await clock(srv, id)).seats[first].running, 5000, 'the clock to start');
    const { seats } = await clock(srv, id);
    const deadline = seats[first].deadline as number;
    expect(deadline).toBeGreaterThan(Date.now() + 4000);
    await sleep(2000);
    await srv.stop();
    servers.splice(servers.indexOf(srv), 1);
    await sleep(1000);
    srv = await serve(dataDir);
    expect((await clock(srv, id)).seats[first].deadline).toBe(deadline);
    const slow = [cpuSlowdown()];
    await until(async () => (await stateOf(srv, id)).state._stateID > 0, 8000, 'the stand-in move');
    const movedAt = Date.now();
    slow.push(cpuSlowdown());
    expect(movedAt).toBeGreaterThanOrEqual(deadline);
    expect(movedAt - deadline).toBeLessThan(1800 * lateness(slow));
  }, 90_000);

  it('turn-based: nothing happens before the 24 hours are up, the stand-in moves once they are (time faked)', async () => {
    let fake = Date.UTC(2026, 0, 1);
    const srv = await serve(tempDir('rh-clock-tb-'), () => fake);
    const id = await table(srv, { mode: 'turnBased', hours: 24 }, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    for (const seat of ['0', '1', '2']) await join(srv, id, seat);
    await until(async () => (await clock(srv, id)).seats[first].running, 5000, 'the clock to start');
    expect((await clock(srv, id)).seats[first].deadline).toBe(fake + 24 * 3_600_000);
    fake += 24 * 3_600_000 - 1;
    await srv.clocks.check();
    await sleep(500);
    expect((await stateOf(srv, id)).state._stateID).toBe(0);
    fake += 1;
    await srv.clocks.check();
    await until(async () => (await stateOf(srv, id)).state._stateID > 0, 8000, 'the stand-in move');
    expect((await clock(srv, id)).seats[first].standIn).toBe('timeout');
  }, 90_000);
});

describe('the clock view', () => {
  it("follows a stored move at once, before the move's clock is stored (the keeper advances it after the state write)", async () => {
    const srv = await serve();
    const id = await table(srv, { mode: 'live', turnSeconds: 600, bankSeconds: 600 });
    const creds = [await join(srv, id, '0'), await join(srv, id, '1'), await join(srv, id, '2')];
    const first = await firstSeat(srv, id);
    await until(
      async () => (await clock(srv, id)).seats[first].running === true,
      5000,
      "the first seat's clock running",
    );
    // Every later clock write of this match waits.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const store = srv.repos.clocks as any;
    const putClock = store.putClock;
    store.putClock = async (m: string, doc: unknown, expected: number | null) => {
      if (m === id && expected !== null) await gate;
      return putClock.call(store, m, doc, expected);
    };
    try {
      const p = player(srv, id, first, creds[Number(first)]);
      await until(
        async () => !activeSeats((await stateOf(srv, id)).state.ctx).includes(first),
        10_000,
        'the turn passed on',
      );
      p.paused = true;
      const next = activeSeats((await stateOf(srv, id)).state.ctx)[0];
      expect(((await srv.repos.clocks.getClock(id))!.doc as any).seats[first].since).toEqual(expect.any(Number)); // stored: still the first seat's turn
      const view = await clock(srv, id);
      expect(view.seats[first].running).toBe(false);
      expect(view.seats[next].running).toBe(true);
    } finally {
      store.putClock = putClock;
      release();
    }
  });
});

describe('presence', () => {
  it('each seat shows since when its player is away', async () => {
    const srv = await serve();
    const id = await table(srv, undefined, [{}, {}, { bot: 'random' }]);
    const credsA = await join(srv, id, '0');
    await join(srv, id, '1');
    await until(
      async () => (await clock(srv, id)).seats['1'].awaySince !== null,
      5000,
      'B away (joined, never connected)',
    );
    const a = player(srv, id, '0', credsA);
    a.paused = true;
    await until(async () => (await stateOf(srv, id)).metadata.players[0].isConnected === true, 5000, 'A connected');
    await until(async () => (await clock(srv, id)).seats['0'].awaySince === null, 5000, 'A present');
    expect((await clock(srv, id)).seats['1'].awaySince).toEqual(expect.any(Number));
    const left = Date.now();
    a.stop();
    await until(async () => (await clock(srv, id)).seats['0'].awaySince !== null, 5000, 'A away');
    expect((await clock(srv, id)).seats['0'].awaySince).toBeGreaterThanOrEqual(left - 50);
  });

  it('"My matches": the seats to act in each match, and a clear error for bad lists', async () => {
    const srv = await serve();
    const id = await table(srv, undefined, []);
    const r = await api(srv.url, `/api/turns?matches=${id},nope`);
    expect(r.json).toEqual({ [id]: { toAct: [await firstSeat(srv, id)], over: false, leftMs: {} }, nope: null });
    expect((await api(srv.url, `/api/turns?matches=${'a,'.repeat(101)}`)).status).toBe(400);
  });

  it('"My matches": the time left of each seat to act, from the clock\'s deadline', async () => {
    let t = Date.now();
    const srv = await serve(undefined, () => t);
    const id = await table(srv, { mode: 'turnBased', hours: 24 }, []);
    for (const seat of ['0', '1', '2']) await join(srv, id, seat);
    await until(async () => Object.values((await clock(srv, id)).seats).some((s: any) => s.running), 5000, 'clock on');
    const first = await firstSeat(srv, id);
    const turns = async () => (await api(srv.url, `/api/turns?matches=${id}`)).json[id];
    expect(await turns()).toEqual({ toAct: [first], over: false, leftMs: { [first]: 24 * 3_600_000 } });
    t += 3_600_000 + 5000;
    expect((await turns()).leftMs).toEqual({ [first]: 23 * 3_600_000 - 5000 });
  });

  it('"My matches": a seat a stand-in bot plays does not wait for its player', async () => {
    const srv = await serve(undefined, undefined, 4000); // the stand-in takes 4 s over its move
    const id = await table(srv, undefined, [{}, {}, {}]);
    const first = await firstSeat(srv, id);
    const creds: Record<string, string> = {};
    for (const seat of ['0', '1', '2']) creds[seat] = await join(srv, id, seat);
    const toAct = async () => (await api(srv.url, `/api/turns?matches=${id}`)).json[id].toAct;
    expect(await toAct()).toEqual([first]);
    expect(
      (await api(srv.url, `/api/matches/${id}/leave`, { playerID: first, credentials: creds[first] })).status,
    ).toBe(200);
    expect((await clock(srv, id)).seats[first].standIn).toBe('left');
    expect((await stateOf(srv, id)).state._stateID).toBe(0); // still its turn, the stand-in's now
    expect(await toAct()).toEqual([]);
  });
});
