import { describe } from 'vitest';
import { playoutSuite } from './playout-check';

describe('random playouts, 5 players', () => {
  playoutSuite(5, 200);
  playoutSuite(5, 8, { blackCubes: true, startingPowers: true, walls: 'hard', orderTiles: true }, 'all-options');
  playoutSuite(5, 6, { walls: 'medium', orderTiles: true }, 'medium-orders');
});
