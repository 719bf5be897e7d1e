// A Steam Rollers match recorded under rules version 1 (before tile 4b counted for the engine
// score and the tie-break [seed 004]) still opens: the viewer is told plainly that it was recorded
// under an earlier rules version (client/replay/ReplayPage.tsx shows the message and an "open
// anyway" button), and its recorded moves (the base golden game, which never takes a used
// one-shot tile again) still rebuild to the end under the current rules (version 3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { GoldenGame } from '../../games/common/match';
import { checkRulesVersion, rebuildReplay } from '../../games/common/replay';
import { olderReplayFromGolden } from './helpers';

describe('a replay recorded before a rules change', () => {
  it('steam-rollers rules version 1: the viewer says so, and the moves rebuild to the end', () => {
    const mod = getGame('steam-rollers')!;
    expect(mod.rulesVersion).toBe(3);
    const golden = JSON.parse(readFileSync('test/golden/steam-rollers/base-3p.json', 'utf8')) as GoldenGame;
    const replay = olderReplayFromGolden(mod, golden, 1);
    const check = checkRulesVersion(mod, replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(/recorded under rules version 1 of Steam Rollers; the game now uses version 3/);
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toBeDefined();
  });
});
