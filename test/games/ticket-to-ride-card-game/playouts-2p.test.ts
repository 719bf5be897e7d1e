// Random playouts, 2 players (one file per player count: vitest runs files in parallel).
import { describePlayouts } from './playouts';

describePlayouts(2);
