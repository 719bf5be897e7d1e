// Every write request (POST, PUT, PATCH, DELETE) passes here before any route sees it:
// - a body, if any, must be `application/json` (415 otherwise: an HTML form or a `text/plain`
//   post from another site never reaches a route);
// - at most BODY_LIMIT bytes (413), valid JSON (400), a JSON object (400), nested at most
//   MAX_DEPTH deep (400) and with no key that reaches or replaces a prototype (400);
// - the parsed body is kept on `ctx.state.body` (read it with `bodyOf`) and handed on to
//   boardgame.io's own body parser as the same bytes (`replaceBody` hands on a corrected one).
import { Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import { fail } from './errors';

/** Bytes a write body may have (the Lobby's and our routes' bodies are well under 2 KB). */
export const BODY_LIMIT = 16_384;
/** Nesting a body may have (setupData.variants is depth 3). */
export const MAX_DEPTH = 8;
/** Keys no client may send at any depth: they reach or replace an object's prototype. */
export const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The reason a parsed JSON value is refused, or null. Iterative: no stack to overflow. */
export function checkBodyShape(value: unknown, maxDepth = MAX_DEPTH): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > maxDepth) return `The request body is nested deeper than ${maxDepth} levels`;
    if (Array.isArray(v)) {
      for (const x of v) stack.push([x, depth + 1]);
      continue;
    }
    for (const k of Object.keys(v)) {
      if (RESERVED_KEYS.has(k)) return `The key "${k}" is not allowed`;
      stack.push([(v as Record<string, unknown>)[k], depth + 1]);
    }
  }
  return null;
}

function hasBody(ctx: Context): boolean {
  const len = ctx.get('content-length');
  return (len !== '' && len !== '0') || ctx.get('transfer-encoding') !== '';
}

/** RFC 8058 one-click unsubscribe: mail programs POST `List-Unsubscribe=One-Click` as a form, with
 *  no cookie; the route reads nothing of the body (its signed token is in the URL:
 *  server/notify/mail-routes.ts), so the body is left unread here. */
export const ONE_CLICK_PATHS = new Set(['/api/mail/unsubscribe']);

export function bodyGate(limit = BODY_LIMIT) {
  return async (ctx: Context, next: Next) => {
    if (!WRITES.has(ctx.method)) return next();
    if (ctx.method === 'POST' && ONE_CLICK_PATHS.has(ctx.path)) {
      if (Number(ctx.get('content-length') || 0) > 1024)
        return fail(ctx, 413, 'The request body is larger than 1024 bytes');
      return next();
    }
    const type = ctx.get('content-type');
    const json = /^application\/json\s*(;|$)/i.test(type);
    if ((type || hasBody(ctx)) && !json) return fail(ctx, 415, 'Send the request body as application/json');
    const declared = Number(ctx.get('content-length') || 0);
    if (declared > limit) return fail(ctx, 413, `The request body is larger than ${limit} bytes`);
    let raw = '';
    if (hasBody(ctx)) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const c of ctx.req) {
        size += (c as Buffer).length;
        if (size > limit) {
          ctx.set('Connection', 'close');
          return fail(ctx, 413, `The request body is larger than ${limit} bytes`);
        }
        chunks.push(c as Buffer);
      }
      raw = Buffer.concat(chunks).toString('utf8');
    }
    let body: unknown = {};
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(ctx, 400, 'The request body is not valid JSON');
      }
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return fail(ctx, 400, 'The request body must be a JSON object');
    const bad = checkBodyShape(body);
    if (bad) return fail(ctx, 400, bad);
    ctx.state.body = body;
    replaceBody(ctx, body as Record<string, unknown>);
    return next();
  };
}

/** The body the gate parsed ({} for a write without one). */
export function bodyOf(ctx: { state: { body?: unknown } }): Record<string, any> {
  const b = ctx.state.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, any>) : {};
}

/** Hand `body` on to the parsers downstream (boardgame.io's koa-body) as the request's body. */
export function replaceBody(ctx: Context, body: Record<string, unknown>): void {
  ctx.state.body = body;
  const bytes = Buffer.from(JSON.stringify(body));
  const original = ctx.req;
  const replay = Readable.from([bytes]);
  const headers = { ...original.headers, 'content-type': 'application/json', 'content-length': String(bytes.length) };
  delete headers['transfer-encoding'];
  Object.assign(replay, {
    headers,
    method: original.method,
    url: original.url,
    socket: original.socket,
    connection: original.socket,
    httpVersion: original.httpVersion,
  });
  (ctx as any).req = replay;
  (ctx.request as any).req = replay;
}
