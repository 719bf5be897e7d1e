// Every refusal reason and score category has English and Japanese text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/russian-railroads/i18n.en';
import { ja } from '../../../client/boards/russian-railroads/i18n.ja';
import { SCORE_CATS } from '../../../games/russian-railroads/types';

const src = readFileSync(new URL('../../../games/russian-railroads/rules/legal.ts', import.meta.url), 'utf8');
const codes = [...new Set([...src.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)].map((m) => m[1]))];

describe('i18n', () => {
  it('has a reason text for every refusal code in en and ja', () => {
    expect(codes.length).toBeGreaterThan(30);
    for (const c of codes) {
      expect(en.reason, c).toHaveProperty([c]);
      expect(ja.reason, c).toHaveProperty([c]);
    }
  });
  it('has every score category, title and description', () => {
    for (const k of SCORE_CATS) {
      expect(en.score[k]).toBeTruthy();
      expect(ja.score[k]).toBeTruthy();
    }
    expect(ja.title).toBe('ロシアンレールロード');
    expect(ja.description).toMatch(/[ぁ-ん]/);
  });
});
