// Writes from other sites are refused. A browser sends the session cookie with every
// request to this server, whatever page made it; so every write (POST, PUT, PATCH, DELETE) that
// carries the session cookie, and every write to the account routes (sign-up and sign-in too: no
// other site may sign a visitor in to an account of its choosing), must come with an Origin this
// server serves: its own (the Origin's host is the request's Host, or with TRUST_PROXY the
// proxy's X-Forwarded-Host) or one of config.origins. Otherwise 403.
// - A write with the cookie and no Origin is refused too, unless the browser says it is
//   same-origin (Sec-Fetch-Site); a write to the account routes with neither cookie nor Origin
//   comes from a program, not a page (browsers always send Origin on cross-site writes), and
//   passes.
// - The body gate (./body.ts) already demands application/json, which no form of another site
//   can send without a CORS preflight that boardgame.io's CORS answers only for config.origins.
import type { Context, Next } from 'koa';
import { fail } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?rh_session=/;
export const ACCOUNT_PATHS = /^\/api\/(accounts|session|me)(\/|$)/;

/** Whether `origin` is this server's own or one of `allowed`. */
export function originAllowed(origin: string, host: string, allowed: (string | RegExp)[]): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host && url.host.toLowerCase() === host.toLowerCase()) return true;
  return allowed.some((o) => (typeof o === 'string' ? o === origin : o.test(origin)));
}

/** The host the browser addressed: Host, or behind trusted proxies the first X-Forwarded-Host. */
export function requestHost(ctx: Context, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? ctx.get('x-forwarded-host').split(',')[0]?.trim() : '';
  return forwarded || ctx.get('host');
}

export function hasSessionCookie(ctx: Context): boolean {
  return SESSION_COOKIE.test(ctx.get('cookie'));
}

export function originGate(allowed: (string | RegExp)[], trustProxy: number) {
  return async (ctx: Context, next: Next) => {
    if (!WRITES.has(ctx.method)) return next();
    const cookie = hasSessionCookie(ctx);
    if (!cookie && !ACCOUNT_PATHS.test(ctx.path)) return next();
    const origin = ctx.get('origin');
    if (!origin) {
      if (!cookie || ctx.get('sec-fetch-site') === 'same-origin') return next();
      return fail(ctx, 403, 'A signed-in write must say where it comes from (Origin)');
    }
    if (originAllowed(origin, requestHost(ctx, trustProxy), allowed)) return next();
    return fail(ctx, 403, 'Writes from other sites are not accepted');
  };
}
