// Action tiles, starting powers and order tiles [spec §2.6, §2.7, §2.8].
import type { BagCube, PowerId } from '../types';

export interface TileSideDef {
  kind: 'one-shot' | 'permanent';
  points: number;
}
/** Tile n → side → definition [spec §2.6]. Tiles 1 and 6 are the same on both sides. */
export const ACTION_TILES: Readonly<Record<number, Record<'a' | 'b', TileSideDef>>> = {
  1: { a: { kind: 'one-shot', points: 1 }, b: { kind: 'one-shot', points: 1 } },
  2: { a: { kind: 'one-shot', points: 1 }, b: { kind: 'one-shot', points: 2 } },
  3: { a: { kind: 'permanent', points: -1 }, b: { kind: 'permanent', points: 1 } },
  4: { a: { kind: 'one-shot', points: 1 }, b: { kind: 'permanent', points: 0 } },
  5: { a: { kind: 'permanent', points: -2 }, b: { kind: 'permanent', points: -2 } },
  6: { a: { kind: 'permanent', points: -2 }, b: { kind: 'permanent', points: -2 } },
};

export const POWER_IDS: readonly PowerId[] = ['engine', 'track', 'points', 'actionTile', 'personalCube'];
export const POWER_POINTS = 2;

/** Order tiles [spec §2.8, design D23]. */
export const ORDER_TILES: Readonly<Record<number, Record<'a' | 'b', { cubes: BagCube[]; points: number }>>> = {
  1: { a: { cubes: ['red', 'red'], points: 3 }, b: { cubes: ['red', 'yellow', 'blue'], points: 5 } },
  2: { a: { cubes: ['blue', 'blue'], points: 3 }, b: { cubes: ['blue', 'green', 'grey'], points: 5 } },
  3: { a: { cubes: ['yellow', 'yellow'], points: 3 }, b: { cubes: ['yellow', 'grey', 'red'], points: 5 } },
  4: { a: { cubes: ['green', 'green'], points: 3 }, b: { cubes: ['green', 'red', 'blue'], points: 5 } },
  5: { a: { cubes: ['grey', 'grey'], points: 3 }, b: { cubes: ['grey', 'grey', 'yellow', 'green'], points: 7 } },
  6: {
    a: { cubes: ['red', 'blue', 'yellow', 'green', 'grey'], points: 9 },
    b: { cubes: ['red', 'red', 'blue', 'blue'], points: 7 },
  },
};
