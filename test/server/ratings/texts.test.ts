// The rated-play texts (namespace `ratings`) and the
// shell keys the rated pages use exist in both languages, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { ratingsI18n } from '../../../client/ratings/i18n';
import { appEn, appJa } from '../../../client/locales/app';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('rated-play texts', () => {
  it('English and Japanese have the same keys and placeholders, none empty', () => {
    const en = ratingsI18n.en as Record<string, string>;
    const ja = ratingsI18n.ja as Record<string, string>;
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(en)) {
      expect(en[k].trim(), k).not.toBe('');
      expect(ja[k].trim(), k).not.toBe('');
      expect(placeholders(ja[k]), k).toEqual(placeholders(en[k]));
    }
  });

  it('the shell keys of the rated pages are in both languages', () => {
    for (const shell of [appEn, appJa]) {
      expect(shell.nav.leaderboards).toBeTruthy();
      expect(shell.home.leaderboard).toBeTruthy();
      expect(shell.join.rated).toBeTruthy();
      expect(shell.play.rated).toBeTruthy();
      expect(placeholders(shell.play.rating)).toEqual(['rating']);
      expect(shell.matches.rated).toBeTruthy();
    }
  });
});
