// [spec §5] Ticket assignment, Big City bonuses, final score and tie-breaks.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../games/common/rng';
import { COLORS, emptyCounts } from '../../../games/ticket-to-ride-card-game/constants';
import { TICKETS_BY_ID, TICKET_IDS, ticketNumber } from '../../../games/ticket-to-ride-card-game/data/tickets';
import { allocate, bestTicketSet, isFeasible } from '../../../games/ticket-to-ride-card-game/rules/assign';
import {
  bigCityAwards,
  breakdownOf,
  decideWinners,
  resultFrom,
  scoreRound,
} from '../../../games/ticket-to-ride-card-game/rules/scoring';
import type { Counts, PlayerBreakdown } from '../../../games/ticket-to-ride-card-game/types';
import { G_, counts, edit, roundMatch } from './helpers';

const range = (a: number, b: number) =>
  Array.from({ length: b - a + 1 }, (_, i) => `T${String(a + i).padStart(2, '0')}`);
const pts = (ids: string[]) => ids.reduce((s, id) => s + TICKETS_BY_ID[id].points, 0);
/** Ticket score at a 2–3 player final scoring: completed − uncompleted. */
const ticketScore = (stack: Counts, held: string[]) => {
  const { value } = bestTicketSet(stack, held);
  return value - (pts(held) - value);
};

describe('bestTicketSet [spec §5.5]', () => {
  it('[spec §5.5 S1] yellow 2, blue 1, green 1, loco 1 with T01,T03,T04,T05', () => {
    const stack = counts({ yellow: 2, blue: 1, green: 1, loco: 1 });
    const held = ['T01', 'T03', 'T04', 'T05'];
    expect(bestTicketSet(stack, held)).toEqual({ ids: ['T01', 'T03', 'T05'], value: 18 });
    expect(ticketScore(stack, held)).toBe(12);
  });
  it('[spec §5.5 S2] black 1, white 1, loco 2 with T09,T16,T25: Locomotives as second Black and White', () => {
    const stack = counts({ black: 1, white: 1, loco: 2 });
    const held = ['T09', 'T16', 'T25'];
    expect(bestTicketSet(stack, held)).toEqual({ ids: ['T09', 'T16'], value: 19 });
    expect(ticketScore(stack, held)).toBe(7);
    const { allocation } = allocate(stack, ['T09', 'T16']);
    expect(allocation).toEqual({ T09: ['white', 'black'], T16: ['loco', 'loco'] });
  });
  it('[spec §5.5 S3] yellow 1, loco 1 with T01,T02,T12: count beats a value tie', () => {
    const stack = counts({ yellow: 1, loco: 1 });
    expect(bestTicketSet(stack, ['T01', 'T02', 'T12'])).toEqual({ ids: ['T01', 'T02'], value: 10 });
    expect(ticketScore(stack, ['T01', 'T02', 'T12'])).toBe(0);
  });
  it('[spec §5.5 S4] black, white, green 1 each with T14,T15: lexicographic tie-break picks T14', () => {
    const stack = counts({ black: 1, white: 1, green: 1 });
    expect(bestTicketSet(stack, ['T15', 'T14'])).toEqual({ ids: ['T14'], value: 10 });
    expect(ticketScore(stack, ['T14', 'T15'])).toBe(0);
  });
  const S5 = counts({ red: 3, orange: 2, yellow: 3, green: 2, blue: 3, purple: 2, white: 2, black: 3, loco: 2 });
  const S5held = [...range(20, 29), 'T43', 'T46'];
  it('[spec §5.5 S5] full stack with T20–T29, T43, T46: unique optimum worth 92, unused yellow 1', () => {
    expect(bestTicketSet(S5, S5held)).toEqual({ ids: ['T21', 'T24', 'T27', 'T29', 'T43', 'T46'], value: 92 });
    expect(ticketScore(S5, S5held)).toBe(21);
    const { unused } = allocate(S5, ['T21', 'T24', 'T27', 'T29', 'T43', 'T46']);
    expect(unused).toEqual(counts({ yellow: 1 }));
  });
  it('[spec §5.5 S5, 4 players] round 1: roundPoints 92, no penalty, 71 points go back to hand, yellow 1 to the discard', () => {
    const m = roundMatch(4);
    edit(m, (G) => {
      G.private['0'].tickets = [...S5held];
      G.secret!.trackStacks['0'] = { ...S5 };
    });
    const G = JSON.parse(JSON.stringify(G_(m)));
    scoreRound(G, 1);
    expect(G.players['0'].roundPoints[0]).toBe(92);
    expect(G.private['0'].tickets).toEqual(['T20', 'T22', 'T23', 'T25', 'T26', 'T28']);
    expect(pts(G.private['0'].tickets)).toBe(71);
    expect(G.private['0'].scorings[0].unused).toEqual(counts({ yellow: 1 }));
    expect(G.result).toBeNull();
  });
  it('[spec §5.5 S6] empty stack with T01–T06 completes nothing: −36', () => {
    expect(bestTicketSet(emptyCounts(), range(1, 6))).toEqual({ ids: [], value: 0 });
    expect(ticketScore(emptyCounts(), range(1, 6))).toBe(-36);
  });
  it('[spec §5.5 S7] white 1, blue 1, loco 2 completes T44 (20)', () => {
    const stack = counts({ white: 1, blue: 1, loco: 2 });
    expect(bestTicketSet(stack, ['T44'])).toEqual({ ids: ['T44'], value: 20 });
    expect(ticketScore(stack, ['T44'])).toBe(20);
    expect(allocate(stack, ['T44']).allocation.T44.sort()).toEqual(['blue', 'loco', 'loco', 'white']);
  });
  it('[spec §5.5 S8] white 2, blue 1 cannot complete T44: −20', () => {
    const stack = counts({ white: 2, blue: 1 });
    expect(bestTicketSet(stack, ['T44'])).toEqual({ ids: [], value: 0 });
    expect(ticketScore(stack, ['T44'])).toBe(-20);
  });
});

/** Reference: enumerate all 2^k subsets, keep feasible ones, take the largest (value, count, mask). */
function bruteForce(stack: Counts, held: string[]): { ids: string[]; value: number } {
  let best = { v: 0, n: 0, m: 0, ids: [] as string[] };
  for (let mask = 0; mask < 1 << held.length; mask++) {
    const ids = held.filter((_, i) => mask & (1 << i));
    if (!isFeasible(stack, ids)) continue;
    const v = pts(ids);
    const mm = ids.reduce((s, id) => s + 2 ** (46 - ticketNumber(id)), 0);
    if (v > best.v || (v === best.v && (ids.length > best.n || (ids.length === best.n && mm > best.m))))
      best = { v, n: ids.length, m: mm, ids };
  }
  return { ids: best.ids.sort((a, b) => ticketNumber(a) - ticketNumber(b)), value: best.v };
}

describe('bestTicketSet against brute force [spec §5.1 Tests]', () => {
  it('matches the 2^k reference on 400 random instances with ≤ 12 held tickets', () => {
    const rand = seededRandom('ttr-brute');
    for (let i = 0; i < 400; i++) {
      const k = 1 + Math.floor(rand() * 12);
      const pool = [...TICKET_IDS];
      const held: string[] = [];
      for (let j = 0; j < k; j++) held.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
      const stack = emptyCounts();
      const size = Math.floor(rand() * 36);
      for (let j = 0; j < size; j++) {
        const r = rand();
        stack[r < 0.15 ? 'loco' : COLORS[Math.floor(rand() * 8)]]++;
      }
      expect(bestTicketSet(stack, held), JSON.stringify({ stack, held })).toEqual(bruteForce(stack, held));
    }
  });
  it('allocation uses exactly the deficit in Locomotives and never more cards than the stack holds', () => {
    const rand = seededRandom('ttr-alloc');
    for (let i = 0; i < 100; i++) {
      const held = TICKET_IDS.filter(() => rand() < 0.2);
      const stack = emptyCounts();
      for (let j = 0; j < 30; j++) stack[rand() < 0.15 ? 'loco' : COLORS[Math.floor(rand() * 8)]]++;
      const { ids } = bestTicketSet(stack, held);
      const { allocation, unused } = allocate(stack, ids);
      const used = Object.values(allocation).flat();
      expect(used.length + Object.values(unused).reduce((a, b) => a + b, 0)).toBe(30);
      for (const id of ids)
        expect(allocation[id].length).toBe(Object.values(TICKETS_BY_ID[id].req).reduce((a, b) => a + (b ?? 0), 0));
    }
  });
});

describe('Big City bonus [spec §5.4]', () => {
  it('[spec §5.5 BC1] Seattle to P0, Los Angeles shared, Miami to P1; 20 points and 2 bonuses each', () => {
    const completed = { '0': ['T09', 'T14'], '1': ['T16', 'T46'] };
    expect(bigCityAwards(completed)).toEqual({ '0': ['Seattle', 'Los Angeles'], '1': ['Los Angeles', 'Miami'] });
    const b = breakdownOf(completed, { '0': [], '1': [] });
    expect(b['0'].bonusPoints).toBe(20);
    expect(b['1'].bonusPoints).toBe(20);
    expect(b['0'].bonusCount).toBe(2);
    expect(b['1'].bonusCount).toBe(2);
  });
  it('a Big City nobody completed is not awarded [design D19]', () => {
    expect(bigCityAwards({ '0': ['T14'], '1': [] })).toEqual({ '0': ['Seattle'], '1': [] });
  });
});

describe('final score and tie-breaks [spec §4.7, §5.3]', () => {
  it('[spec §5.5 F1] P0 = 21 + 41 = 62, P1 = 16 + 24 = 40, winner P0 (through the real round end)', () => {
    const m = roundMatch(2);
    edit(m, (G) => {
      G.private['0'].tickets = [...range(20, 29), 'T43', 'T46'];
      G.secret!.trackStacks['0'] = counts({
        red: 3,
        orange: 2,
        yellow: 3,
        green: 2,
        blue: 3,
        purple: 2,
        white: 2,
        black: 3,
        loco: 2,
      });
      G.private['1'].tickets = ['T09', 'T16', 'T33'];
      G.secret!.trackStacks['1'] = counts({ black: 1, white: 2, yellow: 1, orange: 1, loco: 1 });
      for (const p of ['0', '1']) G.players[p].railYard = [];
      G.secret!.trainDeck = [];
      G.finalTurnsLeft = 2;
    });
    // Two final turns (no Rail Yard activity), then the round ends and is scored.
    for (let i = 0; i < 2; i++) {
      const p = m.state.ctx.currentPlayer;
      expect(m.step({ playerID: p, move: 'drawTickets', args: [] }).ok).toBe(true);
      expect(m.step({ playerID: p, move: 'keepDrawnTickets', args: [{ keep: [] }] }).ok).toBe(true);
    }
    const go = m.state.ctx.gameover;
    expect(go).toBeTruthy();
    expect(go.scores).toEqual({ '0': 62, '1': 40 });
    expect(go.winner).toBe('0');
    expect(go.winners).toEqual(['0']);
    expect(go.breakdown['0']).toMatchObject({ completedPoints: 92, penaltyPoints: 71, bonusPoints: 41 });
    expect([...go.breakdown['0'].bonusCities].sort()).toEqual(['Dallas', 'Miami', 'New York', 'Seattle']);
    expect(go.breakdown['1']).toMatchObject({ completedPoints: 25, penaltyPoints: 9, bonusPoints: 24 });
    expect(G_(m).private['1'].completed.map((c) => c.id)).toEqual(['T16', 'T33']);
  });
  const bd = (score: number, completedCount: number, bonusCount: number): PlayerBreakdown => ({
    completedPoints: score,
    penaltyPoints: 0,
    bonusCities: [],
    bonusPoints: 0,
    completedCount,
    bonusCount,
  });
  it('[spec §5.5 F2] equal scores: more completed tickets wins', () => {
    expect(decideWinners({ '0': bd(30, 4, 0), '1': bd(30, 3, 0) })).toEqual({ winners: ['0'], decidedBy: 'tickets' });
  });
  it('[spec §5.5 F3] equal scores and tickets: more Big City bonuses (shared count) wins', () => {
    expect(decideWinners({ '0': bd(30, 4, 1), '1': bd(30, 4, 2) })).toEqual({ winners: ['1'], decidedBy: 'bonuses' });
  });
  it('[spec §5.5 F4] equal on all three keys: shared victory', () => {
    const r = resultFrom({ '0': bd(30, 4, 2), '1': bd(30, 4, 2) });
    expect(r.winners).toEqual(['0', '1']);
    expect(r.draw).toBe(true);
    expect(r.winner).toBeUndefined();
  });
});
