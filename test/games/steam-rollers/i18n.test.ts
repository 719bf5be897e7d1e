import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/steam-rollers/i18n.en';
import { ja } from '../../../client/boards/steam-rollers/i18n.ja';
import { filesUnder } from '../../helpers/files';
import { mod } from './helpers';

/** Every reason literal returned by the rules: `return 'x'` or `? 'x' :` in games/steam-rollers. */
function reasonCodes(): Set<string> {
  const root = fileURLToPath(new URL('../../../games/steam-rollers/', import.meta.url));
  const out = new Set<string>();
  for (const f of [...filesUnder(join(root, 'moves'), /\.ts$/), ...filesUnder(join(root, 'rules'), /\.ts$/)]) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:return|\?)\s*\(?'([a-z]+(?:-[a-z]+)*)'\s*(?::|;|\))/g))
      out.add(m[1]);
  }
  for (const skip of ['a', 'b', 'city', 'dead', 'cycle', 'sharp', 'gentle', 'straight']) out.delete(skip);
  return out;
}

describe('board texts (en + ja)', () => {
  it('every reason code has an English and a Japanese text', () => {
    const codes = reasonCodes();
    expect(codes.size).toBeGreaterThan(40);
    for (const c of codes) {
      expect(en.reason, c).toHaveProperty([c]);
      expect(ja.reason, c).toHaveProperty([c]);
    }
  });
  it('every score category, variant and choice is labelled; Japanese differs from English', () => {
    for (const c of mod.scoreBreakdown(
      mod.game.setup!(
        {
          ctx: { numPlayers: 2, playOrder: ['0', '1'] },
          random: { D6: () => 1, Die: () => 1, Shuffle: (d: unknown[]) => d },
        } as never,
        undefined as never,
      ),
      {} as never,
    ).categories) {
      expect(en.score).toHaveProperty([c]);
      expect(ja.score).toHaveProperty([c]);
    }
    for (const v of mod.variants) {
      expect(en.variants).toHaveProperty([v.id]);
      expect(ja.variants).toHaveProperty([v.id]);
      for (const ch of v.choices ?? [])
        expect((ja.variantChoice as Record<string, Record<string, string>>)[v.id][ch]).toBeTruthy();
    }
    expect(ja.title).not.toBe(en.title);
    expect(ja.description).toMatch(/[ぁ-んァ-ン一-龯]/);
  });
});
