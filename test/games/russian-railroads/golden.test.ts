// The recorded golden game replays to exactly the recorded end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayGolden } from '../../../games/common/match';
import type { GoldenGame } from '../../../games/common/match';
import { russianRailroads as mod } from '../../../games/russian-railroads';

describe('golden games', () => {
  it('golden-3p replays to the recorded gameover and ply count', () => {
    const golden = JSON.parse(
      readFileSync(new URL('../../golden/russian-railroads/golden-3p.json', import.meta.url), 'utf8'),
    ) as GoldenGame;
    expect(golden.rulesVersion).toBe(mod.rulesVersion);
    const state = replayGolden(mod, golden);
    expect(golden.moves).toHaveLength(golden.plies);
    expect(state.ctx.gameover).toEqual(golden.gameover);
  });
});
