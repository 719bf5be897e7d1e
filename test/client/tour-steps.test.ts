// Every board has a guided tour of 5–8 steps whose texts exist in English and Japanese.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { tourSteps } from '../../client/tour/steps';
import { TOUR_TEXTS } from '../../client/tour/i18n';
import { en as nipEn } from '../../client/boards/nippon/i18n.en';
import { ja as nipJa } from '../../client/boards/nippon/i18n.ja';
import { en as rotwEn } from '../../client/boards/railways-of-the-world/i18n.en';
import { ja as rotwJa } from '../../client/boards/railways-of-the-world/i18n.ja';
import { en as rrEn } from '../../client/boards/russian-railroads/i18n.en';
import { ja as rrJa } from '../../client/boards/russian-railroads/i18n.ja';
import { en as srEn } from '../../client/boards/steam-rollers/i18n.en';
import { ja as srJa } from '../../client/boards/steam-rollers/i18n.ja';
import { en as ttrEn } from '../../client/boards/ticket-to-ride-card-game/i18n.en';
import { ja as ttrJa } from '../../client/boards/ticket-to-ride-card-game/i18n.ja';

const TEXTS: Record<string, { en: Record<string, unknown>; ja: Record<string, unknown> }> = {
  nippon: { en: nipEn, ja: nipJa },
  'railways-of-the-world': { en: rotwEn, ja: rotwJa },
  'russian-railroads': { en: rrEn, ja: rrJa },
  'steam-rollers': { en: srEn, ja: srJa },
  'ticket-to-ride-card-game': { en: ttrEn, ja: ttrJa },
};

type Texts = Record<string, { title?: string; body?: string } | string>;

describe.each(GAMES.map((g) => g.id))('%s tour', (id) => {
  const steps = tourSteps(id);
  it('has 5 to 8 steps, most of them pointing at an area', () => {
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(steps.length).toBeLessThanOrEqual(8);
    expect(steps.filter((s) => s.target).length).toBeGreaterThanOrEqual(steps.length - 1);
    expect(steps.filter((s) => !s.text.startsWith('common:')).length).toBeGreaterThanOrEqual(3);
  });
  it.each(['en', 'ja'] as const)('has a title and a body for every step in %s', (lang) => {
    for (const s of steps) {
      const texts = (s.text.startsWith('common:') ? TOUR_TEXTS[lang] : TEXTS[id][lang].tour) as Texts;
      const entry = texts[s.text.replace(/^common:/, '')];
      expect(typeof entry === 'object' && entry.title && entry.body, `${lang} ${s.text}`).toBeTruthy();
    }
  });
});
