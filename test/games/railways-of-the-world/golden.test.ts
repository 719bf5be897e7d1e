// Golden full game: replay the recorded seeded game through boardgame.io's reducer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayGolden, type GoldenGame } from '../../../games/common/match';
import { mod } from './helpers';

describe('golden game', () => {
  it('three-players.json replays to exactly the recorded gameover and ply count', () => {
    const golden: GoldenGame = JSON.parse(readFileSync('test/golden/railways-of-the-world/three-players.json', 'utf8'));
    expect(golden.game).toBe(mod.id);
    expect(golden.rulesVersion).toBe(mod.rulesVersion);
    const state = replayGolden(mod, golden);
    expect(state.ctx.gameover).toEqual(golden.gameover);
    expect(golden.moves).toHaveLength(golden.plies);
    expect(state.G.gameOver).toBeTruthy();
    expect(state.G.endTriggerTurn).not.toBeNull(); // ended by the empty-city markers
  });
});
