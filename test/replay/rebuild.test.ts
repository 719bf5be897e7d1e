// The replay rebuild on a toy game whose moves call events and roll dice, played through a real
// boardgame.io Master: first entry per _stateID reproduces the live match; the naive way does not.
import type { LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../games/common/rng';
import { entriesToDispatch, rebuildReplay, viewG, viewPlayerID } from '../../games/common/replay';
import { toyModule, type ToyG } from './fixtures/toy-game';
import { comparable, playThroughMaster, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

/** The Debug panel's way: dispatch every non-automatic entry. */
function naiveReplay(initial: State, log: LogEntry[]): State {
  const reducer = CreateGameReducer({ game: toyModule.game });
  let s = initial;
  for (const e of log) if (!e.automatic) s = reducer(s, e.action as any) as State;
  return s;
}

describe('rebuildReplay on a toy game with in-move events and dice', () => {
  it('matches the live final state for several seeds (with undo/redo), the naive way does not', async () => {
    let naiveDiffers = 0;
    let undos = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const m = await playThroughMaster(toyModule, { numPlayers: 3, seed, rand: seededRandom(seed), undoRate: 0.4 });
      const live = m.state();
      expect(live.ctx.gameover).toBeDefined();
      const { initialState, log } = (await m.store.fetchReplay(m.matchID))!;
      // in-move events were logged as extra entries sharing the move's _stateID
      expect(log.some((e) => e.action.type === 'GAME_EVENT' && !e.automatic)).toBe(true);
      if (log.some((e) => e.action.type === 'UNDO')) undos++;
      const r = rebuildReplay(toyModule, initialState, log);
      expect(r.error).toBeUndefined();
      const last = r.states[r.states.length - 1];
      expect(comparable(last)).toEqual(comparable(live));
      expect(r.steps.length).toBe(r.states.length);
      expect(r.steps.length - 1).toBe(entriesToDispatch(log).length);
      const naive = naiveReplay(initialState, log);
      if (JSON.stringify(comparable(naive)) !== JSON.stringify(comparable(live))) naiveDiffers++;
    }
    expect(naiveDiffers).toBeGreaterThan(0);
    expect(undos).toBeGreaterThan(0);
  });

  it('describes each step with mover, move, args and the game notation', async () => {
    const m = await playThroughMaster(toyModule, { numPlayers: 2, seed: 'notation', rand: seededRandom('n') });
    const { initialState, log } = (await m.store.fetchReplay(m.matchID))!;
    const r = rebuildReplay(toyModule, initialState, log);
    expect(r.steps[0]).toMatchObject({ kind: 'start', mover: null, logIndex: -1 });
    const roll = r.steps.find((s) => s.move === 'roll')!;
    expect(roll.kind).toBe('move');
    expect(roll.notation).toMatch(/^P[12] rolls [12] dice$/);
    expect(roll.args).toHaveLength(1);
    for (const s of r.steps.slice(1)) expect(['0', '1']).toContain(s.mover);
    // every step's state advanced exactly one _stateID
    r.states.forEach((s, i) => expect(s._stateID).toBe(r.states[0]._stateID + i));
  });

  it('stops with an error (not a wrong state) when the log does not fit the rules', async () => {
    const m = await playThroughMaster(toyModule, { numPlayers: 2, seed: 'broken', rand: seededRandom('x') });
    const { initialState, log } = (await m.store.fetchReplay(m.matchID))!;
    const tampered = structuredClone(log);
    const idx = tampered.findIndex((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.type === 'roll');
    tampered[idx].action.payload.args = [{ dice: 7 }];
    const r = rebuildReplay(toyModule, initialState, tampered);
    expect(r.error?.logIndex).toBe(idx);
    expect(r.error?.message).toMatch(/refused/);
    expect(r.states.length).toBeLessThan(entriesToDispatch(log).length + 1);
    // a gap in the log is caught too
    const gap = log.filter((_, i) => i !== entriesToDispatch(log)[1]);
    expect(rebuildReplay(toyModule, initialState, gap).error?.message).toMatch(/state/);
  });

  it('computes spectator, seat and all-revealed views', async () => {
    const m = await playThroughMaster(toyModule, { numPlayers: 2, seed: 'views', rand: seededRandom('v') });
    const { initialState, log } = (await m.store.fetchReplay(m.matchID))!;
    const s = rebuildReplay(toyModule, initialState, log).states[3];
    const raw = s.G as ToyG;
    expect((viewG(toyModule, s, 'spectator') as ToyG).secret).toEqual({ '0': -1, '1': -1 });
    expect((viewG(toyModule, s, '1') as ToyG).secret).toEqual({ '0': -1, '1': raw.secret['1'] });
    expect(viewG(toyModule, s, 'all')).toBe(raw);
    expect(viewPlayerID('spectator')).toBeNull();
    expect(viewPlayerID('all')).toBeNull();
    expect(viewPlayerID('1')).toBe('1');
  });
});
