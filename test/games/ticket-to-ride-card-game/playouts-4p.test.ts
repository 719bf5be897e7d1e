// Random playouts, 4 players (one file per player count: vitest runs files in parallel).
import { describePlayouts } from './playouts';

describePlayouts(4);
