// One-shot tiles are used up (rules version 3). Seed 004 marks tiles 1, 2a, 2b and 4a
// 《使い切り》 ("used up") and calls them 1回限りのもの ("once only"), against the permanent ones
// that stay until another player takes them; nothing in the seed returns a used tile to the
// display. So a used one-shot tile leaves the game: nobody owns it, nobody can take it again (its
// user included), and it scores for nobody. Spec D8 (back to the display) is overruled.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../games/steam-rollers/rules/legal';
import { scorePlayer } from '../../../games/steam-rollers/rules/scoring';
import type { SRState } from '../../../games/steam-rollers/types';
import { SHEET_A, ctxOf, holdDie, kernelState, match, patchG, play, step, why, withTrack, G_of } from './helpers';

const own = (G: SRState, n: number, side: 'a' | 'b', p = '0') =>
  Object.assign(G.actionTiles[n - 1], { side, owner: p, acquiredRound: 0, sideways: false });
const takeTileLegal = (G: SRState, p: string) =>
  legalMoves(G, ctxOf(p, 'action'), p).some((m) => m.move === 'takeActionTile');

/** Seat 0 uses 4a on a 5-step delivery with engine 2 (spec §5.3 D15). */
function after4a(): SRState {
  const G = kernelState(3);
  withTrack(G, '0', SHEET_A);
  G.players['0'].engine = [true, true, false, false, false, false];
  G.supply[1].push('grey');
  own(G, 4, 'a');
  holdDie(G, '0', 1);
  play(G, '0', 'action', 'deliver', { path: ['C1', 'T1', 'C2', 'C4', 'T5', 'C3'], color: 'grey', useUnlimited: true });
  return G;
}

describe('one-shot tiles are used up after use [seed 004: 使い切り, 1回限り; rules version 3]', () => {
  it('seed 004: 4a used on a delivery leaves the game; neither its user nor another player can take it with a 4 [source 004]', () => {
    const G = after4a();
    expect(G.actionTiles[3]).toMatchObject({ owner: null, sideways: false, side: 'a', usedUp: true });
    for (const p of ['0', '1']) {
      holdDie(G, p, 4);
      expect(why(G, p, 'action', 'takeActionTile')).toBe('tile-used-up');
      expect(takeTileLegal(G, p)).toBe(false);
    }
    // the other tiles are unaffected
    holdDie(G, '1', 3);
    expect(why(G, '1', 'action', 'takeActionTile')).toBeNull();
  });

  it('seed 004: tile 1 (set the die) is used up after use [source 004]', () => {
    const G = kernelState(3);
    own(G, 1, 'a');
    holdDie(G, '0', 4);
    play(G, '0', 'action', 'useTileSetDie', { value: 2 });
    expect(G.actionTiles[0]).toMatchObject({ owner: null, usedUp: true });
    holdDie(G, '1', 1, 1);
    expect(why(G, '1', 'action', 'takeActionTile')).toBe('tile-used-up');
  });

  it('seed 004: tile 2a (two dice) is used up after use, in a real match [source 004]', () => {
    const m = match(2, 'one-shot-2a');
    patchG(m, (G) => {
      G.dice = [2, 4, 6].map((value, id) => ({ id, value, takenBy: null }));
      Object.assign(G.actionTiles[1], { side: 'a', owner: G.roundOrder[0], acquiredRound: 0, sideways: false });
    });
    const p0 = G_of(m).roundOrder[0];
    const p1 = G_of(m).roundOrder[1];
    expect(step(m, p0, 'useTwoDice')).toBe(true);
    expect(G_of(m).actionTiles[1]).toMatchObject({ owner: null, usedUp: true });
    expect(step(m, p0, 'takeDie', { dieId: 1 })).toBe(true);
    expect(step(m, p0, 'upgradeEngine')).toBe(true);
    expect(step(m, p0, 'takeDie', { dieId: 2 })).toBe(true);
    expect(step(m, p0, 'upgradeEngine')).toBe(true);
    expect(step(m, p1, 'takeDie', { dieId: 0 })).toBe(true); // the 2
    expect(G_of(m).turn.currentDie?.value).toBe(2);
    expect(step(m, p1, 'takeActionTile')).toBe(false); // refused by the reducer too
    expect(why(G_of(m), p1, 'action', 'takeActionTile')).toBe('tile-used-up');
  });

  it('seed 004: tile 2b (steal a die) is used up after the steal [source 004]', () => {
    const G = kernelState(3);
    own(G, 2, 'b', '2');
    holdDie(G, '0', 5);
    G.pendingSteal = { victim: '0', thief: '2', dieId: 0 };
    play(G, '2', 'stealWindow', 'stealDie');
    expect(G.actionTiles[1]).toMatchObject({ owner: null, usedUp: true });
    holdDie(G, '1', 2, 1);
    expect(why(G, '1', 'action', 'takeActionTile')).toBe('tile-used-up');
  });

  it('seed 004: a used-up tile scores for nobody, as a tile back on the display did under version 2 [source 004]', () => {
    const G = after4a();
    for (const p of ['0', '1', '2']) expect(scorePlayer(G, p).tiles).toBe(0);
  });

  it('seed 004: permanent tiles are not used up: 5a stays with its owner and can still be stolen [source 004]', () => {
    const G = kernelState(3);
    own(G, 5, 'a');
    holdDie(G, '0', 3);
    play(G, '0', 'action', 'useTileNudge', { delta: 1 });
    expect(G.actionTiles[4]).toMatchObject({ owner: '0', usedUp: false });
    holdDie(G, '1', 5, 1);
    expect(why(G, '1', 'action', 'takeActionTile')).toBeNull();
  });

  it('the starting power "action tile" cannot name a used-up tile', () => {
    const G = kernelState(3, { startingPowers: true });
    Object.assign(G.actionTiles[3], { usedUp: true });
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'actionTile', tile: 4 })).toBe('tile-used-up');
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'actionTile', tile: 3 })).toBeNull();
  });

  it('a state from before version 3 (no usedUp field) reads as "not used up"', () => {
    const G = kernelState(3);
    for (const t of G.actionTiles) delete (t as { usedUp?: boolean }).usedUp;
    holdDie(G, '0', 4);
    expect(why(G, '0', 'action', 'takeActionTile')).toBeNull();
  });
});
