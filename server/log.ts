// The server's logs: JSON lines on standard output with pino (LOG_LEVEL: fatal, error, warn,
// info (default), debug, trace or silent). The modules log plain sentences through the `log`
// function they are given (docs/architecture.md); `logLines` turns each into a pino line with a
// level read from the sentence (errors and failures: error; refusals: warn) and the match it
// names as a field. Every HTTP request gets one line with its request ID (`requestLog`, also
// answered as X-Request-Id).
//
// What is never logged: passwords, session IDs, cookies, seat credentials, tokens (password
// resets, the metrics token, the bots' token), push subscription keys, Authorization headers.
// The modules' sentences name none (test/server/ops/logs.test.ts greps a whole run's log for the
// secrets it used), request lines carry the method, the path without its query, the status and
// the time only, and pino's redaction list below removes these fields from any object logged.
import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';
import pino, { type Logger } from 'pino';
import { clientAddress } from './http/rate-limits';

export const REDACT = [
  'password',
  'current',
  'credentials',
  'playerCredentials',
  'token',
  'sessionId',
  'cookie',
  'authorization',
  'keys',
  'p256dh',
  'auth',
  'endpoint',
  '*.password',
  '*.current',
  '*.credentials',
  '*.playerCredentials',
  '*.token',
  '*.sessionId',
  '*.cookie',
  '*.authorization',
  '*.keys',
  '*.p256dh',
  '*.auth',
  '*.endpoint',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(env: NodeJS.ProcessEnv = process.env, base: Record<string, unknown> = {}): Logger {
  return pino({
    level: env.LOG_LEVEL || 'info',
    base: { pid: process.pid, ...base },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type LogFn = ((msg: string) => void) & { logger?: Logger };

const ERROR = /^(error|unhandled|uncaught)|\b(failed|cannot start|could not)\b/i;
const WARN = /^(refused|socket .* left after refusals|rate limits)|\brefus/i;
const MATCH = /\bmatch ([A-Za-z0-9_-]{1,64})/;

/** The `log` function the modules are given, writing to `logger`. */
export function logLines(logger: Logger, prefix = ''): LogFn {
  const fn: LogFn = (msg: string) => {
    const text = prefix + msg;
    const match = MATCH.exec(msg)?.[1];
    const fields = match ? { match } : {};
    if (ERROR.test(msg)) logger.error(fields, text);
    else if (WARN.test(msg)) logger.warn(fields, text);
    else logger.info(fields, text);
  };
  fn.logger = logger;
  return fn;
}

/** One line per HTTP request: { reqId, method, path, status, ms, ip }; the ID is answered as
 *  X-Request-Id and kept in ctx.state.reqId. */
export function requestLog(logger: Logger, trustProxy: number) {
  const prefix = randomBytes(3).toString('hex');
  let n = 0;
  return async (ctx: Context, next: Next) => {
    const reqId = `${prefix}-${(++n).toString(36)}`;
    ctx.state.reqId = reqId;
    ctx.set('X-Request-Id', reqId);
    const t0 = performance.now();
    try {
      await next();
    } finally {
      const line = {
        reqId,
        method: ctx.method,
        path: ctx.path.slice(0, 200),
        status: ctx.status,
        ms: Math.round((performance.now() - t0) * 10) / 10,
        ip: clientAddress(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for') || undefined, trustProxy),
      };
      if (ctx.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
