// Fixed prices and tracks [spec §2.2–2.7]. Money is stored in dollars.
export const BOND_VALUE = 5000;
export const BOND_INTEREST = 1000;
export const URBANIZE_COST = 10000;
export const WESTERN_LINK_COST = 30000;
export const MIN_BID = 1000;
export const BID_STEP = 1000;
/** The highest bid the legal-move generator lists (bots, hints, analysis) [design]. It is no cap:
 *  any higher whole multiple of $1,000 is a legal bid [seed 003: 直前の入札より高い額で入札; rules
 *  version 3]. Above it turn order costs more than it can return (README, "Bids"). */
export const BID_LIST_MAX = 30000;
export const LOCOMOTIVES = 24; // [design] §4.5.3
export const MAX_ENGINE = 8;
export const RIDGE_COST = 4000;
export const SAFETY_TURN_CAP = 20; // [design] §10.20

export const TERRAIN_COST = { open: 2000, water: 3000, mountain: 4000 } as const;

/** Price of upgrading *to* level n [spec §2.4] (3–8 are [design]). */
export const ENGINE_COST: Record<number, number> = {
  2: 5000,
  3: 10000,
  4: 10000,
  5: 15000,
  6: 15000,
  7: 20000,
  8: 20000,
};

/** Empty City Markers by player count [spec §2.7]. */
export const EMPTY_MARKERS: Record<number, number> = { 2: 10, 3: 12, 4: 14, 5: 16, 6: 18 };

/** income(p) in $1,000 for 0 ≤ p ≤ 100 [spec §2.5, design values]. */
export const INCOME_TABLE: readonly number[] = Array.from({ length: 101 }, (_, p) => {
  if (p === 0) return 0;
  if (p <= 10) return p;
  if (p <= 30) return 10 + Math.ceil((p - 10) / 2);
  if (p <= 50) return 20 + Math.ceil((p - 30) / 4);
  if (p <= 70) return 25;
  return 25 - Math.ceil((p - 70) / 5);
});

/** Income in dollars for a points value (wrap rule: above 100 the last space). */
export function incomeFor(points: number): number {
  return INCOME_TABLE[Math.max(0, Math.min(points, 100))] * 1000;
}

export const CUBE_COLORS = ['red', 'yellow', 'blue', 'purple', 'black'] as const;
export const NEW_CITY_COLORS = ['yellow', 'blue', 'purple', 'black'] as const;
export const NEW_CITY_TILES = 3;
export const CUBES_PER_COLOR = 25;

/** Where a marker sits on the 0–100 track and how many laps it made [spec §2.5 wrap rule]. */
export function trackSpace(points: number): { space: number; laps: number } {
  return { space: points % 100, laps: Math.floor(points / 100) };
}
