// An exception while boardgame.io processes one match's action is logged with the match ID and
// neither ends the process nor disturbs other matches (server/sockets/guard.ts wraps boardgame.io's
// socket handlers; without it the rejection is unhandled and vitest fails this file).
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameModule } from '../../games/common/module';
import { startServer, type RoundhouseServer } from '../../server/app';
import { toyCards } from '../fixtures/toy-cards';
import { api, tempDir, until } from './harness';

// The toy game with one more move that throws, as a rules bug would.
const faulty: GameModule = {
  ...toyCards,
  id: 'toy-faulty',
  game: {
    ...toyCards.game,
    name: 'toy-faulty',
    moves: {
      ...toyCards.game.moves,
      explode: {
        move: () => {
          throw new Error('rules bug');
        },
        client: false,
      },
    },
  },
};

let srv: RoundhouseServer;
const logs: string[] = [];
beforeAll(async () => {
  const dir = tempDir();
  srv = await startServer(
    { port: 0, rateLimits: false, dataDir: dir, clientDir: join(dir, 'none'), origins: [], bots: false },
    (m) => logs.push(m),
    [faulty],
  );
});
afterAll(() => srv.stop());

async function seated() {
  const { json } = await api(srv.url, '/games/toy-faulty/create', { numPlayers: 2 });
  const creds: string[] = [];
  for (const id of ['0', '1'])
    creds.push(
      (await api(srv.url, `/games/toy-faulty/${json.matchID}/join`, { playerName: `P${id}`, playerID: id })).json
        .playerCredentials,
    );
  const clients = ['0', '1'].map((id, i) => {
    const c = Client({
      game: faulty.game,
      multiplayer: SocketIO({ server: srv.url }),
      matchID: json.matchID,
      playerID: id,
      credentials: creds[i],
      debug: false,
    });
    c.start();
    return c;
  });
  await until(() => clients.every((c) => c.getState()), 5000, 'sync');
  return { matchID: json.matchID as string, clients };
}

it('a move that throws is logged with its match ID; that match and another one play on', async () => {
  const a = await seated();
  const b = await seated();
  (a.clients[0].moves as any).explode();
  await until(
    () => logs.some((l) => l.includes(`match ${a.matchID}`) && l.includes('rules bug')),
    5000,
    'the error log line',
  );
  expect(a.clients[0].getState()!._stateID).toBe(0);
  for (const m of [a, b]) {
    (m.clients[0].moves as any).draw();
    await until(() => m.clients[1].getState()!._stateID === 1, 5000, `a move in match ${m.matchID}`);
  }
  [...a.clients, ...b.clients].forEach((c) => c.stop());
});
