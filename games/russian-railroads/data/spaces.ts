// Main board action spaces [spec §2.3] (3–4-player side; `blockedAt2` = absent on the 2-player side).
import type { Effect } from './effects';

export type SpaceArea = 'track' | 'loco' | 'industry' | 'aux' | 'engineer' | 'turnOrder' | 'last';

export interface SpaceDef {
  id: string;
  area: SpaceArea;
  /** Worker cost (a ruble may replace any worker). */
  workers: number;
  /** Mandatory rubles (cannot be paid by a worker). */
  fee: number;
  blockedAt2?: boolean;
  /** TMULTI: never becomes occupied. */
  multi?: boolean;
  effect: Effect;
}

const s = (id: string, area: SpaceArea, workers: number, effect: Effect, extra: Partial<SpaceDef> = {}): SpaceDef => ({
  id,
  area,
  workers,
  fee: 0,
  effect,
  ...extra,
});

export const BOARD_SPACES: SpaceDef[] = [
  s('TB1', 'track', 1, { steps: { black: 2 } }, { blockedAt2: true }),
  s('TB2', 'track', 2, { steps: { black: 3 } }),
  s('TG1', 'track', 1, { steps: { grey: 2 } }, { blockedAt2: true }),
  s('TG2', 'track', 2, { steps: { grey: 3 } }),
  s('TN1', 'track', 1, { steps: { brown: 1 } }),
  s('TN2', 'track', 2, { steps: { brown: 2 } }),
  s('TA1', 'track', 1, { steps: { natural: 1 } }),
  s('TA2', 'track', 2, { steps: { natural: 2 } }),
  s('TW1', 'track', 1, { steps: { white: 1 } }),
  s('TW2', 'track', 2, { steps: { white: 2 } }),
  s('TANY', 'track', 1, { steps: { any: 2 } }, { fee: 1 }),
  s('TMULTI', 'track', 1, { steps: { blackOrGrey: 1 } }, { multi: true }),
  s('L1', 'loco', 1, { take: { either: 1 } }),
  s('L2', 'loco', 2, { take: { either: 1 } }),
  s('L3', 'loco', 3, { take: { loco: 1, factory: 1 } }), // [spec §10 #1] 3 workers
  s('I1', 'industry', 1, { industry: 1 }),
  s('I2', 'industry', 2, { industry: 2 }),
  s('I3', 'industry', 2, { industry: 1, steps: { black: 1 } }),
  s('X2', 'aux', 1, { doublers: 1 }),
  s('RUB', 'aux', 1, { rubles: 2 }),
  s('TEMP', 'aux', 1, { temp: true }),
  s('ENG1', 'engineer', 1, {}),
  s('ENG2', 'engineer', 1, {}),
  s('HIRE', 'engineer', 0, { hire: true }, { fee: 1 }),
  s('TO1', 'turnOrder', 1, {}),
  s('TO2', 'turnOrder', 1, {}, { blockedAt2: true }),
  s('LAST', 'last', 1, { industry: 3 }), // [spec §10 #9] 1 worker
];

export const SPACE_BY_ID: Record<string, SpaceDef> = Object.fromEntries(BOARD_SPACES.map((d) => [d.id, d]));
export const SPACE_IDS = BOARD_SPACES.map((d) => d.id);
export const OWN_PREFIX = 'OWN_';
