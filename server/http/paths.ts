// Paths as the router sees them. boardgame.io's router (@koa/router) would match paths ignoring
// case and a trailing slash, so a check written for `/games/…` could be walked around with
// `/Games/…`; app.ts makes the router strict (`strictRouter`), so every guard and the router
// agree on one spelling of each route. Path parameters are decoded the way the router decodes
// them (`routerParam`), and a path that is not valid percent-encoding is refused here with a 400.
import type { Context, Next } from 'koa';
import { fail } from './errors';

/** Make the router case-sensitive and strict about trailing slashes; call before any route is
 *  registered (boardgame.io registers its Lobby routes in `server.run`). */
export function strictRouter(router: { opts: Record<string, unknown> }): void {
  router.opts.sensitive = true;
  router.opts.strict = true;
}

/** A path parameter as the router hands it to a route: percent-decoded when that is valid. */
export function routerParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The segments of a path, decoded as the router decodes parameters. */
export function pathSegments(path: string): string[] {
  return path.split('/').slice(1).map(routerParam);
}

export function pathGate() {
  return async (ctx: Context, next: Next) => {
    try {
      decodeURIComponent(ctx.path);
    } catch {
      return fail(ctx, 400, 'The path is not valid percent-encoding');
    }
    if (ctx.path.length > 512) return fail(ctx, 414, 'The path is too long');
    return next();
  };
}
