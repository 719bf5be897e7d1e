// 200 seeded random games with 3 players end with a score for every seat, no refused move.
import { expect, it } from 'vitest';
import { runPlayouts } from './playout-helper';

it('200 random 3-player games end cleanly', () => {
  const avg = runPlayouts(3, 200);
  expect(avg).toBeGreaterThan(50);
}, 600_000); // generous: the suite also runs on a busy shared machine
