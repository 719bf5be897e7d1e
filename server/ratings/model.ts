// Ratings: one per account per game, with openskill's Weng-Lin model (Plackett-Luce),
// which rates 2 to 6 players from their finishing places, ties included. Pure functions; the
// stores keep the numbers (server/storage/*.ts) and server/ratings/keeper.ts applies a match's
// result once.
//
// A rating is μ (the skill estimate) and σ (how unsure it is). A new player has μ = 25,
// σ = 25/3. The shown rating is one number, conservative and Elo-like:
//
//     shown = round(1000 + 30 × (μ − 3σ))
//
// so a new player shows 1000 (μ − 3σ = 0), and it rises as results come in and σ shrinks even
// for an average player (μ 25, σ 2 shows 1570). 30 points per unit of μ make the gap between two
// settled players read like an Elo gap: under Plackett-Luce two players with small σ win against
// each other with the odds logistic(Δμ / c), c = √(2β² + σ₁² + σ₂²) ≈ 5.9, and Elo's odds are
// logistic(ΔR × ln 10 / 400), so one unit of μ ≈ 400 / (5.9 × ln 10) ≈ 29.5 Elo points.
import { rate, rating as freshRating } from 'openskill';
import type { OutReason } from '../../games/common/module';
import { matchResult } from '../../games/common/result';

export const MU0 = 25;
export const SIGMA0 = 25 / 3;
/** The shown rating of a new player. */
export const START_RATING = 1000;
export const POINTS_PER_MU = 30;

export interface Skill {
  mu: number;
  sigma: number;
}

/** A rating is provisional while σ is above this (shown with a "?", as lichess does): a new
 *  player's σ is 25/3 ≈ 8.33 and it shrinks with each rated match; two players who meet over and
 *  over pass 6.5 at their 9th match, players of 3 or more tables sooner (every match compares a
 *  player with more opponents). */
export const PROVISIONAL_SIGMA = 6.5;

export function isProvisional(s: Pick<Skill, 'sigma'> | undefined): boolean {
  return !s || s.sigma > PROVISIONAL_SIGMA;
}

/** The one number shown: 1000 + 30 × (μ − 3σ), rounded. */
export function shownRating(s: Skill): number {
  return Math.round(START_RATING + POINTS_PER_MU * (s.mu - 3 * s.sigma));
}

export function newSkill(): Skill {
  const r = freshRating();
  return { mu: r.mu, sigma: r.sigma };
}

/**
 * Finishing places (1 = first) of the seats of a finished match: games/common/result.ts, the one
 * computation the end screen and the replay show too. A seat out of the match (left for good or
 * resigned) is last, whatever the board says; several such seats share last place.
 */
export function placesOf(
  gameover: unknown,
  seats: string[],
  out: ReadonlySet<string> | Record<string, OutReason> = new Set(),
): Map<string, number> {
  const extra: Record<string, OutReason> =
    out instanceof Set
      ? Object.fromEntries([...out].map((s) => [s, 'left' as const]))
      : (out as Record<string, OutReason>);
  const { places } = matchResult(gameover, seats, extra);
  return new Map(seats.map((s) => [s, places[s]]));
}

/** Whether a place counts as a win: first, with someone placed below (a draw of all is no win). */
export function isWin(place: number, places: Iterable<number>): boolean {
  return place === 1 && [...places].some((p) => p > 1);
}

/** New skills after a match: `before[i]` finished at `places[i]`. */
export function rateResult(before: Skill[], places: number[]): Skill[] {
  if (before.length !== places.length || before.length < 2)
    throw new Error('a rated result needs 2 or more players with a place each');
  const out = rate(
    before.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank: places },
  );
  return out.map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
}
