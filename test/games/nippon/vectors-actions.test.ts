// Test vectors of spec §5.2: actions A1-A21.
import { describe, expect, it } from 'vitest';
import { knowledge } from '../../../games/nippon/rules/player';
import type { City, NipponState } from '../../../games/nippon/types';
import { act, clearCities, fresh, give, stage, why } from './helpers';

const S = '0';
const city = (G: NipponState, id: string): City => G.cities.find((c) => c.id === id)!;
/** Make city `id` demand `good` at `slot` (rewrites the city's slot goods for the test). */
function demand(G: NipponState, id: string, goods: City['slotGoods']) {
  city(G, id).slotGoods = goods;
}

describe('produce', () => {
  it('[spec §5.2 A1] silk +2 machine with 2 goods: 3 made, 2 fit, coal 5 → 3', () => {
    const G = fresh();
    const p = G.players[S];
    const f = give(G, S, 'SILK1', 2, 2);
    p.coal = 5;
    stage(G, 'produce');
    act(G, S, 'produceAt', { factoryId: 'SILK1' });
    expect(p.coal).toBe(3);
    expect(f.goods).toBe(4);
  });
  it('[spec §5.2 A2] BULB3 with +1 machine: 1+1+1 = 3 goods for 4 coal', () => {
    const G = fresh();
    const p = G.players[S];
    const f = give(G, S, 'BULB3', 0, 1);
    p.coal = 4;
    stage(G, 'produce');
    act(G, S, 'produceAt', { factoryId: 'BULB3' });
    expect(p.coal).toBe(0);
    expect(f.goods).toBe(3);
  });
  it('[spec §5.2 A3] a full factory cannot produce', () => {
    const G = fresh();
    G.players[S].coal = 9;
    give(G, S, 'SILK1', 4);
    stage(G, 'produce');
    expect(why(G, S, 'produceAt', { factoryId: 'SILK1' })).toBe('factory-full');
  });
});

describe('knowledge, invest', () => {
  it('[spec §5.2 A4] knowledge marker on the blank space above 3 reads 3', () => {
    const G = fresh();
    G.players[S].knowledgeIdx = 3;
    expect(knowledge(G.players[S])).toBe(3);
  });
  it('[spec §5.2 A5] BENTO2 with knowledge 3 costs 6 yen and 1 blueprint', () => {
    const G = fresh();
    const p = G.players[S];
    p.knowledgeIdx = 2;
    p.blueprints = 2;
    p.money = 10;
    stage(G, 'invest');
    act(G, S, 'buildFactory', { factoryId: 'BENTO2' });
    expect(p.money).toBe(4);
    expect(p.blueprints).toBe(1);
    expect(p.factories.map((f) => f.id)).toEqual(['BENTO2']);
    expect(G.factorySupply).not.toContain('BENTO2');
  });
  it('[spec §5.2 A6] SILK4 at start: money 12-6+5 = 11, blueprints 0', () => {
    const G = fresh();
    const p = G.players[S];
    stage(G, 'invest');
    act(G, S, 'buildFactory', { factoryId: 'SILK4' });
    expect(p.money).toBe(11);
    expect(p.blueprints).toBe(0);
  });
  it('[spec §5.2 A7] a second silk factory is refused', () => {
    const G = fresh();
    give(G, S, 'SILK2');
    stage(G, 'invest');
    expect(why(G, S, 'buildFactory', { factoryId: 'SILK1' })).toBe('good-already-owned');
  });
});

describe('mechanize', () => {
  it('[spec §5.2 A8] two operations on SILK1: +2 machine, money 10 → 0', () => {
    const G = fresh();
    const p = G.players[S];
    p.money = 10;
    const f = give(G, S, 'SILK1');
    stage(G, 'mechanize');
    act(G, S, 'mechanizeOnce', { target: 'SILK1' });
    act(G, S, 'mechanizeOnce', { target: 'SILK1' });
    expect(f.machine).toBe(2);
    expect(p.money).toBe(0);
  });
  it('[spec §5.2 A9] flip, hold, hold; the next factory gets a +2 machine', () => {
    const G = fresh();
    const p = G.players[S];
    p.money = 15;
    give(G, S, 'SILK1', 0, 1);
    stage(G, 'mechanize');
    act(G, S, 'mechanizeOnce', { target: 'SILK1' });
    expect(p.money).toBe(10);
    act(G, S, 'mechanizeOnce', { target: 'hold' });
    act(G, S, 'mechanizeOnce', { target: 'hold' });
    expect(p.money).toBe(0);
    expect(p.heldMachines).toBe(2);
    expect(G.pending).toBeNull(); // auto-finished after 3 units
    p.money = 6;
    stage(G, 'invest');
    act(G, S, 'buildFactory', { factoryId: 'PAPER1' });
    expect(p.factories.find((f) => f.id === 'PAPER1')!.machine).toBe(2);
    expect(p.heldMachines).toBe(0);
  });
  it('[spec §5.2 A10] holding is refused while a factory can be upgraded', () => {
    const G = fresh();
    G.players[S].money = 15;
    give(G, S, 'SILK1', 0, 1);
    stage(G, 'mechanize');
    expect(why(G, S, 'mechanizeOnce', { target: 'hold' })).toBe('must-mechanize-factory');
  });
  it('[spec §5.2 A11] BULB4: three operations cost 2, 5, 5', () => {
    const G = fresh();
    const p = G.players[S];
    p.money = 12;
    give(G, S, 'BULB4');
    give(G, S, 'SILK1');
    stage(G, 'mechanize');
    act(G, S, 'mechanizeOnce', { target: 'BULB4' });
    expect(p.money).toBe(10);
    act(G, S, 'mechanizeOnce', { target: 'BULB4' });
    expect(p.money).toBe(5);
    act(G, S, 'mechanizeOnce', { target: 'SILK1' });
    expect(p.money).toBe(0);
  });
});

describe('knowledge steps', () => {
  it('[spec §5.2 A12] 3 steps cost 6; PAPER1 adds a step; PAPER2 costs 4', () => {
    let G = fresh();
    let p = G.players[S];
    p.money = 6;
    stage(G, 'knowledge');
    act(G, S, 'raiseKnowledge', { steps: 3 });
    expect(p.knowledgeIdx).toBe(3);
    expect(p.money).toBe(0);
    expect(knowledge(p)).toBe(3);
    G = fresh();
    p = G.players[S];
    p.money = 6;
    give(G, S, 'PAPER1');
    stage(G, 'knowledge');
    act(G, S, 'raiseKnowledge', { steps: 3 });
    expect(p.knowledgeIdx).toBe(4);
    expect(knowledge(p)).toBe(4);
    G = fresh();
    p = G.players[S];
    p.money = 6;
    give(G, S, 'PAPER2');
    stage(G, 'knowledge');
    act(G, S, 'raiseKnowledge', { steps: 3 });
    expect(p.money).toBe(2);
  });
  it('[spec §5.2 A13] idx 7: 2 steps refused; 1 step with PAPER1 stops at the top', () => {
    const G = fresh();
    const p = G.players[S];
    p.knowledgeIdx = 7;
    give(G, S, 'PAPER1');
    stage(G, 'knowledge');
    expect(why(G, S, 'raiseKnowledge', { steps: 2 })).toBe('steps-exceed-track');
    act(G, S, 'raiseKnowledge', { steps: 1 });
    expect(p.knowledgeIdx).toBe(8);
  });
});

describe('railway / shipbuilding', () => {
  it('[spec §5.2 A14] revealing the column-2 icon raises income (twice with SILK3)', () => {
    for (const silk3 of [false, true]) {
      const G = fresh();
      const p = G.players[S];
      p.shipsPlaced = 2;
      p.trainsPlaced = 1;
      p.money = 20;
      if (silk3) give(G, S, 'SILK3');
      stage(G, 'railway');
      act(G, S, 'buildTrain', { region: 'R1' });
      expect(p.trainsPlaced).toBe(2);
      expect(p.iconsRevealed).toBe(1);
      expect(p.incomeIdx).toBe(silk3 ? 2 : 1);
    }
  });
  it('[spec §5.2 A15] two trains of one action may not share a region', () => {
    const G = fresh();
    G.players[S].money = 20;
    stage(G, 'railway');
    act(G, S, 'buildTrain', { region: 'R1' });
    expect(why(G, S, 'buildTrain', { region: 'R1' })).toBe('region-used');
  });
});

describe('export', () => {
  it('[spec §5.2 A16] K4 [2,1] with silk 2 and paper 1', () => {
    const G = fresh();
    const p = G.players[S];
    const silk = give(G, S, 'SILK1', 2);
    const paper = give(G, S, 'PAPER1', 1);
    stage(G, 'export');
    expect(why(G, S, 'fulfillContract', { contractId: 'K4', goods: ['silk', 'silk'] })).toBe('goods-repeated');
    const vp0 = p.vp;
    act(G, S, 'fulfillContract', { contractId: 'K4', goods: ['silk', 'paper'] });
    expect(silk.goods).toBe(0);
    expect(paper.goods).toBe(0);
    expect(p.vp).toBe(vp0 + 2);
    expect(p.incomeIdx).toBe(1);
    expect(p.contracts.find((c) => c.id === 'K4')!.fulfilled).toBe(true);
  });
});

describe('domestic market', () => {
  it('[spec §5.2 A17] value caps: paper 3 goods → 3; clock 1/2/3 goods → 5/6/7', () => {
    const G = fresh();
    clearCities(G);
    give(G, S, 'PAPER1', 3);
    give(G, S, 'CLOCK1', 3);
    stage(G, 'domestic');
    demand(G, 'C1a', ['paper', 'clock', 'silk', 'bulb']);
    const place = (slot: number, spend: number, value: number) =>
      why(G, S, 'placeInfluence', { cityId: 'C1a', slot, spend, value });
    expect(place(0, 3, 3)).toBeNull();
    expect(place(0, 3, 4)).toBe('value-too-high');
    expect(place(1, 1, 5)).toBeNull();
    expect(place(1, 1, 6)).toBe('value-too-high');
    expect(place(1, 2, 6)).toBeNull();
    expect(place(1, 2, 7)).toBe('value-too-high');
    expect(place(1, 3, 7)).toBeNull();
    expect(place(1, 3, 4)).toBeNull(); // a lower tile than allowed is fine [seed]
  });
  it('[spec §5.2 A18] two placements from 3 clock goods: (1, 5) and (2, 6)', () => {
    const G = fresh();
    clearCities(G);
    const clock = give(G, S, 'CLOCK1', 3);
    stage(G, 'domestic');
    demand(G, 'C1a', ['paper', 'clock', 'silk', 'bulb']);
    demand(G, 'C1b', ['clock', 'lens', 'silk', 'bulb']);
    act(G, S, 'placeInfluence', { cityId: 'C1a', slot: 1, spend: 1, value: 5 });
    act(G, S, 'placeInfluence', { cityId: 'C1b', slot: 0, spend: 2, value: 6 });
    expect(clock.goods).toBe(0);
  });
  it('[spec §5.2 A19] a higher tile displaces a lower one, which returns to its owner', () => {
    const G = fresh();
    clearCities(G);
    const P = '2',
      B = '3';
    demand(G, 'C2a', ['paper', 'clock', 'silk', 'bulb']);
    city(G, 'C2a').slots[1] = { owner: P, value: 5 };
    G.players[P].influenceSupply.splice(G.players[P].influenceSupply.indexOf(5), 1);
    give(G, B, 'CLOCK1', 3);
    stage(G, 'domestic');
    expect(why(G, B, 'placeInfluence', { cityId: 'C2a', slot: 1, spend: 1, value: 5 })).toBe('slot-occupied-higher');
    act(G, B, 'placeInfluence', { cityId: 'C2a', slot: 1, spend: 3, value: 7 });
    expect(city(G, 'C2a').slots[1]).toEqual({ owner: B, value: 7 });
    expect(G.players[P].influenceSupply).toContain(5);
  });
  it('[spec §5.2 A20] 2 players: a full city loses its lowest tile (chosen among ties)', () => {
    const G = fresh(2);
    clearCities(G);
    const Rd = '0',
      Bl = '1';
    demand(G, 'C3a', ['clock', 'paper', 'silk', 'bulb']);
    city(G, 'C3a').slots = [null, { owner: Rd, value: 3 }, { owner: Bl, value: 3 }, null];
    G.players[Rd].influenceSupply = [1, 2, 2, 3, 4, 4, 5, 6, 7];
    G.players[Bl].influenceSupply = [1, 2, 2, 3, 4, 4, 5, 6, 7];
    give(G, Bl, 'CLOCK1', 3);
    stage(G, 'domestic');
    expect(why(G, Bl, 'placeInfluence', { cityId: 'C3a', slot: 0, spend: 3, value: 3 })).toBe('city-full-lower');
    expect(why(G, Bl, 'placeInfluence', { cityId: 'C3a', slot: 0, spend: 1, value: 5 })).toBe('remove-required');
    act(G, Bl, 'placeInfluence', { cityId: 'C3a', slot: 0, spend: 1, value: 5, remove: 1 });
    expect(city(G, 'C3a').slots).toEqual([{ owner: Bl, value: 5 }, null, { owner: Bl, value: 3 }, null]);
    expect(G.players[Rd].influenceSupply.filter((v) => v === 3)).toHaveLength(2);
  });
  it('[spec §5.2 A21] region bonus per tile; the action is locked to its first region', () => {
    const G = fresh();
    clearCities(G);
    const p = G.players[S];
    give(G, S, 'SILK1', 4);
    give(G, S, 'PAPER1', 2);
    stage(G, 'domestic');
    demand(G, 'C1a', ['silk', 'paper', 'lens', 'bulb']);
    demand(G, 'C1b', ['silk', 'paper', 'lens', 'bulb']);
    demand(G, 'C2a', ['silk', 'paper', 'lens', 'bulb']);
    const m0 = p.money;
    act(G, S, 'placeInfluence', { cityId: 'C1a', slot: 0, spend: 1, value: 1 });
    act(G, S, 'placeInfluence', { cityId: 'C1b', slot: 0, spend: 2, value: 2 });
    expect(p.money).toBe(m0 + 10);
    expect(G.pending?.count).toBe(2);
    expect(why(G, S, 'placeInfluence', { cityId: 'C2a', slot: 1, spend: 2, value: 2 })).toBe('wrong-region');
    expect(why(G, S, 'placeInfluence', { cityId: 'C1a', slot: 1, spend: 2, value: 2 })).toBeNull();
  });
});
