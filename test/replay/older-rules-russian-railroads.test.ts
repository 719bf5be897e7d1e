// Russian Railroads replays recorded under rules version 1 (before a ruble could claim a turn-order
// space and before C1's repeat was chosen after its three parts [seed 000]) still open: the viewer
// says plainly that the match was recorded under an earlier rules version; a match that used C1
// stops rebuilding at the repeat chosen first, with the states up to it and the reason; a match
// without C1 rebuilds to its end.
// The fixture is the start of a 2-player game recorded with the version-1 code (seed 'v1-c1-4',
// a policy that takes C1 when it can), cut a few moves after its C1 repeat.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { GoldenGame } from '../../games/common/match';
import { checkRulesVersion, parseReplayFile, rebuildReplay } from '../../games/common/replay';
import { olderReplayFromGolden } from './helpers';

const mod = getGame('russian-railroads')!;

describe('a Russian Railroads replay recorded before rules version 2', () => {
  it('seed 000 C1 (上記のアクションを実行した後): a version-1 game that repeated first stops at that move, with the earlier states', () => {
    expect(mod.rulesVersion).toBe(2);
    const parsed = parseReplayFile(readFileSync('test/replay/fixtures/russian-railroads-v1-c1.json', 'utf8'), [mod.id]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const check = checkRulesVersion(mod, parsed.replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(/recorded under rules version 1 of Russian Railroads; the game now uses version 2/);
    const rebuilt = rebuildReplay(mod, parsed.replay.initialState, parsed.replay.log);
    expect(rebuilt.error).toBeDefined();
    expect(rebuilt.error!.message).toMatch(/c1Repeat|repeat/i);
    // every move before the repeat was rebuilt and can be shown; the last one is the C1 card
    expect(rebuilt.states.length).toBeGreaterThan(10);
    expect(rebuilt.steps.at(-1)!.move).toBe('chooseCard');
    expect(rebuilt.steps.at(-1)!.args).toEqual([{ card: 'C1' }]);
  });

  it('a version-1 game without C1 (the golden game as recorded under version 1) rebuilds to its end: the ruble claim only adds legal moves', () => {
    const golden = JSON.parse(
      readFileSync('test/replay/fixtures/russian-railroads-v1-golden-3p.json', 'utf8'),
    ) as GoldenGame;
    expect(golden.moves.some((m) => m.move === 'c1Repeat')).toBe(false);
    const replay = olderReplayFromGolden(mod, golden, 1);
    expect(checkRulesVersion(mod, replay.rulesVersion).ok).toBe(false);
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toBeDefined();
  });
});
