// The server's log (pino JSON lines) over a run of a spawned server with sign-ups, sign-ins
// (right and wrong passwords), a password change, a password reset link, joins, moves, a refused
// move and the metrics token: every line is JSON with a level, requests carry a request ID, and no
// secret used in the run appears anywhere in it.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { Jar } from '../accounts/helpers';
import { moveFirst, openTable, randomPort, rawSocket, socketClient, spawnServer, tempDir, until } from '../harness';
import { adminIn } from './helpers';

const mod = GAMES.find((g) => g.id === 'ticket-to-ride') ?? GAMES[0];
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

describe('logs', () => {
  it('JSON lines with request IDs, and none of the run’s secrets', async () => {
    const dataDir = tempDir('rh-logs-');
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    const metricsToken = `mt-${Math.random().toString(36).slice(2)}-secret`;
    const server = await spawnServer(dataDir, port, { children, env: { METRICS_TOKEN: metricsToken } });
    const secrets: string[] = [metricsToken];

    const passwords = ['first password 123', 'wrong password 456', 'second password 789', 'reset password 000'];
    secrets.push(...passwords);
    const ann = new Jar(base);
    expect((await ann.signUp('LogAnn', passwords[0])).status).toBe(201);
    expect((await new Jar(base).signIn('LogAnn', passwords[1])).status).toBe(401);
    const other = new Jar(base);
    expect((await other.signIn('LogAnn', passwords[0])).status).toBe(200);
    expect((await ann.post('/api/me/password', { current: passwords[0], password: passwords[2] })).status).toBe(200);
    secrets.push(...ann.cookies.values(), ...other.cookies.values());

    const reset = await adminIn({ DATA_DIR: dataDir }, ['reset-password', 'LogAnn']);
    const token = reset.out.match(/reset\/(\S+)$/m)![1];
    secrets.push(token);
    expect((await new Jar(base).post('/api/accounts/password-reset', { token, password: passwords[3] })).status).toBe(
      200,
    );
    const back = new Jar(base);
    expect((await back.signIn('LogAnn', passwords[3])).status).toBe(200);
    secrets.push(...back.cookies.values());

    const { matchID, creds } = await openTable(base, mod, 2);
    secrets.push(...creds);
    const clients = [0, 1].map((i) => socketClient(base, mod, matchID, String(i), creds[i]));
    await until(() => clients.every((c) => c.getState() !== null), 20_000, 'sync');
    for (let i = 0; i < 3; i++) {
      const from = moveFirst(mod, clients);
      await until(() => clients.every((c) => c.getState()!._stateID > from), 20_000, 'move');
    }
    // a move with the wrong credentials: refused by boardgame.io, its credentials not logged
    const wrong = `wrong-creds-${Math.random().toString(36).slice(2)}`;
    secrets.push(wrong);
    const intruder = rawSocket(base, mod.id);
    await intruder.connected;
    const st = clients[0].getState()!;
    const seat = String(st.ctx.currentPlayer);
    const [m] = mod.legalMoves(st.G, st.ctx, seat);
    intruder.socket.emit('sync', matchID, seat, wrong, 2);
    intruder.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: seat, credentials: wrong } },
      st._stateID,
      matchID,
      seat,
    );
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    for (const c of clients) c.stop();
    intruder.socket.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    const text = server.output.text;
    const lines = text.split('\n').filter(Boolean);
    for (const line of lines) {
      const json = JSON.parse(line); // every line is JSON
      expect(typeof json.level).toBe('number');
      expect(typeof json.msg).toBe('string');
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(8);
    for (const r of requests) expect(r.reqId).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
    expect(requests.some((r) => r.path === '/api/session' && r.status === 401)).toBe(true);
    expect(text).toMatch(/Roundhouse serving/);
    expect(text).toMatch(/SIGTERM: stopping/);
    for (const s of secrets) expect(text.includes(s), `the log contains a secret (${s.slice(0, 6)}…)`).toBe(false);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/rh_session=/);
  });
});
