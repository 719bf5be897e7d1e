// Each move's refusals with their reason codes [spec §4.4-§4.6]; every code of REASONS is produced.
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../games/nippon/reasons';
import type { City, NipponState } from '../../../games/nippon/types';
import { act, clearCities, fresh, give, stage, why } from './helpers';

const S = '0';
const seen = new Set<string>();
function expectWhy(G: NipponState, move: string, arg: Record<string, unknown> | undefined, reason: string) {
  expect(why(G, S, move, arg)).toBe(reason);
  seen.add(reason);
}
const city = (G: NipponState, id: string): City => G.cities.find((c) => c.id === id)!;

describe('refusals', () => {
  it('default stage and post', () => {
    const G = fresh();
    expectWhy(G, 'fly', undefined, 'unknown-move');
    expectWhy(G, 'endMyTurn', undefined, 'wrong-stage');
    expectWhy(G, 'takeWorker', { slot: -1, color: 'white', action: 'invest' }, 'bad-argument');
    expectWhy(G, 'takeWorker', { slot: 4, color: G.actionSlots[4][0], action: 'invest' }, 'action-not-in-slot');
    G.actionSlots[0] = ['white'];
    expectWhy(G, 'takeWorker', { slot: 0, color: 'black', action: 'invest' }, 'no-such-worker');
    G.players[S].money = 0;
    expectWhy(G, 'takeWorker', { slot: 0, color: 'white', action: 'invest' }, 'action-not-possible');
    G.players[S].workers = Array(6).fill('white');
    expectWhy(G, 'takeWorker', { slot: 0, color: 'white', action: 'knowledge' }, 'six-workers');
    expectWhy(G, 'convertBlueprints', { track: 'coal' }, 'no-blueprints');
    G.players[S].blueprints = 3;
    G.players[S].coalIdx = 7;
    expectWhy(G, 'convertBlueprints', { track: 'coal' }, 'track-at-top');
    expect(why(G, S, 'convertBlueprints', { track: 'income' })).toBeNull();
    G.result = { ranking: ['0'], scores: { 0: 1 } };
    expectWhy(G, 'consolidate', undefined, 'game-over');
    seen.add('not-your-turn'); // produced by the wrapper; covered in flow.test.ts
  });

  it('invest', () => {
    const G = fresh();
    stage(G, 'invest');
    expectWhy(G, 'buildFactory', { factoryId: 'NOPE' }, 'bad-argument');
    G.factorySupply = G.factorySupply.filter((f) => f !== 'SILK1');
    expectWhy(G, 'buildFactory', { factoryId: 'SILK1' }, 'factory-not-available');
    give(G, S, 'PAPER1');
    expectWhy(G, 'buildFactory', { factoryId: 'PAPER2' }, 'good-already-owned');
    expectWhy(G, 'buildFactory', { factoryId: 'CLOCK1' }, 'not-enough-knowledge');
    G.players[S].money = 5;
    expectWhy(G, 'buildFactory', { factoryId: 'SILK2' }, 'not-enough-money');
  });

  it('mechanize and the free BULB2 bonus', () => {
    const G = fresh();
    stage(G, 'mechanize');
    G.players[S].money = 4;
    give(G, S, 'SILK1', 0, 2);
    give(G, S, 'PAPER1', 0, 0);
    expectWhy(G, 'mechanizeOnce', { target: 'PAPER1' }, 'not-enough-money');
    G.players[S].money = 30;
    expectWhy(G, 'mechanizeOnce', { target: 'SILK1' }, 'machine-full');
    expectWhy(G, 'mechanizeOnce', { target: 'BULB1' }, 'not-your-factory');
    expectWhy(G, 'mechanizeOnce', { target: 'hold' }, 'must-mechanize-factory');
    expectWhy(G, 'finishAction', undefined, 'nothing-done');
    G.pending!.count = 3;
    expectWhy(G, 'mechanizeOnce', { target: 'PAPER1' }, 'unit-limit');
    stage(G, 'bonusMechanize');
    G.pending!.freeLeft = 0;
    expectWhy(G, 'freeMechanize', { target: 'PAPER1' }, 'unit-limit');
  });

  it('produce', () => {
    const G = fresh();
    stage(G, 'produce');
    G.players[S].coal = 2;
    give(G, S, 'SILK1', 0);
    give(G, S, 'CLOCK2', 0);
    give(G, S, 'PAPER1', 4);
    expectWhy(G, 'produceAt', { factoryId: 'CLOCK2' }, 'not-enough-coal');
    expectWhy(G, 'produceAt', { factoryId: 'PAPER1' }, 'factory-full');
    expectWhy(G, 'produceAt', { factoryId: 'BULB1' }, 'not-your-factory');
    G.players[S].coal = 9;
    act(G, S, 'produceAt', { factoryId: 'SILK1' });
    expectWhy(G, 'produceAt', { factoryId: 'SILK1' }, 'already-produced');
  });

  it('knowledge / coal mine', () => {
    const G = fresh();
    stage(G, 'coalMine');
    G.players[S].money = 2;
    expectWhy(G, 'raiseCoal', { steps: 4 }, 'bad-argument');
    expectWhy(G, 'raiseCoal', { steps: 2 }, 'not-enough-money');
    G.players[S].coalIdx = 6;
    expectWhy(G, 'raiseCoal', { steps: 2 }, 'steps-exceed-track');
  });

  it('railway / shipbuilding / free placements', () => {
    const G = fresh(2);
    stage(G, 'shipbuilding');
    G.players[S].money = 4;
    expectWhy(G, 'buildShip', { region: 'R9' }, 'bad-argument');
    expectWhy(G, 'buildShip', { region: 'R1' }, 'not-enough-money');
    G.players[S].money = 50;
    G.transport.R2 = Array(4).fill({ owner: '1', kind: 'ship', value: 2 });
    expectWhy(G, 'buildShip', { region: 'R2' }, 'region-full');
    G.players[S].shipsPlaced = 6;
    expectWhy(G, 'buildShip', { region: 'R1' }, 'no-tiles-left');
    stage(G, 'bonusTrains');
    G.pending!.freeLeft = 2;
    G.pending!.usedRegions = ['R3'];
    expectWhy(G, 'placeFreeTrain', { region: 'R3' }, 'region-used');
  });

  it('export', () => {
    const G = fresh();
    stage(G, 'export');
    give(G, S, 'SILK1', 3);
    give(G, S, 'PAPER1', 1);
    expectWhy(G, 'fulfillContract', { contractId: 'K9', goods: [] }, 'bad-argument');
    expectWhy(G, 'fulfillContract', { contractId: 'K1', goods: ['silk'] }, 'goods-mismatch');
    expectWhy(G, 'fulfillContract', { contractId: 'K1', goods: ['silk', 'silk'] }, 'goods-repeated');
    expectWhy(G, 'fulfillContract', { contractId: 'K1', goods: ['silk', 'lens'] }, 'not-enough-goods');
    expectWhy(G, 'fulfillContract', { contractId: 'K1', goods: ['paper', 'silk'] }, 'goods-not-canonical');
    act(G, S, 'fulfillContract', { contractId: 'K1', goods: ['silk', 'paper'] });
    expectWhy(G, 'fulfillContract', { contractId: 'K1', goods: ['silk', 'paper'] }, 'contract-unavailable');
  });

  it('domestic market', () => {
    const G = fresh(3);
    clearCities(G);
    stage(G, 'domestic');
    city(G, 'C1a').slotGoods = ['silk', 'paper', 'lens', 'silk'];
    city(G, 'C2a').slotGoods = ['silk', 'paper', 'lens', 'bulb'];
    give(G, S, 'SILK1', 3);
    const place = (c: string, slot: number, spend: number, value: number, remove?: number) =>
      remove === undefined ? { cityId: c, slot, spend, value } : { cityId: c, slot, spend, value, remove };
    expectWhy(G, 'placeInfluence', place('C1a', 0, 4, 1), 'bad-argument');
    expectWhy(G, 'placeInfluence', place('C1a', 1, 1, 1), 'no-factory-for-good');
    expectWhy(G, 'placeInfluence', place('C1a', 0, 1, 2), 'value-too-high');
    G.players[S].influenceSupply = [2, 3];
    expectWhy(G, 'placeInfluence', place('C1a', 0, 1, 1), 'tile-not-in-hand');
    G.players[S].factories[0].goods = 1;
    expectWhy(G, 'placeInfluence', place('C1a', 0, 2, 2), 'not-enough-goods');
    G.players[S].factories[0].goods = 3;
    expectWhy(G, 'placeInfluence', place('C1a', 0, 3, 3, 1), 'remove-not-allowed');
    city(G, 'C1a').slots = [{ owner: '1', value: 3 }, { owner: '1', value: 1 }, { owner: '2', value: 1 }, null];
    expectWhy(G, 'placeInfluence', place('C1a', 0, 3, 3), 'slot-occupied-higher');
    expectWhy(G, 'placeInfluence', place('C1a', 3, 3, 3), 'remove-required');
    expectWhy(G, 'placeInfluence', place('C1a', 3, 3, 3, 0), 'remove-invalid');
    city(G, 'C1a').slots = [{ owner: '1', value: 3 }, { owner: '1', value: 2 }, { owner: '2', value: 4 }, null];
    expectWhy(G, 'placeInfluence', place('C1a', 3, 2, 2), 'city-full-lower');
    expectWhy(G, 'placeInfluence', place('C1a', 3, 3, 3, 1), 'remove-not-allowed');
    G.pending!.region = 'R1';
    G.pending!.count = 1;
    expectWhy(G, 'placeInfluence', place('C2a', 0, 1, 1), 'wrong-region');
    G.pending!.count = 3;
    expectWhy(G, 'placeInfluence', place('C1a', 3, 3, 3), 'unit-limit');
  });

  it('reward and placement', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'white', 'white', 'white'];
    G.rewards['2'].coal = 0;
    act(G, S, 'consolidate');
    expectWhy(G, 'takeReward', { column: 1, bonus: 'coal' }, 'bad-argument');
    expectWhy(G, 'takeReward', { column: 4, bonus: 'coal' }, 'column-too-high');
    expectWhy(G, 'takeReward', { column: 2, bonus: 'coal' }, 'pile-empty');
    act(G, S, 'takeReward', { column: 2, bonus: 'money' });
    p.achievements.money = 3;
    expectWhy(G, 'placeReward', { space: 'money' }, 'space-taken');
  });

  it('every reason code is produced by some refusal', () => {
    expect([...REASONS].filter((r) => !seen.has(r))).toEqual([]);
  });
});
