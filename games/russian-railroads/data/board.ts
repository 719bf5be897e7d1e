// Player board tables [spec §2.2, §2.4, §2.6–§2.10].
import type { Color, Route } from '../types';
import type { Effect } from './effects';

export const ROUTE_LENGTH: Record<Route, number> = { TS: 15, SP: 9, KV: 9 };
export const ROUTE_COLORS: Record<Route, Color[]> = {
  TS: ['black', 'grey', 'brown', 'natural', 'white'],
  SP: ['black', 'grey', 'brown', 'natural'],
  KV: ['black', 'grey', 'brown'],
};
export const COLOR_VALUE: Record<Color, number> = { black: 0, grey: 1, brown: 2, natural: 4, white: 7 };
export const COLOR_VALUE_REVALUED: Record<Color, number> = { black: 0, grey: 1, brown: 3, natural: 6, white: 10 };
/** Kiev stars: [space, VP] (space 8 = 5 VP is [design], spec §10 #5). */
export const KIEV_STARS: [number, number][] = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 4],
  [8, 5],
];
export const MAX_DOUBLER_SLOTS = 8;
export const DOUBLER_SUPPLY = 20;

/** Industry track positions 0..15 [spec §2.2]: gap index (0..4) or null, and VP when a marker is there. */
export const INDUSTRY_GAP: (number | null)[] = [
  null,
  null,
  null,
  null,
  null,
  0,
  null,
  1,
  null,
  2,
  null,
  3,
  null,
  4,
  null,
  null,
];
export const INDUSTRY_VP = [0, 1, 2, 3, 5, 5, 10, 10, 15, 15, 15, 15, 20, 20, 25, 50];
export const INDUSTRY_TOKEN_POS = 10;
export const INDUSTRY_END = 15;

/** Factory abilities by locomotive number [spec §2.4]. */
export const FACTORIES: Record<number, Effect> = {
  1: { vpEngineers: true },
  2: { take: { either: 1 } },
  3: { reuse: true },
  4: { doublers: 2 },
  5: { industry: 1 },
  6: { rubles: 1 },
  7: { steps: { any: 2 } },
  8: { vpTopLocos: true },
  9: { endBonus: true },
};

/** Turn-order card VP gained when passing, by position index [spec §2.10]. */
export const TURN_ORDER_VP = [0, 2, 3, 4];

/** Player-count table [spec §3]. */
export const COUNT_SETUP: Record<
  number,
  { rounds: number; ownStart: number; ownStock: number; rubles: number; pile: number }
> = {
  2: { rounds: 6, ownStart: 6, ownStock: 2, rubles: 2, pile: 2 },
  3: { rounds: 6, ownStart: 6, ownStock: 2, rubles: 1, pile: 3 },
  4: { rounds: 7, ownStart: 5, ownStock: 2, rubles: 1, pile: 4 },
};
