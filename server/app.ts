// The Roundhouse server: one process, one port — Lobby API, game sockets, replays, tables with
// bot seats, and the built client. This file wires the modules together (docs/architecture.md):
// the database and each module's repository are opened in server/data.ts; here the modules are
// built and handed to each other. Data is SQLite in DATA_DIR, or Postgres and Redis when several
// processes serve together (docs/deploy.md).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Game } from 'boardgame.io';
import { Server, SocketIO } from 'boardgame.io/server';
import { GAMES } from '../games';
import type { GameModule } from '../games/common/module';
import type { ServerConfig } from './config';
import type { Db } from './db/types';
import type { RoundhouseStoreBase } from './storage/base';
import { accountDeleteHooks, openData, type Repos } from './data';
import { SqliteStore } from './storage/sqlite';
import { mountAccounts, seatBinder } from './accounts/routes';
import { Sessions } from './accounts/sessions';
import { startNotify, type NotifyModule } from './notify';
import { BotSeats } from './bots/seats';
import { Chat } from './chat/chat';
import { mountChat } from './chat/routes';
import { Moderation } from './mod/moderation';
import { modGate, mountMod } from './mod/routes';
import { ClockKeeper } from './clock/keeper';
import { MatchWrites } from './clock/match-writes';
import { mountClockRoutes } from './clock/routes';
import { barSeat, STAND_IN_SECRET, StandIns } from './clock/stand-in';
import { bodyGate } from './http/body';
import { errorsAsJson } from './http/errors';
import { securityHeaders } from './http/headers';
import { originGate } from './http/origin';
import { pathGate, strictRouter } from './http/paths';
import { DEFAULT_LIMITS, RateLimits, rateLimitGate } from './http/rate-limits';
import { serveClient } from './http/static';
import { accountNameRefusal, guardLobby } from './lobby/guards';
import { mountOpenTables } from './lobby/open-tables';
import { mountReplays } from './lobby/replays';
import { seededGame } from './lobby/seeded-games';
import { copyTableOptions } from './lobby/table-options';
import { mountApi } from './lobby/tables';
import { seatJoiner } from './lobby/join-seat';
import { QuickMatch } from './quickmatch/quickmatch';
import { mountQuickMatch } from './quickmatch/routes';
import { RatingKeeper, unratedWhy } from './ratings/keeper';
import { mountRatings, ratedJoin } from './ratings/routes';
import { mountPractice } from './practice';
import { jsonOnlyParser } from './sockets/broadcast';
import { guardSockets } from './sockets/guard';
import { Metrics, metricsGate, wireMetrics } from './metrics';
import { type LogFn, requestLog } from './log';
import { dropConnections, MoveGate } from './sockets/drain';
import { MasterThreads, movesOnThreads } from './sockets/master-threads';
import { checkPubSubConfig, committedBroadcasts, describePubSub, openInnerPubSub } from './sockets/pubsub';
import { INVITE_SWEEP_MS, Social } from './social/social';
import { mountSocial } from './social/routes';

/** How often suspensions written elsewhere (the command line) are looked for. */
const MOD_SWEEP_MS = 5_000;

export interface RoundhouseServer {
  /** The database (leases, secrets, the modules' migrations). */
  db: Db;
  /** The match store: boardgame.io's storage. */
  store: RoundhouseStoreBase;
  /** Each module's repository (its own tables). */
  repos: Repos;
  /** This process's figures (server/metrics/; GET /metrics). */
  metrics: Metrics;
  /** The server's bot seats (how many play now: `bots.active`). */
  bots: BotSeats;
  /** Turn clocks, stand-ins and presence (server/clock). */
  clocks: ClockKeeper;
  /** Stand-in credentials (server-side secret). */
  standIns: StandIns;
  /** Ratings applied at gameover, and the quick-match queue. */
  ratings: RatingKeeper;
  quick: QuickMatch;
  /** Notifications (server/notify): the notifier other modules call, the send queue. */
  notify: NotifyModule;
  /** Table chat (server/chat). */
  chat: Chat;
  /** Follows, blocks and invitations (server/social/). */
  social: Social;
  /** Roles, reports, mutes, suspensions and the audit log (server/mod). */
  mod: Moderation;
  port: number;
  url: string;
  /** The threads that run moves, if any (server/sockets/master-threads.ts). */
  threads?: MasterThreads;
  /** Match queues boardgame.io's socket transport holds (one per match ID it was sent a move for). */
  socketQueues(): number;
  /** A graceful stop's first half (server/sockets/drain.ts): no new connections nor moves, the
   *  moves taken finish (at most `ms`), then every client is told to reconnect. stop() follows. */
  drain(ms?: number): Promise<{ finished: boolean; clients: number }>;
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  log: (msg: string) => void = console.log,
  games: GameModule[] = GAMES,
): Promise<RoundhouseServer> {
  checkPubSubConfig(config);
  const { db, store, repos } = await openData(config, games, log);
  const inner = await openInnerPubSub(config, log).catch(async (e) => {
    await db.close();
    throw e;
  });
  const pubSub = committedBroadcasts(inner, store, log);
  const standInSecret = await db.serverSecret(STAND_IN_SECRET);
  const standIns = new StandIns(standInSecret);
  const limits = new RateLimits(
    config.rateLimits === undefined ? DEFAULT_LIMITS : config.rateLimits,
    log,
    await limiterBackend(config),
  );
  const botToken = randomBytes(24).toString('hex');
  const transport = new SocketIO({
    socketOpts: {
      cors: { origin: config.origins },
      parser: jsonOnlyParser,
      ...(config.websocketOnly ? { transports: ['websocket'] } : {}),
    } as any,
    pubSub,
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
  // limits, no cross-site writes, a bounded JSON body on writes, the Lobby's checks, then the
  // client or the routes.
  const metrics = new Metrics({ worker: config.worker });
  const gate = new MoveGate();
  app.use(metricsGate(metrics, config.metricsToken));
  const logger = (log as LogFn).logger;
  if (logger) app.use(requestLog(logger, config.trustProxy ?? 0));
  app.use(errorsAsJson((m) => log(m)));
  app.use(securityHeaders());
  app.use(pathGate());
  app.use(rateLimitGate(limits, config.trustProxy ?? 0));
  app.use(originGate(config.origins, config.trustProxy ?? 0));
  app.use(bodyGate());

  // The modules, each with its repository, handed to the ones that call them.
  const sessions = new Sessions(repos.accounts, { secure: config.cookieSecure, trustProxy: config.trustProxy ?? 0 });
  const bots = new BotSeats(
    store,
    () => `http://127.0.0.1:${port}`,
    config.bots,
    log,
    config.botWorkers ?? 0,
    config.botMinThinkMs,
  );
  bots.standIns = standIns;
  bots.socketAuth = { bot: botToken };
  const clocks = new ClockKeeper(store, repos.clocks, bots, log, config.now);
  clocks.writes = new MatchWrites(store, games, pubSub, log);
  const ratings = new RatingKeeper({ matches: store, repo: repos.ratings, accounts: repos.accounts, clocks, log });
  let notify: NotifyModule | undefined;
  const quick = new QuickMatch({
    store,
    queue: repos.queue,
    leases: db,
    accounts: repos.accounts,
    ratings: repos.ratings,
    games,
    clocks,
    bots,
    keeper: ratings,
    log,
    // never two accounts together where one blocks the other (server/social/)
    mayMeet: (a, b) => social.mayMeet(a, b),
    // a turn-based table is ready: its players are told (push), their pages are likely closed
    onSeated: (matchID, pace) => (pace === 'turnBased' ? notify?.notifier.matchStarted(matchID) : undefined),
  });
  const signedInAccount = async (ctx: any) => (await sessions.current(ctx))?.account;
  const joinHooks = {
    onJoined: seatBinder({ repo: repos.accounts, sessions, log }),
    ratedJoin: ratedJoin(store, db, repos.accounts, sessions),
    nameRefusal: accountNameRefusal(repos.accounts, sessions),
  };
  const social = new Social({
    repo: repos.social,
    accounts: repos.accounts,
    matches: store,
    joinSeat: seatJoiner(store, joinHooks),
    signedIn: signedInAccount,
    // the invitee is told (push)
    invited: (n) => notify?.notifier.invited(n),
    log,
  });
  const accountDeps = {
    repo: repos.accounts,
    matches: store,
    secrets: db,
    sessions,
    limits,
    origins: config.origins,
    trustProxy: config.trustProxy ?? 0,
    log,
    onDelete: accountDeleteHooks(repos),
  };
  // Moderation: a suspended account's seats in running matches are left for good to stand-ins
  const mod = new Moderation({
    repo: repos.mod,
    accounts: repos.accounts,
    standIn: (matchID, playerID, credentials) => clocks.leave(matchID, playerID, credentials, true),
    bar: (matchID, playerID, credentials) => barSeat(store, matchID, playerID, credentials),
    log,
  });
  sessions.refusal = (id) => mod.signInRefusal(id);
  const chat = new Chat({
    repo: repos.chat,
    matches: store,
    accounts: repos.accounts,
    signedIn: signedInAccount,
    limits,
    writeRefusal: (id) => mod.writeRefusal(id),
    seatWriteRefusal: (matchID, seat) => mod.seatWriteRefusal(matchID, seat),
    shared: db.shared,
    // the viewer's blocks: their authors' messages are left out for that viewer
    hiddenAuthors: (viewerId) => social.blockedBy(viewerId),
  });
  const playAgain = async (from: string, to: string) => {
    await copyTableOptions(store, from, to);
    await bots.copySeats(from, to);
    await clocks.copyPace(from, to);
    await ratings.copyRated(from, to);
    await social.copyAdmits(from, to);
  };
  app.use(
    guardLobby(
      store,
      games,
      playAgain,
      joinHooks.onJoined,
      joinHooks.ratedJoin,
      joinHooks.nameRefusal,
      social.seatHold,
    ),
  );
  app.use(modGate({ mod, signedIn: signedInAccount }));
  app.use(serveClient(config.clientDir));
  // Moves on threads of their own: before the guards, which wrap the handler it sets.
  const threads =
    config.masterThreads && store instanceof SqliteStore
      ? await MasterThreads.start({
          count: config.masterThreads,
          dataDir: config.dataDir,
          games,
          store,
          pubSub,
          standInSecret,
          log,
        })
      : undefined;
  if (threads)
    movesOnThreads(
      app,
      transport as any,
      games.map((m) => m.game),
      threads,
    );
  guardSockets(
    app,
    games.map((m) => m.id),
    store,
    { standIns, limits, botToken, log, metrics, gate },
  );
  const unwireMetrics = wireMetrics(metrics, { store, limits, bots, io: () => (app as any)._io });

  mountApi(server.router, store, games, bots, clocks, {
    signedIn: async (ctx) => !!(await sessions.current(ctx)),
    markRated: (id, gameId) => ratings.markRated(id, gameId),
    invitedOnly: (ctx, id) => social.createdInvitedOnly(ctx, id),
  });
  mountRatings(server.router, { store, repo: repos.ratings, accounts: repos.accounts, games });
  mountQuickMatch(server.router, { games, sessions, quick });
  mountClockRoutes(server.router, store, clocks);
  mountPractice(server.router, { repo: repos.practice, accounts: repos.accounts, games, sessions, now: config.now });
  mountReplays(
    server.router,
    store,
    games,
    (id) => clocks.hints(id),
    async (id) => ({
      out: await clocks.out(id),
      unrated: unratedWhy(await repos.ratings.ratedResult(id)),
    }),
  );
  mountOpenTables(server.router, store, games, clocks, { accounts: repos.accounts, ratings: repos.ratings });
  mountAccounts(server.router, accountDeps);
  mountChat(server.router, chat);
  mountSocial(server.router, social, signedInAccount);
  mountMod(server.router, { mod, chat, limits, signedIn: signedInAccount });
  notify = await startNotify({
    config: config.notify,
    db,
    repos,
    router: server.router,
    accountOf: async (ctx) => (await sessions.current(ctx))?.account.id,
    store,
    clocks,
    games,
    registry: metrics.registry,
    log,
  });

  const { appServer } = await server.run({ port: config.port, callback: () => {} });
  const address = (appServer as HttpServer).address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await bots.resumeAll();
  await clocks.resumeAll(store.shared);
  await ratings.start(); // settles rated matches that ended unsettled
  quick.start();
  // suspensions written on the command line (or by another process) are carried out here
  const modSweep = setInterval(
    () => mod.applyPending().catch((e) => log(`mod: suspensions not carried out: ${(e as Error)?.message ?? e}`)),
    MOD_SWEEP_MS,
  );
  modSweep.unref?.();
  // matches the command line ended (npm run admin -- end-match): their players see the end
  const nudgeSweep = setInterval(
    () =>
      void repos.clocks
        .takeNudges()
        .then((ids) => Promise.all(ids.map((id) => pubSub.announce(id))))
        .catch((e) => log(`clocks: a match changed on the command line not pushed: ${(e as Error)?.message ?? e}`)),
    MOD_SWEEP_MS,
  );
  nudgeSweep.unref?.();
  // expired invitations hold no seat (server/social/social.ts); their rows go here
  const sweepInvites = () =>
    void social
      .sweepExpired()
      .catch((e) => log(`social: expired invitations not deleted: ${(e as Error)?.message ?? e}`));
  sweepInvites();
  const inviteSweep = setInterval(sweepInvites, INVITE_SWEEP_MS);
  inviteSweep.unref?.();
  notify.queue.start();
  const pubSubName = describePubSub(config);
  log(`Roundhouse serving on http://localhost:${port} (${db.describe}${pubSubName ? `, ${pubSubName}` : ''})`);

  return {
    db,
    store,
    repos,
    metrics,
    bots,
    clocks,
    standIns,
    ratings,
    quick,
    notify,
    chat,
    social,
    mod,
    threads,
    port,
    url: `http://127.0.0.1:${port}`,
    socketQueues: () =>
      (server.transport as unknown as { perMatchQueue?: Map<string, unknown> }).perMatchQueue?.size ?? 0,
    async drain(ms = 10_000) {
      (appServer as HttpServer).close(); // frees the port for the next process at once
      clocks.stop();
      await quick.stop();
      bots.stopAll();
      const finished = await gate.drain(ms);
      return { finished, clients: dropConnections((app as any)._io) };
    },
    async stop() {
      unwireMetrics();
      clearInterval(modSweep);
      clearInterval(nudgeSweep);
      clearInterval(inviteSweep);
      clocks.stop();
      ratings.stop();
      await quick.stop();
      await notify.stop();
      bots.stopAll();
      await threads?.close();
      await new Promise<void>((resolve) => {
        (app as any)._io?.close?.();
        (appServer as HttpServer).closeAllConnections?.();
        (appServer as HttpServer).close(() => resolve());
      });
      await pubSub.close();
      await store.close();
      await db.close();
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
