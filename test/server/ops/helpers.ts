// A server on SQLite (a temp DATA_DIR) or Postgres (a throwaway cluster, one per test file) and
// the environment the admin command line needs to open the same database.
import { join } from 'node:path';
import type { GameModule } from '../../../games/common/module';
import { startServer, type RoundhouseServer } from '../../../server/app';
import type { ServerConfig } from '../../../server/config';
import { runAdmin } from '../../../server/cli/admin';
import { toyCards } from '../../fixtures/toy-cards';
import { tempDir } from '../harness';
import { startPostgres, type Service } from '../scale/services';

export type StoreKind = 'sqlite' | 'postgres';
export const KINDS: StoreKind[] = ['sqlite', 'postgres'];

let pg: Promise<Service> | undefined;
let dbCount = 0;
export async function stopPostgres() {
  if (pg) await (await pg).stop();
  pg = undefined;
}

export async function postgresService(): Promise<Service> {
  return (pg ??= startPostgres({ durable: false }));
}

export async function freshDatabase(): Promise<string> {
  const svc = await postgresService();
  const pgMod = (await import('pg')).default;
  const admin = new pgMod.Client({ connectionString: svc.url });
  await admin.connect();
  const name = `rh_ops_${process.pid}_${++dbCount}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return svc.url.replace(/\/postgres$/, `/${name}`);
}

export interface OpsServer {
  srv: RoundhouseServer;
  /** DATA_DIR or DATABASE_URL: what `npm run admin` reads. */
  env: NodeJS.ProcessEnv;
  logs: string[];
  /** Run an admin command on the server's database: its exit code and what it printed. */
  admin(...argv: string[]): Promise<{ code: number; out: string; err: string }>;
}

export async function opsServer(
  kind: StoreKind,
  extra: Partial<ServerConfig> = {},
  games: GameModule[] = [toyCards],
): Promise<OpsServer> {
  const dataDir = tempDir('rh-ops-');
  const databaseUrl = kind === 'postgres' ? await freshDatabase() : undefined;
  const logs: string[] = [];
  const srv = await startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir,
      clientDir: join(dataDir, 'no-client'),
      origins: [/^http:\/\/localhost(:\d+)?$/],
      bots: false,
      ...(databaseUrl ? { databaseUrl } : {}),
      ...extra,
    },
    (m) => logs.push(m),
    games,
  );
  const env: NodeJS.ProcessEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  return { srv, env, logs, admin: (...argv) => adminIn(env, argv) };
}

export async function adminIn(env: NodeJS.ProcessEnv, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    env: { ...env, PUBLIC_URL: 'https://games.example' },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
