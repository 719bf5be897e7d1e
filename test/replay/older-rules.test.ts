// A Steam Rollers match recorded under rules version 1 (before tile 4b counted for the engine
// score and the tie-break [seed 004]) still opens: the viewer is told plainly that it was recorded
// under an earlier rules version (client/replay/ReplayPage.tsx shows the message and an "open
// anyway" button), and its recorded moves (the base golden game, which never takes a used
// one-shot tile again) still rebuild to the end under the current rules (version 3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { startMatch, type GoldenGame } from '../../games/common/match';
import { checkRulesVersion, parseReplayFile, rebuildReplay, REPLAY_FORMAT } from '../../games/common/replay';

describe('a replay recorded before a rules change', () => {
  it('steam-rollers rules version 1: the viewer says so, and the moves rebuild to the end', () => {
    const mod = getGame('steam-rollers')!;
    expect(mod.rulesVersion).toBe(3);
    const golden = JSON.parse(readFileSync('test/golden/steam-rollers/base-3p.json', 'utf8')) as GoldenGame;
    const match = startMatch(mod, golden.numPlayers, golden.seed, golden.setupData);
    const initialState = match.state;
    const log: unknown[] = [];
    for (const rec of golden.moves) log.push(...((match.step(rec).state as { deltalog?: unknown[] }).deltalog ?? []));
    // The file as an export made under version 1 looked.
    const file = { format: REPLAY_FORMAT, version: 1, gameId: mod.id, matchID: 'v1', initialState, log, rulesVersion: 1, playerNames: {} };
    const parsed = parseReplayFile(JSON.parse(JSON.stringify(file)), [mod.id]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const check = checkRulesVersion(mod, parsed.replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/recorded under rules version 1 of Steam Rollers; the game now uses version 3/);
    const rebuilt = rebuildReplay(mod, parsed.replay.initialState, parsed.replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toBeDefined();
  });
});
