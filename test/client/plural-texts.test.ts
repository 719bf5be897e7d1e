// English counts agree with their number: a text that counts has a `_one` form beside it (i18next
// picks it when `count` is 1), never a hedge such as "action(s)"; other languages keep their own
// forms (Japanese: the key alone). A text's forms, and its Japanese text, name the same values: a
// Japanese text that still said {{n}} where the English said {{count}} would show "{{n}}".
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountI18n } from '../../client/account/i18n';
import { appEn, appJa } from '../../client/locales/app';
import { clockI18n } from '../../client/play/clock/i18n';
import { ratingsI18n } from '../../client/ratings/i18n';
import { analysisI18n } from '../../client/replay/analysis/i18n';
import { replayI18n } from '../../client/replay/i18n';
import { TOUR_TEXTS } from '../../client/tour/i18n';
import { tablesI18n } from '../../client/tables/i18n';
import { practiceI18n } from '../../client/practice/i18n';
import { GAMES } from '../../games';

type Texts = { [k: string]: unknown };
const boards = await Promise.all(
  GAMES.map(async (m) => ({
    id: m.id,
    i18n: ((await import(`../../client/boards/${m.id}/index.ts`)).default as { i18n: { en: Texts; ja: Texts } }).i18n,
  })),
);
// the app's own texts, beside the boards'
const app: { id: string; i18n: { en: Texts; ja: Texts } }[] = [
  { id: 'app', i18n: { en: appEn, ja: appJa } },
  { id: 'account', i18n: accountI18n },
  { id: 'ratings', i18n: ratingsI18n },
  { id: 'tour', i18n: TOUR_TEXTS },
  { id: 'clock', i18n: clockI18n },
  { id: 'replay', i18n: replayI18n },
  { id: 'analysis', i18n: analysisI18n },
  { id: 'tables', i18n: tablesI18n },
  { id: 'practice', i18n: practiceI18n },
] as never;

/** Every string of a text tree with its dotted key. */
function strings(o: Texts, pre = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${pre}${k}`, v] as [string, string]]
      : v && typeof v === 'object' && !Array.isArray(v)
        ? strings(v as Texts, `${pre}${k}.`)
        : [],
  );
}

describe('plural forms and placeholders of the texts (the boards’ and the app’s)', () => {
  for (const b of [...boards, ...app]) {
    it(`${b.id}: no "(s)" hedge; each _one form has its key, and i18next picks it for 1 only`, async () => {
      const en = strings(b.i18n.en);
      expect(en.filter(([, v]) => /\w\(s\)/.test(v)).map(([k]) => k)).toEqual([]);
      const t = i18next.createInstance();
      await t.init({
        lng: 'en',
        resources: { en: { x: b.i18n.en } },
        ns: ['x'],
        defaultNS: 'x',
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      } as never);
      const keys = new Set(en.map(([k]) => k));
      for (const [k, one] of en.filter(([key]) => key.endsWith('_one'))) {
        const base = k.slice(0, -'_one'.length);
        expect(keys.has(base) || keys.has(`${base}_other`), `${base} or ${base}_other beside ${k}`).toBe(true);
        expect(t.t(base, { count: 1 })).toBe(t.t(k, { count: 1 }));
        expect(t.t(base, { count: 2 })).not.toBe(one);
      }
      for (const [k] of strings(b.i18n.ja)) expect(k.endsWith('_one'), k).toBe(false);
    });

    it(`${b.id}: a text's forms and its Japanese text name the same values ({{count}} in one, {{count}} in all)`, () => {
      const names = (v: string) =>
        [...new Set([...v.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]))].sort().join(',');
      const en = new Map(strings(b.i18n.en));
      const ja = new Map(strings(b.i18n.ja));
      const differ: string[] = [];
      for (const [k, v] of en) {
        const base = k.endsWith('_one') ? k.slice(0, -'_one'.length) : k;
        const other = k.endsWith('_one') ? (en.get(base) ?? en.get(`${base}_other`)) : ja.get(k);
        if (other !== undefined && names(other) !== names(v)) differ.push(`${k}: ${names(v)} / ${names(other)}`);
      }
      expect(differ).toEqual([]);
    });
  }
});
