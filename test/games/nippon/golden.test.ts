// Replays the recorded golden game through the reducer and checks the exact end.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { replayGolden, type GoldenGame } from '../../../games/common/match';

it('golden 3-player game replays to the recorded gameover', () => {
  const golden = JSON.parse(
    readFileSync(new URL('../../golden/nippon/random-3p.json', import.meta.url), 'utf8'),
  ) as GoldenGame;
  expect(golden.rulesVersion).toBe(nippon.rulesVersion);
  const state = replayGolden(nippon, golden);
  expect(golden.moves).toHaveLength(golden.plies);
  expect(state.ctx.gameover).toEqual(golden.gameover);
});
