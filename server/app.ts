// The Roundhouse server: one process, one port — Lobby API, game sockets, replays, tables with
// bot seats, and the built client. Storage is SQLite in DATA_DIR.
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, SocketIO } from 'boardgame.io/server';
import { GAMES } from '../games';
import type { GameModule } from '../games/common/module';
import type { ServerConfig } from './config';
import { errorsAsJson, guardLobby } from './lobby-guards';
import { mountApi } from './api';
import { mountReplays } from './replays';
import { guardSockets } from './security';
import { serveClient } from './static';
import { SqliteStore } from './storage';
import { BotSeats } from './bot-seats';

export interface RoundhouseServer {
  store: SqliteStore;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  log: (msg: string) => void = console.log,
  games: GameModule[] = GAMES,
): Promise<RoundhouseServer> {
  const store = new SqliteStore(config.dataDir, games);
  const server = Server({
    games: games.map((m) => m.game),
    db: store,
    origins: config.origins,
    transport: new SocketIO({ socketOpts: { cors: { origin: config.origins } } as any }),
    generateCredentials: () => randomUUID(),
  });
  const app = server.app;
  app.use(errorsAsJson());
  const bots = new BotSeats(store, () => `http://127.0.0.1:${port}`, config.bots, log, config.botWorkers ?? 0);
  app.use(guardLobby(store, games, (from, to) => bots.copySeats(from, to)));
  app.use(serveClient(config.clientDir));
  guardSockets(app, games.map((m) => m.id), store, log);

  mountApi(server.router, store, games, bots);
  mountReplays(server.router, store, games);

  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const address = (appServer as HttpServer).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await bots.resumeAll();
  log(`Roundhouse serving on http://localhost:${port} (data in ${config.dataDir})`);

  return {
    store,
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      bots.stopAll();
      await new Promise<void>((resolve) => {
        (app as any)._io?.close?.();
        (appServer as HttpServer).closeAllConnections?.();
        (appServer as HttpServer).close(() => resolve());
      });
      store.close();
    },
  };
}
