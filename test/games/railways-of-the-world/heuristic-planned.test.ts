// The heuristic plans (games/railways-of-the-world/heuristic.ts evaluate): an unfinished link is
// removed at Income [spec §4.6], so it is worth something only while its owner still has an action
// this game turn; the track still to lay is charged at what money costs the seat.
import { describe, expect, it } from 'vitest';
import { actionsLeft, evaluate } from '../../../games/railways-of-the-world/heuristic';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { G, clearCubes, cur, editG, newMatch, step, toActions } from './helpers';

type M = ReturnType<typeof newMatch>;
const pass = (m: M, n: number) => {
  for (let i = 0; i < n; i++) if (!step(m, 'passAction')) throw new Error('pass');
};

/** Two red cubes wait at Indianapolis, Chicago (red) is 3 hexes away, and P0 has some income
 *  (10 points), so the link pays for its track. */
function redCubes(g: RotwState): void {
  clearCubes(g);
  g.cities.IND.cubes.red = 2;
  g.opsDisplay = [];
  g.players['0'].points = 10;
}

/** P0 starts a link at Indianapolis towards Chicago, lays one tile and stops: the link is unfinished. */
function unfinishedLink(m: M): string {
  expect(cur(m)).toBe('0');
  editG(m, redCubes);
  expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } })).toBe(true);
  expect(step(m, 'placeTrack', { exit: 2 })).toBe(true);
  expect(step(m, 'finishBuild')).toBe(true);
  const mine = Object.values(G(m).links).filter((l) => l.owner === '0');
  expect(mine.map((l) => l.complete)).toEqual([false]);
  return mine[0].id;
}

function without(g: RotwState, id: string): RotwState {
  const copy: RotwState = JSON.parse(JSON.stringify(g));
  delete copy.links[id];
  return copy;
}

describe('Railways of the World heuristic: planning', () => {
  it('counts the actions each seat has not begun this game turn', () => {
    const m = newMatch(2, 'planned-actions');
    toActions(m);
    const at = () => [actionsLeft(G(m), m.state.ctx, '0'), actionsLeft(G(m), m.state.ctx, '1')];
    expect(cur(m)).toBe('0');
    expect(at()).toEqual([3, 3]);
    pass(m, 1);
    expect(at()).toEqual([2, 3]);
    pass(m, 1);
    expect(at()).toEqual([2, 2]);
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } })).toBe(true);
    expect(at()).toEqual([1, 2]); // the action under way no longer counts
  });

  it('an unfinished link keeps its promise while its owner can still act, and none after its last action', () => {
    const early = newMatch(2, 'planned-link');
    toActions(early);
    pass(early, 2); // round 2: P0 acts, then still has round 3
    const id = unfinishedLink(early);
    const e = early.state;
    expect(actionsLeft(G(early), e.ctx, '0')).toBe(1);
    expect(evaluate(G(early), e.ctx, '0')).toBeGreaterThan(evaluate(without(G(early), id), e.ctx, '0'));

    const late = newMatch(2, 'planned-link');
    toActions(late);
    pass(late, 4); // round 3: P0's last action
    const id3 = unfinishedLink(late);
    const l = late.state;
    expect(actionsLeft(G(late), l.ctx, '0')).toBe(0);
    expect(evaluate(G(late), l.ctx, '0')).toBe(evaluate(without(G(late), id3), l.ctx, '0'));
  });

  it('charges the tiles still to lay at what money costs: in debt the same begun build promises less', () => {
    const m = newMatch(2, 'planned-cost');
    toActions(m);
    editG(m, redCubes);
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } })).toBe(true);
    const s = m.state;
    const promise = (g: RotwState) => evaluate(g, s.ctx, '0') - evaluate({ ...g, build: null }, s.ctx, '0');
    const indebted: RotwState = JSON.parse(JSON.stringify(G(m)));
    indebted.players['0'].bonds = 20;
    expect(promise(G(m))).toBeGreaterThan(0);
    expect(promise(indebted)).toBeLessThan(promise(G(m)));
  });
});
