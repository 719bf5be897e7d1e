// Finished local games: a match played with boardgame.io's own Local({ persist: true,
// storageKey: 'rh' }) transport over a fake localStorage is copied by saveFinishedLocal, listed,
// loaded (rebuilding the live final state) and deleted; a full storage drops the oldest replays.
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildReplay, viewG } from '../../games/common/replay';
import {
  deleteFinishedLocal,
  listFinishedLocal,
  loadFinishedLocal,
  MAX_LOCAL_FINISHED,
  saveFinishedLocal,
} from '../../client/replay/local-store';
import { getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { toyModule } from './fixtures/toy-game';
import { comparable, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

class FakeStorage {
  map = new Map<string, string>();
  constructor(public quota = Infinity) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    const used = [...this.map].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + v.length > this.quota) throw new Error('QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

let fake: FakeStorage;
beforeEach(() => {
  fake = new FakeStorage();
  (globalThis as any).localStorage = fake;
});
afterEach(() => {
  delete (globalThis as any).localStorage;
});

/** Play a hot-seat toy match to the end through boardgame.io's Local transport. */
function playLocal(matchID: string, seed: string) {
  const game = { ...toyModule.game, seed };
  const multiplayer = Local({ persist: true, storageKey: 'rh' });
  const clients = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, multiplayer, matchID, playerID }));
  clients.forEach((c) => c.start());
  for (let i = 0; i < 500; i++) {
    const s = clients[0].getState()!;
    if (s.ctx.gameover) break;
    const p = s.ctx.currentPlayer;
    const legal = toyModule.legalMoves(s.G, s.ctx, p);
    const pick = legal[i % legal.length];
    (clients[Number(p)].moves as any)[pick.move](...pick.args);
  }
  const final = clients[0].getState()!;
  clients.forEach((c) => c.stop());
  return final;
}

describe('local finished games', () => {
  it('copies a finished Local match from the rh_* maps and replays it exactly', async () => {
    const final = playLocal('hot-1', 'local-seed');
    expect(final.ctx.gameover).toBeDefined();
    for (const k of ['rh_state', 'rh_initial', 'rh_metadata', 'rh_log']) expect(fake.getItem(k)).toBeTruthy();

    const saved = await saveFinishedLocal('toy-dice', 'hot-1', {
      playerNames: { '0': 'Ann', '1': 'Bot' },
      rulesVersion: 3,
    });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.summary.players).toEqual([
      { id: '0', name: 'Ann' },
      { id: '1', name: 'Bot' },
    ]);
    expect(listFinishedLocal().map((s) => s.id)).toEqual(['hot-1']);

    const rec = loadFinishedLocal('hot-1')!;
    expect(rec.gameId).toBe('toy-dice');
    expect(rec.rulesVersion).toBe(3);
    const r = rebuildReplay(toyModule, rec.initialState, rec.log);
    expect(r.error).toBeUndefined();
    const stored = JSON.parse(fake.getItem('rh_state')!).find(([k]: [string]) => k === 'hot-1')[1];
    expect(comparable(r.states[r.states.length - 1])).toEqual(comparable(stored));
    expect(viewG(toyModule, r.states[r.states.length - 1], '0')).toEqual(final.G); // seat 0's client saw its view
    expect(saved.summary.plies).toBe(r.steps.length - 1);

    // idempotent, then delete
    await saveFinishedLocal('toy-dice', 'hot-1', { playerNames: { '0': 'Ann', '1': 'Bot' }, rulesVersion: 3 });
    expect(listFinishedLocal()).toHaveLength(1);
    deleteFinishedLocal('hot-1');
    expect(listFinishedLocal()).toHaveLength(0);
    expect(loadFinishedLocal('hot-1')).toBeUndefined();
  });

  it('refuses unknown, unfinished or foreign matches with a message', async () => {
    expect(await saveFinishedLocal('toy-dice', 'nope', { playerNames: {}, rulesVersion: 3 })).toMatchObject({
      ok: false,
    });
    playLocal('hot-2', 'other');
    const wrong = await saveFinishedLocal('nippon', 'hot-2', { playerNames: {}, rulesVersion: 1 });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatch(/toy-dice match, not nippon/);
  });

  it('keeps at most MAX_LOCAL_FINISHED and drops the oldest when storage is full', async () => {
    playLocal('hot-3', 'q');
    const names = { playerNames: {}, rulesVersion: 3 };
    // clone the stored match under many ids, as if many games had been played
    for (const key of ['rh_state', 'rh_initial', 'rh_metadata', 'rh_log']) {
      const entries = JSON.parse(fake.getItem(key)!) as [string, unknown][];
      const base = entries.find(([k]) => k === 'hot-3')![1];
      for (let i = 0; i < MAX_LOCAL_FINISHED + 5; i++) entries.push([`c${i}`, base]);
      fake.setItem(key, JSON.stringify(entries));
    }
    for (let i = 0; i < MAX_LOCAL_FINISHED + 5; i++)
      expect((await saveFinishedLocal('toy-dice', `c${i}`, names)).ok).toBe(true);
    const list = listFinishedLocal();
    expect(list).toHaveLength(MAX_LOCAL_FINISHED);
    expect(list[0].id).toBe(`c${MAX_LOCAL_FINISHED + 4}`);
    expect(loadFinishedLocal('c0')).toBeUndefined();

    const recordSize = fake.getItem(`rh_finished:c${MAX_LOCAL_FINISHED + 4}`)!.length;
    const used = [...fake.map].reduce((n, [k, v]) => n + k.length + v.length, 0);
    fake.quota = used - recordSize * 1.5; // full: older replays must go
    const r = await saveFinishedLocal('toy-dice', 'hot-3', names);
    expect(r.ok).toBe(true);
    const after = listFinishedLocal();
    expect(after[0].id).toBe('hot-3');
    expect(after.length).toBeLessThan(MAX_LOCAL_FINISHED - 1);
    expect(after.map((x) => x.id)).not.toContain('c5'); // the oldest went first
    expect(loadFinishedLocal('hot-3')).toBeDefined();
  });
});

describe('local games rebuild the way they were played', () => {
  // boardgame.io's Local transport hands the reducer the stored state itself (the server a JSON
  // copy), and 0.50.2's reducer writes into its input's ctx, which the state shares with its undo
  // snapshot. In these seeded Russian Railroads hot-seat games with undo/redo the two ways differ
  // after an UNDO; the replay of a local game must follow the local way.
  const rr = getGame('russian-railroads')!;
  const tick = () => new Promise((r) => setTimeout(r, 0));
  it('Russian Railroads with undo/redo over Local: rebuilt as played locally; the server way differs', async () => {
    let serverWayDiffers = 0;
    for (const seed of ['fl-5', 'fl-7', 'fl-10']) {
      const rand = seededRandom(seed);
      const game = { ...rr.game, seed };
      const multiplayer = Local({ persist: true, storageKey: 'rh' });
      const clients = ['0', '1'].map((playerID) =>
        Client({ game, numPlayers: 2, multiplayer, matchID: seed, playerID }),
      );
      clients.forEach((c) => c.start());
      let undos = 0;
      for (let i = 0; i < 300 && !clients[0].getState()!.ctx.gameover; i++) {
        const seats = activeSeats(clients[0].getState()!.ctx);
        const p = seats[Math.floor(rand() * seats.length)];
        const own = clients[Number(p)].getState()!;
        const legal = rr.legalMoves(own.G, own.ctx, p);
        const pick = legal[Math.floor(rand() * legal.length)];
        (clients[Number(p)].moves as any)[pick.move](...pick.args);
        await tick();
        if (rand() < 0.05) {
          clients[Number(p)].undo();
          undos++;
          await tick();
          if (rand() < 0.5) {
            clients[Number(p)].redo();
            await tick();
          }
        }
      }
      clients.forEach((c) => c.stop());
      expect(undos).toBeGreaterThan(0);
      const entry = (k: string) => JSON.parse(fake.getItem(k)!).find(([id]: [string]) => id === seed)[1];
      const stored = comparable(entry('rh_state'));
      const local = rebuildReplay(rr, entry('rh_initial'), entry('rh_log'), undefined, 'local');
      expect(local.error).toBeUndefined();
      expect(comparable(local.states[local.states.length - 1])).toEqual(stored);
      const server = rebuildReplay(rr, entry('rh_initial'), entry('rh_log'));
      if (JSON.stringify(comparable(server.states[server.states.length - 1])) !== JSON.stringify(stored))
        serverWayDiffers++;
    }
    expect(serverWayDiffers).toBeGreaterThan(0);
  }, 120_000);
});
