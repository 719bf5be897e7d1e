import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayGolden, type GoldenGame } from '../../../games/common/match';
import { mod } from './helpers';
import { GOLDEN_SPECS } from './record-golden';

describe('golden games (test/golden/steam-rollers)', () => {
  for (const s of GOLDEN_SPECS) {
    it(`${s.name} replays to exactly the recorded gameover and ply count`, () => {
      const golden = JSON.parse(
        readFileSync(new URL(`../../golden/steam-rollers/${s.name}.json`, import.meta.url), 'utf8'),
      ) as GoldenGame;
      expect(golden.game).toBe(mod.id);
      expect(golden.rulesVersion).toBe(mod.rulesVersion);
      const state = replayGolden(mod, golden);
      expect(state.ctx.gameover).toEqual(golden.gameover);
      expect(golden.moves.length).toBe(golden.plies);
      expect(state.ctx.gameover).toBeDefined();
      expect(mod.scores(state.G, state.ctx)).toEqual((golden.gameover as { scores: unknown }).scores);
    });
  }
});
