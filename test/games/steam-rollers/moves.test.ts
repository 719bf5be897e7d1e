// Each move's refusals (reason codes) and effects, on the pure kernel.
import { describe, expect, it } from 'vitest';
import { WALL_PATTERNS } from '../../../games/steam-rollers/data/walls';
import { MOVES } from '../../../games/steam-rollers/moves';
import { legalMoves } from '../../../games/steam-rollers/rules/legal';
import type { SRState } from '../../../games/steam-rollers/types';
import { ctxOf, fixedRng, holdDie, kernelState, play, why } from './helpers';

const own = (G: SRState, n: number, side: 'a' | 'b', p = '0', acquiredRound = 0) =>
  Object.assign(G.actionTiles[n - 1], { side, owner: p, acquiredRound, sideways: false });
const atHex = (G: SRState, hex: string) => {
  G.turn.trackHex = hex;
};

describe('die modifiers [spec §4.6 Die modifiers]', () => {
  it('[spec §4.6 Die modifiers] 5a: die 6 +1 INVALID; die 1 −1 INVALID; die 3 +1 → 4', () => {
    const G = kernelState();
    own(G, 5, 'a');
    holdDie(G, '0', 6);
    expect(why(G, '0', 'action', 'useTileNudge', { delta: 1 })).toBe('value-out-of-range');
    holdDie(G, '0', 1);
    expect(why(G, '0', 'action', 'useTileNudge', { delta: -1 })).toBe('value-out-of-range');
    holdDie(G, '0', 3);
    play(G, '0', 'action', 'useTileNudge', { delta: 1 });
    expect(G.turn.currentDie!.value).toBe(4);
    expect(G.dice[0].value).toBe(4);
    expect(why(G, '0', 'action', 'useTileNudge', { delta: 1 })).toBe('modifier-used');
    expect(G.actionTiles[4].owner).toBe('0'); // permanent
  });
  it('[spec §4.6 Die modifiers] 5b flip: 2 → 5; reroll uses the random die; once per die', () => {
    const G = kernelState();
    own(G, 5, 'b');
    holdDie(G, '0', 2);
    play(G, '0', 'action', 'useTileFlip');
    expect(G.turn.currentDie!.value).toBe(5);
    expect(why(G, '0', 'action', 'useTileReroll')).toBe('modifier-used');
    const H = kernelState();
    own(H, 5, 'b');
    holdDie(H, '0', 2);
    play(H, '0', 'action', 'useTileReroll', undefined, fixedRng(6));
    expect(H.turn.currentDie!.value).toBe(6);
    expect(why(H, '0', 'action', 'useTileFlip')).toBe('modifier-used');
  });
  it('[spec §4.6 Die modifiers] tile 1 with die 4: set to 4 INVALID, set to 2 legal; the tile is used up (out of the game) [seed 004: 使い切り]', () => {
    const G = kernelState();
    own(G, 1, 'a');
    holdDie(G, '0', 4);
    expect(why(G, '0', 'action', 'useTileSetDie', { value: 4 })).toBe('same-value');
    expect(why(G, '0', 'action', 'useTileSetDie', { value: 7 })).toBe('value-out-of-range');
    play(G, '0', 'action', 'useTileSetDie', { value: 2 });
    expect(G.turn.currentDie!.value).toBe(2);
    expect(G.actionTiles[0]).toMatchObject({ owner: null, sideways: false, usedUp: true });
    expect(why(G, '0', 'action', 'useTileSetDie', { value: 3 })).toBe('tile-not-usable');
  });
  it('modifiers need a usable tile of the right side', () => {
    const G = kernelState();
    holdDie(G, '0', 3);
    for (const m of ['useTileNudge', 'useTileReroll', 'useTileFlip', 'useTileSetDie'])
      expect(why(G, '0', 'action', m, { delta: 1, value: 2 })).toBe('tile-not-usable');
    own(G, 5, 'a', '0', 1); // acquired this round
    expect(why(G, '0', 'action', 'useTileNudge', { delta: 1 })).toBe('tile-not-usable');
    own(G, 5, 'b');
    expect(why(G, '0', 'action', 'useTileNudge', { delta: 1 })).toBe('tile-not-usable');
    expect(why(G, '0', 'action', 'useTileFlip')).toBeNull();
  });
});

describe('drawTrack [spec §4.5, §4.6]', () => {
  it('[spec §4.6 Walls] pattern M1: (2,1)[1,4] and [2,5] INVALID (wall), [0,3] legal', () => {
    const G = kernelState(3, { walls: 'medium' });
    G.walls = [...WALL_PATTERNS.M1];
    G.trackDie = 1; // straight + gentle
    holdDie(G, '0', 1);
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '2,1' })).toBeNull();
    atHex(G, '2,1');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [1, 4] })).toBe('wall');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [2, 5] })).toBe('wall');
    play(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [0, 3] });
    expect(G.players['0'].track['2,1']).toEqual([0, 3]);
  });
  it('[spec §4.6 Region check] die 3 on T1 (region 1) INVALID; die 1 on the city (1,1) INVALID', () => {
    const G = kernelState();
    holdDie(G, '0', 3);
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '0,2' })).toBe('wrong-region');
    holdDie(G, '0', 1);
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '1,1' })).toBe('hex-not-buildable');
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '9,9' })).toBe('hex-not-buildable');
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '0,2' })).toBeNull();
    atHex(G, '1,1');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '1,1', edges: [0, 3] })).toBe('hex-not-buildable');
  });
  it('[spec §4.6 Shape check] track die 3: [0,3] INVALID unless tile 6; [0,2] and [0,1] legal', () => {
    const G = kernelState();
    G.trackDie = 3;
    holdDie(G, '0', 1);
    atHex(G, '2,1');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [0, 3] })).toBe('shape-not-allowed');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [0, 2] })).toBeNull();
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [0, 1] })).toBeNull();
    own(G, 6, 'a');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,1', edges: [0, 3] })).toBeNull();
  });
  it('refuses a drawn hex, bad edges; a hex with no legal segment cannot be selected', () => {
    const G = kernelState(3);
    G.trackDie = 2; // straight + sharp
    holdDie(G, '0', 1);
    G.players['0'].track['2,1'] = [0, 3];
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '2,1' })).toBe('hex-drawn');
    atHex(G, '2,0');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,0', edges: [1, 1] })).toBe('bad-edges');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,0', edges: [0, 6] })).toBe('bad-edges');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '2,0', edges: 'x' })).toBe('bad-edges');
    // walls on 3 alternate edges of (2,0) leave only gentle pairs: impossible with straight+sharp
    G.turn.trackHex = null;
    G.walls = ['2,0|3,0', '2,-1|2,0', '1,1|2,0']; // E(0), NW(2), SW(4)
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '2,0' })).toBe('no-legal-segment');
    G.trackDie = 1;
    expect(why(G, '0', 'action', 'selectTrackHex', { hex: '2,0' })).toBeNull();
  });
  it('track touching nothing or pointing off the board is legal [D6]', () => {
    const G = kernelState();
    G.trackDie = 1;
    holdDie(G, '0', 1);
    atHex(G, '0,0');
    expect(why(G, '0', 'drawSegment', 'drawTrack', { hex: '0,0', edges: [2, 5] })).toBeNull();
  });
});

describe('other refusals', () => {
  it('cancelTrackHex is limited to 2 per turn (no endless select/cancel loops) [design]', () => {
    const G = kernelState();
    G.trackDie = 1;
    holdDie(G, '0', 1);
    for (let k = 0; k < 2; k++) {
      play(G, '0', 'action', 'selectTrackHex', { hex: '2,1' });
      play(G, '0', 'drawSegment', 'cancelTrackHex');
    }
    play(G, '0', 'action', 'selectTrackHex', { hex: '2,1' });
    expect(why(G, '0', 'drawSegment', 'cancelTrackHex')).toBe('no-more-cancels');
    expect(legalMoves(G, ctxOf('0', 'drawSegment'), '0').some((m) => m.move === 'cancelTrackHex')).toBe(false);
  });

  it('stage and activity checks', () => {
    const G = kernelState();
    holdDie(G, '0', 3);
    expect(why(G, '0', 'action', 'takeDie', { dieId: 1 })).toBe('wrong-step');
    expect(why(G, '0', 'action', 'noSuchMove')).toBe('unknown-move');
    expect(why(G, '0', 'action', 'deliver', 5 as never)).toBe('bad-argument');
    const ctx = ctxOf('0', 'action');
    expect(MOVES.passAction.check(G, '0', undefined, {})).toBeNull();
    expect(legalMoves(G, ctx, '1')).toEqual([]);
    expect(legalMoves(G, { ...ctx, activePlayers: null }, '0')).toEqual([]);
    G.turn.currentDie = null;
    expect(why(G, '0', 'action', 'passAction')).toBe('no-die');
    G.gameOver = { scores: {}, winners: [] };
    expect(why(G, '0', 'action', 'passAction')).toBe('game-over');
  });
  it('takeDie: die-in-hand, no-more-picks, no-such-die, die-taken', () => {
    const G = kernelState();
    expect(why(G, '0', 'pickDie', 'takeDie', { dieId: 9 })).toBe('no-such-die');
    expect(why(G, '0', 'pickDie', 'takeDie', {})).toBe('no-such-die');
    G.dice[1].takenBy = '2';
    expect(why(G, '0', 'pickDie', 'takeDie', { dieId: 1 })).toBe('die-taken');
    play(G, '0', 'pickDie', 'takeDie', { dieId: 0 });
    expect(why(G, '0', 'pickDie', 'takeDie', { dieId: 2 })).toBe('die-in-hand');
    G.turn.currentDie = null;
    expect(why(G, '0', 'pickDie', 'takeDie', { dieId: 2 })).toBe('no-more-picks');
  });
  it('useTwoDice: tile-not-usable, two-dice-active, already-acted, not-enough-dice', () => {
    const G = kernelState(3);
    expect(why(G, '0', 'pickDie', 'useTwoDice')).toBe('tile-not-usable');
    own(G, 2, 'a');
    expect(why(G, '0', 'pickDie', 'useTwoDice')).toBeNull();
    G.turn.twoDice = true;
    expect(why(G, '0', 'pickDie', 'useTwoDice')).toBe('two-dice-active');
    G.turn.twoDice = false;
    G.turn.actionsDone = 1;
    expect(why(G, '0', 'pickDie', 'useTwoDice')).toBe('already-acted');
    G.turn.actionsDone = 0;
    G.dice[3].takenBy = '2'; // a spare die is gone: 3 untaken dice, 3 players need them
    expect(why(G, '0', 'pickDie', 'useTwoDice')).toBe('not-enough-dice');
  });
  it('steal window moves: no-steal-pending, not-thief, tile-not-usable', () => {
    const G = kernelState();
    expect(why(G, '2', 'stealWindow', 'stealDie')).toBe('no-steal-pending');
    expect(why(G, '2', 'stealWindow', 'declineSteal')).toBe('no-steal-pending');
    G.pendingSteal = { victim: '0', thief: '2', dieId: 0 };
    expect(why(G, '1', 'stealWindow', 'stealDie')).toBe('not-thief');
    expect(why(G, '1', 'stealWindow', 'declineSteal')).toBe('not-thief');
    expect(why(G, '2', 'stealWindow', 'stealDie')).toBe('tile-not-usable');
    expect(why(G, '2', 'stealWindow', 'declineSteal')).toBeNull();
  });
  it('upgradeEngine: engine-box-crossed; takeActionTile: tile-yours, tile-sideways', () => {
    const G = kernelState();
    holdDie(G, '0', 2);
    play(G, '0', 'action', 'upgradeEngine');
    expect(G.players['0'].engine[1]).toBe(true);
    holdDie(G, '0', 2);
    expect(why(G, '0', 'action', 'upgradeEngine')).toBe('engine-box-crossed');
    Object.assign(G.actionTiles[1], { owner: '1', sideways: true });
    expect(why(G, '0', 'action', 'takeActionTile')).toBe('tile-sideways');
    G.actionTiles[1].sideways = false;
    play(G, '0', 'action', 'takeActionTile');
    expect(G.actionTiles[1]).toMatchObject({ owner: '0', sideways: true, acquiredRound: 1 });
    holdDie(G, '0', 2);
    expect(why(G, '0', 'action', 'takeActionTile')).toBe('tile-yours');
  });
  it('deliver argument checks: path-too-short, bad-argument', () => {
    const G = kernelState();
    holdDie(G, '0', 1);
    expect(why(G, '0', 'action', 'deliver', { path: ['C1'], color: 'grey' })).toBe('path-too-short');
    expect(why(G, '0', 'action', 'deliver', { path: ['C1', 'X'], color: 'grey' })).toBe('bad-argument');
    expect(why(G, '0', 'action', 'deliver', { path: ['C1', 'C3'], color: 'pink' })).toBe('bad-argument');
    expect(why(G, '0', 'action', 'deliver')).toBe('bad-argument');
  });
  it('powers: power-already-chosen, power-taken, tile-owned, bad-argument, hex/edge/wall checks; personal cube checks', () => {
    const G = kernelState(3, { startingPowers: true });
    G.round = 0;
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'magic' })).toBe('bad-argument');
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'engine', box: 7 })).toBe('bad-argument');
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'actionTile', tile: 0 })).toBe('bad-argument');
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'track', hex: '1,1', edges: [0, 3] })).toBe(
      'hex-not-buildable',
    );
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'track', hex: '0,0', edges: [0, 0] })).toBe(
      'bad-edges',
    );
    G.walls = ['0,0|1,0'];
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'track', hex: '0,0', edges: [0, 3] })).toBe(
      'wall',
    );
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'track', hex: '5,5', edges: [0, 1] })).toBeNull(); // any region, any shape
    G.actionTiles[2].owner = '1';
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'actionTile', tile: 3 })).toBe('tile-owned');
    play(G, '0', 'choosePower', 'chooseStartingPower', { power: 'engine', box: 3 });
    expect(G.players['0'].engine[2]).toBe(true);
    expect(why(G, '0', 'choosePower', 'chooseStartingPower', { power: 'points' })).toBe('power-already-chosen');
    expect(why(G, '1', 'choosePower', 'chooseStartingPower', { power: 'engine', box: 1 })).toBe('power-taken');
    expect(why(G, '1', 'placePersonalCube', 'placePersonalCube', { city: 3 })).toBe('no-pending-cube');
    G.pendingPersonalCube = { player: '1', color: 'red' };
    expect(why(G, '1', 'placePersonalCube', 'placePersonalCube', { city: 2 })).toBe('bad-city');
  });
  it('personal cube: drawn uniformly from non-grey bag cubes; nothing when none is left', () => {
    const G = kernelState(2, { startingPowers: true });
    G.bag = { red: 0, blue: 2, yellow: 0, green: 1, grey: 9, black: 0 };
    const flow = play(G, '0', 'choosePower', 'chooseStartingPower', { power: 'personalCube' }, fixedRng(1, 0.9));
    expect(flow).toEqual({ kind: 'stage', stage: 'placePersonalCube' });
    expect(G.pendingPersonalCube).toEqual({ player: '0', color: 'green' });
    expect(G.bag.green).toBe(0);
    const H = kernelState(2, { startingPowers: true });
    H.bag = { red: 0, blue: 0, yellow: 0, green: 0, grey: 9, black: 0 };
    expect(play(H, '0', 'choosePower', 'chooseStartingPower', { power: 'personalCube' })).toEqual({ kind: 'endTurn' });
    expect(H.pendingPersonalCube).toBeNull();
  });
  it('orders: order-done, order-owned, bad-argument', () => {
    const G = kernelState(2, { orderTiles: true });
    G.players['0'].keptCubes = ['red', 'red'];
    G.orderTiles[0] = { n: 1, side: 'a', cubes: ['red', 'red'], points: 3, owner: null };
    expect(why(G, '0', 'afterAction', 'fulfillOrder', { order: 9 })).toBe('bad-argument');
    expect(why(G, '0', 'afterAction', 'fulfillOrder', { order: 1, blackAs: 'red' })).toBe('bad-black');
    expect(why(G, '0', 'afterAction', 'fulfillOrder', { order: 1, blackAs: null })).toBeNull();
    G.orderTiles[0].owner = '1';
    expect(why(G, '0', 'afterAction', 'fulfillOrder', { order: 1 })).toBe('order-owned');
    G.turn.orderDone = true;
    expect(why(G, '0', 'afterAction', 'fulfillOrder', { order: 1 })).toBe('order-done');
    expect(why(G, '0', 'afterAction', 'finishTurn')).toBeNull();
  });
});
