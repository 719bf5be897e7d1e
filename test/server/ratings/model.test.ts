// The rating model: places from a gameover (winners first, then by score,
// ties shared, a seat left for good last), Weng-Lin Plackett-Luce updates for 2 to 6 players
// (winner up, loser down, shared places equal), and the shown number (1000 for a new player).
import { describe, expect, it } from 'vitest';
import {
  isProvisional,
  isWin,
  MU0,
  newSkill,
  placesOf,
  PROVISIONAL_SIGMA,
  rateResult,
  shownRating,
  SIGMA0,
  START_RATING,
} from '../../../server/ratings/model';
import { rateFn } from '../../../server/ratings/keeper';

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => String(i));
const obj = (m: Map<string, number>) => Object.fromEntries([...m].sort());

describe('places from a gameover', () => {
  it('the winner first, the others by score, equal scores share a place (1, 2, 2, 4)', () => {
    const g = { winner: '2', winners: ['2'], scores: { '0': 10, '1': 30, '2': 40, '3': 30 } };
    expect(obj(placesOf(g, seatsOf(4)))).toEqual({ '0': 4, '1': 2, '2': 1, '3': 2 });
  });

  it('a tie-break winner is first even with a lower score; shared winners share first place', () => {
    expect(obj(placesOf({ winner: '1', winners: ['1'], scores: { '0': 50, '1': 50, '2': 10 } }, seatsOf(3)))).toEqual({
      '0': 2,
      '1': 1,
      '2': 3,
    });
    expect(obj(placesOf({ draw: true, winners: ['0', '2'], scores: { '0': 9, '1': 5, '2': 9 } }, seatsOf(3)))).toEqual({
      '0': 1,
      '1': 3,
      '2': 1,
    });
  });

  it('a seat left for good is last whatever the board says; two such seats share last place', () => {
    const g = { winner: '0', winners: ['0'], scores: { '0': 90, '1': 50, '2': 40, '3': 10 } };
    expect(obj(placesOf(g, seatsOf(4), new Set(['0'])))).toEqual({ '0': 4, '1': 1, '2': 2, '3': 3 });
    expect(obj(placesOf(g, seatsOf(4), new Set(['0', '2'])))).toEqual({ '0': 3, '1': 1, '2': 3, '3': 2 });
  });

  it('a win is first place with someone below; a draw of everyone is no win', () => {
    expect(isWin(1, [1, 2])).toBe(true);
    expect(isWin(1, [1, 1])).toBe(false);
    expect(isWin(2, [1, 2])).toBe(false);
  });
});

describe('Weng-Lin (Plackett-Luce) updates', () => {
  it('a new player: μ 25, σ 25/3, shown 1000', () => {
    expect(newSkill()).toEqual({ mu: MU0, sigma: SIGMA0 });
    expect(shownRating(newSkill())).toBe(START_RATING);
    expect(START_RATING).toBe(1000);
  });

  it('two new players: the winner goes up, the loser down, by the same μ; both less uncertain', () => {
    const [w, l] = rateResult([newSkill(), newSkill()], [1, 2]);
    expect(w.mu).toBeGreaterThan(MU0);
    expect(l.mu).toBeLessThan(MU0);
    expect(w.mu - MU0).toBeCloseTo(MU0 - l.mu, 9);
    expect(w.sigma).toBeLessThan(SIGMA0);
    expect(shownRating(w)).toBeGreaterThan(START_RATING);
    expect(shownRating(l)).toBeLessThan(START_RATING);
    // the figures the README gives
    expect([shownRating(w), shownRating(l)]).toEqual([1103, 945]);
  });

  it.each([3, 4, 5, 6])('%i new players by place: μ falls strictly with the place, first up, last down', (n) => {
    const after = rateResult(
      Array.from({ length: n }, newSkill),
      Array.from({ length: n }, (_, i) => i + 1),
    );
    for (let i = 1; i < n; i++) expect(after[i].mu).toBeLessThan(after[i - 1].mu);
    expect(after[0].mu).toBeGreaterThan(MU0);
    expect(after[n - 1].mu).toBeLessThan(MU0);
  });

  it('shared places get equal updates (players equal before)', () => {
    const after = rateResult(Array.from({ length: 5 }, newSkill), [1, 2, 2, 2, 5]);
    expect(after[1].mu).toBeCloseTo(after[2].mu, 9);
    expect(after[2].mu).toBeCloseTo(after[3].mu, 9);
    expect(after[0].mu).toBeGreaterThan(after[1].mu);
    expect(after[3].mu).toBeGreaterThan(after[4].mu);
    const draw = rateResult([newSkill(), newSkill()], [1, 1]);
    expect(draw[0].mu).toBeCloseTo(MU0, 9);
    expect(draw[1].mu).toBeCloseTo(MU0, 9);
  });

  it('an upset moves more than the expected result', () => {
    const strong = { mu: 35, sigma: 3 };
    const weak = { mu: 18, sigma: 3 };
    const [s1] = rateResult([strong, weak], [1, 2]);
    const [s2] = rateResult([strong, weak], [2, 1]);
    expect(strong.mu - s2.mu).toBeGreaterThan(s1.mu - strong.mu);
  });

  it('an abandoning winner on the board is rated as last', () => {
    const g = { winner: '0', winners: ['0'], scores: { '0': 90, '1': 10 } };
    const places = placesOf(g, ['0', '1'], new Set(['0']));
    const fn = rateFn([
      { accountId: 'a', playerID: '0', place: places.get('0')! },
      { accountId: 'b', playerID: '1', place: places.get('1')! },
    ]);
    const after = fn(new Map());
    expect(after.get('a')!.rating).toBeLessThan(START_RATING);
    expect(after.get('b')!.rating).toBeGreaterThan(START_RATING);
    expect(after.get('b')).toMatchObject({ games: 1, wins: 1, ratingBefore: 1000 });
    expect(after.get('a')).toMatchObject({ games: 1, wins: 0, ratingBefore: 1000 });
  });
});

describe('provisional ratings', () => {
  it('a new player is provisional (σ 25/3 > PROVISIONAL_SIGMA); two players who meet 8 times still are, after the 9th they are not', () => {
    expect(isProvisional(newSkill())).toBe(true);
    expect(isProvisional(undefined)).toBe(true);
    let [a, b] = [newSkill(), newSkill()];
    for (let i = 1; i <= 9; i++) {
      [a, b] = rateResult([a, b], i % 2 ? [1, 2] : [2, 1]);
      expect(isProvisional(a), `after match ${i}`).toBe(i < 9);
      expect(isProvisional(b)).toBe(i < 9);
    }
    expect(isProvisional({ sigma: PROVISIONAL_SIGMA })).toBe(false);
  });
});
