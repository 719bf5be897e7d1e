// GET /metrics: this process's figures (./metrics.ts) in the Prometheus text format, and the
// HTTP answers counted by route group.
//
// Who may read them: with METRICS_TOKEN set, whoever sends `Authorization: Bearer <token>` (from
// anywhere, loopback included); without it, only a caller on this machine: the socket's peer
// address is loopback and the request carries no X-Forwarded-For or Forwarded header. The
// header matters behind a reverse proxy on the same machine: every request it passes on comes
// from loopback, and it is the header that says the request came from outside (the proxy adds
// it; docs/operations.md). X-Forwarded-For is never believed to grant access (TRUST_PROXY only
// changes whose address the rate limits count). Refused: 403 (not loopback) or 401 (token).
import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Metrics } from './metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The route group of a path, for the HTTP answers' label (a fixed, small set of values). */
export function routeGroup(path: string): string {
  const p = path.toLowerCase();
  if (p === '/metrics') return 'metrics';
  if (p.startsWith('/socket.io/')) return 'sockets';
  if (p.startsWith('/games/')) return 'lobby';
  if (p.startsWith('/replays/')) return 'replays';
  const api = /^\/api\/([^/]{1,40})/.exec(p);
  if (api) return API_GROUPS.has(api[1]) ? `api/${api[1]}` : 'api/other';
  if (p === '/health' || p === '/healthz') return 'health';
  return 'client';
}

const API_GROUPS = new Set([
  'accounts',
  'session',
  'me',
  'tables',
  'matches',
  'ratings',
  'leaderboard',
  'players',
  'quick',
  'open-tables',
  'chat',
  'social',
  'inbox',
  'notify',
  'mod',
]);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether the caller may read the figures: 0 yes, else the status of the refusal. */
export function metricsRefusal(ctx: Context, token: string | undefined): 0 | 401 | 403 {
  if (token) {
    const auth = ctx.get('authorization');
    const given = /^Bearer (.+)$/i.exec(auth)?.[1]?.trim() ?? '';
    return given && sameSecret(given, token) ? 0 : 401;
  }
  const peer = ctx.req.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return 403;
  if (ctx.get('x-forwarded-for') || ctx.get('forwarded')) return 403;
  return 0;
}

/** Counts every HTTP answer, and answers GET /metrics. Mounted first (its count sees the
 *  answers of every later gate). */
export function metricsGate(metrics: Metrics, token: string | undefined) {
  return async (ctx: Context, next: Next) => {
    try {
      if (ctx.path.toLowerCase() === '/metrics' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
        ctx.set('Cache-Control', 'no-store');
        const refused = metricsRefusal(ctx, token);
        if (refused) {
          ctx.status = refused;
          if (refused === 401) ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
          ctx.body = {
            error: refused === 401 ? 'A valid metrics token is required' : 'Metrics are served to this machine only',
          };
          return;
        }
        ctx.type = metrics.contentType;
        ctx.body = await metrics.text();
        return;
      }
      await next();
    } finally {
      metrics.httpAnswered(routeGroup(ctx.path), ctx.status);
    }
  };
}
