// Every recorded golden game replays through the current rules to its recorded end.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, getGame } from '../../games';
import { replayGolden, type GoldenGame } from '../../games/common/match';

const ROOT = join(__dirname);
const files = readdirSync(ROOT)
  .filter((d) => statSync(join(ROOT, d)).isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(d, f)),
  );

describe('golden games', () => {
  it('every registered game has at least one golden game', () => {
    for (const g of GAMES)
      expect(
        files.some((f) => f.startsWith(g.id + '/')),
        `${g.id} has no golden game`,
      ).toBe(true);
  });
  for (const f of files) {
    it(f, () => {
      const golden = JSON.parse(readFileSync(join(ROOT, f), 'utf8')) as GoldenGame;
      const mod = getGame(golden.game);
      expect(mod, `unknown game ${golden.game}`).toBeDefined();
      expect(golden.rulesVersion).toBe(mod!.rulesVersion);
      const state = replayGolden(mod!, golden);
      expect(state.ctx.gameover).toEqual(golden.gameover);
      expect(golden.moves.length).toBe(golden.plies);
    });
  }
});
