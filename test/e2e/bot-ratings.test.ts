// In Chromium, on a 390 px phone, English and Japanese: New table shows each bot level's rating on
// the players' scale from games/<id>/bot-ratings.ts ("Hard ≈ 1,416?", locale number format, "?"
// while provisional) with a note saying what it is; a signed-in player's practice against bots
// shows on their profile per game ("1 game (1 won)"), apart from the ratings. Nothing is wider
// than the phone, the texts are 12 px or more, the pages are axe-clean; screenshots in
// test-output/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRatings } from '../../games/ticket-to-ride-card-game/bot-ratings';
import type { RoundhouseServer } from '../../server/app';
import { GAMES } from '../../games';
import { openLocalTable, startApp, signUpFromPage } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const GAME = 'ticket-to-ride-card-game';
const PASSWORD = 'correct horse battery';

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-botratings-', { bots: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function phone(locale: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, bypassCSP: true });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

async function serious(page: Page): Promise<string> {
  await page.addScriptTag({ content: AXE });
  const found: string[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: any) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n: any) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  return found.join('\n');
}

/** Nothing wider than the viewport, and no visible text under 12 px inside `sel`. */
async function fitsPhone(page: Page, sel: string) {
  const m = await page.evaluate((s) => {
    const small: string[] = [];
    for (const el of document.querySelectorAll(`${s}, ${s} *`)) {
      const e = el as HTMLElement;
      if (!e.childNodes.length || ![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      if (parseFloat(getComputedStyle(e).fontSize) < 12) small.push(e.tagName);
    }
    return { wide: document.documentElement.scrollWidth, small };
  }, sel);
  expect(m.wide).toBeLessThanOrEqual(390);
  expect(m.small).toEqual([]);
}

const TEXTS = {
  en: {
    locale: 'en-US',
    hard: 'Hard',
    normal: 'Normal',
    note: /rating scale/,
    practice: 'Practice against bots',
    line: '1 game (1 won)',
  },
  ja: {
    locale: 'ja-JP',
    hard: 'むずかしい',
    normal: 'ふつう',
    note: /レーティング尺度/,
    practice: 'ボットとの練習',
    line: '1 戦（1 勝）',
  },
};

describe.each(Object.entries(TEXTS))('bot ratings and practice (%s)', (lang, tx) => {
  it('New table: each level with its rating, and the note', async () => {
    const page = await phone(tx.locale);
    await page.goto(`${srv.url}/#/new/${GAME}`);
    await page.selectOption('select[name="players"]', '2');
    const level = page.locator('[data-seat="1"] select').last();
    await level.waitFor();
    const shown = (n: number, p: boolean) => `${new Intl.NumberFormat(tx.locale).format(n)}${p ? '?' : ''}`;
    const hard = botRatings.ratings.hard;
    const normal = botRatings.ratings.normal;
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('[data-seat="1"] option')].some((o) => o.textContent === want),
      `${tx.hard} ≈ ${shown(hard.rating, hard.provisional)}`,
      { timeout: 10_000 },
    );
    const options = await level.locator('option').allTextContents();
    expect(options).toContain(`${tx.normal} ≈ ${shown(normal.rating, normal.provisional)}`);
    expect(options).toContain(`${tx.hard} ≈ ${shown(hard.rating, hard.provisional)}`);
    await expect(page.locator('.bot-ratings-note').textContent()).resolves.toMatch(tx.note);
    await fitsPhone(page, '.seats');
    await page.screenshot({ path: `${SHOTS}/bot-ratings-new-table-${lang}-390.png`, fullPage: true });
    expect(await serious(page)).toBe('');
    await page.context().close();
  });

  it('profile: practice against bots per game, apart from the ratings', async () => {
    const page = await phone(tx.locale);
    await page.goto(srv.url);
    const name = `Prac_${lang}_${process.pid % 10000}`;
    const statuses = await page.evaluate(
      async ([n, p, g]) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const a = (await post('/api/accounts', { name: n, password: p })).status;
        const r = (await post('/api/me/practice', { gameId: g, matchID: 'e2e1', players: 2, place: 1, bots: ['hard'] }))
          .status;
        return [a, r];
      },
      [name, PASSWORD, GAME],
    );
    expect(statuses).toEqual([201, 201]);
    await page.goto(`${srv.url}/#/player/${name}`);
    const section = page.locator('[data-testid="profile-practice"]');
    await section.waitFor({ timeout: 10_000 });
    await expect(section.locator('h2').textContent()).resolves.toBe(tx.practice);
    await expect(section.locator(`li[data-game="${GAME}"]`).textContent()).resolves.toContain(tx.line);
    await fitsPhone(page, '.profile');
    await page.screenshot({ path: `${SHOTS}/practice-profile-${lang}-390.png`, fullPage: true });
    expect(await serious(page)).toBe('');
    await page.context().close();
  });
});

describe('practice from a local game', () => {
  it('a signed-in player who resigns a local game against a Hard bot has it counted (0 won), unrated', async () => {
    const page = await phone('en-US');
    await page.goto(srv.url);
    const name = `Local_${process.pid % 10000}`;
    expect(await signUpFromPage(page, name, PASSWORD)).toBe(201);
    // the app asks who is signed in at start when this browser was signed in before
    await page.evaluate(() => localStorage.setItem('rh_account', '1'));
    await page.reload();
    await openLocalTable(page, srv.url, GAMES.find((g) => g.id === GAME)!, 'hard');
    await page.click('[data-testid="local-controls"] button >> text=Resign');
    await page.click('.resign-confirm button >> text=Resign');
    await page.waitForSelector('[data-testid="end-result"]', { timeout: 10_000 });
    await page.waitForSelector('[data-testid="practice-counted"]', { timeout: 10_000 });
    const rec = await page.evaluate(
      async (n) => (await fetch(`/api/players/${encodeURIComponent(n)}/practice`)).json(),
      name,
    );
    expect(rec.games).toEqual({ [GAME]: { games: 1, wins: 0 } });
    const profile = await page.evaluate(
      async (n) => (await fetch(`/api/players/${encodeURIComponent(n)}`)).json(),
      name,
    );
    expect(profile.ratings).toEqual({});
    await page.screenshot({ path: `${SHOTS}/practice-counted-en-390.png`, fullPage: true });
    await page.context().close();
  }, 120_000);
});

afterAll(() => expect(errors).toEqual([]));
