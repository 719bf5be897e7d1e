// One place that turns what a request handler throws into a JSON answer: a 4xx with its reason for
// what the client got wrong (boardgame.io's `ctx.throw(404, …)`, malformed bodies), a 500 with no
// detail (and one log line) for our own faults. Never a stack trace to the client.
import type { Context, Next } from 'koa';

/** A client-sent value in an error message: short, and never by calling its methods (an object
 *  like {"toString": 1} throws when made a string). */
export function shown(v: unknown, max = 40): string {
  return typeof v === 'string'
    ? v.slice(0, max)
    : typeof v === 'number' || typeof v === 'boolean' || v === null
      ? String(v)
      : typeof v;
}

export function fail(ctx: Context, status: number, error: string): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { error };
}

/** An error a client caused, with the status to answer. */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorsAsJson(log: (msg: string) => void = console.error) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err: any) {
      let status = Number(err?.status ?? err?.statusCode) || 500;
      // A body parser's or the JSON reader's complaint is the client's (RangeError: a stack
      // overflow on a value nested too deep, which the body check should already have refused).
      if (
        status >= 500 &&
        (err instanceof SyntaxError || err instanceof URIError || err?.type === 'entity.parse.failed')
      )
        status = 400;
      if (status < 400 || status > 599) status = 500;
      const expose = status < 500 && (err?.expose !== false || err instanceof ClientError);
      fail(ctx, status, expose ? String(err?.message ?? 'Bad request').slice(0, 300) : 'Internal server error');
      if (status >= 500)
        log(
          `${ctx.method} ${ctx.path.slice(0, 200)} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        );
    }
  };
}
