// Server configuration from the environment, in one place.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  dataDir: string;
  clientDir: string;
  /** Allowed browser origins for the Lobby API and sockets (same-origin always works). */
  origins: (string | RegExp)[];
  /** Start server-side bot clients for bot seats. */
  bots: boolean;
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const extra = (env.ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    clientDir: resolve(env.CLIENT_DIR ?? resolve(ROOT, 'dist/client')),
    origins: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, ...extra],
    bots: env.BOTS !== '0',
  };
}
