// Sign-ins under attack, over real HTTP from several loopback source addresses (each counted
// apart by the per-address limits), with the default limits:
// - guesses sent all at once for one name: at most RATE_LIMIT_ACCOUNT of them are ever checked
//   (the point is reserved before argon2 runs: server/accounts/routes.ts);
// - 100 sign-ins at once: the hashing queue never runs more than its concurrency, the excess is
//   answered 503 with Retry-After, and reads (the API, a static file) are served meanwhile
//   (server/accounts/passwords.ts; the read latency is measured by `npm run bench:accounts`);
// - ten wrong guesses from ten addresses do not lock the owner out: a device that signed in to
//   the account before (its device token) still signs in, and the owner's session still changes
//   the password (server/accounts/devices.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RoundhouseServer } from '../../../server/app';
import { hashQueue } from '../../../server/accounts/passwords';
import { DEFAULT_LIMITS } from '../../../server/http/rate-limits';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { tempDir } from '../harness';
import { fromAddress, loopback } from './from-address';

const servers: RoundhouseServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function serve() {
  const dataDir = tempDir('rh-burst-');
  const clientDir = join(dataDir, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Roundhouse</title>');
  writeFileSync(join(clientDir, 'app.js'), 'console.log(1);\n'.repeat(100));
  const srv = await startServer({
    port: 0,
    dataDir,
    clientDir,
    origins: [],
    bots: false,
    rateLimits: DEFAULT_LIMITS,
  }, () => {}, [toyCards]);
  servers.push(srv);
  return srv;
}

const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

describe('guesses sent together for one name', () => {
  for (const [guesses, addresses] of [
    [50, 5],
    [80, 8],
    [100, 10],
  ]) {
    it(`${guesses} wrong passwords at once from ${addresses} addresses: at most ${DEFAULT_LIMITS.account.points} are checked, the rest 429`, async () => {
      const srv = await serve();
      const name = uniqueName('Race');
      expect((await new Jar(srv.url).signUp(name, PASSWORD)).status).toBe(201);
      const before = hashQueue.started;
      const answers = await Promise.all(
        Array.from({ length: guesses }, (_, i) =>
          fromAddress(loopback(i % addresses), srv.url, 'POST', '/api/session', { name, password: `wrong guess ${i}` }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(count(statuses, 401) + count(statuses, 503)).toBeLessThanOrEqual(DEFAULT_LIMITS.account.points);
      expect(count(statuses, 401)).toBeGreaterThan(0);
      expect(count(statuses, 429)).toBeGreaterThanOrEqual(guesses - DEFAULT_LIMITS.account.points);
      expect(hashQueue.started - before).toBeLessThanOrEqual(DEFAULT_LIMITS.account.points);
      // the name stays limited afterwards, for a device that never signed in to it
      expect(
        (await fromAddress(loopback(addresses), srv.url, 'POST', '/api/session', { name, password: PASSWORD })).status,
      ).toBe(429);
    });
  }
});

describe('100 sign-ins at once', () => {
  it(`the hashing queue runs at most ${hashQueue.concurrency} at a time and answers the excess 503 with Retry-After; reads are served meanwhile`, async () => {
    const srv = await serve();
    const names = Array.from({ length: 10 }, () => uniqueName('Burst'));
    for (const n of names) expect((await new Jar(srv.url).signUp(n, PASSWORD)).status).toBe(201);
    hashQueue.peak = 0;
    const refusedBefore = hashQueue.refused;
    let done = false;
    const reads: number[] = [];
    const reader = (async () => {
      for (let i = 0; !done || i < 4; i++) {
        const [health, file] = await Promise.all([
          fromAddress('127.0.0.1', srv.url, 'GET', '/api/health'),
          fromAddress('127.0.0.1', srv.url, 'GET', '/app.js'),
        ]);
        reads.push(health.status, file.status);
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fromAddress(loopback(i % 10), srv.url, 'POST', '/api/session', {
          name: names[Math.floor(i / 10)],
          password: i % 2 ? PASSWORD : 'not the password',
        }),
      ),
    );
    done = true;
    await reader;
    const statuses = answers.map((a) => a.status);
    expect(hashQueue.peak).toBeLessThanOrEqual(hashQueue.concurrency);
    expect(count(statuses, 503)).toBeGreaterThan(0);
    expect(hashQueue.refused - refusedBefore).toBe(count(statuses, 503));
    for (const a of answers.filter((x) => x.status === 503))
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    // every other answer is a real one: signed in, wrong password, or over a limit
    expect(statuses.every((s) => [200, 401, 429, 503].includes(s))).toBe(true);
    expect(count(statuses, 200)).toBeGreaterThan(0);
    expect(reads.length).toBeGreaterThanOrEqual(8);
    expect(reads.every((s) => s === 200)).toBe(true);
    // a 503 was not checked: it costs the address nothing, and the name can sign in right after
    expect(
      (await fromAddress(loopback(0), srv.url, 'POST', '/api/session', { name: names[0], password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('the owner is not locked out by guesses', () => {
  it("ten wrong passwords from ten addresses: the owner's device still signs in, a new device waits; the owner's session still changes the password", async () => {
    const srv = await serve();
    const name = uniqueName('Owner');
    const owner = new Jar(srv.url);
    expect((await owner.signUp(name, PASSWORD)).status).toBe(201);
    expect([...owner.cookies.keys()]).toContain('rh_device');
    const session = new Jar(srv.url);
    expect((await session.signIn(name, PASSWORD)).status).toBe(200);
    for (let i = 0; i < DEFAULT_LIMITS.account.points; i++) {
      expect(
        (await fromAddress(loopback(i), srv.url, 'POST', '/api/session', { name, password: `wrong guess ${i}` }))
          .status,
      ).toBe(401);
    }
    // a device that never signed in to the account: 429, even with the right password
    expect(
      (await fromAddress(loopback(20), srv.url, 'POST', '/api/session', { name, password: PASSWORD })).status,
    ).toBe(429);
    // the owner's device, signed out since: signs in
    expect((await owner.del('/api/session')).status).toBe(204);
    expect((await owner.signIn(name, PASSWORD)).status).toBe(200);
    // a forged or another account's device token does not help
    const forged = new Jar(srv.url);
    forged.cookies.set(
      'rh_device',
      owner.cookies.get('rh_device')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect((await forged.signIn(name, PASSWORD)).status).toBe(429);
    const other = new Jar(srv.url);
    await other.signUp(uniqueName('Other'), PASSWORD);
    expect((await other.signIn(name, PASSWORD)).status).toBe(429);
    // the owner's other session changes the password, and then deletes the account
    expect((await session.post('/api/me/password', { current: PASSWORD, password: 'a new password 2' })).status).toBe(
      200,
    );
    expect((await owner.get('/api/me')).status).toBe(401); // every other session ended
    expect((await session.del('/api/me', { password: 'a new password 2' })).status).toBe(204);
  });

  it("the owner's device has a failure budget of its own: its wrong guesses are limited too", async () => {
    const srv = await serve();
    const name = uniqueName('Dev');
    const owner = new Jar(srv.url);
    await owner.signUp(name, PASSWORD);
    await owner.del('/api/session');
    for (let i = 0; i < DEFAULT_LIMITS.account.points; i++)
      expect((await owner.signIn(name, `wrong guess ${i}`)).status).toBe(401);
    expect((await owner.signIn(name, PASSWORD)).status).toBe(429);
    // a stranger's budget for the name is untouched by the device's failures
    expect(
      (await fromAddress(loopback(30), srv.url, 'POST', '/api/session', { name, password: PASSWORD })).status,
    ).toBe(200);
  });
});
