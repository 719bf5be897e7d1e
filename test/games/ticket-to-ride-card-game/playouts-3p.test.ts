// Random playouts, 3 players (one file per player count: vitest runs files in parallel).
import { describePlayouts } from './playouts';

describePlayouts(3);
