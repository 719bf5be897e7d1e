// Railways of the World replays recorded under rules version 2 (bids capped at $30,000, each
// purple-diamond card once per game turn) still open under version 3 (no cap, a diamond card in
// every action [seed 003]): the viewer says plainly that the match was recorded under an earlier
// rules version (client/replay/ReplayPage.tsx shows the message and an "open anyway" button), and
// the recorded moves rebuild to the same end, because version 3 only makes more moves legal and
// changes no effect of a move version 2 allowed.
// Fixtures: a 2-player game recorded with the version-2 code (seed 'rotw-v2-diamonds-0', a policy
// that takes the diamond cards and uses them: Perfect Engineering and Express Freight six times),
// and the golden game as recorded under version 2.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { GoldenGame } from '../../games/common/match';
import { checkRulesVersion, rebuildReplay } from '../../games/common/replay';
import { olderReplayFromGolden } from './helpers';

const mod = getGame('railways-of-the-world')!;

describe('a Railways of the World replay recorded before rules version 3', () => {
  it('a version-2 game that used diamond cards: the viewer says so, and the moves rebuild to the recorded end', () => {
    expect(mod.rulesVersion).toBe(3);
    const golden = JSON.parse(
      readFileSync('test/replay/fixtures/railways-of-the-world-v2-diamonds-2p.json', 'utf8'),
    ) as GoldenGame;
    expect(golden.rulesVersion).toBe(2);
    const used = golden.moves.filter(
      (m) =>
        (m.move === 'beginBuild' && (m.args[0] as { diamonds?: string[] })?.diamonds) ||
        (m.move === 'deliverGoods' && (m.args[0] as { useExpress?: boolean })?.useExpress),
    );
    expect(used.length).toBeGreaterThanOrEqual(3);
    const replay = olderReplayFromGolden(mod, golden, 2);
    const check = checkRulesVersion(mod, replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(
        /recorded under rules version 2 of Railways of the World; the game now uses version 3/,
      );
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toEqual(golden.gameover);
  });

  it('the golden game as recorded under version 2 rebuilds to the same result', () => {
    const golden = JSON.parse(
      readFileSync('test/golden/railways-of-the-world/three-players.json', 'utf8'),
    ) as GoldenGame;
    const replay = olderReplayFromGolden(mod, { ...golden, rulesVersion: 2 }, 2);
    expect(checkRulesVersion(mod, replay.rulesVersion).ok).toBe(false);
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toEqual(golden.gameover);
  });
});
