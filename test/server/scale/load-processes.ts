// npx tsx test/server/scale/load-processes.ts [--workers 1,2] [--sqlite] [--clients C] -- <npm run load arguments>
//
// The server load benchmark (test/bench/load.ts) against 1, 2, … server processes on Postgres and
// Redis (npm run start:cluster with WORKERS=N), one after the other on the same machine with the
// same load arguments; --sqlite adds the default single process on SQLite. Postgres (durable
// defaults: fsync on) and Redis are started here on loopback ports and stopped at the end; each run
// gets a fresh database. --clients C runs C load processes at once (seeds load-1…load-C, each with
// the given --tables), so that one load process's CPU is not the limit; their moves and moves/s
// are summed, p50/p95/p99/max are the highest of them. Prints one JSON line per run.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startPostgres, startRedis } from './services';

const split = process.argv.indexOf('--');
const own = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const loadArgs = split < 0 ? [] : process.argv.slice(split + 1);
const { values } = parseArgs({
  args: own,
  options: {
    workers: { type: 'string', default: '1,2' },
    sqlite: { type: 'boolean', default: false },
    clients: { type: 'string', default: '1' },
  },
});
const clients = Number(values.clients);
const counts = values.workers!.split(',').map(Number);

function run(cmd: string[], env: NodeJS.ProcessEnv, until?: (out: string) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...cmd], {
    env: { ...process.env, NODE_ENV: 'production', RATE_LIMITS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  child.stdout!.on('data', (d) => (out.text += d));
  child.stderr!.on('data', (d) => (out.text += d));
  const ready = new Promise<void>((resolve, reject) => {
    const t = setInterval(() => {
      if (until?.(out.text)) clearInterval(t), resolve();
      if (child.exitCode !== null) clearInterval(t), until ? reject(new Error(out.text)) : resolve();
    }, 50);
  });
  return { child, out, ready };
}

async function loadOnce(url: string | undefined, seed: string): Promise<Record<string, any>> {
  const l = run(['test/bench/load.ts', ...(url ? ['--url', url] : []), '--seed', seed, ...loadArgs], {});
  await l.ready;
  const line = l.out.text.split('\n').find((s) => s.trim().startsWith('{'));
  if (!line) throw new Error(`load printed no result: ${l.out.text}`);
  return JSON.parse(line.slice(line.indexOf('{')));
}

async function load(url?: string): Promise<Record<string, unknown>> {
  if (clients === 1) return loadOnce(url, 'load');
  const rs = await Promise.all([...Array(clients).keys()].map((i) => loadOnce(url, `load-${i + 1}`)));
  const sum = (k: string) => Math.round(rs.reduce((n, r) => n + r[k], 0) * 10) / 10;
  const max = (k: string) => Math.max(...rs.map((r) => r[k]));
  return {
    ...rs[0],
    clients,
    tables: sum('tables'),
    moves: sum('moves'),
    movesPerS: sum('movesPerS'),
    p50: max('p50'),
    p95: max('p95'),
    p99: max('p99'),
    max: max('max'),
    errors: sum('errors'),
  };
}

const [db, redis] = await Promise.all([startPostgres(), startRedis()]);
try {
  if (values.sqlite) console.log(JSON.stringify({ mode: 'sqlite, 1 process (npm start)', ...(await load()) }));
  for (const n of counts) {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE load_${n}_${Date.now()}`).then(async () => {});
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'load_${n}_%' ORDER BY datname DESC LIMIT 1`,
    );
    await admin.end();
    const url = db.url.replace(/\/postgres$/, `/${rows[0].datname}`);
    const port = await freePort();
    const cl = run(
      ['server/cluster.ts'],
      { PORT: String(port), WORKERS: String(n), DATABASE_URL: url, REDIS_URL: redis.url },
      (o) => (o.match(/Roundhouse serving/g) ?? []).length === n,
    );
    await cl.ready;
    try {
      console.log(
        JSON.stringify({
          mode: `postgres + redis, ${n} process${n > 1 ? 'es' : ''} (start:cluster WORKERS=${n})`,
          ...(await load(`http://127.0.0.1:${port}`)),
        }),
      );
    } finally {
      cl.child.kill('SIGTERM');
      await new Promise((r) => cl.child.once('exit', r));
    }
  }
} finally {
  await Promise.all([db.stop(), redis.stop()]);
}
