// Serves the built client (dist/client) from the same port as the Lobby API and sockets.
//
// The HTTP work is `send` (the file server behind express.static): conditional GET (ETag and
// Last-Modified → 304, If-Match/If-Unmodified-Since → 412), Range (206/416), HEAD, dotfiles and
// path traversal. This file only picks which file answers:
// - `/` is index.html; routes are hash routes (#/play/..., #/replay/...), so no other path needs a
//   fallback to the page;
// - a precompressed twin (`.br`, `.gz`, written by the build) when the request accepts that
//   encoding, with `Vary: Accept-Encoding`;
// - caching: hashed files under /assets/ are immutable for a year; everything else (index.html,
//   the service worker, the manifest, icons) is revalidated on every use (`no-cache` + ETag), so a
//   new deployment is seen at once.
// Anything that is not a file of the build goes on to the API routes.
import { stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'send';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The twins the build writes next to each compressible file, most compact first. */
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function serveClient(root: string) {
  const base = resolve(root);
  const inside = (p: string) => p.startsWith(base + sep);
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(ctx.path);
    } catch {
      ctx.status = 400;
      ctx.type = 'text/plain';
      ctx.body = 'Bad request: the path has a malformed % escape.';
      return;
    }
    const page = path === '/' || path === '/index.html';
    if (page && !existsSync(resolve(base, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The client is not built yet: run `npm run build` (npm start does it).';
      return;
    }
    const rawPath = page ? '/index.html' : ctx.path;
    const file = resolve(base, '.' + (page ? '/index.html' : path));
    if (!inside(file) || path.includes('\0') || !(await isFile(file))) return next();

    // The encodings this file is stored in; the first (most compact) the request accepts answers.
    // (Asked one at a time against identity: negotiating all at once would follow the order of
    // the request's header, and browsers list gzip before br.)
    const stored: (typeof TWINS)[number][] = [];
    for (const t of TWINS) if (await isFile(file + t.suffix)) stored.push(t);
    const twin = stored.find((t) => ctx.acceptsEncodings(t.encoding, 'identity') === t.encoding);
    const type = extname(file);

    const failed = await new Promise<{ status?: number; headers?: Record<string, string> } | null>((done) => {
      const stream = send(ctx.req, rawPath + (twin?.suffix ?? ''), {
        root: base,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        etag: true,
        lastModified: true,
      });
      stream.on('headers', (res) => {
        // From here on `send` writes the response itself, unless a precondition or range check
        // that runs next, in this same tick, fails (the error handler below then answers).
        ctx.respond = false;
        res.statusCode = 200; // Koa starts at 404; `send` sets only 206 and 304 itself
        ctx.type = type;
        res.setHeader('Cache-Control', rawPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        if (stored.length) ctx.vary('Accept-Encoding');
        if (twin) res.setHeader('Content-Encoding', twin.encoding);
        process.nextTick(() => done(null));
      });
      stream.on('error', (err: { status?: number; headers?: Record<string, string> }) => {
        if (ctx.res.headersSent) {
          ctx.res.destroy(); // a read error in mid-stream
          return done(null);
        }
        ctx.respond = true;
        for (const h of ['Content-Encoding', 'ETag', 'Last-Modified', 'Cache-Control']) ctx.remove(h);
        done(err);
      });
      stream.pipe(ctx.res);
    });
    if (!failed) return;
    if (failed.status === 404) return next(); // the file went away meanwhile
    // 412 (a precondition failed) or 416 (a range outside the file).
    ctx.status = failed.status ?? 500;
    if (failed.headers) ctx.set(failed.headers);
    ctx.type = 'text/plain';
    ctx.body = String(ctx.message);
  };
}
