// Steam Rollers matches recorded under rules version 2 (before used one-shot tiles left the game
// [seed 004: 《使い切り》]) still open. The two fixtures are replay exports made by the version-2
// code from the version-2 golden games (test/replay/fixtures/steam-rollers-v2-*.replay.json): their
// initial states have no `usedUp` field. The viewer says that the match was recorded under an
// earlier rules version (checkRulesVersion; client/replay/ReplayPage.tsx offers "open anyway").
// - base-3p never takes a used one-shot tile again: its moves rebuild to the end under version 3.
// - all-options-4p has seat 2 take tile 1 again at move 411 (round 37), after seat 3 had used it to
//   set a die: under version 3 tile 1 is out of the game, that move is refused, so rebuildReplay
//   stops there with an `error` and keeps the states up to it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { checkRulesVersion, parseReplayFile, rebuildReplay } from '../../games/common/replay';

const mod = getGame('steam-rollers')!;
const load = (name: string) => {
  const raw = JSON.parse(readFileSync(`test/replay/fixtures/steam-rollers-v2-${name}.replay.json`, 'utf8'));
  const parsed = parseReplayFile(raw, [mod.id]);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.replay;
};

describe('steam-rollers replays recorded under rules version 2', () => {
  it('the game is at version 3 and the viewer says the match was recorded under version 2', () => {
    expect(mod.rulesVersion).toBe(3);
    const replay = load('base-3p');
    expect(replay.rulesVersion).toBe(2);
    const check = checkRulesVersion(mod, replay.rulesVersion);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.message).toMatch(/recorded under rules version 2 of Steam Rollers; the game now uses version 3/);
  });

  it('base-3p (no used one-shot tile taken again) rebuilds to the end under version 3', () => {
    const replay = load('base-3p');
    expect((replay.initialState.G as { actionTiles: object[] }).actionTiles.every((t) => !('usedUp' in t))).toBe(true);
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeUndefined();
    expect(rebuilt.states.at(-1)!.ctx.gameover).toBeDefined();
  });

  it('all-options-4p stops with an error where tile 1, used up under version 3, is taken again; the states up to it are kept', () => {
    const replay = load('all-options-4p');
    const rebuilt = rebuildReplay(mod, replay.initialState, replay.log);
    expect(rebuilt.error).toBeDefined();
    expect(rebuilt.error!.message).toMatch(/P3 took the action tile of the die\) was refused/);
    const last = rebuilt.states.at(-1)!;
    expect(last.ctx.gameover).toBeUndefined();
    const G = last.G as {
      actionTiles: { n: number; side: string; owner: string | null; usedUp?: boolean }[];
      turn: { currentDie: { value: number } | null };
    };
    expect(G.turn.currentDie?.value).toBe(1);
    expect(G.actionTiles[0]).toMatchObject({ owner: null, usedUp: true });
    expect(G.actionTiles[1]).toMatchObject({ side: 'b', owner: null, usedUp: true }); // 2b, used to steal a die
    expect(rebuilt.steps.filter((s) => s.kind === 'move').length).toBe(411);
  });
});
