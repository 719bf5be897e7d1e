// "Allow hints" at an online table, in Chromium on the built app: Alice creates a Railways of the
// World table against a server bot through the New table page, once with the option and once
// without. With it, the table view says so, her seat gets the Hint button (the bot thinks in her
// browser from her own view, naming her own secret Baron) and the move made after it is marked in
// the move log, in her browser and in a spectator's (the server keeps it); a spectator gets no
// Hint button. Without it, no Hint button. Screenshots in
// test-output/screenshots/online-hints-*.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { playRandomMoveWhenShown, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'railways-of-the-world';

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-online-hints-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** Alice's online table against an Easy server bot; resolves with the match ID once it is her turn. */
async function createTable(page: Page, hints: boolean): Promise<string> {
  await page.goto(`${srv.url}/#/new/${GAME}`);
  await page.fill('input[name="name"]', 'Alice');
  await page.check('input[name="mode"][value="online"]');
  await page.selectOption('select[name="players"]', '2');
  await page.locator('[data-seat="1"] select').last().selectOption('easy');
  if (hints) {
    await page.check('input[name="hints"]');
    await page.screenshot({ path: resolve(SHOTS, 'online-hints-new-table.png'), fullPage: true });
  }
  await page.click('button[type="submit"]');
  await page.waitForSelector('.play .board-area', { timeout: 30_000 });
  await page.waitForFunction(() => (window as any).roundhouse?.legalMoves().length > 0, undefined, { timeout: 30_000 });
  return /#\/play\/[^/]+\/([^/?]+)/.exec(page.url())![1];
}

describe('online table option "Allow hints"', () => {
  it('on: the table view says so and the seat gets Hint; a hinted move is marked; spectators get no Hint', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const matchID = await createTable(page, true);
    await page.getByTestId('table-hints').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('table-hints').textContent()).toBe('Hints allowed at this table');
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.waitFor({ timeout: 10_000 });
    await hint.click();
    // the seat's own secret choice is named (only this seat sees its hint)
    await page.waitForFunction(
      () =>
        /^Hint: chooses the Railroad Baron “.+” \((\+\d+\.\d points of win chance over your other moves|your other moves rate about the same)\)$/.test(
          document.querySelector('[data-testid="hint-text"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
    await page.screenshot({ path: resolve(SHOTS, 'online-hints-play.png'), fullPage: true });
    expect(await page.locator('.log .hint-mark').count()).toBe(0);
    await playRandomMoveWhenShown(page, 10_000);
    await page.waitForSelector('.log .hint-mark', { timeout: 10_000 });
    expect(await page.locator('.log .hint-mark').first().textContent()).toContain('hint used');
    // another browser: the table's page says hints are allowed; watching, there is no Hint button
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const watcher = await other.newPage();
    watcher.on('pageerror', (e) => errors.push(e.message));
    await watcher.goto(`${srv.url}/#/join/${GAME}/${matchID}`);
    await watcher.getByTestId('table-hints').waitFor({ timeout: 10_000 });
    expect(await watcher.getByTestId('table-hints').textContent()).toBe('Hints are allowed at this table.');
    await watcher.screenshot({ path: resolve(SHOTS, 'online-hints-join.png'), fullPage: true });
    await watcher.goto(`${srv.url}/#/watch/${GAME}/${matchID}`);
    await watcher.waitForSelector('.play .board-area', { timeout: 30_000 });
    await watcher.getByTestId('table-hints').waitFor({ timeout: 10_000 });
    expect(await watcher.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0);
    // the server keeps the mark: another browser's move log shows it too
    await watcher.waitForSelector('.log .hint-mark', { timeout: 10_000 });
    expect(await watcher.locator('.log .hint-mark').first().textContent()).toContain('hint used');
    await watcher.screenshot({ path: resolve(SHOTS, 'online-hints-watch.png'), fullPage: true });
    expect(errors).toEqual([]);
    await other.close();
    await ctx.close();
  }, 180_000);

  it('off: no Hint button at the seat', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await createTable(page, false);
    // the table's options (the Lobby's match data) have long arrived by then
    await page.waitForTimeout(1500);
    expect(await page.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('table-hints').count()).toBe(0);
    await page.screenshot({ path: resolve(SHOTS, 'online-hints-off.png'), fullPage: true });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});
