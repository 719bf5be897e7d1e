// The Roundhouse server: one process, one port — Lobby API, game sockets, replays, tables with
// bot seats, and the built client. Storage is SQLite in DATA_DIR, or Postgres and Redis when
// several processes serve together (server/storage/backends.ts, docs/deploy.md).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Game } from 'boardgame.io';
import { Server, SocketIO } from 'boardgame.io/server';
import { GAMES } from '../games';
import type { GameModule } from '../games/common/module';
import type { ServerConfig } from './config';
import { accountNameRefusal, guardLobby } from './lobby/guards';
import { errorsAsJson } from './http/errors';
import { bodyGate } from './http/body';
import { securityHeaders } from './http/headers';
import { pathGate, strictRouter } from './http/paths';
import { DEFAULT_LIMITS, RateLimits, rateLimitGate } from './http/rate-limits';
import { copyTableOptions } from './lobby/table-options';
import { mountApi } from './lobby/tables';
import { mountReplays } from './lobby/replays';
import { mountOpenTables } from './lobby/open-tables';
import { guardSockets } from './sockets/guard';
import { jsonOnlyParser } from './sockets/broadcast';
import { serveClient } from './http/static';
import { MasterThreads, movesOnThreads } from './sockets/master-threads';
import { SqliteStore } from './storage/sqlite';
import { openBackends } from './storage/backends';
import type { RoundhouseStoreBase } from './storage/base';
import { BotSeats } from './bots/seats';
import { ClockKeeper } from './clock/keeper';
import { MatchWrites } from './clock/match-writes';
import { mountClockRoutes } from './clock/routes';
import { STAND_IN_SECRET, StandIns } from './clock/stand-in';
// accounts (issue 33)
import { mountAccounts, seatBinder } from './accounts/routes';
import { Sessions } from './accounts/sessions';
import { originGate } from './http/origin';
// rated play (issue 34)
import { RatingKeeper, unratedWhy } from './ratings/keeper';
import { QuickMatch } from './ratings/quickmatch';
import { seededGame } from './lobby/seeded-games';
import { mountRatings, ratedJoin } from './ratings/routes';

export interface RoundhouseServer {
  store: RoundhouseStoreBase;
  /** The server's bot seats (how many play now: `bots.active`). */
  bots: BotSeats;
  /** Turn clocks, stand-ins and presence (server/clock). */
  clocks: ClockKeeper;
  /** Stand-in credentials (server-side secret). */
  standIns: StandIns;
  /** rated play (issue 34): ratings applied at gameover, and the quick-match queue. */
  ratings: RatingKeeper;
  quick: QuickMatch;
  port: number;
  url: string;
  /** The threads that run moves, if any (server/sockets/master-threads.ts). */
  threads?: MasterThreads;
  /** Match queues boardgame.io's socket transport holds (one per match ID it was sent a move for). */
  socketQueues(): number;
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  log: (msg: string) => void = console.log,
  games: GameModule[] = GAMES,
): Promise<RoundhouseServer> {
  const backends = await openBackends(config, games, log);
  const store = backends.store;
  const standInSecret = await store.serverSecret(STAND_IN_SECRET);
  const standIns = new StandIns(standInSecret);
  const limits = new RateLimits(config.rateLimits === undefined ? DEFAULT_LIMITS : config.rateLimits, log, await limiterBackend(config));
  const botToken = randomBytes(24).toString('hex');
  const transport = new SocketIO({
    socketOpts: { cors: { origin: config.origins }, parser: jsonOnlyParser, ...(config.websocketOnly ? { transports: ['websocket'] } : {}) } as any,
    pubSub: backends.pubSub,
  });
  const server = Server({
    games: games.map((m) => seededGame(m.game as Game)),
    db: store,
    origins: config.origins,
    transport,
    generateCredentials: () => randomUUID(),
    authenticateCredentials: standIns.authenticate,
  });
  // The router matches exactly what the guards check: case-sensitive, no trailing-slash variants
  // (server/http/paths.ts); set before boardgame.io registers its routes in run().
  strictRouter(server.router as any);
  const app = server.app;
  // Every request, in this order: errors as JSON, security headers, a path that decodes, the rate
  // limits, a bounded JSON body on writes, the Lobby's checks, then the client or the routes.
  app.use(errorsAsJson((m) => log(m)));
  app.use(securityHeaders());
  app.use(pathGate());
  app.use(rateLimitGate(limits, config.trustProxy ?? 0));
  app.use(originGate(config.origins, config.trustProxy ?? 0)); // accounts (issue 33): no cross-site writes
  app.use(bodyGate());
  const sessions = new Sessions(store, { secure: config.cookieSecure, trustProxy: config.trustProxy ?? 0 });
  const accountDeps = { store, sessions, limits, origins: config.origins, trustProxy: config.trustProxy ?? 0, log };
  const bots = new BotSeats(store, () => `http://127.0.0.1:${port}`, config.bots, log, config.botWorkers ?? 0, config.botMinThinkMs);
  bots.standIns = standIns;
  bots.socketAuth = { bot: botToken };
  const clocks = new ClockKeeper(store, bots, log, config.now);
  clocks.writes = new MatchWrites(store, games, backends.pubSub, log);
  const ratings = new RatingKeeper(store, log); // rated play (issue 34)
  app.use(guardLobby(store, games, async (from, to) => {
    await copyTableOptions(store, from, to);
    await bots.copySeats(from, to);
    await clocks.copyPace(from, to);
    await ratings.copyRated(from, to); // rated play (issue 34)
  }, seatBinder(accountDeps), ratedJoin(store, sessions), accountNameRefusal(store, sessions)));
  app.use(serveClient(config.clientDir));
  // Moves on threads of their own (issue 36): before the guards, which wrap the handler it sets.
  const threads =
    config.masterThreads && store instanceof SqliteStore
      ? await MasterThreads.start({ count: config.masterThreads, dataDir: config.dataDir, games, store, pubSub: backends.pubSub, standInSecret, log })
      : undefined;
  if (threads) movesOnThreads(app, transport as any, games.map((m) => m.game), threads);
  guardSockets(app, games.map((m) => m.id), store, { standIns, limits, botToken, log });

  // rated play (issue 34): rated tables, leaderboards, profiles, quick match
  mountApi(server.router, store, games, bots, clocks, { signedIn: async (ctx) => !!(await sessions.current(ctx)), markRated: (id, gameId) => ratings.markRated(id, gameId) });
  const quick = new QuickMatch({ store, games, clocks, bots, keeper: ratings, log });
  mountRatings(server.router, { store, games, sessions, quick });
  mountClockRoutes(server.router, store, clocks);
  mountReplays(server.router, store, games, (id) => clocks.hints(id), async (id) => ({
    out: await clocks.out(id),
    unrated: unratedWhy(await store.ratedResult(id)),
  }));
  mountOpenTables(server.router, store, games, clocks);
  mountAccounts(server.router, accountDeps);

  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const address = (appServer as HttpServer).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await bots.resumeAll();
  await clocks.resumeAll(store.shared);
  await ratings.start(); // rated play (issue 34): settles rated matches that ended unsettled
  quick.start();
  log(`Roundhouse serving on http://localhost:${port} (${backends.describe})`);

  return {
    store,
    bots,
    clocks,
    standIns,
    ratings,
    quick,
    threads,
    port,
    url: `http://127.0.0.1:${port}`,
    socketQueues: () => ((server.transport as unknown as { perMatchQueue?: Map<string, unknown> }).perMatchQueue?.size ?? 0),
    async stop() {
      clocks.stop();
      ratings.stop(); // rated play (issue 34)
      await quick.stop();
      bots.stopAll();
      await threads?.close();
      await new Promise<void>((resolve) => {
        (app as any)._io?.close?.();
        (appServer as HttpServer).closeAllConnections?.();
        (appServer as HttpServer).close(() => resolve());
      });
      await backends.close();
      await limits.close();
    },
  };
}

/** Where a cluster's processes count their rate limits together: Redis, else Postgres. */
async function limiterBackend(config: ServerConfig) {
  if (config.rateLimits === false) return {};
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    return { redis: new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) };
  }
  if (config.databaseUrl) {
    const pg = (await import('pg')).default;
    return { pgPool: new pg.Pool({ connectionString: config.databaseUrl, max: 2 }) };
  }
  return {};
}
