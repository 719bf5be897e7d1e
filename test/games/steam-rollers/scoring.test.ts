import { describe, expect, it } from 'vitest';
import { ORDER_TILES } from '../../../games/steam-rollers/data/tiles';
import { gameoverOf } from '../../../games/steam-rollers/game';
import { effEngine, usable } from '../../../games/steam-rollers/rules/helpers';
import { computeFinal, engineScore, scorePlayer, winnersOf } from '../../../games/steam-rollers/rules/scoring';
import type { FinalScore } from '../../../games/steam-rollers/types';
import { SHEET_A, kernelState, mod, withTrack } from './helpers';

const fs = (total: number, engineBoxes: number, network: number, engineStrength = engineBoxes): FinalScore => ({
  deliveries: 0,
  network,
  engine: 0,
  tiles: 0,
  power: 0,
  orders: 0,
  total,
  engineBoxes,
  engineStrength,
});

describe('final scoring [spec §5.2]', () => {
  it('[spec §5.3 Engine score] 3 → 0, 4 → 1, 5 → 2, 6 → 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(engineScore)).toEqual([0, 0, 0, 0, 1, 2, 3]);
  });
  it("[seed 004: ④b プレイヤーの輸送力が1つ上がります; 輸送力4/5/6で、1/2/3点] 5 boxes + 4b held → engine 6 → 3 points (rules version 2; the spec's D16 counted 2)", () => {
    const G = kernelState(2);
    G.players['0'].engine = [true, true, true, true, true, false];
    Object.assign(G.actionTiles[3], { side: 'b', owner: '0', acquiredRound: 0 });
    expect(scorePlayer(G, '0').engine).toBe(3);
    expect(scorePlayer(G, '0').engineBoxes).toBe(5);
    expect(scorePlayer(G, '0').engineStrength).toBe(6);
    // Held but on its a side, or held by someone else: no +1.
    Object.assign(G.actionTiles[3], { side: 'a' });
    expect(scorePlayer(G, '0').engine).toBe(2);
    Object.assign(G.actionTiles[3], { side: 'b', owner: '1' });
    expect(scorePlayer(G, '0').engine).toBe(2);
  });
  it('[seed 004: 輸送力4/5/6で、1/2/3点] 6 boxes + 4b → engine 7 still scores 3 (the scale stops at 6: a stronger engine never scores less)', () => {
    const G = kernelState(2);
    G.players['0'].engine = [true, true, true, true, true, true];
    Object.assign(G.actionTiles[3], { side: 'b', owner: '0', acquiredRound: 0 });
    expect(scorePlayer(G, '0').engineStrength).toBe(7);
    expect(scorePlayer(G, '0').engine).toBe(3);
  });
  it('[seed 004: ④b プレイヤーがこのタイルを持っている限り…輸送力が1つ上がります; ゲーム終了時にタイルを所有していると] 4b taken in the last round still counts at the end (the next-round rule is about using a tile during play)', () => {
    // タイルは次ラウンド以降で使用することができ: in the round it is taken, 4b does not raise the engine for a
    // delivery (usable is false); the end scoring reads the tiles a player holds (ゲーム終了時にタイルを所有していると)
    // and the engine (輸送力4/5/6で、1/2/3点), which 4b raises as long as it is held.
    const G = kernelState(2);
    G.round = 9;
    G.players['0'].engine = [true, true, true, true, true, false];
    Object.assign(G.actionTiles[3], { side: 'b', owner: '0', acquiredRound: 9, sideways: true });
    expect(usable(G, '0', 4, 'b')).toBe(false);
    expect(effEngine(G, '0')).toBe(5);
    expect(scorePlayer(G, '0').engineStrength).toBe(6);
    expect(scorePlayer(G, '0').engine).toBe(3);
    expect(scorePlayer(G, '0').tiles).toBe(0); // 4b is printed 0 points
  });
  it('[spec §5.3 Full final score] deliveries 11 + network 10 + engine 2 + tiles −1 + power 2 + order 3 = 27', () => {
    const G = kernelState(2, { orderTiles: true, startingPowers: true });
    const p = G.players['0'];
    p.deliveries = [1, 3, 5, 2];
    withTrack(G, '0', SHEET_A);
    p.engine = [true, true, true, true, true, false];
    Object.assign(G.actionTiles[2], { side: 'b', owner: '0' });
    Object.assign(G.actionTiles[4], { side: 'a', owner: '0' });
    p.startingPower = 'points';
    G.orderTiles[0] = { n: 1, side: 'a', cubes: [...ORDER_TILES[1].a.cubes], points: 3, owner: '0' };
    expect(scorePlayer(G, '0')).toEqual({
      deliveries: 11,
      network: 10,
      engine: 2,
      tiles: -1,
      power: 2,
      orders: 3,
      total: 27,
      engineBoxes: 5,
      engineStrength: 5,
    });
    const bd = mod.scoreBreakdown(G, {} as never);
    expect(bd.rows['0']).toEqual({ deliveries: 11, network: 10, engine: 2, tiles: -1, power: 2, orders: 3 });
    expect(bd.totals['0']).toBe(27);
    expect(mod.scores(G, {} as never)).toEqual({ '0': 27, '1': 0 });
  });
  it('tile points: every side as in §2.6', () => {
    const G = kernelState(2);
    const expected: Record<string, number> = {
      '1a': 1,
      '2a': 1,
      '2b': 2,
      '3a': -1,
      '3b': 1,
      '4a': 1,
      '4b': 0,
      '5a': -2,
      '5b': -2,
      '6a': -2,
    };
    for (const [k, pts] of Object.entries(expected)) {
      const H = structuredClone(G);
      Object.assign(H.actionTiles[Number(k[0]) - 1], { side: k[1], owner: '1' });
      expect(scorePlayer(H, '1').tiles, k).toBe(pts);
    }
  });
});

describe('winner and tie-breaks [spec §5.4]', () => {
  it('[spec §5.4] A 30/5/8 vs B 30/5/10 → B wins', () => {
    expect(winnersOf({ A: fs(30, 5, 8), B: fs(30, 5, 10) })).toEqual(['B']);
  });
  it('[spec §5.4] A 30/6/8 vs B 30/5/10 → A wins', () => {
    expect(winnersOf({ A: fs(30, 6, 8), B: fs(30, 5, 10) })).toEqual(['A']);
  });
  it('[seed 004: タイブレークの場合、まず輸送力を比べ] equal totals and boxes, A holds 4b → A wins before the network is compared', () => {
    expect(winnersOf({ A: fs(30, 5, 8, 6), B: fs(30, 5, 10, 5) })).toEqual(['A']);
  });
  it('highest total wins; a full tie is shared (draw) [D21]', () => {
    expect(winnersOf({ A: fs(31, 0, 0), B: fs(30, 6, 10) })).toEqual(['A']);
    expect(winnersOf({ A: fs(30, 5, 10), B: fs(30, 5, 10), C: fs(2, 6, 9) })).toEqual(['A', 'B']);
  });
  it('gameover shape: winner only when unique, scores for every seat', () => {
    const G = kernelState(2);
    G.gameOver = { scores: computeFinal(G), winners: ['0', '1'] };
    expect(gameoverOf(G)).toEqual({ draw: true, winners: ['0', '1'], scores: { '0': 0, '1': 0 } });
    G.gameOver.winners = ['1'];
    expect(gameoverOf(G)).toEqual({ winner: '1', winners: ['1'], scores: { '0': 0, '1': 0 } });
  });
});

describe('evaluate (bot heuristic)', () => {
  it('is the score plus the value of track, links and engine; the final total once the game is over', () => {
    const G = kernelState(2);
    G.supply[1] = ['grey'];
    const empty = mod.evaluate(G, {} as never, '0');
    withTrack(G, '0', SHEET_A);
    const built = mod.evaluate(G, {} as never, '0');
    expect(built).toBeGreaterThan(empty + 10); // network 10 plus links
    G.players['0'].engine = [true, true, false, false, false, false];
    expect(mod.evaluate(G, {} as never, '0')).toBeGreaterThan(built);
    G.gameOver = { scores: computeFinal(G), winners: ['0'] };
    expect(mod.evaluate(G, {} as never, '0')).toBe(G.gameOver.scores['0'].total);
  });
});
