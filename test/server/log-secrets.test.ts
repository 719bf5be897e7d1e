// Moves whose arguments are secret must not reach other seats or spectators through the log
// (boardgame.io sends every log entry's args unless the move is `redact`).
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { api, boot, rawSocket, until } from './harness';

/** [game, move, how to reach it] — moves whose argument names a hidden card. */
const SECRET_ARG_MOVES: [string, string][] = [
  ['railways-of-the-world', 'chooseBaron'],
  ['russian-railroads', 'pickEndBonus'],
  ['ticket-to-ride-card-game', 'keepInitialTickets'],
  ['ticket-to-ride-card-game', 'keepDrawnTickets'],
];

/** The long-form config of a move wherever the game declares it (global, phase or stage). */
function moveConfigs(game: any, name: string): any[] {
  const found: any[] = [];
  const scan = (moves: any) => moves && name in moves && found.push(moves[name]);
  scan(game.moves);
  scan(
    game.turn?.stages &&
      Object.fromEntries(Object.values(game.turn.stages).flatMap((s: any) => Object.entries(s.moves ?? {}))),
  );
  for (const ph of Object.values(game.phases ?? {}) as any[]) {
    scan(ph.moves);
    for (const st of Object.values(ph.turn?.stages ?? {}) as any[]) scan(st.moves);
  }
  return found;
}

describe('secret move arguments are redacted from other seats', () => {
  for (const [id, move] of SECRET_ARG_MOVES) {
    it(`${id}: ${move}`, () => {
      const mod = getGame(id);
      expect(mod, `${id} is registered`).toBeDefined();
      const configs = moveConfigs(mod!.game, move);
      expect(configs.length).toBeGreaterThan(0);
      for (const c of configs) expect(c.redact, `${move} must be redact: true`).toBe(true);
    });
  }
});

describe('over sockets', () => {
  const mod = getGame('railways-of-the-world')!;
  let srv: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    srv = await boot([mod]);
  });
  afterAll(() => srv.stop());

  it('a spectator and the other seat never see which Baron a player chose', async () => {
    const { json } = await api(srv.url, `/games/${mod.id}/create`, { numPlayers: 2 });
    const creds: string[] = [];
    for (const id of ['0', '1'])
      creds.push(
        (await api(srv.url, `/games/${mod.id}/${json.matchID}/join`, { playerName: id, playerID: id })).json
          .playerCredentials,
      );
    const spy = rawSocket(srv.url, mod.id);
    await spy.connected;
    spy.socket.emit('sync', json.matchID, null, undefined, 2);
    const p0 = Client({
      game: mod.game,
      multiplayer: SocketIO({ server: srv.url }),
      matchID: json.matchID,
      playerID: '0',
      credentials: creds[0],
      debug: false,
    });
    p0.start();
    await until(() => !!p0.getState(), 5000, 'sync');
    const st = p0.getState()!;
    const choice = mod.legalMoves(st.G, st.ctx, '0').find((m) => m.move === 'chooseBaron')!;
    (p0.moves as any).chooseBaron(...choice.args);
    await until(() => spy.received.some((r) => r.event === 'update' || r.event === 'patch'), 5000, 'update');
    const sent = JSON.stringify(spy.received.filter((r) => r.event !== 'sync'));
    expect(sent).toContain('chooseBaron');
    expect(sent).not.toContain(JSON.stringify(choice.args[0]));
    p0.stop();
    spy.socket.close();
  });
});
