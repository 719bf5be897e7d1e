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
import type { GameOver } from '../../games/common/module';

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

export function isProvisional(s: Skill | undefined): boolean {
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
 * Finishing places (1 = first) of the seats of a finished match, from its gameover: the winners
 * share first place, the others follow by score (equal scores share a place, competition ranking
 * "1, 2, 2, 4"). A seat left for good (`abandoned`) is last, whatever the board says; several
 * abandoned seats share last place.
 */
export function placesOf(gameover: unknown, seats: string[], abandoned: ReadonlySet<string> = new Set()): Map<string, number> {
  const g = (gameover ?? {}) as Partial<GameOver>;
  const winners = new Set(
    Array.isArray(g.winners) ? g.winners.map(String) : g.winner !== undefined ? [String(g.winner)] : g.draw ? seats : [],
  );
  const scores = g.scores && typeof g.scores === 'object' ? (g.scores as Record<string, unknown>) : {};
  const score = (s: string) => (Object.hasOwn(scores, s) && typeof scores[s] === 'number' && Number.isFinite(scores[s]) ? (scores[s] as number) : -Infinity);
  const playing = seats.filter((s) => !abandoned.has(s));
  // winners before everyone else, then by score
  const key = (s: string): [number, number] => [winners.has(s) ? 0 : 1, -score(s)];
  const ahead = (a: string, b: string) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] < kb[0] || (ka[0] === kb[0] && ka[1] < kb[1]);
  };
  const places = new Map<string, number>();
  for (const s of playing) places.set(s, 1 + playing.filter((o) => ahead(o, s)).length);
  for (const s of seats) if (abandoned.has(s)) places.set(s, playing.length + 1);
  return places;
}

/** Whether a place counts as a win: first, with someone placed below (a draw of all is no win). */
export function isWin(place: number, places: Iterable<number>): boolean {
  return place === 1 && [...places].some((p) => p > 1);
}

/** New skills after a match: `before[i]` finished at `places[i]`. */
export function rateResult(before: Skill[], places: number[]): Skill[] {
  if (before.length !== places.length || before.length < 2) throw new Error('a rated result needs 2 or more players with a place each');
  const out = rate(before.map((s) => [{ mu: s.mu, sigma: s.sigma }]), { rank: places });
  return out.map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
}
