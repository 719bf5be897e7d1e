// npm run bench:accounts -- [--signins 30] [--burst 100]
//
// What a password costs the server (server/accounts/passwords.ts): argon2id at the stored
// parameters, measured as a whole sign-in over HTTP (POST /api/session with the right password,
// a wrong one, and an unknown name) on a server with a temporary SQLite database, one request
// after another, then two at a time (both cores busy). Also the bare verify and hash times.
// Then a burst: `--burst` sign-ins sent at once from 10 loopback addresses while one client reads
// GET /api/health and a static file in a loop: the reads' latency, and how the sign-ins were
// answered (the hashing queue answers its excess 503 at once: server/accounts/passwords.ts).
// Prints one JSON object of ms per operation { p50, p95, max }. Targets: a sign-in under 300 ms
// on 2 cores; reads under 250 ms during the burst.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ARGON2_PARAMS, hashPassword, hashQueue, verifyPassword } from '../../server/accounts/passwords';
import { fromAddress, loopback } from '../server/security/from-address';
import { toyCards } from '../fixtures/toy-cards';
import { boot, tempDir } from '../server/harness';

const { values: a } = parseArgs({
  options: { signins: { type: 'string', default: '30' }, burst: { type: 'string', default: '100' } },
});
const n = Number(a.signins);
const dataDir = tempDir('rh-bench-accounts-');
mkdirSync(join(dataDir, 'no-client'));
writeFileSync(join(dataDir, 'no-client', 'index.html'), '<!doctype html><title>Roundhouse</title>');
writeFileSync(join(dataDir, 'no-client', 'app.js'), 'console.log(1);\n'.repeat(2000));
const srv = await boot([toyCards], dataDir);
const PASSWORD = 'correct horse battery';
const NAME = 'Bench Player';

const stats = (ms: number[]) => {
  ms.sort((x, y) => x - y);
  const q = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]);
  return { p50: q(0.5), p95: q(0.95), max: q(1) };
};

async function signIn(name: string, password: string, expect: number): Promise<number> {
  const t = performance.now();
  const r = await fetch(`${srv.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: srv.url },
    body: JSON.stringify({ name, password }),
  });
  await r.text();
  if (r.status !== expect) throw new Error(`sign-in answered ${r.status}, expected ${expect}`);
  return performance.now() - t;
}

async function series(fn: () => Promise<number>, count: number, parallel = 1) {
  const ms: number[] = [];
  for (let i = 0; i < count; i += parallel) ms.push(...(await Promise.all(Array.from({ length: parallel }, fn))));
  return stats(ms);
}

/** `count` sign-ins at once from 10 addresses, reads in a loop meanwhile. */
async function burst(count: number) {
  hashQueue.peak = 0;
  let done = false;
  const health: number[] = [];
  const file: number[] = [];
  const reader = (async () => {
    while (!done) {
      const [h, f] = await Promise.all([
        fromAddress('127.0.0.1', srv.url, 'GET', '/api/health'),
        fromAddress('127.0.0.1', srv.url, 'GET', '/app.js'),
      ]);
      health.push(h.ms);
      file.push(f.ms);
    }
  })();
  const t = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fromAddress(loopback(i % 10), srv.url, 'POST', '/api/session', {
        name: NAME,
        password: i % 2 ? PASSWORD : 'not the password',
      }),
    ),
  );
  const ms = performance.now() - t;
  done = true;
  await reader;
  const statuses: Record<string, number> = {};
  for (const x of answers) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
  return {
    signins: count,
    wallMs: Math.round(ms),
    statuses,
    hashingPeak: hashQueue.peak,
    concurrency: hashQueue.concurrency,
    queue: hashQueue.queueMax,
    health: stats(health),
    staticFile: stats(file),
  };
}

try {
  const up = await fetch(`${srv.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: srv.url },
    body: JSON.stringify({ name: NAME, password: PASSWORD }),
  });
  if (up.status !== 201) throw new Error(`sign-up answered ${up.status}`);
  await signIn(NAME, PASSWORD, 200); // warm up
  const stored = await hashPassword(PASSWORD);
  const out = {
    cores: availableParallelism(),
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
    params: { memoryKiB: ARGON2_PARAMS.memoryCost, passes: ARGON2_PARAMS.timeCost, lanes: ARGON2_PARAMS.parallelism },
    signins: n,
    hash: await series(
      async () => {
        const t = performance.now();
        await hashPassword(PASSWORD);
        return performance.now() - t;
      },
      Math.min(n, 10),
    ),
    verify: await series(async () => {
      const t = performance.now();
      await verifyPassword(stored, PASSWORD);
      return performance.now() - t;
    }, n),
    signIn: await series(() => signIn(NAME, PASSWORD, 200), n),
    wrongPassword: await series(() => signIn(NAME, 'not the password', 401), n),
    unknownName: await series(() => signIn('Nobody Here', 'not the password', 401), n),
    signInTwoAtATime: await series(() => signIn(NAME, PASSWORD, 200), n, 2),
    burst: await burst(Number(a.burst)),
  };
  console.log(JSON.stringify(out, null, 1));
} finally {
  await srv.stop();
}
