// Rate limits per client address (and per socket connection), with rate-limiter-flexible: in
// memory for one process, in Redis (REDIS_URL) or Postgres (DATABASE_URL) when several processes
// serve together, so a cluster counts one budget per address. A request over its budget gets 429
// with `Retry-After`; a refusal is logged once per key and window, never once per request.
//
// The limits (points per seconds, per client address unless said otherwise) come from the
// environment; the defaults are what a public server would use:
//   RATE_LIMIT_CREATE   20/600   tables created (POST /api/tables, /games/:name/create, playAgain)
//   RATE_LIMIT_JOIN     60/600   seats taken (POST /games/:name/:id/join)
//   RATE_LIMIT_SIGNIN   10/600   failed sign-ins (password or passkey) and password changes:
//                                a point is reserved before the check and given back when it
//                                succeeds (or the server was too busy to check), so players
//                                signing in behind one address never lock each other out
//   RATE_LIMIT_SIGNUP   30/600   accounts made (password or passkey), every one counted
//   RATE_LIMIT_ACCOUNT  10/900   failed password checks per account name from devices that never
//                                signed in to it, per device for those that did, per session for
//                                a signed-in password change or deletion (server/accounts/
//                                routes.ts; reserved before the check by the routes, not here)
//   RATE_LIMIT_WRITE    300/60   every other write
//   RATE_LIMIT_READ     1200/60  reads of the Lobby and the API (lists, match data, clocks, replays)
//   RATE_LIMIT_SOCKET   100/10   messages per socket connection (moves, syncs, chat)
//   RATE_LIMIT_CHAT     5/10     table chat messages per seat (per account in the spectators'
//                                room); spent by server/chat/ before a message is stored
//   RATE_LIMIT_REPORT   10/3600  reports per account (server/mod/), spent before one is stored
// RATE_LIMITS=0 turns every limit off (load tests on loopback); TRUST_PROXY=<n> reads the client
// address from X-Forwarded-For as set by the n proxies in front (docs/security.md).
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Context, Next } from 'koa';
import { fail } from './errors';

export type LimitName =
  | 'create'
  | 'join'
  | 'signin'
  | 'signup'
  | 'account'
  | 'write'
  | 'read'
  | 'socket'
  | 'chat'
  | 'report';
export interface Limit {
  points: number;
  seconds: number;
}
export type RateLimitConfig = Record<LimitName, Limit>;

export const DEFAULT_LIMITS: RateLimitConfig = {
  create: { points: 20, seconds: 600 },
  join: { points: 60, seconds: 600 },
  signin: { points: 10, seconds: 600 },
  signup: { points: 30, seconds: 600 },
  account: { points: 10, seconds: 900 },
  write: { points: 300, seconds: 60 },
  read: { points: 1200, seconds: 60 },
  socket: { points: 100, seconds: 10 },
  chat: { points: 5, seconds: 10 },
  report: { points: 10, seconds: 3600 },
};

/** The limits from the environment: false when RATE_LIMITS=0. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig | false {
  if (env.RATE_LIMITS === '0' || env.RATE_LIMITS === 'off') return false;
  const out = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const raw = env[`RATE_LIMIT_${name.toUpperCase()}`];
    if (raw === undefined || raw === '') continue;
    const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
      throw new Error(`RATE_LIMIT_${name.toUpperCase()} must be <points>/<seconds>, e.g. 20/600; got ${raw}`);
    out[name] = { points: Number(m[1]), seconds: Number(m[2]) };
  }
  return out;
}

/** The client's address: the socket's peer, or behind `trustProxy` proxies the address the
 *  outermost of ours saw (X-Forwarded-For is read from the right: a client can prepend anything). */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: number,
): string {
  if (trustProxy > 0 && forwardedFor) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const addr = hops[hops.length - trustProxy] ?? hops[0];
    if (addr) return addr.slice(0, 64);
  }
  return (peer ?? 'unknown').replace(/^::ffff:/, '');
}

export interface LimiterBackend {
  redis?: unknown;
  pgPool?: unknown;
}

export class RateLimits {
  private limiters = new Map<LimitName, RateLimiterAbstract>();
  private logged = new Map<string, number>();

  constructor(
    readonly config: RateLimitConfig | false,
    private log: (msg: string) => void,
    private backend: LimiterBackend = {},
  ) {
    if (!config) return;
    for (const name of Object.keys(config) as LimitName[]) {
      const { points, seconds } = config[name];
      const opts = { points, duration: seconds, keyPrefix: `rh-rl-${name}` };
      // socket messages are counted per connection, in the process that holds the connection
      const memory = new RateLimiterMemory(opts);
      let limiter: RateLimiterAbstract = memory;
      if (name !== 'socket' && backend.redis) {
        limiter = new RateLimiterRedis({ ...opts, storeClient: backend.redis, insuranceLimiter: memory });
      } else if (name !== 'socket' && backend.pgPool) {
        limiter = new RateLimiterPostgres(
          {
            ...opts,
            storeClient: backend.pgPool,
            storeType: 'pool',
            tableName: 'rate_limits',
            insuranceLimiter: memory,
          },
          (e?: Error) => {
            if (e) this.log(`rate limits: Postgres table not ready (${e.message}); counting in memory`);
          },
        );
      }
      this.limiters.set(name, limiter);
    }
  }

  /** Close the shared store's connection, if any. */
  async close(): Promise<void> {
    const b = this.backend as { redis?: { quit(): Promise<unknown> }; pgPool?: { end(): Promise<void> } };
    await b.redis?.quit().catch(() => undefined);
    await b.pgPool?.end().catch(() => undefined);
  }

  get enabled(): boolean {
    return this.config !== false;
  }

  /** Spend one point of `name` for `key`: 0 when allowed, else the milliseconds until it is. */
  async spend(name: LimitName, key: string): Promise<number> {
    const limiter = this.limiters.get(name);
    if (!limiter) return 0;
    try {
      await limiter.consume(key, 1);
      return 0;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) {
        this.log(`rate limits: ${name} could not be counted (${(e as Error)?.message ?? e}); allowed`);
        return 0;
      }
      const wait = Math.max(1, e.msBeforeNext);
      this.noteRefusal(name, key, wait);
      return wait;
    }
  }

  /** Give back a point spent (reserve first, refund on success). */
  async refund(name: LimitName, key: string): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter) return;
    try {
      await limiter.reward(key, 1);
    } catch (e) {
      this.log(`rate limits: ${name} could not be refunded (${(e as Error)?.message ?? e})`);
    }
  }

  /** Milliseconds until `key` may spend a point of `name` again (0: it may now); spends nothing. */
  async blocked(name: LimitName, key: string): Promise<number> {
    const limiter = this.limiters.get(name);
    if (!limiter || !this.config) return 0;
    try {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= this.config[name].points ? Math.max(1, res.msBeforeNext) : 0;
    } catch {
      return 0;
    }
  }

  /** One log line per key and window. */
  /** Hears every refusal (the metrics' count by limiter). */
  onRefused: ((name: LimitName) => void) | undefined;

  private noteRefusal(name: LimitName, key: string, wait: number) {
    this.onRefused?.(name);
    const id = `${name}:${key}`;
    const now = Date.now();
    const until = this.logged.get(id);
    if (until !== undefined && until > now) return;
    if (this.logged.size > 10_000) this.logged.clear();
    this.logged.set(id, now + wait);
    this.log(`rate limit ${name} reached for ${key.slice(0, 80)}; refusing for ${Math.ceil(wait / 1000)} s`);
  }
}

/** Which budget a request spends (null: none). Paths are matched exactly as the strict router does. */
export function limitFor(method: string, path: string): LimitName | null {
  if (method === 'GET' || method === 'HEAD') {
    return path === '/games' || path.startsWith('/games/') || path.startsWith('/api/') || path.startsWith('/replays/')
      ? 'read'
      : null;
  }
  if (method === 'OPTIONS') return null;
  if (
    path === '/api/tables' ||
    /^\/games\/[^/]+\/create$/.test(path) ||
    /^\/games\/[^/]+\/[^/]+\/playAgain$/.test(path)
  )
    return 'create';
  if (/^\/games\/[^/]+\/[^/]+\/join$/.test(path)) return 'join';
  if (method === 'POST' && (path === '/api/accounts' || path === '/api/accounts/passkey')) return 'signup';
  if (
    method === 'POST' &&
    (path === '/api/session' || path === '/api/session/passkey' || path.startsWith('/api/me/password'))
  )
    return 'signin';
  return 'write';
}

export function rateLimitGate(limits: RateLimits, trustProxy: number) {
  return async (ctx: Context, next: Next) => {
    if (!limits.enabled) return next();
    const name = limitFor(ctx.method, ctx.path);
    if (!name) return next();
    const addr = clientAddress(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for') || undefined, trustProxy);
    const wait = await limits.spend(name, addr);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      return fail(ctx, 429, `Too many requests; try again in ${Math.ceil(wait / 1000)} s`);
    }
    if (name !== 'signin') return next();
    // sign-ins count failures only: the point reserved above comes back when the sign-in
    // succeeded, or was not checked at all (503: the hashing queue was full)
    try {
      await next();
    } finally {
      if (ctx.status < 400 || ctx.status === 503) await limits.refund(name, addr);
    }
  };
}
