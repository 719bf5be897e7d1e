// English counts agree with their number: a text that counts has a `_one` form beside it (i18next
// picks it when `count` is 1), never a hedge such as "action(s)"; other languages keep their own
// forms (Japanese: the key alone).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';

type Texts = { [k: string]: unknown };
const boards = await Promise.all(GAMES.map(async (m) => ({ id: m.id, i18n: ((await import(`../../client/boards/${m.id}/index.ts`)).default as { i18n: { en: Texts; ja: Texts } }).i18n })));

/** Every string of a text tree with its dotted key. */
function strings(o: Texts, pre = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${pre}${k}`, v] as [string, string]] : v && typeof v === 'object' && !Array.isArray(v) ? strings(v as Texts, `${pre}${k}.`) : []));
}

describe('plural forms of the boards’ English texts', () => {
  for (const b of boards) {
    it(`${b.id}: no "(s)" hedge; each _one form has its key, and i18next picks it for 1 only`, async () => {
      const en = strings(b.i18n.en);
      expect(en.filter(([, v]) => /\w\(s\)/.test(v)).map(([k]) => k)).toEqual([]);
      const t = i18next.createInstance();
      await t.init({ lng: 'en', resources: { en: { x: b.i18n.en } }, ns: ['x'], defaultNS: 'x', interpolation: { escapeValue: false }, showSupportNotice: false } as never);
      const keys = new Set(en.map(([k]) => k));
      for (const [k, one] of en.filter(([key]) => key.endsWith('_one'))) {
        const base = k.slice(0, -'_one'.length);
        expect(keys.has(base) || keys.has(`${base}_other`), `${base} or ${base}_other beside ${k}`).toBe(true);
        expect(t.t(base, { count: 1 })).toBe(t.t(k, { count: 1 }));
        expect(t.t(base, { count: 2 })).not.toBe(one);
      }
      for (const [k] of strings(b.i18n.ja)) expect(k.endsWith('_one'), k).toBe(false);
    });
  }
});
