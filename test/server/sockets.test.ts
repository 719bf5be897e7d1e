// The server over real sockets: play, spectate, restart, and the security guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { seededRandom } from '../../games/common/rng';
import { toyCards } from '../fixtures/toy-cards';
import { api, boot, moveFirst, openTable as table, rawSocket, sleep, socketClient as client, until } from './harness';

const games = [toyCards, ...GAMES];

let srv: Awaited<ReturnType<typeof boot>>;
beforeAll(async () => {
  srv = await boot(games);
});
afterAll(() => srv.stop());

describe('play over sockets', () => {
  for (const mod of games) {
    it(`${mod.id}: two players move, a spectator follows, nobody sees a secret`, async () => {
      const rand = seededRandom(`sockets-${mod.id}`);
      const { matchID, creds } = await table(srv.url, mod, 2);
      const players = [client(srv.url, mod, matchID, '0', creds[0]), client(srv.url, mod, matchID, '1', creds[1])];
      const spectator = client(srv.url, mod, matchID);
      await until(() => players.every((p) => p.getState()) && !!spectator.getState(), 5000, 'sync');
      for (let k = 0; k < 40 && !spectator.getState()!.ctx.gameover; k++) {
        const before = moveFirst(mod, players, rand);
        await until(
          () => spectator.getState()!._stateID > before && players.every((p) => p.getState()!._stateID > before),
          5000,
          `move ${k}`,
        );
      }
      const { state } = await srv.store.fetch(matchID, { state: true });
      if (!state.ctx.gameover) expect(state._stateID).toBeGreaterThanOrEqual(40);
      // Each seat sees exactly its own playerView; the spectator the public one.
      const view = (pid: string | null) =>
        JSON.parse(JSON.stringify(mod.game.playerView!({ G: state.G, ctx: state.ctx, playerID: pid } as any)));
      expect(spectator.getState()!.G).toEqual(view(null));
      expect(players[0].getState()!.G).toEqual(view('0'));
      expect(players[1].getState()!.G).toEqual(view('1'));
      [...players, spectator].forEach((c) => c.stop());
    });

    it(`${mod.id}: the initial state sent on sync is the spectator view, without PRNG data`, async () => {
      const { matchID, creds } = await table(srv.url, mod, mod.maxPlayers);
      const truth = (await srv.store.fetchReplay(matchID))!.initialState;
      const publicG = JSON.parse(
        JSON.stringify(mod.game.playerView!({ G: truth.G, ctx: truth.ctx, playerID: null } as any)),
      );
      for (const [pid, cred] of [
        [null, undefined],
        ['1', creds[1]],
      ] as const) {
        const spy = rawSocket(srv.url, mod.id);
        await spy.connected;
        spy.socket.emit('sync', matchID, pid, cred, mod.maxPlayers);
        await until(() => spy.received.some((r) => r.event === 'sync'), 3000, 'sync');
        const [, info] = spy.received.find((r) => r.event === 'sync')!.args as [string, any];
        expect(info.initialState.G).toEqual(publicG);
        expect(info.initialState.plugins.random).toBeUndefined();
        expect(info.state.plugins.random?.data).toBeUndefined();
        expect(info.state.G).toEqual(
          JSON.parse(JSON.stringify(mod.game.playerView!({ G: truth.G, ctx: truth.ctx, playerID: pid } as any))),
        );
        spy.socket.close();
      }
    });
  }
});

describe('security', () => {
  it('sync.initialState carries no secret, PRNG state or undo history (#1159)', async () => {
    const { matchID } = await table(srv.url, toyCards, 2);
    const spy = rawSocket(srv.url, 'toy-cards');
    await spy.connected;
    spy.socket.emit('sync', matchID, null, undefined, 2);
    await until(() => spy.received.some((r) => r.event === 'sync'), 3000, 'sync');
    const [, info] = spy.received.find((r) => r.event === 'sync')!.args as [string, any];
    expect(info.initialState.plugins.random).toBeUndefined();
    expect(info.initialState.G.secret.deck).toEqual([]);
    expect(info.initialState.G.hands['0']).toEqual([]);
    expect(JSON.stringify(info)).not.toMatch(/prngstate|"seed"/);
    spy.socket.close();
  });

  it('each match is seeded from a CSPRNG, not the clock', async () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { matchID } = await table(srv.url, toyCards, 2);
      const r = await srv.store.fetchReplay(matchID);
      const seed = (r!.initialState.plugins as any).random.data.seed;
      expect(seed).toMatch(/^[0-9a-f-]{36}$/);
      seeds.add(seed);
    }
    expect(seeds.size).toBe(3);
  });

  it('a forged endGame event from the active player does nothing', async () => {
    const { matchID, creds } = await table(srv.url, toyCards, 2);
    const spy = rawSocket(srv.url, 'toy-cards');
    await spy.connected;
    spy.socket.emit('sync', matchID, '0', creds[0], 2);
    await until(() => spy.received.some((r) => r.event === 'sync'), 3000, 'sync');
    const forged = {
      type: 'GAME_EVENT',
      payload: { type: 'endGame', args: [{ winner: '0' }], playerID: '0', credentials: creds[0] },
    };
    spy.socket.emit('update', forged, 0, matchID, '0');
    const setPhase = {
      type: 'GAME_EVENT',
      payload: { type: 'endTurn', args: [], playerID: '0', credentials: creds[0] },
    };
    spy.socket.emit('update', setPhase, 0, matchID, '0');
    await sleep(300);
    const { state } = await srv.store.fetch(matchID, { state: true });
    expect(state.ctx.gameover).toBeUndefined();
    expect(state._stateID).toBe(0);
    // A real move still goes through on the same socket.
    const card = (await srv.store.fetch(matchID, { state: true })).state.G.hands['0'][0];
    const move = {
      type: 'MAKE_MOVE',
      payload: { type: 'play', args: [{ card }], playerID: '0', credentials: creds[0] },
    };
    spy.socket.emit('update', move, 0, matchID, '0');
    await until(() => spy.received.some((r) => r.event === 'update' || r.event === 'patch'), 3000, 'update');
    expect((await srv.store.fetch(matchID, { state: true })).state._stateID).toBe(1);
    spy.socket.close();
  });

  it('a move before every seat is taken is refused with a reason; once the last seat is taken it goes through', async () => {
    const { json } = await api(srv.url, '/games/toy-cards/create', { numPlayers: 2 });
    const matchID = json.matchID as string;
    const first = (await api(srv.url, `/games/toy-cards/${matchID}/join`, { playerName: 'Ann', playerID: '0' })).json
      .playerCredentials as string;
    const spy = rawSocket(srv.url, 'toy-cards');
    await spy.connected;
    spy.socket.emit('sync', matchID, '0', first, 2);
    await until(() => spy.received.some((r) => r.event === 'sync'), 3000, 'sync');
    const stateOf = async () => (await srv.store.fetch(matchID, { state: true })).state!;
    const s0 = await stateOf();
    expect(s0.ctx.currentPlayer).toBe('0');
    const [m] = toyCards.legalMoves(s0.G, s0.ctx, '0');
    const move = { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: '0', credentials: first } };
    spy.socket.emit('update', move, 0, matchID, '0');
    await until(() => spy.received.some((r) => r.event === 'refused'), 3000, 'the refusal');
    expect(spy.received.find((r) => r.event === 'refused')!.args).toEqual([
      { matchID, reason: 'The game starts when every seat is taken' },
    ]);
    await sleep(200);
    expect((await stateOf())._stateID).toBe(0);
    // the second player sits down: the same move is taken
    await api(srv.url, `/games/toy-cards/${matchID}/join`, { playerName: 'Bo', playerID: '1' });
    spy.socket.emit('update', move, 0, matchID, '0');
    await until(async () => (await stateOf())._stateID === 1, 3000, 'the move applied');
    expect(spy.received.filter((r) => r.event === 'refused')).toHaveLength(1);
    spy.socket.close();
  });

  it('a socket cannot create a match the Lobby did not create', async () => {
    const spy = rawSocket(srv.url, 'toy-cards');
    await spy.connected;
    spy.socket.emit('sync', 'made-up-match', '0', undefined, 4);
    await sleep(300);
    expect(spy.received.filter((r) => r.event === 'sync')).toHaveLength(0);
    expect(await srv.store.fetch('made-up-match', { metadata: true, state: true })).toEqual({});
    spy.socket.close();
  });

  it('a move sent before the socket synced (socket.io flushes what it buffered while reconnecting first) is applied', async () => {
    const { matchID, creds } = await table(srv.url, toyCards, 2);
    const state = (await srv.store.fetch(matchID, { state: true })).state!;
    const seat = state.ctx.currentPlayer;
    const move = toyCards.legalMoves(state.G, state.ctx, seat)[0];
    const p = rawSocket(srv.url, 'toy-cards');
    await p.connected;
    p.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: { type: move.move, args: move.args, playerID: seat, credentials: creds[Number(seat)] },
      },
      state._stateID,
      matchID,
      seat,
    );
    p.socket.emit('sync', matchID, seat, creds[Number(seat)], 2);
    await until(
      async () => (await srv.store.fetch(matchID, { state: true })).state!._stateID === state._stateID + 1,
      3000,
      'the move applied',
    );
    await until(() => p.received.some((r) => r.event === 'sync'), 3000, 'the sync answered');
    // a move for a match nobody created leaves no trace
    p.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: seat } },
      0,
      'made-up-match',
      seat,
    );
    await sleep(200);
    expect(await srv.store.fetch('made-up-match', { metadata: true, state: true })).toEqual({});
    p.socket.close();
  });

  it('a seat cannot be played without its credentials', async () => {
    const { matchID } = await table(srv.url, toyCards, 2);
    const thief = client(srv.url, toyCards, matchID, '0', 'wrong');
    await sleep(400);
    expect(thief.getState()).toBeNull();
    thief.stop();
  });

  it('socket CORS follows the configured origins', async () => {
    const ok = await fetch(`${srv.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await fetch(`${srv.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

describe('persistence', () => {
  it('a restart loses no move and clients play on', async () => {
    const dataDir = srv.dataDir;
    const { matchID, creds } = await table(srv.url, toyCards, 2);
    let players = [
      client(srv.url, toyCards, matchID, '0', creds[0]),
      client(srv.url, toyCards, matchID, '1', creds[1]),
    ];
    await until(() => players.every((p) => p.getState()), 3000, 'sync');
    for (let k = 0; k < 3; k++) {
      const before = moveFirst(toyCards, players);
      await until(() => players.every((p) => p.getState()!._stateID > before), 3000, 'move');
    }
    players.forEach((p) => p.stop());
    await srv.stop();
    srv = await boot(games, dataDir);
    players = [client(srv.url, toyCards, matchID, '0', creds[0]), client(srv.url, toyCards, matchID, '1', creds[1])];
    await until(() => players.every((p) => p.getState()), 3000, 'resync');
    expect(players[0].getState()!._stateID).toBe(3);
    const before = moveFirst(toyCards, players);
    await until(() => players.every((p) => p.getState()!._stateID > before), 3000, 'move after restart');
    const replay = await srv.store.fetchReplay(matchID);
    expect(replay!.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(4);
    players.forEach((p) => p.stop());
  });
});
