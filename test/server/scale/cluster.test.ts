// npm run start:cluster (server/cluster.ts) on a real Postgres and Redis, SIGKILL of one server
// process mid-match, bot seats held once across processes, and bad configuration.
import { execFileSync, spawn } from 'node:child_process';
import type { State } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../../games';
import { seededRandom } from '../../../games/common/rng';
import { rebuildReplay } from '../../../games/common/replay';
import { comparable } from '../../replay/helpers';
import { api } from '../harness';
import { freePort } from './services';
import { openTable } from '../harness';
import { randomMove, startStack, until, watchedClient, type Stack } from './stack';

let stack: Stack;
let db: pg.Client;
beforeAll(async () => {
  stack = await startStack();
  db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
}, 90_000);
afterAll(async () => {
  await db?.end().catch(() => {});
  await stack?.stop();
});

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

async function stored(matchID: string) {
  const { rows } = await db.query('SELECT state, initial FROM matches WHERE id = $1', [matchID]);
  const log = await db.query('SELECT entry FROM logs WHERE match_id = $1 ORDER BY seq', [matchID]);
  // the undo history is stored apart from the state (server/storage/base.ts)
  const undo = await db.query('SELECT entry FROM undo_steps WHERE match_id = $1 ORDER BY idx', [matchID]);
  const state = JSON.parse(rows[0].state) as State;
  if (!('_undo' in (state as object))) (state as State)._undo = undo.rows.map((r) => JSON.parse(r.entry));
  return { state, initialState: JSON.parse(rows[0].initial) as State, log: log.rows.map((r) => JSON.parse(r.entry)) };
}

/** pids of the processes holding established connections on a local port. */
function pidsOnPort(port: number): Set<number> {
  const out = execFileSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  return new Set([...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])));
}

describe('npm run start:cluster', () => {
  it('two workers behind one port: a worker is SIGKILLed mid-match, its clients reconnect (to the surviving worker; the dead one is restarted after 1 s), the match ends, nothing lost', async () => {
    const mod = getGame('ticket-to-ride-card-game')!;
    const port = await freePort();
    const cl = await stack.spawn({ entry: 'server/cluster.ts', env: { WORKERS: '2' }, ready: '[worker', port });
    await until(() => (cl.output.text.match(/Roundhouse serving/g) ?? []).length === 2, 30_000, 'two workers');
    const workers = new Map(
      [...cl.output.text.matchAll(/worker (\d) \(pid (\d+)\) started/g)].map((m) => [Number(m[2]), m[1]]),
    );
    expect(workers.size).toBe(2);
    // Long-polling is refused: WebSocket only.
    expect((await fetch(`${cl.url}/socket.io/?EIO=4&transport=polling`)).status).toBe(400);
    // GET /metrics, whichever worker answers it, has every worker's series (each with its label)
    for (let k = 0; k < 3; k++) {
      const text = await (await fetch(`${cl.url}/metrics`)).text();
      for (const w of ['0', '1']) expect(text).toContain(`process_cpu_user_seconds_total{worker="${w}"}`);
    }

    const rand = seededRandom('cluster-kill');
    const { matchID, creds } = await openTable(cl.url, mod, 2);
    const seats = {
      '0': watchedClient(cl.url, mod, matchID, '0', creds[0]),
      '1': watchedClient(cl.url, mod, matchID, '1', creds[1]),
    };
    const spectators = [watchedClient(cl.url, mod, matchID), watchedClient(cl.url, mod, matchID)];
    const all = [seats['0'], seats['1'], ...spectators];
    await until(() => all.every((c) => c.getState()), 10_000, 'sync');
    // The clients are spread over both workers.
    await until(
      () => [...workers.keys()].every((pid) => pidsOnPort(port).has(pid)),
      10_000,
      'connections on both workers',
    );
    const play = async (n: number) => {
      for (let k = 0; k < n && !spectators[0].getState()!.ctx.gameover; k++) {
        const before = randomMove(mod, seats, rand);
        await until(() => all.every((c) => c.getState()!._stateID > before), 10_000, `move at state ${before}`);
      }
    };
    await play(20);
    const before = spectators[0].getState()!._stateID;
    const [victim] = workers.keys();
    process.kill(victim, 'SIGKILL');
    await until(() => cl.output.text.includes(`(pid ${victim}) exited (SIGKILL)`), 10_000, 'the worker died');
    // Its clients reconnect (to the other worker, or the restarted one) and resync.
    await until(
      () => all.every((c) => c.getState()!.isConnected && c.getState()!._stateID === before),
      20_000,
      'reconnect',
    );
    await play(2000);
    expect(spectators[0].getState()!.ctx.gameover).toBeDefined();
    const final = spectators[0].getState()!._stateID;
    expect(all.every((c) => c.getState()!._stateID === final)).toBe(true);
    // Nothing lost: one stored move per state, the log rebuilds the stored state, every client
    // was in every state, and the final views are the stored one's.
    const s = await stored(matchID);
    const rebuilt = rebuildReplay(mod, s.initialState, s.log);
    expect(rebuilt.error).toBeUndefined();
    expect(comparable(rebuilt.states[rebuilt.states.length - 1])).toEqual(comparable(s.state));
    expect(s.state._stateID).toBe(final);
    const moves = s.log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e._stateID);
    expect(new Set(moves).size).toBe(moves.length);
    for (const c of all)
      for (let k = 0; k <= final; k++) expect(c.seen.has(k), `a client missed state ${k}`).toBe(true);
    const view = (pid: string | null) =>
      json(mod.game.playerView!({ G: s.state.G, ctx: s.state.ctx, playerID: pid } as any));
    expect(json(spectators[1].getState()!.G)).toEqual(view(null));
    expect(json(seats['1'].getState()!.G)).toEqual(view('1'));
    all.forEach((c) => c.stop());
    cl.kill('SIGTERM');
    await new Promise((r) => cl.once('exit', r));
  }, 120_000);
});

describe('server bots across processes', () => {
  it('each bot seat plays from one process (its lease); when that process is SIGKILLed another takes the seats over', async () => {
    const env = { BOTS: '1', BOT_WORKERS: '0', BOT_LEASE_MS: '3000' };
    const [A, B] = await Promise.all([stack.spawn({ env }), stack.spawn({ env })]);
    const { status, json: table } = await api(A.url, '/api/tables', {
      gameId: 'steam-rollers',
      numPlayers: 2,
      seats: [{ bot: 'random' }, { bot: 'random' }],
    });
    expect(status).toBe(200);
    const owners = async () =>
      (
        await db.query('SELECT key, owner FROM leases WHERE key LIKE $1 ORDER BY key', [`bot:${table.matchID}:%`])
      ).rows.map((r) => r.owner as string);
    const stateID = async () => (await stored(table.matchID)).state._stateID;
    await until(async () => (await owners()).length === 2, 10_000, 'leases');
    const ownerA = (await owners())[0];
    expect(ownerA).toMatch(new RegExp(`:${A.port}:0$`));
    // While A lives, B (which scans every 1.5 s) never takes them, and the bots play.
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      expect(await owners()).toEqual([ownerA, ownerA]);
    }
    expect(await stateID()).toBeGreaterThan(2);
    // Two bots for one seat would race each other's moves: no write was ever refused.
    expect(A.output.text + B.output.text).not.toContain('was stored first by another process');

    A.kill('SIGKILL');
    await new Promise((r) => A.once('exit', r));
    const at = await stateID();
    await until(
      async () => (await owners()).every((o) => o.endsWith(`:${B.port}:0`)),
      15_000,
      'B takes the seats over',
    );
    await until(async () => (await stateID()) >= at + 2, 20_000, 'the bots play on from B');
    B.kill('SIGKILL');
  }, 90_000);
});

describe('bad configuration is a clear error at start', () => {
  const run = (entry: string, env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const c = spawn(process.execPath, ['--import', 'tsx', entry], {
        env: { ...process.env, PORT: '0', BOTS: '0', DATABASE_URL: '', REDIS_URL: '', RATE_LIMITS: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      c.stdout!.on('data', (d) => (out += d));
      c.stderr!.on('data', (d) => (out += d));
      c.once('exit', (code) => resolve({ code, out }));
    });

  it('unreachable Postgres or Redis, a bad URL, a missing one: the server exits at once with the reason', async () => {
    const closed = await freePort();
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        'server/main.ts',
        { DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${closed}/db` },
        new RegExp(`cannot reach Postgres at 127\\.0\\.0\\.1:${closed}/db \\(DATABASE_URL\\)`),
      ],
      [
        'server/main.ts',
        { DATABASE_URL: stack.pg.url, REDIS_URL: `redis://127.0.0.1:${closed}` },
        new RegExp(`cannot reach Redis at 127\\.0\\.0\\.1:${closed} \\(REDIS_URL\\)`),
      ],
      ['server/main.ts', { DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL must start with postgres:\/\//],
      ['server/main.ts', { REDIS_URL: stack.redis.url }, /REDIS_URL is set without DATABASE_URL/],
      [
        'server/cluster.ts',
        { DATABASE_URL: stack.pg.url, REDIS_URL: 'http://localhost:6379' },
        /cannot start: REDIS_URL must start with redis:\/\//,
      ],
      [
        'server/cluster.ts',
        {},
        /cannot start: several server processes need DATABASE_URL=postgres:\/\/… and REDIS_URL=redis:\/\//,
      ],
    ];
    const results = await Promise.all(cases.map(([entry, env]) => run(entry, env)));
    results.forEach(({ code, out }, i) => {
      expect(code, out).not.toBe(0);
      expect(out).toMatch(cases[i][2]);
      expect(out).not.toContain('hunter2');
      expect(out).not.toContain('Roundhouse serving');
    });
  }, 60_000);
});
