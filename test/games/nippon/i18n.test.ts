// The board's i18n resources: same keys in en and ja, every reason code and score category.
import { expect, it } from 'vitest';
import { en } from '../../../client/boards/nippon/i18n.en';
import { ja } from '../../../client/boards/nippon/i18n.ja';
import { REASONS } from '../../../games/nippon/reasons';
import { VP_SOURCES, ACTIONS, GOODS, ACHIEVEMENTS } from '../../../games/nippon/types';
import { FACTORY_IDS } from '../../../games/nippon/data/factories';
import { STAGE_NAMES } from '../../../games/nippon/game';

const keys = (o: Record<string, unknown>, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${pre}${k}.`) : [`${pre}${k}`],
  );

// (plural forms are the language's own: English has `_one` beside a key, Japanese none)
const texts = (o: Record<string, unknown>) => [...new Set(keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();

it('en and ja have the same keys and cover reasons, scores, stages, factories', () => {
  expect(texts(ja)).toEqual(texts(en));
  for (const r of REASONS) expect(en.reason[r], r).toBeTruthy();
  for (const s of VP_SOURCES) expect(en.score[s], s).toBeTruthy();
  for (const a of ACTIONS) expect(en.action[a]).toBeTruthy();
  for (const g of GOODS) expect(ja.good[g]).toBeTruthy();
  for (const a of ACHIEVEMENTS) expect(ja.ach[a]).toBeTruthy();
  for (const f of FACTORY_IDS) expect(ja.synergy[f as keyof typeof ja.synergy]).toBeTruthy();
  for (const s of [...STAGE_NAMES, 'default']) expect(ja.stage[s as keyof typeof ja.stage]).toBeTruthy();
  expect(ja.title).toMatch(/ニッポン/);
});
