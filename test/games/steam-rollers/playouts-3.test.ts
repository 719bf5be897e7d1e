import { describe } from 'vitest';
import { playoutSuite } from './playout-check';

describe('random playouts, 3 players', () => {
  playoutSuite(3, 200);
  playoutSuite(3, 8, { blackCubes: true, startingPowers: true, walls: 'hard', orderTiles: true }, 'all-options');
  playoutSuite(3, 6, { walls: 'medium', orderTiles: true }, 'medium-orders');
});
