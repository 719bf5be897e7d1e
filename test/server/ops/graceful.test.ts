// SIGTERM to the server process during a load of moves from socket clients (npm start's
// supervisor runs it): the process frees its port, lets its moves in flight finish and be stored,
// tells its clients to reconnect and exits; the supervisor starts the next one. No move a client
// was answered is missing from the database when the old process is gone, and every client plays
// on against the new process. SIGHUP to the supervisor restarts the server at once.
import type { ChildProcess } from 'node:child_process';
import type { State } from 'boardgame.io';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { rebuildReplay } from '../../../games/common/replay';
import { openData } from '../../../server/data';
import { randomPort, spawnServer, tempDir, until } from '../harness';
import { playTables } from './play';

const mod = GAMES.find((g) => g.id === 'ticket-to-ride') ?? GAMES[0];
const children: ChildProcess[] = [];
/** The server processes the supervisor started (a killed supervisor leaves its child running). */
const serverPids: number[] = [];
afterAll(() => {
  for (const pid of serverPids)
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  children.forEach((c) => c.kill('SIGKILL'));
});

describe('graceful restart', () => {
  it('SIGTERM during load: no answered move lost, the supervisor starts the next process, clients play on', async () => {
    const dataDir = tempDir('rh-sigterm-');
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    const sup = await spawnServer(dataDir, port, { entry: 'server/supervisor.ts', children });
    const pidOf = () => {
      const pids = [...sup.output.text.matchAll(/server process (\d+) started/g)].map((m) => Number(m[1]));
      for (const p of pids) if (!serverPids.includes(p)) serverPids.push(p);
      return pids;
    };
    const first = pidOf()[0];
    const load = await playTables(base, mod, 4);
    await until(() => load.tables.every((t) => t.answered >= 4), 60_000, 'moves before the signal');

    process.kill(first, 'SIGTERM');
    await until(() => /server process exited \(code 0\)/.test(sup.output.text), 30_000, 'the old process exits');
    // no server runs now (the supervisor waits a second): what the clients were answered is stored
    const answered = load.tables.map((t) => t.answered);
    const data = await openData({ dataDir }, [mod], () => {});
    try {
      for (const [i, t] of load.tables.entries()) {
        const { state } = (await data.store.fetch(t.matchID, { state: true })) as { state: State };
        expect(state._stateID, `match ${t.matchID}`).toBeGreaterThanOrEqual(answered[i]);
      }
    } finally {
      await data.store.close();
      await data.db.close();
    }
    expect(sup.output.text).toMatch(/SIGTERM: stopping/);
    expect(sup.output.text).toMatch(/moves in flight finished; \d+ client connection\(s\) told to reconnect/);

    // the next process; every table's clients reconnect and play on
    await until(
      () => pidOf().length === 2 && sup.output.text.split('Roundhouse serving').length === 3,
      60_000,
      'restart',
    );
    await until(
      () =>
        load.tables.every(
          (t, i) => t.answered >= answered[i] + 4 || t.clients[0].getState()?.ctx.gameover !== undefined,
        ),
      90_000,
      'moves after the restart',
    );
    // SIGHUP to the supervisor: the next process at once (an upgrade), the clients play on again
    const before = load.tables.map((t) => t.answered);
    sup.kill('SIGHUP');
    await until(() => /for the restart; starting the next one/.test(sup.output.text), 30_000, 'SIGHUP restart');
    await until(
      () => pidOf().length === 3 && sup.output.text.split('Roundhouse serving').length === 4,
      60_000,
      'third process',
    );
    await until(
      () =>
        load.tables.every((t, i) => t.answered >= before[i] + 2 || t.clients[0].getState()?.ctx.gameover !== undefined),
      90_000,
      'moves after SIGHUP',
    );
    await load.stop();

    // every match's log replays to its stored state
    const after = await openData({ dataDir }, [mod], () => {});
    try {
      for (const t of load.tables) {
        const record = await after.store.fetchReplay(t.matchID);
        const rebuilt = rebuildReplay(mod, record!.initialState as State, record!.log);
        expect(rebuilt.error, t.matchID).toBeUndefined();
        const { state } = (await after.store.fetch(t.matchID, { state: true })) as { state: State };
        expect(rebuilt.states.at(-1)!._stateID).toBe(state._stateID);
      }
    } finally {
      await after.store.close();
      await after.db.close();
    }
  });
});
