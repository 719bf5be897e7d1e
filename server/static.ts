// Serves the built client (dist/client) from the same port as the Lobby API and sockets.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function serveClient(root: string) {
  const index = join(root, 'index.html');
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = decodeURIComponent(ctx.path);
    if (path === '/' || path === '/index.html') {
      if (!existsSync(index)) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The client is not built yet: run `npm run build` (npm start does it).';
        return;
      }
      ctx.type = TYPES['.html'];
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = readFileSync(index);
      return;
    }
    if (!path.startsWith('/assets/') && !/^\/[\w.-]+\.(svg|png|ico|webmanifest)$/.test(path)) return next();
    const file = normalize(join(root, path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      return next();
    }
    ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = readFileSync(file);
  };
}
