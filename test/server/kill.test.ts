// SIGKILL the real server process mid-game, start it again on the same data: no move is lost
// and the players' clients play on.
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { activeSeats } from '../../games/common/match';
import { api, tempDir, until } from './harness';

const mod = GAMES[0];
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

async function spawnServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BOTS: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await until(() => out.includes('Roundhouse serving'), 30_000, `server start: ${out}`);
  return child;
}

describe.runIf(mod)('crash safety', () => {
  it(`${mod?.id}: SIGKILL mid-game loses no move`, async () => {
    const dataDir = tempDir('rh-kill-');
    const port = 18000 + Math.floor(Math.random() * 1000);
    const base = `http://127.0.0.1:${port}`;
    let child = await spawnServer(dataDir, port);
    const { json } = await api(base, `/games/${mod.id}/create`, { numPlayers: 2 });
    const matchID = json.matchID;
    const creds: string[] = [];
    for (const id of ['0', '1']) creds.push((await api(base, `/games/${mod.id}/${matchID}/join`, { playerName: `P${id}`, playerID: id })).json.playerCredentials);
    const connect = () =>
      ['0', '1'].map((id, i) => {
        const c = Client({ game: mod.game, multiplayer: SocketIO({ server: base }), matchID, playerID: id, credentials: creds[i], debug: false });
        c.start();
        return c;
      });
    let clients = connect();
    await until(() => clients.every((c) => c.getState()), 10_000, 'sync');
    const play = async () => {
      const s = clients[0].getState()!;
      const seat = activeSeats(s.ctx)[0];
      const c = clients[Number(seat)];
      const st = c.getState()!;
      const [m] = mod.legalMoves(st.G, st.ctx, seat);
      (c.moves as any)[m.move](...m.args);
      await until(() => clients.every((x) => x.getState()!._stateID > s._stateID), 10_000, 'move');
    };
    for (let k = 0; k < 5; k++) await play();
    const before = clients[0].getState()!._stateID;

    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    child = await spawnServer(dataDir, port);
    // The same clients reconnect by themselves and resync.
    await until(() => clients.every((c) => c.getState()?.isConnected), 20_000, 'reconnect');
    await until(() => clients.every((c) => c.getState()!._stateID === before), 20_000, 'resync');
    await play();
    expect(clients[0].getState()!._stateID).toBeGreaterThan(before);
    clients.forEach((c) => c.stop());
    child.kill('SIGKILL');
  });
});
