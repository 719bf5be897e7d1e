import { describe } from 'vitest';
import { playoutSuite } from './playout-check';

describe('random playouts, 2 players', () => {
  playoutSuite(2, 200);
  playoutSuite(2, 8, { blackCubes: true, startingPowers: true, walls: 'hard', orderTiles: true }, 'all-options');
  playoutSuite(2, 6, { walls: 'medium', orderTiles: true }, 'medium-orders');
});
