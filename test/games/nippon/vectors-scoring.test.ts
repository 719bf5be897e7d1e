// Test vectors of spec §5.2: region scoring (S1-S7) and final scoring (F1-F7).
import { describe, expect, it } from 'vitest';
import { SCORING_VP } from '../../../games/nippon/constants';
import {
  OVERSEAS,
  achievementBase,
  finalScoring,
  multiplierOf,
  rankRegion,
  regionInfluence,
  scoreRegion,
} from '../../../games/nippon/rules/scoring';
import type { City, NipponState } from '../../../games/nippon/types';
import { clearCities, fresh, give } from './helpers';

const Y = '0',
  R = '1',
  P = '2',
  B = '3';
const city = (G: NipponState, id: string): City => G.cities.find((c) => c.id === id)!;
const tile = (owner: string, value: number) => ({ owner, value });

describe('region scoring [spec §4.8]', () => {
  it('[spec §5.2 S1] purple and red tie for 1st-2nd, blue 3rd', () => {
    const G = fresh(4);
    clearCities(G);
    city(G, 'C2a').slots = [null, tile(B, 4), tile(R, 3), tile(P, 4)];
    city(G, 'C2b').slots = [null, null, tile(R, 3), tile(P, 2)];
    const rep = scoreRegion(G, 'R2', 1);
    expect(rep.influence).toMatchObject({ [P]: 6, [R]: 6, [B]: 4, [OVERSEAS]: 1 });
    expect(rep.vp[P]).toBe(8);
    expect(rep.vp[R]).toBe(8);
    expect(rep.vp[B]).toBe(5);
    expect(rep.position[OVERSEAS]).toBe(4);
  });

  it('[spec §5.2 S2] overseas 1st; ship VP for 2nd; trains need a tile', () => {
    const G = fresh(4);
    clearCities(G);
    city(G, 'C3a').slots = [null, tile(P, 2), tile(P, 1), null];
    city(G, 'C3b').slots = [tile(B, 1), null, tile(P, 3), null];
    G.transport.R3 = [
      { owner: B, kind: 'train', value: 2 },
      { owner: B, kind: 'train', value: 2 },
      { owner: R, kind: 'train', value: 2 },
      { owner: P, kind: 'ship', value: 2 },
    ];
    const rep = scoreRegion(G, 'R3', 2);
    expect(rep.influence[OVERSEAS]).toBe(7);
    expect(rep.position[OVERSEAS]).toBe(1);
    expect(rep.influence[P]).toBe(6);
    expect(rep.vp[P] + rep.shipVp[P]).toBe(13);
    expect(rep.influence[B]).toBe(5);
    expect(rep.vp[B]).toBe(8);
    expect(rep.shipVp[B]).toBe(0);
    // red: 0 influence, ranked 4th, no VP [seed 002 example 1; rules version 2]
    expect(rep.influence[R]).toBe(0);
    expect(rep.vp[R]).toBe(0);
    expect(rep.position[R]).toBe(4);
  });

  it('[spec §5.2 S3] three-way tie for 1st-3rd shares (15+11+8)/3; ship VP on top', () => {
    const G = fresh(4);
    clearCities(G);
    city(G, 'C1a').slots = [tile(P, 4), tile(P, 4), null, tile(B, 4)];
    city(G, 'C1b').slots = [null, tile(B, 4), tile(R, 4), tile(R, 4)];
    G.transport.R1 = [{ owner: R, kind: 'ship', value: 3 }];
    const rep = scoreRegion(G, 'R1', 2);
    expect(rep.influence[OVERSEAS]).toBe(2);
    expect([rep.vp[P], rep.vp[B], rep.vp[R]]).toEqual([11, 11, 11]);
    expect(rep.vp[R] + rep.shipVp[R]).toBe(14);
    expect(rep.position[OVERSEAS]).toBe(4);
  });

  it('[spec §5.2 S4] yellow ties overseas for 1st-2nd and gets its ship; red 3rd gets no ship VP', () => {
    const G = fresh(4);
    clearCities(G);
    city(G, 'C4a').slots = [tile(Y, 1), tile(Y, 1), null, null];
    city(G, 'C4b').slots = [tile(Y, 1), tile(Y, 2), tile(R, 1), tile(R, 2)];
    G.transport.R4 = [
      { owner: Y, kind: 'ship', value: 2 },
      { owner: R, kind: 'ship', value: 2 },
    ];
    const rep = scoreRegion(G, 'R4', 3);
    expect(rep.influence).toMatchObject({ [OVERSEAS]: 5, [Y]: 5, [R]: 3 });
    expect(rep.vp[Y] + rep.shipVp[Y]).toBe(19);
    expect(rep.vp[R]).toBe(11);
    expect(rep.shipVp[R]).toBe(0);
  });

  it('[spec §5.2 S5] red and blue share positions 3-4: floor((5+0)/2) = 2', () => {
    const { vp, position } = rankRegion({ [OVERSEAS]: 9, [Y]: 7, [R]: 4, [B]: 4 }, SCORING_VP[0]);
    expect(vp[Y]).toBe(7);
    expect(vp[R]).toBe(2);
    expect(vp[B]).toBe(2);
    expect(position[R]).toBe(3);
  });

  it('[spec §5.2 S6] trains add only where the player has a tile', () => {
    const G = fresh(4);
    clearCities(G);
    city(G, 'C1a').slots = [tile(Y, 3), null, null, null];
    city(G, 'C1b').slots = [tile(Y, 4), null, null, null];
    G.transport.R1 = [
      { owner: Y, kind: 'train', value: 2 },
      { owner: Y, kind: 'train', value: 3 },
      { owner: R, kind: 'train', value: 3 },
    ];
    const inf = regionInfluence(G, 'R1');
    expect(inf[Y]).toBe(12);
    expect(inf[R]).toBe(0);
  });

  it('[spec §5.2 S7, rules version 2] empty region: overseas 12 first, the four players tie at 0 for 2nd-5th', () => {
    // Zero influence is ranked [seed 002 example 1]; the tie shares floor((7+5+0+0)/4) = 3.
    const G = fresh(4);
    clearCities(G);
    const rep = scoreRegion(G, 'R2', 1);
    expect(rep.influence[OVERSEAS]).toBe(12);
    expect(rep.position[OVERSEAS]).toBe(1);
    for (const s of G.playOrder) {
      expect(rep.position[s]).toBe(2);
      expect(rep.vp[s] + rep.shipVp[s]).toBe(3);
    }
  });
});

describe('final scoring [spec §4.9]', () => {
  it('[spec §5.2 F1] 8 yen after wages: base 1, multiplier 0 → 0 (x2 tile → 2)', () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.money = 8;
    expect(achievementBase(G, Y, 'money')).toBe(1);
    expect(multiplierOf(p, 'money')).toBe(0);
    p.achievements.money = 2;
    expect(achievementBase(G, Y, 'money') * multiplierOf(p, 'money')).toBe(2);
  });
  it('[spec §5.2 F2] 5 ships placed with an x2 tile: base 3 → 6 VP', () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.shipsPlaced = 5;
    p.achievements.ships = 2;
    expect(achievementBase(G, Y, 'ships')).toBe(3);
    expect(achievementBase(G, Y, 'ships') * multiplierOf(p, 'ships')).toBe(6);
  });
  it("[spec §5.2 F3, rules version 3] 3 trains placed, no tile: base 1 (seed 002: 対象となる星マークは1つ; the spec's base 3 is version 2, README), 0 VP", () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.trainsPlaced = 3;
    expect(achievementBase(G, Y, 'trains')).toBe(1);
    expect(multiplierOf(p, 'trains')).toBe(0);
  });
  it('[spec §5.2 F4] knowledge at the top: base 4, printed x1 → 4 (5 with PAPER2)', () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.knowledgeIdx = 8;
    expect(achievementBase(G, Y, 'knowledge') * multiplierOf(p, 'knowledge')).toBe(4);
    give(G, Y, 'PAPER2');
    expect(achievementBase(G, Y, 'knowledge') * multiplierOf(p, 'knowledge')).toBe(5);
  });
  it('[spec §5.2 F5] 4 level-2/3 factories with an x5 tile: 20 VP', () => {
    const G = fresh(4);
    const p = G.players[Y];
    for (const id of ['BENTO1', 'LENS1', 'CLOCK1', 'BULB1', 'SILK1']) give(G, Y, id);
    p.achievements.factories = 5;
    expect(achievementBase(G, Y, 'factories') * multiplierOf(p, 'factories')).toBe(20);
  });
  it('[spec §5.2 F6] 5 contracts fulfilled, no tile: base 2, 0 VP', () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.contracts.slice(0, 5).forEach((c) => {
      c.fulfilled = true;
    });
    expect(achievementBase(G, Y, 'contracts')).toBe(2);
    expect(multiplierOf(p, 'contracts')).toBe(0);
  });
  it('[spec §5.2 F7] final budget: income 15, 2 colours → 9 yen → money base 1', () => {
    const G = fresh(4);
    const p = G.players[Y];
    p.incomeIdx = 3;
    p.money = 3;
    p.workers = ['white', 'white', 'black', 'black'];
    p.achievements.money = 3;
    const vp0 = p.vp;
    G.final = { triggerSeat: B, roundsDone: 3 };
    finalScoring(G);
    expect(p.money).toBe(9);
    expect(p.vpBy.achMoney).toBe(3);
    expect(p.vp).toBe(vp0 + 3 + p.vpBy.achCoal + p.vpBy.achKnowledge);
    expect(G.result?.ranking).toHaveLength(4);
  });
});
