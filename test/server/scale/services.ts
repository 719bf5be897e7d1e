// Real Postgres and Redis servers for the scale-out tests: each started on a free loopback port in
// its own temporary directory (Postgres as the `postgres` user when running as root: it refuses
// to run as root) and stopped by the returned stop(). Installed by ensure-services.sh if missing.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Service {
  url: string;
  stop(): Promise<void>;
}

export interface RedisService extends Service {
  /** Stop the server (as a crash would) and start it again on the same port after `downMs`. */
  restart(downMs?: number): Promise<void>;
}

const HERE = new URL('.', import.meta.url).pathname;

function ensureInstalled() {
  execFileSync('bash', [join(HERE, 'ensure-services.sh')], { stdio: 'inherit' });
}

export function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(root, versions[0], 'bin', name);
  }
  return name;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Run a Postgres binary, as `postgres` when we are root. */
function pgRun(bin: string, args: string[]) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A throwaway Postgres cluster: `postgres://postgres@127.0.0.1:<port>/postgres`. `durable: false`
 *  turns fsync off (tests); the load measurements keep the defaults. */
export async function startPostgres(opts: { durable?: boolean } = {}): Promise<Service> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'rh-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${dir}`, `-c listen_addresses=127.0.0.1`, `-c max_connections=200`];
  if (opts.durable === false) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  pgRun('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A throwaway Redis (no persistence): `redis://127.0.0.1:<port>`. */
export async function startRedis(): Promise<RedisService> {
  ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'rh-redis-'));
  const port = await freePort();
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const t0 = Date.now();
    while (!out.includes('Ready to accept connections')) {
      if (child.exitCode !== null || Date.now() - t0 > 20_000) throw new Error(`redis-server did not start: ${out}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 500) {
      await kill();
      await new Promise((r) => setTimeout(r, downMs));
      await launch();
    },
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
