// A Ticket to Ride: The Card Game match recorded under rules version 1 (before sets of Locomotives
// only became legal [seed 001]) still opens: the viewer is told plainly that it was recorded under
// an earlier rules version (client/replay/ReplayPage.tsx shows the message and an "open anyway"
// button), and its recorded moves still rebuild to the end under the current rules (version 2 only
// allows more plays, so every version 1 move is still legal and means the same).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { GoldenGame } from '../../games/common/match';
import { checkRulesVersion, rebuildReplay } from '../../games/common/replay';
import { olderReplayFromGolden } from './helpers';

describe('a replay recorded before a rules change', () => {
  it('ticket-to-ride-card-game rules version 1: the viewer says so, and the moves rebuild to the end', () => {
    const mod = getGame('ticket-to-ride-card-game')!;
    expect(mod.rulesVersion).toBe(2);
    // The 3-player golden game as recorded under version 1.
    const golden = JSON.parse(
      readFileSync('test/games/ticket-to-ride-card-game/fixtures/rules-v1-3p.json', 'utf8'),
    ) as GoldenGame;
    expect(golden.rulesVersion).toBe(1);
    const replay = olderReplayFromGolden(mod, golden, 1);
    const check = checkRulesVersion(mod, replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(
        /recorded under rules version 1 of Ticket to Ride: The Card Game; the game now uses version 2/,
      );
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toEqual(golden.gameover);
  });
});
