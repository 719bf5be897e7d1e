// A player's board renders its wage hint in words that agree with the number (English), and its
// amount in yen as a whole number (no "0,000 yen" when nothing is owed).
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, expect, it } from 'vitest';
import { en } from '../../../client/boards/nippon/i18n.en';
import { PlayerBoard } from '../../../client/boards/nippon/PlayerBoard';
import { startMatch } from '../../../games/common/match';
import { getGame } from '../../../games';
import type { NipponState } from '../../../games/nippon/types';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { nippon: en } },
    ns: ['nippon'],
    defaultNS: 'nippon',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as never);
});

function board(workers: NipponState['players'][string]['workers']): string {
  const m = startMatch(getGame('nippon')!, 2, 'player-board');
  const G = structuredClone(m.state.G as NipponState);
  G.players['0'].workers = workers;
  return renderToStaticMarkup(
    createElement(PlayerBoard, {
      G,
      seat: '0',
      name: 'Ann',
      mine: true,
      pick: () => [],
      choose: () => {},
      changed: () => false,
    }),
  );
}

it('says “1 colour” for one colour of workers and “2 colours” for two', () => {
  const one = board(['green', 'green']);
  expect(one).toContain('Wages if you consolidate now: 1 colour = ');
  expect(one).not.toContain('1 colours');
  expect(board(['green', 'pink'])).toContain('Wages if you consolidate now: 2 colours = ');
});

it('gives the wages in yen: 0 yen for no worker, 6,000 yen for two colours', () => {
  expect(board([])).toContain('Wages if you consolidate now: 0 colours = 0 yen');
  expect(board(['green', 'pink'])).toContain('= 6,000 yen');
});
