// Servers and cookie jars for the account tests: the same server on SQLite (a temp DATA_DIR) or
// on Postgres (a throwaway cluster from test/server/scale/services.ts).
import { join } from 'node:path';
import type { GameModule } from '../../../games/common/module';
import { startServer, type RoundhouseServer } from '../../../server/app';
import type { ServerConfig } from '../../../server/config';
import { toyCards } from '../../fixtures/toy-cards';
import { tempDir } from '../harness';
import { startPostgres, type Service } from '../scale/services';

export type StoreKind = 'sqlite' | 'postgres';
export const KINDS: StoreKind[] = ['sqlite', 'postgres'];

/** One Postgres cluster per test file, started on first use. */
let pg: Promise<Service> | undefined;
let dbCount = 0;
export async function stopPostgres() {
  if (pg) await (await pg).stop();
  pg = undefined;
}

async function freshDatabase(): Promise<string> {
  const svc = await (pg ??= startPostgres({ durable: false }));
  const pgMod = (await import('pg')).default;
  const admin = new pgMod.Client({ connectionString: svc.url });
  await admin.connect();
  const name = `rh_accounts_${process.pid}_${++dbCount}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return svc.url.replace(/\/postgres$/, `/${name}`);
}

export async function serve(
  kind: StoreKind,
  extra: Partial<ServerConfig> = {},
  games: GameModule[] = [toyCards],
  logs: string[] = [],
): Promise<RoundhouseServer> {
  const dataDir = tempDir('rh-accounts-');
  return startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir,
      clientDir: join(dataDir, 'no-client'),
      origins: [/^http:\/\/localhost(:\d+)?$/],
      bots: false,
      ...(kind === 'postgres' ? { databaseUrl: await freshDatabase() } : {}),
      ...extra,
    },
    (m) => logs.push(m),
    games,
  );
}

export interface Answer {
  status: number;
  json: any;
  headers: Headers;
}

/** A browser's cookie jar on one server: every request comes from the server's own page
 *  (Origin), unless the headers say otherwise. */
export class Jar {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async req(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const h: Record<string, string> = { origin: this.base, ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader;
    if (body !== undefined) h['content-type'] ??= 'application/json';
    for (const [k, v] of Object.entries(h)) if (v === '') delete h[k];
    const res = await fetch(this.base + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/i.test(c) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  get = (path: string, headers?: Record<string, string>) => this.req('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) => this.req('POST', path, body, headers);
  del = (path: string, body?: unknown, headers?: Record<string, string>) => this.req('DELETE', path, body, headers);

  signUp = (name: string, password: string) => this.post('/api/accounts', { name, password });
  signIn = (name: string, password: string) => this.post('/api/session', { name, password });
}

let n = 0;
/** A name no other test of this process uses. */
export const uniqueName = (prefix = 'Tester') => `${prefix}_${process.pid % 10000}_${++n}`.slice(0, 24);
export const PASSWORD = 'correct horse battery';
