// Server configuration from the environment, in one place.
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { limitsFromEnv, type RateLimitConfig } from './http/rate-limits';
import { notifyConfigFromEnv, type NotifyConfig } from './notify/config';

export interface ServerConfig {
  port: number;
  dataDir: string;
  clientDir: string;
  /** Allowed browser origins for the Lobby API and sockets besides the site's own, which always
   *  works: ORIGINS, and in development any loopback port (DEV_ORIGINS). */
  origins: (string | RegExp)[];
  /** Start server-side bot clients for bot seats. */
  bots: boolean;
  /** Bot worker processes (BOT_WORKERS; default cores − 1, at least 1; 0 = think in the server process). */
  botWorkers?: number;
  /** Least time a server bot takes per move so people can follow (ms; default 400; tests use 0). */
  botMinThinkMs?: number;
  /** Postgres instead of SQLite (DATABASE_URL=postgres://…; server/storage/postgres.ts). */
  databaseUrl?: string;
  /** Redis pub/sub between server processes (REDIS_URL=redis://…; server/sockets/pubsub-redis.ts). */
  redisUrl?: string;
  /** Accept WebSocket connections only, no long-polling (set by npm run start:cluster). */
  websocketOnly?: boolean;
  /** The clocks' time source (tests fake it; default Date.now). */
  now?: () => number;
  /** Rate limits (server/http/rate-limits.ts): the defaults when absent; false turns them off
   *  (RATE_LIMITS=0: load tests and benchmarks on loopback). */
  rateLimits?: RateLimitConfig | false;
  /** Threads that run the moves' Master (MASTER_THREADS; server/sockets/master-threads.ts); 0 or
   *  absent: moves run on the event loop. SQLite only (a Postgres cluster spreads over processes). */
  masterThreads?: number;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY; default 0). */
  trustProxy?: number;
  /** Session cookies always `Secure` (COOKIE_SECURE=1: the site is served over https); without
   *  it they are Secure when a trusted proxy says the request came over https (server/accounts/sessions.ts). */
  cookieSecure?: boolean;
  /** GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set; else it answers
   *  loopback callers only (server/metrics/route.ts). */
  metricsToken?: string;
  /** This process's name in the metrics' `worker` label (WORKER_INDEX in a cluster; "0" alone). */
  worker?: string;
  /** Notifications: Web Push keys, the push services allowed, SMTP (server/notify/config.ts). */
  notify?: NotifyConfig;
}

/** Pages on any loopback port (the vite dev server, a second local server), trusted only in
 *  development: in production another program on a player's machine could serve such a page and
 *  write with the player's cookie (server/http/origin.ts). */
export const DEV_ORIGINS: RegExp[] = [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/];

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const extra = (env.ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    clientDir: resolve(env.CLIENT_DIR ?? resolve(ROOT, 'dist/client')),
    origins: [...(env.NODE_ENV === 'production' ? [] : DEV_ORIGINS), ...extra],
    bots: env.BOTS !== '0',
    botWorkers: defaultBotWorkers(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    rateLimits: limitsFromEnv(env),
    trustProxy: trustProxyFromEnv(env),
    masterThreads: masterThreadsFromEnv(env),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    worker: env.WORKER_INDEX || undefined,
    notify: notifyConfigFromEnv(env),
  };
}

/** TRUST_PROXY: how many proxies in front append to X-Forwarded-For (1 = one reverse proxy). */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`TRUST_PROXY must be a number of proxies from 0 to 10, got ${raw}`);
  return n;
}

/** MASTER_THREADS: threads that run moves (default: one per core, at most 4, none on one core;
 *  0 = on the event loop). */
export function masterThreadsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MASTER_THREADS;
  if (raw === undefined || raw === '') return availableParallelism() > 1 ? Math.min(4, availableParallelism()) : 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 16)
    throw new Error(`MASTER_THREADS must be a whole number from 0 to 16, got ${raw}`);
  return n;
}

/** BOT_WORKERS: bot worker processes; default cores − 1, at least 1; 0 = think in the server process. */
export function defaultBotWorkers(env: NodeJS.ProcessEnv = process.env): number {
  if (env.BOT_WORKERS !== undefined && env.BOT_WORKERS !== '') {
    const n = Number(env.BOT_WORKERS);
    if (!Number.isInteger(n) || n < 0 || n > 64)
      throw new Error(`BOT_WORKERS must be a whole number from 0 to 64, got ${env.BOT_WORKERS}`);
    return n;
  }
  return Math.max(1, availableParallelism() - 1);
}
