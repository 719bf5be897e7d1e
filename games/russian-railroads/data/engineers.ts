// Engineers [spec §2.5]. Stack letters are [design] (A = 2–8, B = 9–15).
import type { Effect } from './effects';

export const ENGINEERS: Record<number, Effect> = {
  1: { steps: { any: 2 } },
  2: { industry: 1, vp: 3 },
  3: { steps: { black: 1, grey: 1 } },
  4: { doublers: 1, vp: 3 },
  5: { steps: { any: 1 }, vp: 3 },
  6: { steps: { grey: 1 }, vp: 5 },
  7: { steps: { black: 1 }, vp: 3 },
  8: { reuse: true },
  9: { industry: 2 },
  10: { industry: 1, steps: { black: 1 } },
  11: { steps: { any: 1, black: 1 } },
  12: { take: { either: 1 } },
  13: { steps: { grey: 1, brown: 1 } },
  14: { steps: { black: 2 } },
  15: { steps: { brown: 1 }, vp: 5 },
};
export const STACK_A = [2, 3, 4, 5, 6, 7, 8];
export const STACK_B = [9, 10, 11, 12, 13, 14, 15];
