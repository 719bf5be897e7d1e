// Where seed 003 (the Japanese rules page of the BGA version) is explicit, the code follows it
// (rules version 3; games/railways-of-the-world/README.md "Where the source document wins").
// Each test names the seed's words; the first two fail on the version-2 code.
import { describe, expect, it } from 'vitest';
import { BID_LIST_MAX } from '../../../games/railways-of-the-world/data/tables';
import { botMoves } from '../../../games/railways-of-the-world/heuristic';
import { G, addLink, chooseBarons, clearCubes, cur, editG, mod, newMatch, step, toActions } from './helpers';

const bidsListed = (m: ReturnType<typeof newMatch>, p: string) =>
  mod
    .legalMoves(G(m), m.state.ctx, p)
    .filter((x) => x.move === 'bid')
    .map((x) => (x.args[0] as { amount: number }).amount);

describe('seed 003: the First Player auction has no cap on bids', () => {
  it('各プレイヤーは直前の入札より高い額で『入札』: any higher whole bid is legal, $31,000 and $1,000,000 too', () => {
    const m = newMatch(3, 'nocap');
    editG(m, (g) => {
      g.startPlayer = '0';
    });
    chooseBarons(m);
    const why = (amount: unknown, p = '0') => mod.whyIllegal(G(m), m.state.ctx, p, 'bid', { amount });
    expect(why(31000)).toBeNull(); // refused as bid-too-high under rules version 2
    expect(why(1_000_000)).toBeNull();
    expect(why(0)).toBe('bid-too-low');
    expect(why(31500)).toBe('bad-amount'); // bids are whole thousands [spec §2.3]
    expect(why(2 ** 53)).toBe('bad-amount'); // not a number the game can keep exactly
    expect(why('31000')).toBe('bad-amount');
  });

  it('プレイヤーはこのお金を支払うために社債券を発行することができます: a $45,000 bid is made, raised only above it, and paid with bonds', () => {
    const m = newMatch(3, 'nocap2');
    editG(m, (g) => {
      g.startPlayer = '0';
      for (const p of ['0', '1', '2']) g.players[p].cash = 0;
    });
    chooseBarons(m);
    expect(cur(m)).toBe('0');
    expect(step(m, 'bid', { amount: 45000 }, '0')).toBe(true);
    expect(G(m).auction!.highBid).toBe(45000);
    expect(mod.whyIllegal(G(m), m.state.ctx, '1', 'bid', { amount: 45000 })).toBe('bid-too-low');
    expect(mod.whyIllegal(G(m), m.state.ctx, '1', 'bid', { amount: 46000 })).toBeNull();
    // The generator lists bids up to BID_LIST_MAX only: above the high bid there is nothing to list.
    expect(bidsListed(m, '1')).toEqual([]);
    expect(mod.legalMoves(G(m), m.state.ctx, '1').map((x) => x.move)).toEqual(['passBid']);
    expect(step(m, 'passBid', undefined, '1')).toBe(true);
    expect(step(m, 'passBid', undefined, '2')).toBe(true);
    expect(m.state.ctx.phase).toBe('actions');
    expect(G(m).turnOrder[0]).toBe('0');
    expect(G(m).players['0']).toMatchObject({ bonds: 9, cash: 0 }); // 9 × $5,000 = $45,000
  });

  it('the legal-move generator (bots, hints, analysis) lists every bid from the minimum raise to $30,000, never above', () => {
    const m = newMatch(2, 'nocap3');
    editG(m, (g) => {
      g.startPlayer = '0';
      g.players['0'].cash = 50000;
    });
    chooseBarons(m);
    const listed = bidsListed(m, '0');
    expect(BID_LIST_MAX).toBe(30000);
    expect(listed[0]).toBe(1000);
    expect(listed.at(-1)).toBe(30000);
    expect(listed).toHaveLength(30);
    // Every bot level but random weighs only bids it can pay in cash, within that list.
    const weighed = botMoves(G(m), m.state.ctx, '0', mod.legalMoves(G(m), m.state.ctx, '0')).filter(
      (x) => x.move === 'bid',
    );
    expect(Math.max(...weighed.map((x) => (x.args[0] as { amount: number }).amount))).toBe(30000);
  });
});

describe("seed 003: a purple-diamond card works once in each of its holder's actions (手番)", () => {
  // 紫の菱形: これらのカードを選んだプレイヤーは、これらのカードの効果を手番ごとに1回使うことができます。
  // The seed's 手番 is a player's chance to act: 自分の手番が来たとき、プレイヤーは以下のアクションのうち
  // 任意の1つを実行することができます (three per game turn); the game turn is ターン.
  it('Perfect Engineering gives a 5-tile build in two actions of the same game turn', () => {
    const m = newMatch(2, 'pe');
    toActions(m);
    editG(m, (g) => {
      g.players['0'].tableau.push('OP19');
      g.players['0'].cash = 100000;
    });
    const turn = G(m).turn;
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 1 }, diamonds: ['OP19'] }, '0')).toBe(
      true,
    );
    expect(G(m).build!.maxTiles).toBe(5);
    expect(step(m, 'placeTrack', { exit: 1 }, '0')).toBe(true);
    expect(step(m, 'finishBuild', undefined, '0')).toBe(true);
    expect(step(m, 'passAction', undefined, '1')).toBe(true);
    expect(cur(m)).toBe('0');
    expect(G(m).turn).toBe(turn); // the second action round of the same game turn
    const origin = mod
      .legalMoves(G(m), m.state.ctx, '0')
      .find(
        (x) =>
          x.move === 'beginBuild' && JSON.stringify((x.args[0] as { diamonds?: string[] }).diamonds) === '["OP19"]',
      );
    expect(origin, 'a build with Perfect Engineering is listed again').toBeDefined();
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'beginBuild', origin!.args[0])).toBeNull(); // diamond-unavailable under version 2
    expect(step(m, 'beginBuild', origin!.args[0], '0')).toBe(true);
    expect(G(m).build!.maxTiles).toBe(5);
  });

  it('Express Freight adds a link to two deliveries of the same game turn', () => {
    const m = newMatch(2, 'ef');
    toActions(m);
    let path: string[] = [];
    editG(m, (g) => {
      clearCubes(g);
      g.cities.KCY.cubes.red = 2;
      g.players['0'].engine = 1;
      g.players['0'].tableau.push('OP23');
      path = [addLink(g, '0', 'KCY', 'STL'), addLink(g, '0', 'STL', 'CHI')];
    });
    const arg = { cityId: 'KCY', color: 'red', path, useExpress: true };
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'deliverGoods', { ...arg, useExpress: false })).toBe(
      'engine-too-small',
    );
    expect(step(m, 'deliverGoods', arg, '0')).toBe(true);
    expect(step(m, 'passAction', undefined, '1')).toBe(true);
    expect(cur(m)).toBe('0');
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'deliverGoods', arg)).toBeNull(); // express-unavailable under version 2
    expect(step(m, 'deliverGoods', arg, '0')).toBe(true);
    expect(G(m).players['0'].deliveries).toBe(2);
  });
});

describe('seed 003: replacing the end tile of an incomplete link is not one of the 4 tiles (unchanged)', () => {
  // タイルを4枚まで配置する、またはそのリンクを別の都市につなげたとき、プレイヤーは線路の敷設を終了します
  // counts tiles placed (配置); the replacement is its own operation (■ タイルを置き換える: 未完成のリンクの
  // 先端にある線路タイルを置き換え…置き換えた線路タイルのコストを再び支払わなければなりません), paid
  // again but not said to use up one of the 4 placements.
  it('after a redirect, four tiles may still be placed, and a fifth is refused', () => {
    const m = newMatch(2, 'redir');
    toActions(m);
    editG(m, (g) => {
      g.players['0'].cash = 100000;
    });
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 1 } }, '0');
    step(m, 'placeTrack', { exit: 1 }, '0');
    step(m, 'finishBuild', undefined, '0');
    step(m, 'passAction', undefined, '1');
    const linkId = Object.keys(G(m).links)[0];
    expect(step(m, 'beginBuild', { origin: { kind: 'link', linkId } }, '0')).toBe(true);
    expect(step(m, 'redirectTrack', { exit: 0 }, '0')).toBe(true);
    expect(G(m).build).toMatchObject({ redirected: true, tilesPlaced: 0, maxTiles: 4 });
    const placeable = () => mod.legalMoves(G(m), m.state.ctx, '0').filter((x) => x.move === 'placeTrack');
    expect(placeable().length).toBeGreaterThan(0);
    // Three tiles placed after the redirect: the fourth is still allowed ...
    editG(m, (g) => {
      g.build!.tilesPlaced = 3;
    });
    expect(placeable().length).toBeGreaterThan(0);
    // ... and after four, the limit is reached.
    editG(m, (g) => {
      g.build!.tilesPlaced = 4;
    });
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'placeTrack', placeable()[0]?.args[0] ?? { exit: 0 })).toBe(
      'tile-limit',
    );
    expect(placeable()).toEqual([]);
  });
});
