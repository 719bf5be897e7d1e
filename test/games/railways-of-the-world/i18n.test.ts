// The board's texts cover every refusal reason and score category, in English and Japanese.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/railways-of-the-world/i18n.en';
import { ja } from '../../../client/boards/railways-of-the-world/i18n.ja';
import { SCORE_CATEGORIES } from '../../../games/railways-of-the-world/score';
import { filesUnder } from '../../helpers/files';

function reasonCodes(): string[] {
  const root = 'games/railways-of-the-world';
  const files = filesUnder(join(root, 'rules'), /\.ts$/);
  const codes = new Set<string>();
  for (const f of files)
    for (const m of readFileSync(f, 'utf8').matchAll(/return '([a-z]+(?:-[a-z]+)*)'/g)) codes.add(m[1]);
  for (const m of readFileSync(join(root, 'rules/legal.ts'), 'utf8').matchAll(
    /\? null : '([a-z-]+)'|'([a-z-]+)' : null/g,
  ))
    codes.add(m[1] ?? m[2]);
  return [...codes];
}

describe('i18n', () => {
  it('every reason code and score category has English and Japanese text', () => {
    const codes = reasonCodes();
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) {
      expect((en.reason as Record<string, string>)[code], code).toBeTruthy();
      expect((ja.reason as Record<string, string>)[code], code).toBeTruthy();
    }
    for (const c of SCORE_CATEGORIES) {
      expect((en.score as Record<string, string>)[c]).toBeTruthy();
      expect((ja.score as Record<string, string>)[c]).toBeTruthy();
    }
    expect(Object.keys(ja.reason).sort()).toEqual(Object.keys(en.reason).sort());
    for (const v of ['tenthAnniversary', 'auctionStyle', 'emptyMarkerReduction']) {
      expect((en.variants as Record<string, string>)[v]).toBeTruthy();
      expect((ja.variants as Record<string, string>)[v]).toBeTruthy();
    }
  });
});
