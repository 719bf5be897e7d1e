// Test vectors of spec §5.2: consolidation (C1-C8), worker supply (W1-W4), scoring track / end (T1-T6).
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { rankPlayers } from '../../../games/nippon/rules/scoring';
import { bagSize, bigRefill, endOfTurn } from '../../../games/nippon/rules/workers';
import { legalCands } from '../../../games/nippon/rules/legal';
import type { NipponState, WorkerColor } from '../../../games/nippon/types';
import { act, fresh, give, why } from './helpers';

const S = '0';
const noRewards = (G: NipponState) => {
  for (const c of ['2', '3', '4', '5']) G.rewards[c] = { money: 0, blueprints: 0, coal: 0 };
};

describe('consolidation [spec §4.6]', () => {
  it('[spec §5.2 C1] 0 workers: money := income 16, coal := 5; no reward, no wages', () => {
    const G = fresh();
    const p = G.players[S];
    p.incomeIdx = 4;
    p.coalIdx = 4;
    p.money = 3;
    p.coal = 1;
    const vp = p.vp;
    expect(act(G, S, 'consolidate')).toBe(true);
    expect(p.money).toBe(16);
    expect(p.coal).toBe(5);
    expect(p.vp).toBe(vp);
    expect(G.pending).toBeNull();
  });
  it('[spec §5.2 C2] 4 workers, 3 colours: reward x3 money, wages 9', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'yellow', 'white', 'green'];
    p.money = 2;
    p.coal = 1;
    p.incomeIdx = 4;
    p.coalIdx = 2;
    p.vp = 20;
    G.rewards['4'] = { money: 0, blueprints: 0, coal: 0 };
    G.rewards['5'] = { money: 0, blueprints: 0, coal: 0 };
    const white = G.bag.white;
    expect(act(G, S, 'consolidate')).toBe(false);
    expect(p.money).toBe(16);
    expect(p.coal).toBe(4);
    expect(G.pending?.kind).toBe('reward');
    expect(why(G, S, 'takeReward', { column: 4, bonus: 'money' })).toBe('column-too-high');
    act(G, S, 'takeReward', { column: 3, bonus: 'money' });
    expect(p.money).toBe(21);
    expect(G.pending?.kind).toBe('rewardPlace');
    act(G, S, 'placeReward', { space: 'factories' });
    expect(p.achievements.factories).toBe(3);
    expect(p.money).toBe(12);
    expect(p.vp).toBe(20);
    expect(p.workers).toEqual([]);
    expect(G.bag.white).toBe(white + 2);
  });
  it('[spec §5.2 C3] 6 colours, income 12, coal reward: pays 4 colours, -4 VP', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'yellow', 'green', 'orange', 'pink', 'black'];
    const vp = p.vp;
    act(G, S, 'consolidate');
    act(G, S, 'takeReward', { column: 5, bonus: 'coal' });
    act(G, S, 'placeReward', { space: 'ships' });
    expect(p.money).toBe(0);
    expect(p.vp).toBe(vp - 4);
    expect(p.vpBy.wages).toBe(-4);
  });
  it('[spec §5.2 C4] 2 workers: no reward step, wages for their colours', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'black'];
    expect(act(G, S, 'consolidate')).toBe(true);
    expect(G.pending).toBeNull();
    expect(p.money).toBe(12 - 6);
  });
  it('[spec §5.2 C5] 4 workers but only column 5 has tiles: no reward', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'white', 'white', 'white'];
    for (const c of ['2', '3', '4']) G.rewards[c] = { money: 0, blueprints: 0, coal: 0 };
    expect(act(G, S, 'consolidate')).toBe(true);
    expect(p.money).toBe(9);
    expect(Object.values(p.achievements).every((v) => v === null)).toBe(true);
  });
  it('[spec §5.2 C6] all reward tiles gone: an x2 tile is taken and placed', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'white', 'white'];
    noRewards(G);
    expect(act(G, S, 'consolidate')).toBe(false);
    expect(G.pending?.kind).toBe('rewardPlace');
    expect(G.multiplierTilesLeft).toBe(3);
    act(G, S, 'placeReward', { space: 'money' });
    expect(p.achievements.money).toBe(2);
  });
  it('[spec §5.2 C7] all nine spaces full: the reward bonus is gained, the tile discarded', () => {
    const G = fresh();
    const p = G.players[S];
    p.workers = ['white', 'white', 'white', 'white', 'white'];
    for (const a of Object.keys(p.achievements)) p.achievements[a as keyof typeof p.achievements] = 2;
    act(G, S, 'consolidate');
    const bp = p.blueprints;
    act(G, S, 'takeReward', { column: 4, bonus: 'blueprints' });
    expect(p.blueprints).toBe(bp + 2);
    expect(G.rewards['4'].blueprints).toBe(1);
    expect(G.pending?.kind ?? null).not.toBe('rewardPlace');
  });
  it('[spec §5.2 C8] SILK1 + SILK2: money 12+2 = 14, coal 1 kept + 2', () => {
    const G = fresh();
    const p = G.players[S];
    give(G, S, 'SILK1');
    give(G, S, 'SILK2');
    p.money = 7;
    p.coal = 3;
    act(G, S, 'consolidate');
    expect(p.money).toBe(14);
    expect(p.coal).toBe(3);
  });
});

describe('worker supply [spec §4.7]', () => {
  const W = (...c: WorkerColor[]) => c;
  it('[spec §5.2 W1] an empty slot takes the topmost non-empty row; no big refill while rows remain', () => {
    const G = fresh(4);
    G.workerRows = [[], [], W('white', 'white', 'yellow'), W('green', 'orange', 'pink')];
    G.actionSlots[1] = [];
    endOfTurn(G, S, seededRandom(1));
    expect(G.actionSlots[1]).toEqual(['white', 'white', 'yellow']);
    expect(G.workerRows[2]).toEqual([]);
    expect(G.workerRows[3]).toHaveLength(3);
    expect(G.scoringMarker).toBe(1);
  });
  it('[spec §5.2 W2] the last row moves: big refill tops up slots, fills rows, marker +1', () => {
    const G = fresh(4);
    G.workerRows = [[], [], [], W('green', 'orange', 'pink')];
    G.actionSlots[3] = [];
    G.actionSlots[0] = ['black'];
    endOfTurn(G, S, seededRandom(2));
    expect(G.actionSlots[3]).toEqual(['green', 'orange', 'pink']);
    expect(G.actionSlots.every((s) => s.length === 3)).toBe(true);
    expect(G.workerRows.map((r) => r.length)).toEqual([3, 3, 3, 3]);
    expect(G.scoringMarker).toBe(2);
  });
  it('[spec §5.2 W3] bag of 7 for 12 row places: rows 3,3,1,0; served at the next consolidation', () => {
    const G = fresh(4);
    G.workerRows = [[], [], [], []];
    const total = bagSize(G);
    G.bag = { white: 7, yellow: 0, green: 0, orange: 0, pink: 0, black: 0 };
    bigRefill(G, seededRandom(3));
    expect(G.workerRows.map((r) => r.length)).toEqual([3, 3, 1, 0]);
    expect(G.shortfall.rows).toEqual([0, 0, 2, 3]);
    expect(total).toBeGreaterThan(7);
    const p = G.players[S];
    noRewards(G);
    G.multiplierTilesLeft = 0;
    p.workers = ['black', 'black', 'pink', 'pink'];
    act(G, S, 'consolidate');
    expect(G.workerRows.map((r) => r.length)).toEqual([3, 3, 3, 2]);
    expect(G.shortfall.rows).toEqual([0, 0, 0, 1]);
    expect(bagSize(G)).toBe(0);
  });
  it('[spec §5.2 W4] six workers: takeWorker refused, only consolidate / conversions legal', () => {
    const G = fresh(4);
    const p = G.players[S];
    p.workers = ['white', 'white', 'white', 'white', 'white', 'white'];
    const c = G.actionSlots[0][0];
    expect(why(G, S, 'takeWorker', { slot: 0, color: c, action: 'knowledge' })).toBe('six-workers');
    expect(legalCands(G, S).map((m) => m.move)).toEqual(['consolidate']);
    p.blueprints = 3;
    expect(new Set(legalCands(G, S).map((m) => m.move))).toEqual(new Set(['consolidate', 'convertBlueprints']));
  });
});

/** Force a big refill at the end of the current turn: one slot empty, one row left. */
function armBigRefill(G: NipponState) {
  G.workerRows = G.workerRows.map((r, i) => (i === 0 ? ['white', 'white', 'white'] : []));
  G.actionSlots[2] = [];
}

describe('scoring track and game end [spec §4.7]', () => {
  it('[spec §5.2 T1] marker 2 → 3 triggers scoring 1 immediately', () => {
    const G = fresh(4);
    G.scoringMarker = 2;
    armBigRefill(G);
    endOfTurn(G, S, seededRandom(1));
    expect(G.scoringMarker).toBe(3);
    expect(G.scoringsDone).toBe(1);
    expect(G.lastScoring?.round).toBe(1);
  });
  it('[spec §5.2 T2] marker 4 → 5 triggers scoring 2', () => {
    const G = fresh(4);
    G.scoringMarker = 4;
    G.scoringsDone = 1;
    armBigRefill(G);
    endOfTurn(G, S, seededRandom(1));
    expect(G.scoringMarker).toBe(5);
    expect(G.scoringsDone).toBe(2);
    expect(G.lastScoring?.round).toBe(2);
  });

  function matchAtTrigger(n: number) {
    const m = startMatch(nippon, n, 'final-test');
    const order = m.state.ctx.playOrder;
    // the first player consolidates so that the second player ("blue") triggers
    expect(m.step({ playerID: m.state.ctx.currentPlayer, move: 'consolidate', args: [] }).ok).toBe(true);
    const G = structuredClone(m.state.G) as NipponState;
    G.scoringMarker = 5;
    G.scoringsDone = 2;
    armBigRefill(G);
    m.state = { ...m.state, G };
    return { m, order };
  }

  it('[spec §5.2 T3] marker 5 → 6 sets final and starts phase final with the next player', () => {
    const { m, order } = matchAtTrigger(4);
    const X = m.state.ctx.currentPlayer;
    expect(X).toBe(order[1]);
    expect(m.step({ playerID: X, move: 'consolidate', args: [] }).ok).toBe(true);
    const G = m.state.G as NipponState;
    expect(G.scoringMarker).toBe(6);
    expect(G.final).toEqual({ triggerSeat: X, roundsDone: 0 });
    expect(m.state.ctx.phase).toBe('final');
    expect(m.state.ctx.currentPlayer).toBe(order[2]);
  });

  it('[spec §5.2 T4] three players: three more turns each, then scoring 3 and the end', () => {
    const { m, order } = matchAtTrigger(3);
    const [purple, blue, red] = order;
    expect(m.step({ playerID: blue, move: 'consolidate', args: [] }).ok).toBe(true);
    const seen: string[] = [];
    const markers: number[] = [];
    while (!m.state.ctx.gameover) {
      const cp = m.state.ctx.currentPlayer;
      seen.push(cp);
      expect(m.step({ playerID: cp, move: 'consolidate', args: [] }).ok).toBe(true);
      if (cp === blue) markers.push((m.state.G as NipponState).scoringMarker);
    }
    expect(seen).toEqual([red, purple, blue, red, purple, blue, red, purple, blue]);
    expect(markers).toEqual([7, 8, 9]);
    const G = m.state.G as NipponState;
    expect(G.scoringsDone).toBe(3);
    expect(m.state.ctx.gameover.scores).toEqual(G.result!.scores);
  });

  it('[spec §5.2 T5] a big refill in the final countdown does not move the marker', () => {
    const G = fresh(4);
    G.scoringMarker = 7;
    G.final = { triggerSeat: '3', roundsDone: 1 };
    armBigRefill(G);
    endOfTurn(G, S, seededRandom(1));
    expect(G.scoringMarker).toBe(7);
    expect(G.actionSlots.every((s) => s.length === 3)).toBe(true);
    expect(G.workerRows.every((r) => r.length === 3)).toBe(true);
  });

  it('[spec §5.2 T6] tie-break counts back from the trigger player', () => {
    const G = fresh(3);
    const [purple, blue, red] = G.playOrder;
    const ranking = rankPlayers(G, { [purple]: 80, [red]: 80, [blue]: 75 }, blue);
    expect(ranking).toEqual([purple, red, blue]);
  });
});
