// Rules versions 2 and 3: where the source document (seed 002, a Japanese rules page) settles a point the
// spec had decided otherwise or left open (games/nippon/README.md, "Where the source document wins").
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../games/common/rng';
import { SCORING_VP } from '../../../games/nippon/constants';
import { nippon } from '../../../games/nippon';
import {
  OVERSEAS,
  achievementBase,
  finalScoring,
  multiplierOf,
  rankPlayers,
  rankRegion,
  scoreRegion,
  tieBreakOrder,
} from '../../../games/nippon/rules/scoring';
import { bigRefill, endOfTurn } from '../../../games/nippon/rules/workers';
import { setupState } from '../../../games/nippon/setup';
import type { City, NipponState } from '../../../games/nippon/types';
import { act, clearCities, fresh } from './helpers';

const city = (G: NipponState, id: string): City => G.cities.find((c) => c.id === id)!;
const tile = (owner: string, value: number) => ({ owner, value });

it('the rules version is 3', () => {
  expect(nippon.rulesVersion).toBe(3);
});

describe('seed 002: tie-break at the end of the game [source 5]', () => {
  // 最終手番をプレイしたプレイヤーが勝者… 最終手番からより遠い(手番から逆順に数えて、より近い)プレイヤー
  it('seed 002: the player who played the last turn wins a tie [source 5]', () => {
    const G = fresh(4);
    const [a, , c, d] = G.playOrder;
    expect(rankPlayers(G, { [a]: 60, [G.playOrder[1]]: 50, [c]: 60, [d]: 60 }, d).slice(0, 3)).toEqual([d, c, a]);
  });
  it('seed 002: otherwise the tied player farthest from the last one in playing order, i.e. nearest counting backwards [source 5]', () => {
    const G = fresh(4);
    const [a, b, c, d] = G.playOrder;
    // d played the last turn; after him in playing order come a (1 seat on), b (2), c (3): c is
    // the farthest, and counting backwards from d (c, b, a) the nearest.
    expect(tieBreakOrder(G, d)).toEqual([d, c, b, a]);
    expect(rankPlayers(G, { [a]: 70, [b]: 40, [c]: 70, [d]: 50 }, d)).toEqual([c, a, d, b]);
    expect(rankPlayers(G, { [a]: 70, [b]: 70, [c]: 40, [d]: 50 }, d)).toEqual([b, a, d, c]);
    // The trigger seat is anywhere in the order: b played last, so a (counting back: a, d, c) wins over c.
    expect(rankPlayers(G, { [a]: 70, [b]: 40, [c]: 70, [d]: 50 }, b)).toEqual([a, c, d, b]);
  });
  it('seed 002: the final scoring breaks ties from the player who played the last turn of the countdown [source 5]', () => {
    const G = fresh(3);
    const [p0, p1, p2] = G.playOrder;
    for (const s of G.playOrder) {
      G.players[s].vp = 40;
      G.players[s].money = 0;
      G.players[s].incomeIdx = 0;
    }
    G.final = { triggerSeat: p1, roundsDone: 3 };
    finalScoring(G);
    const vps = G.playOrder.map((s) => G.players[s].vp);
    expect(new Set(vps).size).toBe(1); // all still tied after the identical final scoring
    expect(G.result!.ranking).toEqual([p1, p0, p2]);
  });
});

describe('seed 002: Railways achievement [source 6] (rules version 3)', () => {
  // 業績 - 鉄道: 自分のプレイヤーボードの空の鉄道エリアの上にある星マーク1つにつき勝利点1点を獲得する。
  // 例:ゲーム中に鉄道タイルを3枚ゲームボードに置きました。…空の鉄道エリアは3つで、対象となる星マークは1つです。
  it('seed 002: 3 trains placed → 3 empty railway spaces → 1 star → base 1 (1 VP per star) [source 6]', () => {
    const G = fresh(4);
    const s = G.playOrder[0];
    const p = G.players[s];
    p.trainsPlaced = 3;
    expect(achievementBase(G, s, 'trains')).toBe(1); // 3 under rules version 2
    p.achievements.trains = 2;
    expect(achievementBase(G, s, 'trains') * multiplierOf(p, 'trains')).toBe(2);
  });
  it('seed 002: stars above railway spaces 3-6, as on the ship row: base 0,0,0,1,2,3,4 for 0..6 trains [source 6]', () => {
    const G = fresh(4);
    const s = G.playOrder[0];
    const p = G.players[s];
    const bases = [0, 1, 2, 3, 4, 5, 6].map((k) => {
      p.trainsPlaced = k;
      return achievementBase(G, s, 'trains');
    });
    expect(bases).toEqual([0, 0, 0, 1, 2, 3, 4]);
  });
  it('seed 002: the ship row keeps its example: 5 ships placed → 3 stars → base 3 [source 6]', () => {
    // 例:…船タイルを5枚…空の船エリアは5つで、対象となる星マークは3つです。基礎勝利点は3点です。
    const G = fresh(4);
    const s = G.playOrder[0];
    G.players[s].shipsPlaced = 5;
    expect(achievementBase(G, s, 'ships')).toBe(3);
  });
});

describe('seed 002: players with zero influence are ranked [source 7]', () => {
  // 例1:…赤のプレイヤーは0(…鉄道による影響力は加算されません)なので第4位。
  it('seed 002 example 1: red with 0 influence (a train but no tile) is 4th and scores nothing [source 7]', () => {
    const G = fresh(4);
    clearCities(G);
    const [, R, P, B] = G.playOrder;
    city(G, 'C3a').slots = [null, tile(P, 2), tile(P, 1), null];
    city(G, 'C3b').slots = [tile(B, 1), null, tile(P, 3), null];
    G.transport.R3 = [
      { owner: B, kind: 'train', value: 2 },
      { owner: B, kind: 'train', value: 2 },
      { owner: R, kind: 'train', value: 2 },
    ];
    const rep = scoreRegion(G, 'R3', 2);
    expect(rep.influence[R]).toBe(0);
    expect(rep.position).toMatchObject({ [OVERSEAS]: 1, [P]: 2, [B]: 3, [R]: 4 });
    expect(rep.vp[R]).toBe(0);
  });
  it('seed 002: at 2 players a player without influence takes 3rd place and its VP [source 7]', () => {
    const G = fresh(2);
    clearCities(G);
    const [A, Bs] = G.playOrder;
    city(G, 'C1a').slots = [null, null, null, tile(A, 7)];
    const rep = scoreRegion(G, 'R1', 1);
    expect(rep.influence).toMatchObject({ [OVERSEAS]: 9, [A]: 7, [Bs]: 0 });
    expect(rep.position).toMatchObject({ [OVERSEAS]: 1, [A]: 2, [Bs]: 3 });
    expect(rep.vp[A]).toBe(SCORING_VP[0][1]);
    expect(rep.vp[Bs]).toBe(SCORING_VP[0][2]); // 5
  });
  it('seed 002: at 3 players players without influence share 3rd-4th place [source 7]', () => {
    const G = fresh(3);
    clearCities(G);
    const [A, Bs, C] = G.playOrder;
    city(G, 'C2a').slots = [null, null, null, tile(A, 5)];
    const rep = scoreRegion(G, 'R2', 1);
    expect(rep.influence).toMatchObject({ [OVERSEAS]: 9, [A]: 5, [Bs]: 0, [C]: 0 });
    expect(rep.position).toMatchObject({ [Bs]: 3, [C]: 3 });
    expect(rep.vp[Bs]).toBe(Math.floor(5 / 2));
    expect(rep.vp[C]).toBe(2);
  });
  it('seed 002: at 3 players a zero player ties the overseas companies at zero for 3rd-4th [source 7]', () => {
    const G = fresh(3);
    clearCities(G);
    const [A, Bs, C] = G.playOrder;
    city(G, 'C2a').slots = [null, tile(A, 1), tile(A, 2), tile(Bs, 3)];
    city(G, 'C2b').slots = [null, tile(A, 1), tile(Bs, 2), tile(A, 3)];
    const rep = scoreRegion(G, 'R2', 2);
    expect(rep.influence).toMatchObject({ [A]: 7, [Bs]: 5, [OVERSEAS]: 0, [C]: 0 });
    expect(rep.position).toMatchObject({ [A]: 1, [Bs]: 2, [C]: 3, [OVERSEAS]: 3 });
    expect(rep.vp[C]).toBe(Math.floor((8 + 0) / 2));
  });
  it('seed 002: ties at zero share like any tie; ship VP when the group starts at 1st or 2nd [source 7]', () => {
    const G = fresh(2);
    clearCities(G);
    const [A, Bs] = G.playOrder;
    G.transport.R4 = [{ owner: Bs, kind: 'ship', value: 2 }];
    const rep = scoreRegion(G, 'R4', 1);
    expect(rep.position).toMatchObject({ [OVERSEAS]: 1, [A]: 2, [Bs]: 2 });
    expect(rep.vp[A]).toBe(Math.floor((7 + 5) / 2));
    expect(rep.vp[Bs] + rep.shipVp[Bs]).toBe(6 + 2);
  });
  it('seed 002: 影響力の順位が1位、2位、3位のプレイヤーは勝利点を獲得します — at 4 players a region nobody contested pays every player 3 VP at the first scoring (round 2: kept, README) [source 7]', () => {
    // 各地域ごとに、影響力の順位が1位、2位、3位のプレイヤーは勝利点を獲得します; 同点の場合は、同点のプレイヤーが
    // 獲得する勝利点を合計し、当該プレイヤーで等分します(端数は切り捨て). With the zero players ranked (例1), the four
    // players tie for 2nd-5th behind the overseas companies: floor((7 + 5 + 0 + 0) / 4) = 3 each.
    const G = fresh(4);
    clearCities(G);
    const rep = scoreRegion(G, 'R1', 1);
    expect(rep.position[OVERSEAS]).toBe(1);
    for (const p of G.playOrder) {
      expect(rep.influence[p]).toBe(0);
      expect(rep.position[p]).toBe(2);
      expect(rep.vp[p]).toBe(3);
    }
  });
  it('seed 002: the bots read the same ranking (rankRegion gives a zero participant its place) [source 7]', () => {
    const { position, vp } = rankRegion({ [OVERSEAS]: 9, a: 4, b: 0 }, SCORING_VP[0]);
    expect(position.b).toBe(3);
    expect(vp.b).toBe(5);
  });
});

describe('seed 002: worker rows at 2 players [source 8]', () => {
  // 2人プレイ:ワーカー列を2列のみ使用し、各列に2個ずつのワーカーを配置
  it('seed 002: 2 players: 2 rows of 2 at setup [source 8]', () => {
    const G = setupState(2, seededRandom(5));
    expect(G.workerRows.map((r) => r.length)).toEqual([2, 2]);
  });
  it('seed 002: 2 players: a big refill fills the 2 rows with 2 each, not 3 [source 8]', () => {
    const G = fresh(2);
    G.workerRows = [[], ['white', 'white']];
    G.actionSlots[2] = [];
    endOfTurn(G, G.playOrder[0], seededRandom(2));
    expect(G.actionSlots[2].slice(0, 2)).toEqual(['white', 'white']); // the row's group, then topped up to 3
    expect(G.actionSlots.every((slot) => slot.length === 3)).toBe(true);
    expect(G.workerRows.map((r) => r.length)).toEqual([2, 2]);
    expect(G.scoringMarker).toBe(2);
  });
  it('seed 002: 2 players: a row left short is made up to 2 when workers come back [source 8]', () => {
    const G = fresh(2);
    G.workerRows = [[], []];
    G.bag = { white: 3, yellow: 0, green: 0, orange: 0, pink: 0, black: 0 };
    bigRefill(G, seededRandom(3));
    expect(G.workerRows.map((r) => r.length)).toEqual([2, 1]);
    expect(G.shortfall.rows).toEqual([0, 1]);
    const s = G.playOrder[0];
    const p = G.players[s];
    p.workers = ['black', 'pink'];
    act(G, s, 'consolidate');
    expect(G.workerRows.map((r) => r.length)).toEqual([2, 2]);
  });
  it('seed 002: 3 and 4 players keep 3 per row at refills [source 8]', () => {
    for (const n of [3, 4]) {
      const G = fresh(n);
      G.workerRows = G.workerRows.map((r, i) => (i === G.workerRows.length - 1 ? ['white', 'white', 'white'] : []));
      G.actionSlots[0] = [];
      endOfTurn(G, G.playOrder[0], seededRandom(4));
      expect(G.workerRows.map((r) => r.length)).toEqual(Array(n).fill(3));
    }
  });
});
