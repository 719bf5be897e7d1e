// Random playouts: 200 seeded short games per player count (maxGameTurns 1–2,
// every auction style and option), all must end with scores for every seat, no refused
// enumerated move, G JSON-clean. Long games are covered in full-games.test.ts.
// The serializability check of boardgame.io's dev build is skipped for speed: the JSON
// round trip below checks the same property.
import { describe, it } from 'vitest';
import { playMany } from './playouts';

process.env.NODE_ENV = 'production';

describe('random playouts', () => {
  for (const n of [5, 6]) {
    it(`${n} players: 200 seeded games end cleanly`, () => {
      playMany(n, 100, 1, 'short1');
      playMany(n, 100, 2, 'short2');
    }, 120_000);
  }
});
