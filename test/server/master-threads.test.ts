// Moves on master threads (server/sockets/master-threads.ts): the socket tests again with
// two threads, then what only threads have: the moves really run there, the main store's listeners
// hear their writes, a thread that stops leaves play to the event loop, a restart keeps every move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { StateWrite } from '../../server/storage/base';
import { shardOf } from '../../server/sockets/master-threads';
import { SqliteStore } from '../../server/storage/sqlite';
import type { Server } from 'boardgame.io';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { openMasterMatch, randomStep } from '../replay/helpers';
import { api, boot, moveFirst, openTable, socketClient, tempDir, until } from './harness';

process.env.RH_MASTER_THREADS = '2';
await import('./sockets.test');

const mod = GAMES.find((m) => m.id === 'steam-rollers') ?? GAMES[0];

const table = (base: string) => openTable(base, mod, 2);
const players = (base: string, matchID: string, creds: string[]) =>
  creds.map((c, i) => socketClient(base, mod, matchID, String(i), c));

/** One legal move of the active seat; resolves once both players saw it. */
async function move(clients: ReturnType<typeof players>) {
  const from = moveFirst(mod, clients);
  await until(() => clients.every((c) => c.getState()!._stateID > from), 5000, `move after state ${from}`);
}

describe('master threads', () => {
  let srv: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    srv = await boot(GAMES, undefined, 2);
  });
  afterAll(() => srv?.stop());

  it('spreads matches over the threads by ID, the same thread for every move of a match', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `match-${i}`);
    const counts = [0, 0];
    for (const id of ids) counts[shardOf(id, 2)]++;
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(ids.map((id) => shardOf(id, 2))).toEqual(ids.map((id) => shardOf(id, 2)));
  });

  it('runs the moves there; the main store hears every stored move; a restart keeps them all', async () => {
    const heard: StateWrite[] = [];
    const off = srv.store.onStateWrite((w) => heard.push(w));
    const { matchID, creds } = await table(srv.url);
    let clients = players(srv.url, matchID, creds);
    await until(() => clients.every((c) => c.getState()), 5000, 'sync');
    const before = { ...srv.threads!.stats };
    for (let k = 0; k < 6; k++) await move(clients);
    off();
    // every move's update came back as the two seats' views, and nobody needed a re-sync
    expect(srv.threads!.stats.moves - before.moves).toBe(6);
    expect(srv.threads!.stats.views - before.views).toBe(6);
    expect(srv.threads!.stats.resyncs).toBe(before.resyncs);
    // and with each seat's view of the move's log: the clients' logs have every move
    for (const c of clients) expect((c.log ?? []).filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(6);
    const stateID = clients[0].getState()!._stateID;
    expect(heard.filter((w) => w.matchID === matchID && w.outcome === 'written').map((w) => w.stateID)).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => stateID - 6 + k),
    );
    const { state } = await srv.store.fetch(matchID, { state: true });
    expect(state._stateID).toBe(stateID);
    clients.forEach((c) => c.stop());
    const dataDir = srv.dataDir;
    await srv.stop();
    srv = await boot(GAMES, dataDir, 2);
    clients = players(srv.url, matchID, creds);
    await until(() => clients.every((c) => c.getState()), 5000, 'resync');
    expect(clients[0].getState()!._stateID).toBe(stateID);
    await move(clients);
    const replay = await srv.store.fetchReplay(matchID);
    expect(replay!.log.filter((e) => e.action.type === 'MAKE_MOVE').length).toBe(7);
    clients.forEach((c) => c.stop());
  });

  it('a state stored meanwhile by another process: the move made from the cached state is refused, the clients re-synced, play goes on', async () => {
    const { matchID, creds } = await table(srv.url);
    const clients = players(srv.url, matchID, creds);
    await until(() => clients.every((c) => c.getState()), 5000, 'sync');
    await move(clients); // the thread now has the match's state cached
    const k = clients[0].getState()!._stateID;
    const other = new SqliteStore(srv.dataDir, GAMES); // another process on the same file
    const { state } = await other.fetch(matchID, { state: true });
    await other.setState(matchID, { ...state, _stateID: k + 1 }, []);
    await other.close();
    const heard: StateWrite[] = [];
    const off = srv.store.onStateWrite((w) => w.matchID === matchID && heard.push(w));
    const resyncs = srv.threads!.stats.resyncs;
    expect(moveFirst(mod, clients)).toBe(k); // made from state k
    await until(() => heard.some((w) => w.outcome === 'stale'), 5000, 'the refused write');
    await until(() => clients.every((c) => c.getState()!._stateID === k + 1), 5000, 'the re-sync to the stored state');
    expect((await srv.store.fetch(matchID, { state: true })).state._stateID).toBe(k + 1);
    await move(clients); // from the stored state, read again
    off();
    expect(clients.map((c) => c.getState()!._stateID)).toEqual([k + 2, k + 2]);
    expect((await srv.store.fetch(matchID, { state: true })).state._stateID).toBe(k + 2);
    expect(srv.threads!.stats.resyncs).toBe(resyncs); // the refusal's re-sync is the pub/sub's, not a missing view
    clients.forEach((c) => c.stop());
  });

  it("a clocked table: the clock follows the moves the threads store (the write's ctx, no read)", async () => {
    const r = await api(srv.url, '/api/tables', {
      gameId: mod.id,
      numPlayers: 2,
      seats: [],
      pace: { mode: 'live', turnSeconds: 3600, bankSeconds: 0 },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const matchID = r.json.matchID as string;
    const creds: string[] = [];
    for (const id of ['0', '1'])
      creds.push(
        (await api(srv.url, `/games/${mod.id}/${matchID}/join`, { playerName: `P${id}`, playerID: id })).json
          .playerCredentials,
      );
    const clients = players(srv.url, matchID, creds);
    await until(() => clients.every((c) => c.getState()), 5000, 'sync');
    const moves = srv.threads!.stats.moves;
    for (let k = 0; k < 4; k++) await move(clients);
    expect(srv.threads!.stats.moves - moves).toBe(4);
    const stateID = clients[0].getState()!._stateID;
    await until(
      async () =>
        ((await srv.repos.clocks.getClock(matchID))?.doc as { stateID?: number } | undefined)?.stateID === stateID,
      5000,
      'the stored clock at the last move',
    );
    clients.forEach((c) => c.stop());
  });

  it("a thread's store reuses the metadata it parsed only while the stored record is the same; the Master's time-only write is a stamp", async () => {
    const dir = tempDir('rh-thread-md-');
    const main = new SqliteStore(dir, GAMES);
    const thread = new SqliteStore(dir, GAMES, { mastersOnly: true });
    const m = await openMasterMatch(mod, { numPlayers: 2, seed: 'thread-md', store: main });
    const first = (await thread.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData;
    const again = (await thread.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData;
    expect(again.players).toBe(first.players); // parsed once
    // the Lobby (the event loop's store) gives seat 0 other credentials
    const md = (await main.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData;
    md.players[0].credentials = 'changed-credentials';
    await main.setMetadata(m.matchID, md);
    const after = (await thread.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData;
    expect(after.players[0].credentials).toBe('changed-credentials');
    // the Master's write after a move: the same record with a new time, stamped, nothing else
    const t = Date.now() + 60_000;
    const whole = thread.cacheStats.metadataWholeWrites + thread.cacheStats.metadataFieldWrites;
    await thread.setMetadata(m.matchID, { ...after, updatedAt: t });
    expect(thread.cacheStats.metadataWholeWrites + thread.cacheStats.metadataFieldWrites).toBe(whole);
    expect(((await main.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData).updatedAt).toBe(t);
    // a change beside the time is written
    await thread.setMetadata(m.matchID, { ...after, updatedAt: t + 1, gameover: { winner: '0' } });
    const over = (await main.fetch(m.matchID, { metadata: true })).metadata as Server.MatchData;
    expect(over.gameover).toEqual({ winner: '0' });
    expect(over.players[0].credentials).toBe('changed-credentials');
    await Promise.all([main.close(), thread.close()]);
  });

  it("a thread's store commits on its own connection, and waits while another connection holds the write lock", async () => {
    const dir = tempDir('rh-thread-lock-');
    const main = new SqliteStore(dir, GAMES); // the event loop's store: the schema, the writer thread
    const thread = new SqliteStore(dir, GAMES, { mastersOnly: true });
    expect(thread.db.hasWriter).toBe(false);
    const m = await openMasterMatch(mod, { numPlayers: 2, seed: 'thread-lock', store: thread });
    const outcomes: string[] = [];
    thread.onStateWrite((w) => outcomes.push(w.outcome));
    // another connection (another thread) takes the write lock and keeps it 300 ms
    const holder = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const db = new (require(workerData.lib))(workerData.file);
       db.exec('BEGIN IMMEDIATE');
       parentPort.postMessage('held');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       db.exec('COMMIT');
       db.close();`,
      {
        eval: true,
        workerData: {
          lib: createRequire(import.meta.url).resolve('better-sqlite3'),
          file: join(dir, 'roundhouse.sqlite'),
        },
      },
    );
    await new Promise((held) => holder.once('message', held));
    const before = m.state()._stateID;
    const t0 = performance.now();
    await randomStep(m, mod, () => 0.99, 0, 0);
    expect(performance.now() - t0).toBeGreaterThan(150); // it waited for the lock
    expect(outcomes).toEqual(['written']);
    expect(m.state()._stateID).toBe(before + 1);
    expect(((await main.fetch(m.matchID, { state: true })).state as { _stateID: number })._stateID).toBe(before + 1);
    await holder.terminate();
    await Promise.all([main.close(), thread.close()]);
  });

  it('a thread that stops: play goes on, on the event loop', async () => {
    const { matchID, creds } = await table(srv.url);
    const clients = players(srv.url, matchID, creds);
    await until(() => clients.every((c) => c.getState()), 5000, 'sync');
    await move(clients);
    const workers = (srv.threads as unknown as { threads: { terminate(): Promise<number> }[] }).threads;
    await Promise.all(workers.map((w) => w.terminate()));
    expect(srv.threads!.serves(mod.id)).toBe(false);
    const moves = srv.threads!.stats.moves;
    for (let k = 0; k < 3; k++) await move(clients);
    expect(srv.threads!.stats.moves).toBe(moves);
    const { state } = await srv.store.fetch(matchID, { state: true });
    expect(state._stateID).toBe(clients[0].getState()!._stateID);
    clients.forEach((c) => c.stop());
  });
});
