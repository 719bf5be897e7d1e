// 200 seeded random games with 3 players all end, no enumerated move refused.
import { describe, it } from 'vitest';
import { playMany } from './playout-lib';

describe('random playouts, 3 players', () => {
  it('200 seeded games end with a score for every seat', () => playMany(3, 200), 120_000);
});
