// Load for the operations tests: tables of socket clients playing the first legal move of their
// seat as fast as the server answers, and the checks a restored or restarted database must pass
// (every finished match replays to its recorded end).
import type { State } from 'boardgame.io';
import { expect } from 'vitest';
import type { GameModule } from '../../../games/common/module';
import { rebuildReplay } from '../../../games/common/replay';
import type { RoundhouseStoreBase } from '../../../server/storage/base';
import { moveFirst, openTable, socketClient, until } from '../harness';

export interface Table {
  matchID: string;
  clients: ReturnType<typeof socketClient>[];
  /** The highest _stateID the server sent a client of the table (an answered move). */
  answered: number;
  done: Promise<void>;
}

/**
 * `n` tables of two seats playing until their match ends or `stop()`. `pace.ms` (read before each
 * move, so a test may change it while the tables play) is a pause between a table's moves: a load
 * that must outlast something slows down while it runs and speeds up after.
 */
export async function playTables(base: string, mod: GameModule, n: number, pace: { ms: number } = { ms: 0 }) {
  let stopped = false;
  const tables: Table[] = [];
  for (let i = 0; i < n; i++) {
    const { matchID, creds } = await openTable(base, mod, 2);
    const clients = [0, 1].map((s) => socketClient(base, mod, matchID, String(s), creds[s]));
    const t: Table = { matchID, clients, answered: 0, done: Promise.resolve() };
    // what the server sent (a client's own state runs ahead: it applies moves before the answer)
    for (const c of clients) {
      const socket = (c as unknown as { transport: { socket: { on(e: string, f: (...a: any[]) => void): void } } })
        .transport.socket;
      socket.on('update', (_id: string, st: State) => (t.answered = Math.max(t.answered, st._stateID)));
      socket.on(
        'sync',
        (_id: string, info: { state: State }) => (t.answered = Math.max(t.answered, info.state._stateID)),
      );
    }
    t.done = (async () => {
      await until(() => clients.every((c) => c.getState() !== null), 30_000, 'clients synced');
      while (!stopped) {
        const st = clients[0].getState()!;
        if (st.ctx.gameover !== undefined) return;
        if (pace.ms > 0) await new Promise((r) => setTimeout(r, pace.ms));
        let from: number;
        try {
          from = moveFirst(mod, clients);
        } catch {
          // the two seats' views are a move apart (one was answered first): look again shortly
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const sent = Date.now();
        // an answer, or a reconnect that syncs (a restarting server): try again after a while
        while (!stopped && clients.some((c) => c.getState()!._stateID <= from) && Date.now() - sent < 5000)
          await new Promise((r) => setTimeout(r, 5));
      }
    })();
    tables.push(t);
  }
  return {
    tables,
    async stop() {
      stopped = true;
      await Promise.all(tables.map((t) => t.done.catch(() => {})));
      for (const t of tables) for (const c of t.clients) c.stop();
    },
    /** Wait until every table's match is over. */
    finished: () => Promise.all(tables.map((t) => t.done)),
  };
}

/** Every finished match of the store replays to its recorded end; returns how many there are. */
export async function checkFinishedReplays(store: RoundhouseStoreBase, mods: GameModule[]): Promise<number> {
  const ids = await store.listMatches({ where: { isGameover: true } });
  for (const id of ids) {
    const record = await store.fetchReplay(id);
    expect(record, id).toBeDefined();
    const mod = mods.find((m) => m.id === record!.gameName)!;
    const rebuilt = rebuildReplay(mod, record!.initialState as State, record!.log);
    expect(rebuilt.error, id).toBeUndefined();
    const last = rebuilt.states.at(-1)!;
    expect(last.ctx.gameover, id).toEqual(record!.metadata.gameover);
    const { state } = (await store.fetch(id, { state: true })) as { state: State };
    expect(last._stateID, id).toBe(state._stateID);
  }
  return ids.length;
}
