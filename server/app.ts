// The Roundhouse server: one process, one port — Lobby API, game sockets, replays, tables with
// bot seats, and the built client. Storage is SQLite in DATA_DIR, or Postgres and Redis when
// several processes serve together (server/backends.ts, docs/deploy.md).
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, SocketIO } from 'boardgame.io/server';
import { GAMES } from '../games';
import type { GameModule } from '../games/common/module';
import type { ServerConfig } from './config';
import { errorsAsJson, guardLobby } from './lobby-guards';
import { copyTableOptions } from './table-options';
import { mountApi } from './api';
import { mountReplays } from './replays';
import { guardSockets } from './security';
import { serveClient } from './http/static';
import { openBackends } from './backends';
import type { RoundhouseStoreBase } from './storage-base';
import { BotSeats } from './bot-seats';
import { ClockKeeper } from './clock/keeper';
import { mountClockRoutes } from './clock/routes';
import { authenticateCredentials } from './clock/stand-in';

export interface RoundhouseServer {
  store: RoundhouseStoreBase;
  /** The server's bot seats (how many play now: `bots.active`). */
  bots: BotSeats;
  /** Turn clocks, stand-ins and presence (server/clock). */
  clocks: ClockKeeper;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  log: (msg: string) => void = console.log,
  games: GameModule[] = GAMES,
): Promise<RoundhouseServer> {
  const backends = await openBackends(config, games, log);
  const store = backends.store;
  const server = Server({
    games: games.map((m) => m.game),
    db: store,
    origins: config.origins,
    transport: new SocketIO({
      socketOpts: { cors: { origin: config.origins }, ...(config.websocketOnly ? { transports: ['websocket'] } : {}) } as any,
      pubSub: backends.pubSub,
    }),
    generateCredentials: () => randomUUID(),
    authenticateCredentials,
  });
  const app = server.app;
  app.use(errorsAsJson());
  const bots = new BotSeats(store, () => `http://127.0.0.1:${port}`, config.bots, log, config.botWorkers ?? 0, config.botMinThinkMs);
  const clocks = new ClockKeeper(store, bots, log, config.now);
  app.use(guardLobby(store, games, async (from, to) => {
    await copyTableOptions(store, from, to);
    await bots.copySeats(from, to);
    await clocks.copyPace(from, to);
  }));
  app.use(serveClient(config.clientDir));
  guardSockets(app, games.map((m) => m.id), store, log);

  mountApi(server.router, store, games, bots, clocks);
  mountClockRoutes(server.router, store, clocks);
  mountReplays(server.router, store, games, (id) => clocks.hints(id));

  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const address = (appServer as HttpServer).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await bots.resumeAll();
  await clocks.resumeAll(store.shared);
  log(`Roundhouse serving on http://localhost:${port} (${backends.describe})`);

  return {
    store,
    bots,
    clocks,
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      clocks.stop();
      bots.stopAll();
      await new Promise<void>((resolve) => {
        (app as any)._io?.close?.();
        (appServer as HttpServer).closeAllConnections?.();
        (appServer as HttpServer).close(() => resolve());
      });
      await backends.close();
    },
  };
}
