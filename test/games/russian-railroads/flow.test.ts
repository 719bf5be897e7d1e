// Setup per player count, the round/pass cycle through boardgame.io's reducer, stages, last round.
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../../games/common/match';
import type { Match } from '../../../games/common/match';
import { russianRailroads as mod } from '../../../games/russian-railroads';
import type { RRState } from '../../../games/russian-railroads/types';

const G = (m: Match) => m.state.G as RRState;
const cur = (m: Match) => m.state.ctx.currentPlayer;
function must(m: Match, move: string, arg?: Record<string, unknown>, seat = cur(m)) {
  const r = m.step({ playerID: seat, move, args: arg ? [arg] : [] });
  expect(
    r.ok,
    `${seat} ${move} ${JSON.stringify(arg)}: ${mod.whyIllegal(m.state.G, m.state.ctx, seat, move, arg)}`,
  ).toBe(true);
}
function draft(m: Match) {
  while (m.state.ctx.phase === 'startBonus') {
    must(m, 'chooseStartBonus', { card: G(m).startBonusLeft.find((c) => c !== 'S_BLACK') });
  }
}
/** Set up a position: edit a copy of G (the reducer's states are frozen). */
function edit(m: Match, f: (g: RRState) => void) {
  const g = JSON.parse(JSON.stringify(m.state.G)) as RRState;
  f(g);
  m.state = { ...m.state, G: g };
}
/** Everyone passes: the round ends. */
function passAll(m: Match) {
  const r = G(m).round;
  while (G(m).round === r && !m.state.ctx.gameover) {
    if (m.state.ctx.phase === 'roundEnd') must(m, 'reuseTurnOrderWorker', { skip: true });
    else must(m, 'pass');
  }
}

describe('setup [spec §3]', () => {
  it.each([
    [2, 6, 6, 2, 2, 6],
    [3, 6, 6, 1, 3, 6],
    [4, 7, 5, 1, 4, 7],
  ])(
    '%i players: %i rounds, %i workers, %i rubles, piles of %i, %i engineers',
    (n, rounds, workers, rubles, pile, engineers) => {
      const m = startMatch(mod, n, 'setup');
      const g = G(m);
      expect(g.rounds).toBe(rounds);
      expect(g.locoPiles).toEqual([0, ...Array(8).fill(pile)]);
      expect(g.strip.filter((x) => x !== null)).toHaveLength(engineers);
      expect(g.strip.slice(4).every((x) => x !== null && x >= 2 && x <= 8)).toBe(true); // A stack in S2, S1, H
      expect(g.endBonusPile).toHaveLength(8);
      expect(g.doublerSupply).toBe(20);
      expect([...g.turnOrder].sort()).toEqual(Object.keys(g.players).sort());
      for (const p of Object.values(g.players)) {
        expect(p.ownAvailable).toBe(workers);
        expect(p.ownStock).toBe(2);
        expect(p.rubles).toBe(rubles);
        expect(p.locos).toEqual({ TS: [1], SP: null, KV: null });
        expect([p.pos.TS.black, p.pos.SP.black, p.pos.KV.black]).toEqual([1, 1, 1]);
      }
      expect(m.state.ctx.phase).toBe('startBonus');
      expect(cur(m)).toBe(g.turnOrder[n - 1]);
    },
  );

  it('start-bonus draft runs from the last position down to position 2 [spec §3.9]', () => {
    const m = startMatch(mod, 4, 'draft');
    const order = G(m).turnOrder;
    const seen: string[] = [];
    while (m.state.ctx.phase === 'startBonus') {
      seen.push(cur(m));
      must(m, 'chooseStartBonus', { card: 'S_BLACK', route: 'TS' });
      if (m.state.ctx.phase === 'startBonus')
        expect(
          mod.whyIllegal(m.state.G, m.state.ctx, cur(m), 'chooseStartBonus', { card: 'S_BLACK', route: 'TS' }),
        ).toBe('card-gone');
      break;
    }
    must(m, 'chooseStartBonus', { card: 'S_IND' });
    seen.push(order[2]);
    must(m, 'chooseStartBonus', { card: 'S_RUB' });
    seen.push(order[1]);
    expect(seen).toEqual([order[3], order[2], order[1]]);
    expect(m.state.ctx.phase).toBe('actions');
    expect(cur(m)).toBe(order[0]);
    const last = G(m).players[order[3]];
    expect(last.pos.TS.black).toBe(2);
    expect(last.unlocked.grey).toBe(true); // TS 2 reached → grey markers
    expect(G(m).players[order[2]].industry).toEqual([1]);
    expect(G(m).players[order[1]].rubles).toBe(2);
  });
});

describe('round/pass cycle [spec §4.2]', () => {
  it('a passed player gets no further turn; the round ends when all have passed', () => {
    const m = startMatch(mod, 3, 'cycle');
    draft(m);
    const [a, b, c] = G(m).turnOrder;
    must(m, 'pass', undefined, a);
    expect(cur(m)).toBe(b);
    must(m, 'place', { space: 'RUB', rubles: 0, temp: 0, black: 0 }, b);
    expect(cur(m)).toBe(c);
    must(m, 'place', { space: 'X2', rubles: 0, temp: 0, black: 0 }, c);
    expect(cur(m)).toBe(b); // a is skipped
    expect(mod.whyIllegal(m.state.G, m.state.ctx, a, 'place', { space: 'TEMP', rubles: 0, temp: 0, black: 0 })).toBe(
      'not-your-turn',
    );
    must(m, 'pass', undefined, b);
    expect(cur(m)).toBe(c);
    must(m, 'place', { space: 'TEMP', rubles: 0, temp: 0, black: 0 }, c);
    expect(cur(m)).toBe(c); // only c is left
    must(m, 'pass', undefined, c);
    expect(G(m).round).toBe(2);
    expect(m.state.ctx.phase).toBe('actions');
    // scoring happened: each TS has the loco 1 and black on space 1 → 0 VP; pass VP by position
    expect(G(m).players[b].vp.turnOrder).toBe(2);
    expect(G(m).players[c].vp.turnOrder).toBe(3);
    // cleanup: workers back, temp workers back, spaces empty, strip slid
    expect(G(m).players[c].tempAvailable).toBe(0);
    expect(G(m).tempOnBoard).toBe(true);
    expect(G(m).spaces.RUB).toEqual([]);
    expect(cur(m)).toBe(a);
  });

  it('a multi-step action puts the player in stage resolve until the queue is empty', () => {
    const m = startMatch(mod, 2, 'stage');
    draft(m);
    const a = cur(m);
    must(m, 'place', { space: 'TB2', rubles: 0, temp: 0, black: 0 }, a);
    expect(m.state.ctx.activePlayers).toEqual({ [a]: 'resolve' });
    expect(m.step({ playerID: a, move: 'pass', args: [] }).ok).toBe(false);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, a, 'pass')).toBe('resolve-first');
    for (let i = 0; i < 3; i++) must(m, 'trackStep', { route: 'KV', color: 'black' }, a);
    expect(m.state.ctx.activePlayers).toBeNull();
    expect(cur(m)).not.toBe(a);
  });

  it('turn-order claims reorder the next round; the TO1 worker may be reused at round end [spec §4.3, §4.6]', () => {
    const m = startMatch(mod, 4, 'claims');
    draft(m);
    const [a, b, c, d] = G(m).turnOrder;
    must(m, 'place', { space: 'X2', rubles: 0, temp: 0, black: 0 }, a);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, b, 'place', { space: 'TO2', rubles: 0, temp: 0, black: 0 })).toBe(
      'own-position',
    );
    must(m, 'place', { space: 'TO1', rubles: 0, temp: 0, black: 0 }, b);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, c, 'place', { space: 'TO1', rubles: 0, temp: 0, black: 0 })).toBe(
      'space-occupied',
    );
    must(m, 'place', { space: 'TO2', rubles: 0, temp: 0, black: 0 }, c);
    for (const p of [d, a, b, c]) must(m, 'pass', undefined, p);
    expect(m.state.ctx.phase).toBe('roundEnd');
    expect(G(m).turnOrder).toEqual([b, c, a, d]);
    expect(cur(m)).toBe(c); // TO2 claimer first
    must(m, 'reuseTurnOrderWorker', { skip: true }, c);
    expect(cur(m)).toBe(b);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, b, 'reuseTurnOrderWorker', { space: 'X2' })).toBe('space-occupied');
    expect(mod.whyIllegal(m.state.G, m.state.ctx, b, 'reuseTurnOrderWorker', { space: 'TEMP' })).toBe(
      'reuse-not-eligible',
    );
    const rubles = G(m).players[b].rubles;
    must(m, 'reuseTurnOrderWorker', { space: 'RUB' }, b);
    expect(G(m).players[b].rubles).toBe(rubles + 2);
    expect(G(m).round).toBe(2);
    expect(m.state.ctx.phase).toBe('actions');
    expect(cur(m)).toBe(b);
  });

  it("seed 000 手番順の変更 補足 (ルーブルと自分の他のワーカーが交換されます): temporary and black workers count as the player's own (臨時ワーカーは獲得したプレイヤーのワーカーとして扱われます; 水色の臨時ワーカーや黒のワーカーも自分のワーカーとみなします), so with no own worker left a temporary one is swapped, then the black one [design order: own, temporary, black]", () => {
    const m = startMatch(mod, 4, 'ruble-claim-2');
    draft(m);
    const [a, b, c] = G(m).turnOrder;
    must(m, 'place', { space: 'X2', rubles: 0, temp: 0, black: 0 }, a);
    // b: no own worker left, two temporary workers and the black one: a temporary worker is swapped
    edit(m, (g) => {
      Object.assign(g.players[b], { ownAvailable: 0, tempAvailable: 2, blackAvailable: true, rubles: 1 });
    });
    must(m, 'place', { space: 'TO1', rubles: 1, temp: 0, black: 0 }, b);
    expect(G(m).spaces.TO1).toEqual([{ player: b, own: 0, temp: 1, black: 0, rubles: 0, fee: 0 }]);
    expect(G(m).players[b]).toMatchObject({ tempAvailable: 1, blackAvailable: true, rubles: 1 });
    // c: only the black worker left: it is swapped
    edit(m, (g) => {
      Object.assign(g.players[c], { ownAvailable: 0, tempAvailable: 0, blackAvailable: true, rubles: 1 });
    });
    must(m, 'place', { space: 'TO2', rubles: 1, temp: 0, black: 0 }, c);
    expect(G(m).spaces.TO2).toEqual([{ player: c, own: 0, temp: 0, black: 1, rubles: 0, fee: 0 }]);
    expect(G(m).players[c]).toMatchObject({ blackAvailable: false, rubles: 1 });
  });

  it('seed 000 手番順の変更 補足: a ruble claims a turn-order space and is swapped for a worker, who then moves at round end', () => {
    const m = startMatch(mod, 4, 'ruble-claim');
    draft(m);
    const [a, b, c, d] = G(m).turnOrder;
    must(m, 'place', { space: 'X2', rubles: 0, temp: 0, black: 0 }, a);
    edit(m, (g) => {
      g.players[b].rubles = 2;
    });
    const before = { rubles: G(m).players[b].rubles, own: G(m).players[b].ownAvailable };
    must(m, 'place', { space: 'TO1', rubles: 1, temp: 0, black: 0 }, b);
    // swapped: the ruble is back with the player, a worker stands on the space
    expect(G(m).players[b].rubles).toBe(before.rubles);
    expect(G(m).players[b].ownAvailable).toBe(before.own - 1);
    expect(G(m).spaces.TO1).toEqual([{ player: b, own: 1, temp: 0, black: 0, rubles: 0, fee: 0 }]);
    // a player with no worker left: the ruble stays, and there is no round-end move for it
    edit(m, (g) => {
      g.players[c].ownAvailable = 0;
      g.players[c].rubles = 1;
    });
    must(m, 'place', { space: 'TO2', rubles: 1, temp: 0, black: 0 }, c);
    expect(G(m).spaces.TO2).toEqual([{ player: c, own: 0, temp: 0, black: 0, rubles: 1, fee: 0 }]);
    expect(G(m).players[c].rubles).toBe(0);
    for (const p of [d, a, b, c]) must(m, 'pass', undefined, p);
    expect(G(m).turnOrder).toEqual([b, c, a, d]);
    expect(G(m).roundEndQueue).toEqual([b]);
    expect(cur(m)).toBe(b);
    must(m, 'reuseTurnOrderWorker', { space: 'RUB' }, b);
    expect(G(m).round).toBe(2);
  });

  it('own position cannot be claimed at 3–4 players but can at 2 [spec §9]', () => {
    const m4 = startMatch(mod, 4, 'own');
    draft(m4);
    expect(
      mod.whyIllegal(m4.state.G, m4.state.ctx, cur(m4), 'place', { space: 'TO1', rubles: 0, temp: 0, black: 0 }),
    ).toBe('own-position');
    const m2 = startMatch(mod, 2, 'own');
    draft(m2);
    expect(
      mod.whyIllegal(m2.state.G, m2.state.ctx, cur(m2), 'place', { space: 'TO1', rubles: 0, temp: 0, black: 0 }),
    ).toBeNull();
    for (const s of ['TB1', 'TG1', 'TO2']) {
      expect(
        mod.whyIllegal(m2.state.G, m2.state.ctx, cur(m2), 'place', { space: s, rubles: 0, temp: 0, black: 0 }),
      ).toBe('space-closed');
    }
  });

  it('the last round replaces TO1/TO2 by LAST, and the game ends after it with final scoring [spec §4.3, §4.8]', () => {
    const m = startMatch(mod, 2, 'last');
    draft(m);
    for (let r = 1; r < 6; r++) passAll(m);
    expect(G(m).round).toBe(6);
    expect(G(m).lastRoundTile).toBe(true);
    const p = cur(m);
    expect(mod.whyIllegal(m.state.G, m.state.ctx, p, 'place', { space: 'TO1', rubles: 0, temp: 0, black: 0 })).toBe(
      'space-closed',
    );
    must(m, 'place', { space: 'LAST', rubles: 0, temp: 0, black: 0 }, p);
    for (let i = 0; i < 3; i++) must(m, 'industryStep', { marker: 0 }, p);
    expect(G(m).players[p].industry[0]).toBeGreaterThanOrEqual(3);
    passAll(m);
    const over = m.state.ctx.gameover;
    expect(over).toBeTruthy();
    expect(Object.keys(over.scores)).toHaveLength(2);
    expect(over.winners.length).toBeGreaterThan(0);
    if (over.winners.length === 1) expect(over.winner).toBe(over.winners[0]);
    expect(mod.legalMoves(m.state.G, m.state.ctx, p)).toEqual([]);
  });

  it('engineer strip slides one slot right at round end; an unhired H tile leaves [spec §4.3]', () => {
    const m = startMatch(mod, 4, 'slide');
    draft(m);
    const before = [...G(m).strip];
    passAll(m);
    expect(G(m).strip).toEqual([null, ...before.slice(0, 6)]);
  });
});
