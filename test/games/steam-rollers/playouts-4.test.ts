import { describe } from 'vitest';
import { playoutSuite } from './playout-check';

describe('random playouts, 4 players', () => {
  playoutSuite(4, 200);
  playoutSuite(4, 8, { blackCubes: true, startingPowers: true, walls: 'hard', orderTiles: true }, 'all-options');
  playoutSuite(4, 6, { walls: 'medium', orderTiles: true }, 'medium-orders');
});
