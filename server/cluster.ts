// `npm run start:cluster`: N server processes (WORKERS, default: one per core) behind one port,
// sharing Postgres (DATABASE_URL) and Redis (REDIS_URL). See docs/deploy.md.
//
// - node:cluster: the primary holds the port and hands each new TCP connection to a worker in
//   turn. Clients use WebSocket only (no HTTP long-polling), and the workers accept nothing else:
//   a WebSocket is one TCP connection, so it stays with one worker for its whole life, with no
//   routing in the primary. Long-polling would need sticky sessions (its successive HTTP requests
//   may reach different workers, which do not know its session).
// - Before forking, the primary reaches Postgres and Redis once (and creates or migrates the
//   schema): a bad URL or an unreachable service is one clear error and exit code 1.
// - A worker that dies is started again after 1 s (the same WORKER_INDEX, so it takes its bot
//   seat leases back at once); its clients reconnect meanwhile, to the other workers.
// - SIGINT/SIGTERM stop the workers (each gracefully: server/graceful.ts), then the primary.
// - SIGHUP restarts the workers one at a time (an upgrade without a stop; docs/operations.md).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { GAMES } from '../games';
import { startServer } from './app';
import { openData } from './data';
import { checkPubSubConfig, describePubSub, openInnerPubSub } from './sockets/pubsub';
import { configFromEnv } from './config';
import { stopOnSignals } from './graceful';
import { createLogger, logLines } from './log';
import { joinClusterMetrics, serveClusterMetrics } from './metrics/cluster';

function workerCount(env: NodeJS.ProcessEnv): number {
  if (env.WORKERS === undefined || env.WORKERS === '') return availableParallelism();
  const n = Number(env.WORKERS);
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new Error(`WORKERS must be a whole number from 1 to 256, got ${env.WORKERS}`);
  return n;
}

async function primary() {
  const log = logLines(createLogger(process.env, { role: 'primary' }), '[cluster] ');
  let n: number;
  try {
    n = workerCount(process.env);
    const config = configFromEnv();
    if (!config.databaseUrl || !config.redisUrl) {
      throw new Error(
        'several server processes need DATABASE_URL=postgres://… and REDIS_URL=redis://… (npm start runs one process on SQLite)',
      );
    }
    checkPubSubConfig(config);
    // every module's tables created or migrated once, before the workers start
    const { db, store } = await openData(config, GAMES, log);
    try {
      const inner = await openInnerPubSub(config, log);
      await inner.close?.();
    } finally {
      await store.close();
      await db.close();
    }
    log(`${db.describe}, ${describePubSub(config)}: reachable`);
  } catch (e) {
    log(`cannot start: ${(e as Error).message}`);
    process.exit(1);
  }
  let stopping = false;
  const fork = (index: number) => {
    const w = cluster.fork({ WORKER_INDEX: String(index) });
    log(`worker ${index} (pid ${w.process.pid}) started`);
    w.on('exit', (code, signal) => {
      if (stopping) return;
      log(`worker ${index} (pid ${w.process.pid}) exited (${signal ?? `code ${code}`}); restarting in 1 s`);
      setTimeout(() => fork(index), 1000);
    });
  };
  serveClusterMetrics(); // GET /metrics on any worker answers for all of them
  for (let i = 0; i < n; i++) fork(i);
  // SIGHUP: a rolling restart (an upgrade): one worker at a time stops gracefully (SIGTERM) and
  // is started again; the next one goes once the new one listens.
  let rolling = false;
  process.on('SIGHUP', async () => {
    if (rolling || stopping) return;
    rolling = true;
    log('SIGHUP: restarting the workers one at a time');
    for (const w of Object.values(cluster.workers ?? {})) {
      if (!w || stopping) break;
      const back = new Promise<void>((resolve) => cluster.once('listening', () => resolve()));
      w.process.kill('SIGTERM');
      await back;
    }
    rolling = false;
    log('every worker restarted');
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (!workers.length) process.exit(0);
      let left = workers.length;
      for (const w of workers) {
        w!.once('exit', () => --left === 0 && process.exit(0));
        w!.process.kill(sig);
      }
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}

async function worker() {
  const index = process.env.WORKER_INDEX ?? '?';
  const log = logLines(createLogger(process.env, { worker: index }), `[worker ${index}] `);
  process.on('unhandledRejection', (e) => {
    log(`unhandled rejection (process kept running): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  });
  const server = await startServer({ ...configFromEnv(), websocketOnly: true }, log);
  joinClusterMetrics(server.metrics);
  stopOnSignals(server, log);
}

if (cluster.isPrimary) await primary();
else await worker();
