// Setup per player count [spec §3] and the 2-3 player changes [spec §9].
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { startMatch } from '../../../games/common/match';
import { CITY_TILES } from '../../../games/nippon/data/cities';
import { bagSize } from '../../../games/nippon/rules/workers';
import { WORKER_COLORS, type NipponState } from '../../../games/nippon/types';

const totalRewards = (G: NipponState, col: string) => Object.values(G.rewards[col]).reduce((a, b) => a + b, 0);

describe.each([
  [2, 36, 2, 2, 4],
  [3, 42, 3, 3, 5],
  [4, 48, 4, 3, 6],
])('setup with %i players', (n, workers, rows, rowCap, rewardsPerCol) => {
  const m = startMatch(nippon, n, `setup-${n}`);
  const G = m.state.G as NipponState;
  it('players, starting VP in turn order, budgets and boards', () => {
    expect(G.playOrder).toEqual(m.state.ctx.playOrder);
    expect(m.state.ctx.currentPlayer).toBe(G.playOrder[0]);
    G.playOrder.forEach((s, i) => {
      const p = G.players[s];
      expect(p.vp).toBe(10 + i);
      expect([p.money, p.coal, p.blueprints]).toEqual([12, 2, 1]);
      expect([p.coalIdx, p.incomeIdx, p.knowledgeIdx]).toEqual([0, 0, 0]);
      expect(p.influenceSupply).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 6, 7]);
      expect(p.contracts.map((c) => c.id)).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8']);
      expect([p.shipFace, p.trainFace, p.shipsPlaced, p.trainsPlaced]).toEqual([2, 2, 0, 0]);
    });
  });
  it('workers: bag + board hold all workers; slots of 3; rows', () => {
    const onBoard = G.actionSlots.flat().length + G.workerRows.flat().length;
    expect(onBoard + bagSize(G)).toBe(workers);
    expect(G.actionSlots.map((s) => s.length)).toEqual([3, 3, 3, 3, 3]);
    expect(G.workerRows.map((r) => r.length)).toEqual(Array(rows).fill(rowCap));
    for (const c of WORKER_COLORS) {
      const count = G.bag[c] + [...G.actionSlots, ...G.workerRows].flat().filter((w) => w === c).length;
      expect(count).toBe(workers / 6);
    }
  });
  it('reward columns, x2 tiles, factories, cities, marker', () => {
    for (const col of ['2', '3', '4', '5']) expect(totalRewards(G, col)).toBe(rewardsPerCol);
    expect(G.removedRewards).toHaveLength(4 * (6 - rewardsPerCol));
    expect(G.multiplierTilesLeft).toBe(4);
    expect(G.factorySupply).toHaveLength(24);
    expect(G.cities).toHaveLength(8);
    const used = G.cities.map((c) => c.tile);
    expect(new Set([...used, G.unusedCityTile]).size).toBe(9);
    for (const c of G.cities) {
      const goods = CITY_TILES[c.tile];
      c.slotGoods.forEach((g, s) => expect(g).toBe(goods[(s + c.rotation) % 4]));
    }
    expect(G.scoringMarker).toBe(1);
    expect(G.scoringsDone).toBe(0);
    expect(m.state.ctx.phase).toBe('play');
  });
});

it('validateSetupData refuses unknown variants and player counts', () => {
  const v = nippon.game.validateSetupData!;
  expect(v(undefined, 3)).toBeUndefined();
  expect(v({ variants: {} }, 2)).toBeUndefined();
  expect(v({ variants: { x: true } }, 2)).toBeTypeOf('string');
  expect(v(undefined, 5)).toBeTypeOf('string');
});
