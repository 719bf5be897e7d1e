// Texts that were English on a Japanese page: Ticket to Ride's card letters (on cards and ticket
// dots), the leaderboard's note on the rating model, and the neutral name a deleted account's
// seats keep (stored in English by the server, shown in the UI language).
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardSvg, Dot } from '../../client/boards/ticket-to-ride-card-game/CardSvg';
import ttrBoard from '../../client/boards/ticket-to-ride-card-game/index';
import { appEn, appJa } from '../../client/locales/app';
import { shownName, shownNames } from '../../client/play/shown-name';
import { ratingsI18n } from '../../client/ratings/i18n';
import { accountI18n } from '../../client/account/i18n';
import { NEUTRAL_NAME } from '../../server/accounts/seats';

const TTR = 'ticket-to-ride-card-game';
beforeAll(async () => {
  const b = (ttrBoard as unknown as { i18n: { en: object; ja: object } }).i18n;
  await i18next.use(initReactI18next).init({
    lng: 'ja',
    fallbackLng: 'en',
    resources: { en: { app: appEn, [TTR]: b.en }, ja: { app: appJa, [TTR]: b.ja } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as never);
});

describe('Japanese leftovers', () => {
  it('card letters: 赤/青/紫/白/機 in Japanese, R/B/P/W/L in English', async () => {
    await i18next.changeLanguage('ja');
    const ja = ['red', 'blue', 'purple', 'white', 'loco'].map((c) =>
      renderToStaticMarkup(<CardSvg type={c as never} title="x" />),
    );
    expect(ja.map((h) => />([^<>]+)<\/text>/.exec(h)![1])).toEqual(['赤', '青', '紫', '白', '機']);
    expect(renderToStaticMarkup(<Dot type="red" title="x" />)).toContain('>赤</text>');
    await i18next.changeLanguage('en');
    expect(renderToStaticMarkup(<Dot type="purple" title="x" />)).toContain('>P</text>');
    expect(renderToStaticMarkup(<CardSvg type="loco" title="x" count={2} />)).toContain('aria-label="L 2: x"');
  });

  it('the leaderboard note and the account page name no model or formula in Latin letters', () => {
    expect(ratingsI18n.ja.howRated).not.toMatch(/Weng|Plackett|Luce|μ|σ/);
    expect(ratingsI18n.en.howRated).toMatch(/Weng-Lin/);
    expect(accountI18n.ja.deleteHelp).not.toContain('Former player');
  });

  it('the neutral name of a deleted account shows in the UI language; other names as they are', async () => {
    expect(NEUTRAL_NAME).toBe('Former player');
    await i18next.changeLanguage('ja');
    expect(shownName(NEUTRAL_NAME, i18next.t)).toBe('元プレイヤー');
    expect(shownNames({ '0': 'Ann', '1': NEUTRAL_NAME }, i18next.t)).toEqual({ '0': 'Ann', '1': '元プレイヤー' });
    await i18next.changeLanguage('en');
    expect(shownName(NEUTRAL_NAME, i18next.t)).toBe('Former player');
  });
});
