import { describe, expect, it } from 'vitest';
import type { Match } from '../../../games/common/match';
import type { SetupData } from '../../../games/common/module';
import { G_of, match, mod, patchG, step } from './helpers';

/** A match whose round-1 start seat is s (searching seeds). */
function matchFrom(n: number, s: number, setupData?: SetupData): Match {
  for (let i = 0; i < 200; i++) {
    const m = match(n, `flow-${n}-${s}-${i}`, setupData);
    if (G_of(m).startSeat === s) return m;
  }
  throw new Error('no seed');
}
const active = (m: Match) => m.state.ctx.activePlayers;
const setDice = (m: Match, values: number[], trackDie?: number) =>
  patchG(m, (G) => {
    G.dice = values.map((value, id) => ({ id, value, takenBy: null }));
    if (trackDie) G.trackDie = trackDie;
  });
const legalDice = (m: Match, p: string) =>
  mod
    .legalMoves(m.state.G, m.state.ctx, p)
    .filter((x) => x.move === 'takeDie')
    .map((x) => (x.args[0] as { dieId: number }).dieId);

describe('flow [spec §4.5, §4.6]', () => {
  it('[spec §4.6 Basic round] 3 players, start seat 0: 4 dice, each takes one, one left; round 2 order [1,2,0]', () => {
    const m = matchFrom(3, 0);
    expect(G_of(m).dice.length).toBe(4);
    expect(G_of(m).roundOrder).toEqual(['0', '1', '2']);
    for (const p of ['0', '1', '2']) {
      expect(m.state.ctx.currentPlayer).toBe(p);
      expect(active(m)).toEqual({ [p]: 'pickDie' });
      const die = legalDice(m, p)[0];
      expect(step(m, p, 'takeDie', { dieId: die })).toBe(true);
      expect(active(m)).toEqual({ [p]: 'action' });
      expect(step(m, p, 'passAction')).toBe(true);
    }
    const G = G_of(m);
    expect(G.round).toBe(2);
    expect(G.startSeat).toBe(1);
    expect(G.roundOrder).toEqual(['1', '2', '0']);
    expect(G.dice.length).toBe(4);
    expect(G.dice.every((d) => d.takenBy === null)).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(m.state.ctx.gameover).toBeUndefined();
  });

  it("[spec §4.6 Steal] P2 with 2b steals P0's 5; P0 picks again; P2 must use the 5", () => {
    const m = matchFrom(3, 0);
    setDice(m, [5, 3, 3, 6]);
    patchG(m, (G) => {
      G.round = 4;
      Object.assign(G.actionTiles[1], { side: 'b', owner: '2', acquiredRound: 3, sideways: false });
    });
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(active(m)).toEqual({ '2': 'stealWindow' });
    expect(step(m, '0', 'passAction')).toBe(false); // P0 waits
    expect(step(m, '2', 'stealDie')).toBe(true);
    let G = G_of(m);
    expect(G.dice[0].takenBy).toBe('2');
    expect(G.players['2'].stolenDie).toEqual({ id: 0, value: 5 });
    expect(G.actionTiles[1]).toMatchObject({ owner: null, sideways: false, usedUp: true });
    expect(active(m)).toEqual({ '0': 'pickDie' });
    expect(legalDice(m, '0').sort()).toEqual([1, 2, 3]);
    expect(step(m, '0', 'takeDie', { dieId: 1 })).toBe(true);
    expect(active(m)).toEqual({ '0': 'action' }); // no window: nobody holds 2b now
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(step(m, '1', 'takeDie', { dieId: 3 })).toBe(true);
    expect(step(m, '1', 'passAction')).toBe(true);
    expect(legalDice(m, '2')).toEqual([0]);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '2', 'takeDie', { dieId: 2 })).toBe('must-take-stolen-die');
    expect(step(m, '2', 'takeDie', { dieId: 0 })).toBe(true);
    expect(G_of(m).turn.currentDie).toEqual({ id: 0, value: 5 });
    expect(step(m, '2', 'upgradeEngine')).toBe(true);
    G = G_of(m);
    expect(G.players['2'].engine[4]).toBe(true);
    expect(G.round).toBe(5); // one die (id 2) was left and discarded
  });

  it('[spec §4.6 Steal] declineSteal lets the victim act with the die', () => {
    const m = matchFrom(3, 0);
    setDice(m, [5, 3, 3, 6]);
    patchG(m, (G) => Object.assign(G.actionTiles[1], { side: 'b', owner: '2', acquiredRound: 0 }));
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '2', 'declineSteal')).toBe(true);
    expect(active(m)).toEqual({ '0': 'action' });
    expect(G_of(m).turn.currentDie).toEqual({ id: 0, value: 5 });
    expect(G_of(m).actionTiles[1].owner).toBe('2');
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(step(m, '1', 'takeDie', { dieId: 1 })).toBe(true);
    expect(active(m)).toEqual({ '2': 'stealWindow' }); // a later pick opens a new window
  });

  it('[spec §4.6 Steal not allowed] the 2b holder has already played this round: no window', () => {
    const m = matchFrom(3, 0);
    setDice(m, [5, 3, 3, 6]);
    patchG(m, (G) => Object.assign(G.actionTiles[1], { side: 'b', owner: '0', acquiredRound: 0 }));
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(step(m, '1', 'takeDie', { dieId: 1 })).toBe(true);
    expect(active(m)).toEqual({ '1': 'action' });
    expect(step(m, '1', 'passAction')).toBe(true);
    expect(step(m, '2', 'takeDie', { dieId: 2 })).toBe(true);
    expect(active(m)).toEqual({ '2': 'action' });
  });

  it('[spec §4.6 Steal not allowed] 2b taken this round is not usable yet', () => {
    const m = matchFrom(3, 0);
    patchG(m, (G) => Object.assign(G.actionTiles[1], { side: 'b', owner: '2', acquiredRound: 1 }));
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(active(m)).toEqual({ '0': 'action' });
  });

  it('[spec §4.6 Two dice] 2 players, dice [2,4,6], P0 with 2a takes the 4 and the 6; P1 must take the 2; no die left', () => {
    const m = matchFrom(2, 0);
    setDice(m, [2, 4, 6]);
    patchG(m, (G) => Object.assign(G.actionTiles[1], { side: 'a', owner: '0', acquiredRound: 0 }));
    expect(step(m, '0', 'useTwoDice')).toBe(true);
    expect(G_of(m).actionTiles[1]).toMatchObject({ owner: null, usedUp: true });
    expect(active(m)).toEqual({ '0': 'pickDie' });
    expect(step(m, '0', 'takeDie', { dieId: 1 })).toBe(true);
    expect(step(m, '0', 'upgradeEngine')).toBe(true);
    expect(active(m)).toEqual({ '0': 'pickDie' });
    expect(step(m, '0', 'takeDie', { dieId: 2 })).toBe(true);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '0', 'useTwoDice')).toBe('tile-not-usable');
    expect(step(m, '0', 'upgradeEngine')).toBe(true);
    expect(G_of(m).players['0'].engine).toEqual([false, false, false, true, false, true]);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(legalDice(m, '1')).toEqual([0]);
    expect(step(m, '1', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '1', 'passAction')).toBe(true);
    expect(G_of(m).round).toBe(2);
  });

  it('[spec §4.6 Two dice] 2a may also be declared after taking the first die, before acting', () => {
    const m = matchFrom(2, 0);
    setDice(m, [2, 4, 6]);
    patchG(m, (G) => Object.assign(G.actionTiles[1], { side: 'a', owner: '0', acquiredRound: 0 }));
    expect(step(m, '0', 'takeDie', { dieId: 1 })).toBe(true);
    expect(step(m, '0', 'useTwoDice')).toBe(true);
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(active(m)).toEqual({ '0': 'pickDie' });
  });

  it("[spec §4.6 Tile theft] a sideways tile cannot be stolen before its owner's next turn; afterwards it can", () => {
    const m = matchFrom(3, 2); // order [2,0,1]
    setDice(m, [1, 5, 1, 1]);
    expect(step(m, '2', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '2', 'passAction')).toBe(true);
    expect(step(m, '0', 'takeDie', { dieId: 2 })).toBe(true);
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(step(m, '1', 'takeDie', { dieId: 1 })).toBe(true);
    expect(step(m, '1', 'takeActionTile')).toBe(true);
    expect(G_of(m).actionTiles[4]).toMatchObject({ owner: '1', sideways: true, acquiredRound: 1 });
    // round 2, order [0,1,2]
    expect(G_of(m).roundOrder).toEqual(['0', '1', '2']);
    setDice(m, [5, 5, 5, 5]);
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '0', 'takeActionTile')).toBe('tile-sideways');
    expect(step(m, '0', 'takeActionTile')).toBe(false);
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(G_of(m).actionTiles[4].sideways).toBe(false); // P1's turn started
    expect(step(m, '1', 'takeDie', { dieId: 1 })).toBe(true);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '1', 'takeActionTile')).toBe('tile-yours');
    expect(step(m, '1', 'passAction')).toBe(true);
    expect(step(m, '2', 'takeDie', { dieId: 2 })).toBe(true);
    expect(step(m, '2', 'takeActionTile')).toBe(true);
    expect(G_of(m).actionTiles[4]).toMatchObject({ owner: '2', sideways: true, acquiredRound: 2 });
  });

  it('[spec §4.6 End] 3 empty cities at round end → game over', () => {
    const m = matchFrom(2, 0);
    patchG(m, (G) => {
      G.supply = { 1: [], 2: [], 3: ['red'], 4: [], 5: ['blue'], 6: ['yellow', 'grey'] };
    });
    for (const p of ['0', '1']) {
      expect(step(m, p, 'takeDie', { dieId: legalDice(m, p)[0] })).toBe(true);
      expect(step(m, p, 'passAction')).toBe(true);
    }
    const go = m.state.ctx.gameover as { winners: string[]; scores: Record<string, number> };
    expect(go).toBeDefined();
    expect(Object.keys(go.scores).sort()).toEqual(['0', '1']);
    expect(go.winners).toEqual(['0', '1']); // 0–0, all tie-breaks equal: shared win
    expect(mod.legalMoves(m.state.G, m.state.ctx, '0')).toEqual([]);
  });

  it('[spec §4.6 End] only 2 empty cities (black counts as a cube) → the game continues', () => {
    const m = matchFrom(2, 0, { variants: { blackCubes: true } });
    patchG(m, (G) => {
      G.supply = { 1: [], 2: [], 3: ['black'], 4: ['red'], 5: ['blue'], 6: ['grey'] };
    });
    for (const p of ['0', '1']) {
      expect(step(m, p, 'takeDie', { dieId: legalDice(m, p)[0] })).toBe(true);
      expect(step(m, p, 'passAction')).toBe(true);
    }
    expect(m.state.ctx.gameover).toBeUndefined();
    expect(G_of(m).round).toBe(2);
  });

  it('[spec §4.5 D20] the game also ends after round 40', () => {
    const m = matchFrom(2, 0);
    patchG(m, (G) => {
      G.round = 40;
    });
    for (const p of ['0', '1']) {
      expect(step(m, p, 'takeDie', { dieId: legalDice(m, p)[0] })).toBe(true);
      expect(step(m, p, 'passAction')).toBe(true);
    }
    expect(m.state.ctx.gameover).toBeDefined();
  });

  it('drawing track is two steps: selectTrackHex then drawTrack (or cancelTrackHex)', () => {
    const m = matchFrom(2, 0);
    setDice(m, [1, 1, 1], 1);
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '0', 'selectTrackHex', { hex: '2,1' })).toBe(true);
    expect(active(m)).toEqual({ '0': 'drawSegment' });
    expect(step(m, '0', 'cancelTrackHex')).toBe(true);
    expect(active(m)).toEqual({ '0': 'action' });
    expect(step(m, '0', 'selectTrackHex', { hex: '2,1' })).toBe(true);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '0', 'drawTrack', { hex: '2,0', edges: [0, 3] })).toBe('wrong-hex');
    expect(step(m, '0', 'drawTrack', { hex: '2,1', edges: [0, 3] })).toBe(true);
    expect(G_of(m).players['0'].track).toEqual({ '2,1': [0, 3] });
    expect(m.state.ctx.currentPlayer).toBe('1');
  });
});

describe('phase powers [spec §4.4]', () => {
  it('players choose in reverse round-1 order; the personal cube is placed in a stage; then round 1 starts', () => {
    const m = matchFrom(3, 1, { variants: { startingPowers: true } });
    expect(m.state.ctx.phase).toBe('powers');
    expect(G_of(m).powersOrder).toEqual(['0', '2', '1']);
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(active(m)).toEqual({ '0': 'choosePower' });
    expect(step(m, '0', 'chooseStartingPower', { power: 'personalCube' })).toBe(true);
    expect(active(m)).toEqual({ '0': 'placePersonalCube' });
    const color = G_of(m).pendingPersonalCube!.color;
    expect(['red', 'blue', 'yellow', 'green']).toContain(color);
    expect(step(m, '0', 'placePersonalCube', { city: 5 })).toBe(false);
    expect(step(m, '0', 'placePersonalCube', { city: 4 })).toBe(true);
    expect(G_of(m).players['0'].personalCube).toEqual({ color, city: 4 });
    expect(m.state.ctx.currentPlayer).toBe('2');
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '2', 'chooseStartingPower', { power: 'personalCube' })).toBe(
      'power-taken',
    );
    expect(step(m, '2', 'chooseStartingPower', { power: 'actionTile', tile: 2 })).toBe(true);
    expect(G_of(m).actionTiles[1]).toMatchObject({ owner: '2', sideways: true, acquiredRound: 0 });
    expect(step(m, '1', 'chooseStartingPower', { power: 'track', hex: '0,0', edges: [5, 0] })).toBe(true);
    expect(G_of(m).players['1'].track).toEqual({ '0,0': [0, 5] });
    expect(m.state.ctx.phase).toBe('play');
    expect(G_of(m).round).toBe(1);
    expect(G_of(m).roundOrder).toEqual(['1', '2', '0']);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(G_of(m).dice.length).toBe(4);
  });

  it('engine power crosses the chosen box; points power scores 2', () => {
    const m = matchFrom(2, 0, { variants: { startingPowers: true } });
    expect(step(m, '1', 'chooseStartingPower', { power: 'engine', box: 6 })).toBe(true);
    expect(step(m, '0', 'chooseStartingPower', { power: 'points' })).toBe(true);
    expect(G_of(m).players['1'].engine[5]).toBe(true);
    expect(mod.scores(m.state.G, m.state.ctx)['0']).toBe(2);
    expect(m.state.ctx.phase).toBe('play');
  });
});

describe('order tiles [spec §4.5 afterAction]', () => {
  it('after an action with payable kept cubes the player may fulfil one order (black pays one cube) or end the turn', () => {
    const m = matchFrom(2, 0, { variants: { orderTiles: true } });
    setDice(m, [1, 1, 1]);
    patchG(m, (G) => {
      G.orderTiles[0] = { n: 1, side: 'a', cubes: ['red', 'red'], points: 3, owner: null };
      G.players['0'].keptCubes = ['red', 'black'];
      G.players['1'].keptCubes = ['blue'];
    });
    expect(step(m, '0', 'takeDie', { dieId: 0 })).toBe(true);
    expect(step(m, '0', 'passAction')).toBe(true);
    expect(active(m)).toEqual({ '0': 'afterAction' });
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '0', 'fulfillOrder', { order: 1, blackAs: null })).toBe('cannot-pay');
    expect(mod.whyIllegal(m.state.G, m.state.ctx, '0', 'fulfillOrder', { order: 1, blackAs: 'blue' })).toBe(
      'bad-black',
    );
    expect(step(m, '0', 'fulfillOrder', { order: 1, blackAs: 'red' })).toBe(true);
    const G = G_of(m);
    expect(G.orderTiles[0].owner).toBe('0');
    expect(G.players['0'].keptCubes).toEqual([]);
    expect(mod.scoreBreakdown(G, m.state.ctx).rows['0'].orders).toBe(3);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(step(m, '1', 'takeDie', { dieId: 1 })).toBe(true);
    expect(step(m, '1', 'passAction')).toBe(true); // nothing payable: no afterAction stage
    expect(G_of(m).round).toBe(2);
  });
});
