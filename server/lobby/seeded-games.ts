// The game objects boardgame.io's server sets matches up with: each processed once, with a `seed`
// drawn from the CSPRNG every time it is read. boardgame.io's random plugin reads `game.seed` when
// a match is set up and otherwise seeds from the clock (predictable); the store re-ran the whole
// setup with a CSPRNG seed after boardgame.io had run it, every match set up twice. With these
// objects the first setup is the one kept; the store still re-runs one whose seed is not a UUID
// (server/storage/base.ts, isCsprngSeed).
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';

const served = new WeakMap<Game, Game>();

/** `game` processed (boardgame.io passes a processed game through as it is), seeded per match. */
export function seededGame(game: Game): Game {
  let g = served.get(game);
  if (!g) {
    g = ProcessGameConfig({ ...game }) as Game;
    Object.defineProperty(g, 'seed', { get: () => randomUUID(), enumerable: true, configurable: true });
    served.set(game, g);
  }
  return g;
}
