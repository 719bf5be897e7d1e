// Matches the server sets up are seeded from the CSPRNG by boardgame.io's own setup
// (server/lobby/seeded-games.ts), and the store keeps that setup; a match seeded from the clock
// (boardgame.io's default) is set up again with a CSPRNG seed (server/storage/base.ts).
import type { Game, State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { seededGame } from '../../server/lobby/seeded-games';
import { isCsprngSeed } from '../../server/storage/base';
import { SqliteStore } from '../../server/storage/sqlite';
import { toyCards } from '../fixtures/toy-cards';
import { tempDir } from './harness';

const seedOf = (s: State) => (s.plugins.random.data as { seed: unknown }).seed;
const make = (game: Game) =>
  createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false }) as { initialState: State; metadata: any };

describe('seeded games', () => {
  it('every match set up with the served game gets its own CSPRNG seed; the game object is made once', () => {
    const game = seededGame(toyCards.game as Game);
    expect(seededGame(toyCards.game as Game)).toBe(game);
    const seeds = [1, 2, 3].map(() => seedOf(make(game).initialState));
    expect(seeds.every(isCsprngSeed)).toBe(true);
    expect(new Set(seeds).size).toBe(3);
    // boardgame.io's own default: a clock seed, which the check tells apart
    expect(isCsprngSeed(seedOf(make(toyCards.game as Game).initialState))).toBe(false);
  });

  it('the store keeps a CSPRNG-seeded setup as it is and sets a clock-seeded one up again', async () => {
    const store = new SqliteStore(tempDir('rh-seeded-'), [toyCards]);
    try {
      const ours = make(seededGame(toyCards.game as Game));
      await store.createMatch('ours', ours);
      expect((await store.fetchReplay('ours'))!.initialState).toEqual(JSON.parse(JSON.stringify(ours.initialState)));
      const clock = make(toyCards.game as Game);
      await store.createMatch('clock', clock);
      const stored = (await store.fetchReplay('clock'))!.initialState;
      expect(isCsprngSeed(seedOf(stored))).toBe(true);
      expect(seedOf(stored)).not.toBe(seedOf(clock.initialState));
    } finally {
      await store.close();
    }
  });
});
