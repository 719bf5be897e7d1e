// A few full-length random games (20-game-turn safety cap or the empty-marker end).
import { describe, expect, it } from 'vitest';
import { playMany } from './playouts';

process.env.NODE_ENV = 'production';

describe('full-length random games', () => {
  it('2, 4 and 6 players end at the cap or by markers', () => {
    for (const n of [2, 4, 6]) expect(playMany(n, 1, null, 'full')).toBeGreaterThan(100);
  }, 120_000);
});
