// Nippon matches recorded under rules version 1 (before zero-influence players were ranked [seed
// 002]) or version 2 (when every railway space carried a star; version 3 puts them above spaces 3-6
// again [seed 002]) still open: the viewer is told plainly that it
// was recorded under an earlier rules version (client/replay/ReplayPage.tsx shows the message and
// an "open anyway" button), and its recorded moves still rebuild to the end under the current
// rules. The fixture is a 2-player replay file exported by the version-1 code (a seeded random
// game); only the final scores differ now, since the changes touch scoring, never which moves are legal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { GoldenGame } from '../../games/common/match';
import { checkRulesVersion, parseReplayFile, rebuildReplay } from '../../games/common/replay';
import { olderReplayFromGolden } from './helpers';

const FIXTURE = 'test/games/nippon/fixtures/replay-v1-2p.json';

describe('Nippon replays recorded before a rules change', () => {
  it('nippon rules version 1: the viewer says so, and the moves rebuild to the end', () => {
    const mod = getGame('nippon')!;
    expect(mod.rulesVersion).toBe(3);
    const json = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
      rulesVersion: number;
      recordedGameover: { scores: Record<string, number> };
    };
    expect(json.rulesVersion).toBe(1);
    const parsed = parseReplayFile(json, [mod.id]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const check = checkRulesVersion(mod, parsed.replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(/recorded under rules version 1 of Nippon; the game now uses version 3/);
    const rebuilt = rebuildReplay(mod, parsed.replay.initialState, parsed.replay.log);
    expect(rebuilt.error).toBeUndefined();
    const end = rebuilt.states.at(-1)!;
    expect(end.ctx.gameover).toBeDefined();
    // The same moves, scored by version 3: the scores shown differ from the recorded ones.
    expect(end.ctx.gameover.scores).not.toEqual(json.recordedGameover.scores);
  });

  it('nippon rules version 2: the golden game as recorded under version 2 rebuilds to the end; the seat that placed one train (4x tile on railways) scores 4 less', () => {
    const mod = getGame('nippon')!;
    const golden = JSON.parse(readFileSync('test/replay/fixtures/nippon-v2-golden-3p.json', 'utf8')) as GoldenGame;
    expect(golden.rulesVersion).toBe(2);
    const replay = olderReplayFromGolden(mod, golden, 2);
    const check = checkRulesVersion(mod, replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(/recorded under rules version 2 of Nippon; the game now uses version 3/);
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    const end = rebuilt.states.at(-1)!;
    expect((golden.gameover as { scores: Record<string, number> }).scores).toEqual({ 0: 127, 1: 121, 2: 89 });
    expect(end.ctx.gameover.scores).toEqual({ 0: 127, 1: 121, 2: 85 });
  });
});
