// Every numbered test vector of the spec [spec §5 T1–T25].
import { describe, expect, it } from 'vitest';
import { incomeFor, trackSpace } from '../../../games/railways-of-the-world/data/tables';
import { incomePhase } from '../../../games/railways-of-the-world/flow/income';
import { pay } from '../../../games/railways-of-the-world/rules/economy';
import { baronFulfilled, computeResult, finalScore } from '../../../games/railways-of-the-world/rules/final';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import {
  G,
  addLink,
  chooseBarons,
  clearCubes,
  cur,
  editG,
  mod,
  newMatch,
  step,
  t11Position,
  toActions,
} from './helpers';

function actionsMatch(n = 4, seed = 'tv') {
  const m = newMatch(n, seed);
  toActions(m);
  return m;
}

describe('Railways of the World test vectors', () => {
  it('[spec §5 T1] pay $8,000 with $1,000 cash issues 2 bonds, leaves $3,000', () => {
    const m = actionsMatch();
    const g: RotwState = JSON.parse(JSON.stringify(G(m)));
    g.players['0'].cash = 1000;
    pay(g, '0', 8000);
    expect(g.players['0'].bonds).toBe(2);
    expect(g.players['0'].cash).toBe(3000);
  });

  it('[spec §5 T2] pay $5,000 with $0 issues 1 bond, leaves $0', () => {
    const m = actionsMatch();
    const g: RotwState = JSON.parse(JSON.stringify(G(m)));
    pay(g, '0', 5000);
    expect([g.players['0'].bonds, g.players['0'].cash]).toEqual([1, 0]);
  });

  it('[spec §5 T3] PIT→HAR over the mountain and ridge costs $8,000 and completes the link', () => {
    const m = actionsMatch();
    expect(cur(m)).toBe('0');
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 0 } })).toBe(true);
    expect(step(m, 'placeTrack', { exit: 0 })).toBe(true);
    const p0 = G(m).players['0'];
    expect(p0.bonds * 5000 + (0 - p0.cash)).toBe(8000); // $8,000 paid: 2 bonds, $2,000 left
    expect(p0.cash).toBe(2000);
    const link = Object.values(G(m).links)[0];
    expect([link.cityA, link.cityB, link.complete]).toEqual(['PIT', 'HAR', true]);
    expect(G(m).build).toBeNull();
    expect(cur(m)).toBe('1'); // build ended, the action is over
  });

  it('[spec §5 T4] PHL→NYC with a gentle curve costs $2,000', () => {
    const m = actionsMatch();
    editG(m, (g) => {
      g.players['0'].cash = 10000;
    });
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'PHL', dir: 1 } });
    expect(step(m, 'placeTrack', { exit: 0 })).toBe(true);
    expect(G(m).players['0'].cash).toBe(8000);
    const link = Object.values(G(m).links)[0];
    expect(link.tiles[0]).toEqual({ q: 16, r: 8, entry: 4, exit: 0 });
    expect([link.cityB, link.complete]).toEqual(['NYC', true]);
  });

  it('[spec §5 T5] IND→CHI: water then open, $5,000, complete after the 2nd tile', () => {
    const m = actionsMatch();
    editG(m, (g) => {
      g.players['0'].cash = 10000;
    });
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } });
    expect(step(m, 'placeTrack', { exit: 2 })).toBe(true);
    expect(G(m).players['0'].cash).toBe(7000);
    expect(Object.values(G(m).links)[0].complete).toBe(false);
    expect(step(m, 'placeTrack', { exit: 2 })).toBe(true);
    expect(G(m).players['0'].cash).toBe(5000);
    expect(Object.values(G(m).links)[0]).toMatchObject({ cityA: 'IND', cityB: 'CHI', complete: true });
  });

  it('[spec §5 T6] redirecting the last tile in an open hex pays $2,000 again, then up to 4 more tiles', () => {
    const m = actionsMatch(2);
    editG(m, (g) => {
      g.players['0'].cash = 50000;
      g.players['1'].cash = 50000;
    });
    // P0: KCY NE → open hex (−4,9), straight on NE.
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 1 } });
    step(m, 'placeTrack', { exit: 1 });
    step(m, 'finishBuild');
    step(m, 'passAction'); // P1
    const linkId = Object.keys(G(m).links)[0];
    expect(cur(m)).toBe('0');
    const cash = G(m).players['0'].cash;
    expect(step(m, 'beginBuild', { origin: { kind: 'link', linkId } })).toBe(true);
    expect(step(m, 'redirectTrack', { exit: 0 })).toBe(true);
    expect(G(m).players['0'].cash).toBe(cash - 2000);
    expect(G(m).links[linkId].tiles[0].exit).toBe(0);
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'redirectTrack', { exit: 5 })).toBe('cannot-redirect');
    let placed = 0;
    for (let i = 0; i < 6 && G(m).build; i++) {
      const opts = mod.legalMoves(G(m), m.state.ctx, '0').filter((x) => x.move === 'placeTrack');
      if (!opts.length) break;
      step(m, 'placeTrack', opts[0].args[0]);
      placed++;
    }
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(4);
  });

  function deliveryState(engine: number, cube: 'red' | 'yellow') {
    const m = actionsMatch(4, 't7');
    const ids: Record<string, string> = {};
    editG(m, (g) => {
      clearCubes(g);
      g.cities.CIN.cubes[cube] = 1;
      g.players['0'].engine = engine;
      ids.cinInd = addLink(g, '0', 'CIN', 'IND');
      ids.indChi = addLink(g, '1', 'IND', 'CHI');
      g.players['2'].tableau.push('OP14');
      g.opsDisplay = g.opsDisplay.filter((c) => c !== 'OP14');
    });
    return { m, ids };
  }

  it('[spec §5 T7] red cube CIN→IND→CHI scores P0, P1, the Chicago hotel holder, and OP01', () => {
    const { m, ids } = deliveryState(2, 'red');
    expect(G(m).opsDisplay).toContain('OP01');
    const before = ['0', '1', '2'].map((p) => G(m).players[p].points);
    expect(step(m, 'deliverGoods', { cityId: 'CIN', color: 'red', path: [ids.cinInd, ids.indChi] })).toBe(true);
    const after = ['0', '1', '2'].map((p) => G(m).players[p].points);
    expect(after.map((v, i) => v - before[i])).toEqual([1 + 2, 1, 1]);
    expect(G(m).opsDisplay).not.toContain('OP01');
  });

  it('[spec §5 T8] the same delivery with engine 1 is refused', () => {
    const { m, ids } = deliveryState(1, 'red');
    expect(
      mod.whyIllegal(G(m), m.state.ctx, '0', 'deliverGoods', {
        cityId: 'CIN',
        color: 'red',
        path: [ids.cinInd, ids.indChi],
      }),
    ).toBe('engine-too-small');
    expect(step(m, 'deliverGoods', { cityId: 'CIN', color: 'red', path: [ids.cinInd, ids.indChi] })).toBe(false);
  });

  it('[spec §5 T9] a yellow cube must stop at IND', () => {
    const { m, ids } = deliveryState(2, 'yellow');
    expect(
      mod.whyIllegal(G(m), m.state.ctx, '0', 'deliverGoods', {
        cityId: 'CIN',
        color: 'yellow',
        path: [ids.cinInd, ids.indChi],
      }),
    ).not.toBeNull();
    expect(
      mod.whyIllegal(G(m), m.state.ctx, '0', 'deliverGoods', { cityId: 'CIN', color: 'yellow', path: [ids.cinInd] }),
    ).toBeNull();
  });

  it('[spec §5 T10] P1 cannot start a delivery on P0’s link', () => {
    const { m, ids } = deliveryState(2, 'red');
    editG(m, (g) => {
      g.players['1'].engine = 2;
    });
    step(m, 'passAction'); // P0 → P1's turn
    expect(cur(m)).toBe('1');
    expect(
      mod.whyIllegal(G(m), m.state.ctx, '1', 'deliverGoods', {
        cityId: 'CIN',
        color: 'red',
        path: [ids.cinInd, ids.indChi],
      }),
    ).toBe('first-link-not-yours');
  });

  it('[spec §5 T11] red cube KCY→STL→SPI→CHI with a Western Link: P0 +2, P1 +1, Speed Record, 2 cubes to CHI', () => {
    const m = actionsMatch(4, 't11');
    const ids: string[] = [];
    editG(m, (g) => {
      ids.push(...t11Position(g));
    });
    expect(G(m).opsDisplay).toEqual(expect.arrayContaining(['OP01', 'OP02']));
    expect(step(m, 'deliverGoods', { cityId: 'KCY', color: 'red', path: ids })).toBe(true);
    expect(G(m).players['0'].points).toBe(2 + 2 + 3); // links + OP01 + OP02
    expect(G(m).players['1'].points).toBe(1);
    const chi = G(m).cities.CHI.cubes;
    expect(Object.values(chi).reduce((a, b) => a + b, 0)).toBe(2);
    expect(G(m).cities.KCY.emptyMarker).toBe(true);
  });

  it('[spec §5 T12] income at 14 points with 5 bonds and $3,000: $10,000 after interest', () => {
    const m = actionsMatch();
    const g: RotwState = JSON.parse(JSON.stringify(G(m)));
    Object.assign(g.players['0'], { points: 14, bonds: 5, cash: 3000 });
    incomePhase(g);
    expect([g.players['0'].cash, g.players['0'].bonds]).toEqual([10000, 5]);
  });

  it('[spec §5 T13] income at 2 points with 4 bonds and $0: one new bond, $3,000', () => {
    const m = actionsMatch();
    const g: RotwState = JSON.parse(JSON.stringify(G(m)));
    Object.assign(g.players['1'], { points: 2, bonds: 4, cash: 0 });
    incomePhase(g);
    expect([g.players['1'].cash, g.players['1'].bonds]).toEqual([3000, 5]);
  });

  it('[spec §5 T14] income table values', () => {
    const v = [0, 10, 25, 33, 57, 73, 100, 120].map((p) => incomeFor(p) / 1000);
    expect(v).toEqual([0, 10, 18, 21, 25, 24, 19, 19]);
  });

  function finalState(n = 3): RotwState {
    const m = actionsMatch(n, 'final');
    const g: RotwState = JSON.parse(JSON.stringify(G(m)));
    g.links = {};
    for (const p of Object.values(g.players))
      Object.assign(p, { points: 0, bonds: 0, cash: 0, baronId: 'B12', engine: 1 });
    g.players['0'].baronId = 'B11';
    g.players['1'].baronId = 'B11';
    return g;
  }

  it('[spec §5 T15] 57 points, 9 bonds, B02 fulfilled: 53', () => {
    const g = finalState();
    for (const [a, b] of [
      ['BOS', 'NYC'],
      ['NYC', 'PHL'],
      ['PHL', 'BAL'],
      ['BAL', 'WAS'],
    ])
      addLink(g, '0', a, b);
    Object.assign(g.players['0'], { points: 57, bonds: 9, baronId: 'B02' });
    expect(baronFulfilled(g, '0')).toBe(true);
    expect(finalScore(g, '0')).toBe(53);
  });

  it('[spec §5 T16] tied scores: more complete links wins', () => {
    const g = finalState();
    Object.assign(g.players['0'], { points: 53 });
    Object.assign(g.players['1'], { points: 53 });
    for (let i = 0; i < 14; i++) addLink(g, '0', 'A' + i, 'B' + i);
    for (let i = 0; i < 12; i++) addLink(g, '1', 'C' + i, 'D' + i);
    g.players['2'].bonds = 5; // P2 loses B12 contest anyway
    const r = computeResult(g);
    expect(r.scores['0']).toBe(r.scores['1']);
    expect(r.winner).toBe('0');
  });

  it('[spec §5 T17] tied scores and links: more cash wins', () => {
    const g = finalState();
    Object.assign(g.players['0'], { points: 53, cash: 4000 });
    Object.assign(g.players['1'], { points: 53, cash: 7000 });
    const r = computeResult(g);
    expect(r.winner).toBe('1');
    expect(r.winners).toEqual(['1']);
  });

  it('[spec §5 T18] B09 with a tied highest engine scores nothing', () => {
    const g = finalState();
    g.players['0'].baronId = 'B09';
    g.players['0'].engine = 6;
    g.players['1'].engine = 6;
    g.players['2'].engine = 4;
    expect(baronFulfilled(g, '0')).toBe(false);
    g.players['1'].engine = 5;
    expect(baronFulfilled(g, '0')).toBe(true);
  });

  function auctionMatch(style: string) {
    const m = newMatch(4, 'auc', { variants: { auctionStyle: style } });
    editG(m, (g) => {
      g.startPlayer = '1';
    });
    chooseBarons(m);
    expect(m.state.ctx.phase).toBe('auction');
    expect(cur(m)).toBe('1');
    return m;
  }
  const bids = (m: ReturnType<typeof newMatch>) => {
    expect(step(m, 'bid', { amount: 1000 }, '1')).toBe(true);
    expect(step(m, 'passBid', undefined, '2')).toBe(true);
    expect(step(m, 'bid', { amount: 3000 }, '3')).toBe(true);
    expect(step(m, 'passBid', undefined, '0')).toBe(true);
    expect(step(m, 'passBid', undefined, '1')).toBe(true);
  };

  it('[spec §5 T19] traditional auction: P3 pays $3,000 and leads [P3, P0, P1, P2]', () => {
    const m = auctionMatch('traditional');
    bids(m);
    expect(m.state.ctx.phase).toBe('actions');
    expect(G(m).turnOrder).toEqual(['3', '0', '1', '2']);
    expect(G(m).players['3']).toMatchObject({ bonds: 1, cash: 2000 });
    expect(G(m).players['1']).toMatchObject({ bonds: 0, cash: 0 });
    expect(cur(m)).toBe('3');
  });

  it('[spec §5 T20] first-to-pass: P1 pays half its bid, order [P3, P1, P0, P2]', () => {
    const m = auctionMatch('firstToPass');
    bids(m);
    expect(G(m).turnOrder).toEqual(['3', '1', '0', '2']);
    expect(G(m).players['1']).toMatchObject({ bonds: 1, cash: 4000 }); // paid $1,000
    expect(G(m).players['0']).toMatchObject({ bonds: 0, cash: 0 });
    expect(G(m).players['2']).toMatchObject({ bonds: 0, cash: 0 });
    expect(G(m).players['3']).toMatchObject({ bonds: 1, cash: 2000 });
  });

  it('[spec §5 T21] everyone passes: the seat left of the start player leads, nobody pays', () => {
    const m = auctionMatch('traditional');
    for (const p of ['1', '2', '3', '0']) expect(step(m, 'passBid', undefined, p)).toBe(true);
    expect(G(m).turnOrder).toEqual(['2', '3', '0', '1']);
    expect(Object.values(G(m).players).every((p) => p.cash === 0 && p.bonds === 0)).toBe(true);
  });

  it('[spec §5 T22] completing CLE–FWA claims ML1 (+8) and uses a second locomotive', () => {
    const m = actionsMatch();
    editG(m, (g) => {
      g.players['0'].cash = 20000;
      for (const [a, b] of [
        ['NYC', 'PHL'],
        ['PHL', 'HAR'],
        ['HAR', 'PIT'],
        ['PIT', 'CLE'],
        ['FWA', 'CHI'],
      ])
        addLink(g, '0', a, b);
    });
    const loco = G(m).players['0'].locomotivesLeft;
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'CLE', dir: 4 } });
    expect(step(m, 'placeTrack', { exit: 3 })).toBe(true);
    expect(step(m, 'placeTrack', { exit: 3 })).toBe(true);
    expect(step(m, 'placeTrack', { exit: 3 })).toBe(true);
    const newLink = Object.values(G(m).links).find((l) => l.tiles.length === 3)!;
    expect([newLink.cityA, newLink.cityB, newLink.complete]).toEqual(['CLE', 'FWA', true]);
    expect(G(m).majorLines.ML1).toBe('0');
    expect(G(m).players['0'].points).toBe(8);
    expect(G(m).players['0'].locomotivesLeft).toBe(loco - 2);
  });

  it('[spec §5 T23] the last marker on game turn 6 ends the game after game turn 7', () => {
    const m = actionsMatch(4, 't23');
    let linkId = '';
    editG(m, (g) => {
      g.turn = 6;
      g.emptyMarkersPlaced = 13;
      g.cities.MEM.cubes = { red: 0, yellow: 0, blue: 1, purple: 0, black: 0 };
      linkId = addLink(g, '0', 'MEM', 'LRK');
    });
    expect(G(m).emptyMarkerLimit).toBe(14);
    expect(step(m, 'deliverGoods', { cityId: 'MEM', color: 'blue', path: [linkId] })).toBe(true);
    expect(G(m).emptyMarkersPlaced).toBe(14);
    expect(G(m).endTriggerTurn).toBe(6);
    const seen: string[] = [];
    let guard = 0;
    while (!m.state.ctx.gameover && guard++ < 200) {
      const ph = m.state.ctx.phase;
      const key = `${G(m).turn}:${ph}`;
      if (seen[seen.length - 1] !== key) seen.push(key);
      step(m, ph === 'auction' ? 'passBid' : 'passAction');
    }
    expect(seen).toEqual(['6:actions', '7:auction', '7:actions']);
    expect(m.state.ctx.gameover).toBeTruthy();
    expect(G(m).turn).toBe(8); // game turn 7's Income phase was played
  });

  it('[spec §5 T24] urbanizing an empty grey SPI as purple removes its marker', () => {
    const m = actionsMatch(4, 't24');
    editG(m, (g) => {
      g.cities.SPI.cubes = { red: 0, yellow: 0, blue: 0, purple: 0, black: 0 };
      g.cities.SPI.emptyMarker = true;
      g.emptyMarkersPlaced = 9;
    });
    expect(step(m, 'urbanize', { cityId: 'SPI', color: 'purple' })).toBe(true);
    const g = G(m);
    expect(g.players['0']).toMatchObject({ bonds: 2, cash: 0 });
    expect(Object.values(g.cities.SPI.cubes).reduce((a, b) => a + b, 0)).toBe(2);
    expect(g.cities.SPI).toMatchObject({ color: 'purple', urbanized: true, emptyMarker: false });
    expect(g.emptyMarkersPlaced).toBe(8);
    expect(g.newCityTiles.purple).toBe(2);
  });

  it('[spec §5 T25] 104 points: track space 4 after one lap, income 19, final score uses 104', () => {
    expect(trackSpace(104)).toEqual({ space: 4, laps: 1 });
    expect(incomeFor(104)).toBe(19000);
    const g = finalState();
    Object.assign(g.players['0'], { points: 104, baronId: null });
    expect(finalScore(g, '0')).toBe(104);
  });
});
