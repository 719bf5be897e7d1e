import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../games/steam-rollers/rules/legal';
import type { Cube, SRState } from '../../../games/steam-rollers/types';
import { SHEET_A, ctxOf, holdDie, kernelState, play, why, withTrack } from './helpers';

/** Seat 0 with Sheet A, die d in hand, k engine boxes, cube at the source city. */
function sheetA(d: number, boxes: number, cube?: [Cube, number]): SRState {
  const G = kernelState(3);
  withTrack(G, '0', SHEET_A);
  G.players['0'].engine = [0, 1, 2, 3, 4, 5].map((i) => i < boxes);
  if (cube) G.supply[cube[1]].push(cube[0]);
  holdDie(G, '0', d);
  return G;
}
function giveTile(G: SRState, n: number, side: 'a' | 'b') {
  Object.assign(G.actionTiles[n - 1], { side, owner: '0', acquiredRound: 0, sideways: false });
}
const deliverArg = (path: string[], color: Cube, extra: Record<string, unknown> = {}) => ({ path, color, ...extra });
const lastPoints = (G: SRState) => G.players['0'].deliveries.at(-1);

describe('delivery vectors on Sheet A [spec §5.3]', () => {
  it('[spec §5.3 D1] die 1, engine 1, grey C1→C3: legal, 1 pt', () => {
    const G = sheetA(1, 1, ['grey', 1]);
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey'));
    expect(lastPoints(G)).toBe(1);
    expect(G.supply[1]).toEqual([]);
    expect(G.bag.grey).toBe(11);
  });
  it('[spec §5.3 D2] engine 3, grey C1,T1,C2,C4: legal, 3 pts', () => {
    const G = sheetA(1, 3, ['grey', 1]);
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'T1', 'C2', 'C4'], 'grey'));
    expect(lastPoints(G)).toBe(3);
  });
  it('[spec §5.3 D3] engine 4, distance 5: INVALID', () => {
    const G = sheetA(1, 4, ['grey', 1]);
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C1', 'T1', 'C2', 'C4', 'T5', 'C3'], 'grey'))).toBe('too-far');
  });
  it('[spec §5.3 D4] engine 5, passing through C4 to C3: legal, 5 pts', () => {
    const G = sheetA(1, 5, ['grey', 1]);
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'T1', 'C2', 'C4', 'T5', 'C3'], 'grey'));
    expect(lastPoints(G)).toBe(5);
  });
  it('[spec §5.3 D5] die 4, engine 3, yellow C4→C1 by either route: 3 pts each', () => {
    for (const path of [
      ['C4', 'C2', 'T1', 'C1'],
      ['C4', 'T5', 'C3', 'C1'],
    ]) {
      const G = sheetA(4, 3, ['yellow', 4]);
      play(G, '0', 'action', 'deliver', deliverArg(path, 'yellow'));
      expect(lastPoints(G)).toBe(3);
    }
  });
  it('[spec §5.3 D6] green at C4 with engine 6: INVALID (C5 unreachable)', () => {
    const G = sheetA(4, 6, ['green', 4]);
    expect(legalMoves(G, ctxOf('0', 'action'), '0').filter((m) => m.move === 'deliver')).toEqual([]);
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C4', 'T5', 'C3'], 'green'))).toBe('wrong-destination');
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C4', 'C5'], 'green'))).toBe('not-linked');
  });
  it('[spec §5.3 D7] C1,C2: INVALID (not linked)', () => {
    expect(why(sheetA(1, 6, ['grey', 1]), '0', 'action', 'deliver', deliverArg(['C1', 'C2'], 'grey'))).toBe(
      'not-linked',
    );
  });
  it('[spec §5.3 D8] C1,T1: INVALID (destination not a city)', () => {
    expect(why(sheetA(1, 6, ['grey', 1]), '0', 'action', 'deliver', deliverArg(['C1', 'T1'], 'grey'))).toBe(
      'not-a-city',
    );
  });
  it('[spec §5.3 D9] C1 repeats: INVALID', () => {
    expect(
      why(
        sheetA(1, 6, ['grey', 1]),
        '0',
        'action',
        'deliver',
        deliverArg(['C1', 'C3', 'T5', 'C4', 'C2', 'T1', 'C1'], 'grey'),
      ),
    ).toBe('node-repeats');
  });
  it('[spec §5.3 D10] die 1, yellow at C3 → C1: INVALID (die names the source)', () => {
    expect(why(sheetA(1, 6, ['yellow', 3]), '0', 'action', 'deliver', deliverArg(['C3', 'C1'], 'yellow'))).toBe(
      'die-mismatch',
    );
  });
  it('[spec §5.3 D11] die 3 with 3a, engine 1, grey C1→C3 useDestinationDie: legal, 1 pt', () => {
    const G = sheetA(3, 1, ['grey', 1]);
    giveTile(G, 3, 'a');
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey'))).toBe('die-mismatch');
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey', { useDestinationDie: true }));
    expect(lastPoints(G)).toBe(1);
  });
  it('[spec §5.3 D12] die 3 with 3b, engine 6, black C3,C1,T1,C2,C4: distance 4 → 6 pts', () => {
    const G = sheetA(3, 6, ['black', 3]);
    giveTile(G, 3, 'b');
    play(G, '0', 'action', 'deliver', deliverArg(['C3', 'C1', 'T1', 'C2', 'C4'], 'black'));
    expect(lastPoints(G)).toBe(6);
    expect(G.bag.black).toBe(0); // black cubes never enter the bag
  });
  it('[spec §5.3 D13] the same with engine 5: 5 pts', () => {
    const G = sheetA(3, 5, ['black', 3]);
    giveTile(G, 3, 'b');
    play(G, '0', 'action', 'deliver', deliverArg(['C3', 'C1', 'T1', 'C2', 'C4'], 'black'));
    expect(lastPoints(G)).toBe(5);
  });
  it('[spec §5.3 D14] die 1 with 3b, engine 6, grey C1→C3: 3 pts', () => {
    const G = sheetA(1, 6, ['grey', 1]);
    giveTile(G, 3, 'b');
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey'));
    expect(lastPoints(G)).toBe(3);
  });
  it('[spec §5.3 D15] die 1 with 4a, engine 2, distance 5 with useUnlimited: 5 pts, tile 4a used up (out of the game) [seed 004: 使い切り]', () => {
    const G = sheetA(1, 2, ['grey', 1]);
    giveTile(G, 4, 'a');
    const path = ['C1', 'T1', 'C2', 'C4', 'T5', 'C3'];
    expect(why(G, '0', 'action', 'deliver', deliverArg(path, 'grey'))).toBe('too-far');
    play(G, '0', 'action', 'deliver', deliverArg(path, 'grey', { useUnlimited: true }));
    expect(lastPoints(G)).toBe(5);
    expect(G.actionTiles[3]).toMatchObject({ owner: null, sideways: false, side: 'a', usedUp: true });
  });
  it('[spec §5.3 D16] 4a on a path within the engine: INVALID (not needed)', () => {
    const G = sheetA(1, 2, ['grey', 1]);
    giveTile(G, 4, 'a');
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey', { useUnlimited: true }))).toBe(
      'unlimited-not-needed',
    );
  });
  it('[spec §5.3 D17] die 4, 3 boxes + usable 4b, black C4,C2,T1,C1,C3: 4 pts; without 4b INVALID', () => {
    const path = ['C4', 'C2', 'T1', 'C1', 'C3'];
    const H = sheetA(4, 3, ['black', 4]);
    expect(why(H, '0', 'action', 'deliver', deliverArg(path, 'black'))).toBe('too-far');
    const G = sheetA(4, 3, ['black', 4]);
    giveTile(G, 4, 'b');
    play(G, '0', 'action', 'deliver', deliverArg(path, 'black'));
    expect(lastPoints(G)).toBe(4);
  });
  it('[spec §5.3 D18] personal red cube on own C3, die 3, engine 3, C3,C1,T1,C2: 3 pts, cube removed', () => {
    const G = sheetA(3, 3);
    G.players['0'].personalCube = { color: 'red', city: 3 };
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C3', 'C1', 'T1', 'C2'], 'red'))).toBe('no-cube');
    play(G, '0', 'action', 'deliver', deliverArg(['C3', 'C1', 'T1', 'C2'], 'red', { personal: true }));
    expect(lastPoints(G)).toBe(3);
    expect(G.players['0'].personalCube).toBeNull();
  });
});

describe('delivery rules and enumeration', () => {
  it('a black cube may not end at its source; grey may end at C3 or C4', () => {
    const G = sheetA(1, 6, ['grey', 1]);
    const dests = legalMoves(G, ctxOf('0', 'action'), '0')
      .filter((m) => m.move === 'deliver')
      .map((m) => (m.args[0] as { path: string[] }).path.join(','));
    expect(dests.sort()).toEqual(['C1,C3', 'C1,C3,T5,C4', 'C1,T1,C2,C4', 'C1,T1,C2,C4,T5,C3'].sort());
  });
  it('the tile 3a / 4a flags are refused when the tile is not usable (acquired this round)', () => {
    const G = sheetA(3, 1, ['grey', 1]);
    giveTile(G, 3, 'a');
    G.actionTiles[2].acquiredRound = 1;
    expect(why(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey', { useDestinationDie: true }))).toBe(
      'tile-not-usable',
    );
  });
  it('order-tile option keeps delivered cubes', () => {
    const G = kernelState(3, { orderTiles: true });
    withTrack(G, '0', SHEET_A);
    G.players['0'].engine[0] = true;
    G.supply[1].push('grey');
    holdDie(G, '0', 1);
    play(G, '0', 'action', 'deliver', deliverArg(['C1', 'C3'], 'grey'));
    expect(G.players['0'].keptCubes).toEqual(['grey']);
    expect(G.bag.grey).toBe(10);
  });
});
