// The open-tables page (client/tables/OpenTablesPage.tsx) in Chromium: a table created online on
// New table with "List on Open tables" appears within seconds on the page another browser (a
// phone, by touch) already has open, for its game and for all games, with its options; one tap
// on Join seats that player at the table; a full table leaves the list. A rated table asks a guest
// to sign in instead; a table not listed never shows.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'ticket-to-ride-card-game';

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-tables-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function newPage(phone: boolean, lang = 'en-US'): Promise<Page> {
  const ctx = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: lang }
      : { viewport: { width: 1280, height: 800 }, locale: lang },
  );
  await ctx.addInitScript(() =>
    ['ticket-to-ride-card-game', 'nippon', 'russian-railroads', 'steam-rollers', 'railways-of-the-world'].forEach((g) =>
      localStorage.setItem(`rh_tour_seen_${g}`, '1'),
    ),
  );
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** Through New table: an online 2-player table, seat 2 left for a person, listed or not. */
async function createTable(page: Page, listed: boolean): Promise<string> {
  if (!page.url().startsWith(srv.url)) await page.goto(`${srv.url}/#/`);
  // through the home page, as a player goes (a goto straight from a play page back to a New table
  // URL it was on is restored by Chromium with that form's old state)
  await page.evaluate(() => void (location.hash = '#/'));
  await page.evaluate((g) => void (location.hash = `#/new/${g}`), GAME);
  await page.waitForSelector('form.new-table');
  await page.fill('input[name="name"]', 'Hana');
  await page.check('input[name="mode"][value="online"]');
  await page.selectOption('select[name="players"]', '2');
  await page.selectOption('[data-seat="1"] select', 'human');
  if (listed) await page.check('input[name="listed"]');
  await page.click('button[type="submit"]');
  await page.waitForURL(/#\/play\//, { timeout: 20_000 });
  return page.url().split('/').pop()!;
}

describe('open tables', () => {
  it('a listed table appears live on a phone that has the page open and is joined in one tap; a full one leaves the list', async () => {
    const phone = await newPage(true);
    await phone.goto(`${srv.url}/#/tables/${GAME}`);
    await phone.waitForSelector('[data-testid="no-open-tables"]');
    await phone.fill('.your-name input', 'Kenji');

    const host = await newPage(false);
    const hidden = await createTable(host, false);
    const matchID = await createTable(host, true);
    // within a few poll periods, without a reload
    const card = phone.locator(`.open-table[data-match="${matchID}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await phone.locator(`.open-table[data-match="${hidden}"]`).count()).toBe(0);
    const text = await card.innerText();
    expect(text).toContain('Hana');
    expect(text).toContain('Untimed');
    expect(text).toContain('Unrated');
    expect(text).toContain('1 free seat');
    await phone.screenshot({ path: resolve(SHOTS, 'open-tables-phone.png') });
    // the Join button is a finger's size
    const box = (await card.getByRole('button', { name: 'Join' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);

    // the list of every game shows it too (reached from the navigation)
    const all = await newPage(false);
    await all.goto(`${srv.url}/#/`);
    await all.click('.topbar a[href="#/tables"]');
    await all.locator(`.open-table[data-match="${matchID}"]`).waitFor({ timeout: 15_000 });
    await all.screenshot({ path: resolve(SHOTS, 'open-tables-desktop.png') });

    await card.getByRole('button', { name: 'Join' }).tap();
    await phone.waitForURL(new RegExp(`#/play/${GAME}/${matchID}`), { timeout: 15_000 });
    await phone.waitForFunction(() => (window as any).roundhouse?.playerID === '1', undefined, { timeout: 20_000 });
    const md = (await srv.store.fetch(matchID, { metadata: true })).metadata!;
    expect(md.players[1].name).toBe('Kenji');
    // full now: gone from the other browser's list
    await all.locator(`.open-table[data-match="${matchID}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    await Promise.all([phone, host, all].map((p) => p.context().close()));
    expect(errors).toEqual([]);
  }, 120_000);

  it('a rated table asks a guest to sign in; the home page links each game to its open tables; Japanese', async () => {
    // a rated table made by an account through the API
    const jarCookie = await fetch(`${srv.url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: srv.url },
      body: JSON.stringify({ name: 'RatedHost', password: 'correct horse battery' }),
    });
    expect(jarCookie.status).toBe(201);
    const cookie = jarCookie.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const made = await fetch(`${srv.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: srv.url, cookie },
      body: JSON.stringify({ gameId: GAME, numPlayers: 2, rated: true, unlisted: false }),
    });
    expect(made.status).toBe(200);
    const id = ((await made.json()) as { matchID: string }).matchID;

    const page = await newPage(true, 'ja-JP');
    await page.goto(`${srv.url}/#/`);
    await page.click(`.game-card[data-game="${GAME}"] a[href="#/tables/${GAME}"]`);
    const card = page.locator(`.open-table[data-match="${id}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain('レート戦');
    const signIn = card.locator('a', { hasText: 'ログインして参加' });
    expect(await signIn.getAttribute('href')).toBe(`#/signin?next=${encodeURIComponent(`tables/${GAME}`)}`);
    expect(await card.getByRole('button', { name: '参加' }).count()).toBe(0);
    await page.screenshot({ path: resolve(SHOTS, 'open-tables-phone-ja.png') });
    await page.context().close();
    expect(errors).toEqual([]);
  }, 60_000);
});
