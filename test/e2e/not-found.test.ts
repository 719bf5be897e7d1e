// Malformed links in Chromium (client/router.ts): a link whose escapes do not decode shows the
// not-found page with the way home (no URIError, no blank page), in English and Japanese, and
// the app works on from there.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { startApp } from './app-helpers';
import { launch } from './browser';

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-notfound-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

describe('malformed links', () => {
  it('#/player/%zz, #/leaderboard/%E0%A4%A and #/play/nippon/%zz show the not-found page; its link goes home', async () => {
    for (const [locale, title] of [
      ['en-US', 'Page not found'],
      ['ja-JP', 'ページが見つかりません'],
    ]) {
      const ctx = await browser.newContext({ locale });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const hash of ['#/player/%zz', '#/leaderboard/%E0%A4%A', '#/play/nippon/%zz']) {
        await page.goto(`${srv.url}/${hash}`);
        await page.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
      }
      // a hash change to a malformed link on a page already open, then the way home
      await page.evaluate(() => void (location.hash = '#/'));
      await page.locator('.topbar').waitFor();
      await page.evaluate(() => void (location.hash = '#/player/%zz'));
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 15_000 });
      await page.locator('.not-found a').click();
      await page.waitForFunction(() => location.hash === '#/');
      expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });
});
