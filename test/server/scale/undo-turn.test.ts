// The undo history stored as each turn's first snapshot (server/storage/undo-turn.ts): a state read
// back from SQLite has the same history as the one the Master made, in every game, with undos and
// redos; a history that cannot be rebuilt starts again at the stored state (never a wrong one); a
// match stored in the format before (every snapshot) plays on.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { seededRandom } from '../../../games/common/rng';
import { activeSeats } from '../../../games/common/match';
import { SqliteStore } from '../../../server/storage/sqlite';
import { comparable, openMasterMatch, quietBoardgameErrors, randomStep } from '../../replay/helpers';
import { tempDir } from '../harness';

quietBoardgameErrors();

describe("undo history from each turn's first snapshot", () => {
  for (const mod of GAMES) {
    it(`${mod.id}: every state read back has the Master's history; a move writes no snapshot but a turn's first`, async () => {
      const dir = tempDir('rh-undo-');
      const a = new SqliteStore(dir, GAMES);
      const b = new SqliteStore(dir, GAMES);
      const db = new Database(join(dir, 'roundhouse.sqlite'), { readonly: true });
      const rand = seededRandom(`undo-turn-${mod.id}`);
      const m = await openMasterMatch(mod, { numPlayers: 2, seed: `undo-turn-${mod.id}`, store: a });
      let longest = 0;
      for (let i = 0; i < 80 && !m.state().ctx.gameover; i++) {
        await randomStep(m, mod, rand, 0.12, 0.06);
        longest = Math.max(longest, m.state()._undo?.length ?? 0);
        b['forget'](m.matchID);
        const fresh = (await b.fetch(m.matchID, { state: true })).state as State;
        expect(comparable(fresh), `state ${m.state()._stateID}`).toEqual(comparable(m.state()));
        const rows = db.prepare('SELECT idx, entry FROM undo_steps WHERE match_id = ?').all(m.matchID) as {
          idx: number;
          entry: string;
        }[];
        expect(rows.length).toBeLessThanOrEqual(1);
      }
      expect(b.undoStats.failed).toBe(0);
      if (!mod.game.disableUndo) {
        expect(longest).toBeGreaterThan(1);
        expect(b.undoStats.rebuilt).toBeGreaterThan(5);
      }
      db.close();
      await Promise.all([a.close(), b.close()]);
    });
  }

  it('a history the log cannot rebuild starts again at the stored state, and play goes on', async () => {
    const dir = tempDir('rh-undo-bad-');
    const a = new SqliteStore(dir, GAMES);
    const rand = seededRandom('undo-bad');
    const { m, now } = await midTurn(a, 'undo-bad', rand);
    const stored = await now(a);
    await a.close();
    const raw = new Database(join(dir, 'roundhouse.sqlite'));
    raw
      .prepare('DELETE FROM logs WHERE match_id = ? AND seq = (SELECT MAX(seq) FROM logs WHERE match_id = ?)')
      .run(m.matchID, m.matchID);
    raw.close();
    const c = new SqliteStore(dir, GAMES);
    const read = (await c.fetch(m.matchID, { state: true })).state as State;
    expect(c.undoStats).toEqual({ rebuilt: 0, failed: 1 });
    expect(read._stateID).toBe(stored._stateID);
    expect(read.G).toEqual(stored.G);
    expect(read._undo).toHaveLength(1);
    expect(comparable({ ...read._undo[0], ctx: read.ctx } as any)).toEqual(
      comparable({ G: stored.G, ctx: stored.ctx, plugins: stored.plugins } as any),
    );
    // the next move stores the history so: another store reads it back, rebuilt without a gap
    await moveOn(c, m.matchID, rand);
    const mine = (await c.fetch(m.matchID, { state: true })).state as State;
    const d = new SqliteStore(dir, GAMES);
    expect(comparable((await d.fetch(m.matchID, { state: true })).state)).toEqual(comparable(mine));
    expect(d.undoStats.failed).toBe(0);
    await Promise.all([c.close(), d.close()]);
  });

  it('a match stored with every snapshot (the format before) reads as it was and plays on in the new format', async () => {
    const dir = tempDir('rh-undo-old-');
    const a = new SqliteStore(dir, GAMES);
    (a as unknown as { turnStartUndo: boolean }).turnStartUndo = false; // the store before
    const rand = seededRandom('undo-old');
    const { m, now } = await midTurn(a, 'undo-old', rand);
    const before = await now(a);
    await a.close();
    const raw = new Database(join(dir, 'roundhouse.sqlite'), { readonly: true });
    const rows = () =>
      (raw.prepare('SELECT COUNT(*) AS n FROM undo_steps WHERE match_id = ?').get(m.matchID) as { n: number }).n;
    expect(rows()).toBe(before._undo.length);
    const b = new SqliteStore(dir, GAMES);
    expect(comparable((await b.fetch(m.matchID, { state: true })).state)).toEqual(comparable(before));
    const turn = before.ctx.turn;
    for (let i = 0; i < 30; i++) {
      await moveOn(b, m.matchID, rand, 0.2);
      const mine = (await b.fetch(m.matchID, { state: true })).state as State;
      const d = new SqliteStore(dir, GAMES);
      expect(comparable((await d.fetch(m.matchID, { state: true })).state), `state ${mine._stateID}`).toEqual(
        comparable(mine),
      );
      expect(d.undoStats.failed).toBe(0);
      await d.close();
      if (mine.ctx.turn > turn + 1) expect(rows()).toBeLessThanOrEqual(1);
    }
    raw.close();
    await b.close();
  });
});

/** A new Steam Rollers match on `store`, played until a turn has had two moves in it. */
async function midTurn(store: SqliteStore, seed: string, rand: () => number) {
  const mod = GAMES.find((g) => g.id === 'steam-rollers')!;
  const m = await openMasterMatch(mod, { numPlayers: 2, seed, store });
  const now = async (s: SqliteStore) => (await s.fetch(m.matchID, { state: true })).state as State;
  while (((await now(store))._undo?.length ?? 0) < 3) await moveOn(store, m.matchID, rand);
  return { m, now };
}

/** One random legal move of the active seat (sometimes an undo) on a stored match, through a Master. */
async function moveOn(store: SqliteStore, matchID: string, rand: () => number, undoRate = 0) {
  const mod = GAMES.find((g) => g.id === 'steam-rollers')!;
  const master = new Master(mod.game, store, { send: () => {}, sendAll: () => {} } as any);
  const s = (await store.fetch(matchID, { state: true })).state as State;
  const seat = activeSeats(s.ctx).find((p) => mod.legalMoves(s.G, s.ctx, p).length)!;
  if (rand() < undoRate)
    return void (await master.onUpdate(
      { type: 'UNDO', payload: { type: null, args: null, playerID: seat } } as any,
      s._stateID,
      matchID,
      seat,
    ));
  const legal = mod.legalMoves(s.G, s.ctx, seat);
  const pick = legal[Math.floor(rand() * legal.length)];
  await master.onUpdate(
    { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: seat } } as any,
    s._stateID,
    matchID,
    seat,
  );
}
