// First-game guided tour and font-independent icons, in the built app in Chromium: the tour opens
// on a title's first table, can be skipped, stays closed afterwards and opens again from its
// button; boards draw their icons as SVG images with a name, and no emoji is left on the page.
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-tour-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A table of `gameId` against Easy bots on this device; resolves once the board is drawn. */
async function localTable(ctx: BrowserContext, gameId: string, errors: string[]): Promise<Page> {
  const mod = GAMES.find((g) => g.id === gameId)!;
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/#/new/${gameId}`);
  await page.fill('input[name="name"]', 'Alice');
  await page.selectOption('select[name="players"]', String(mod.minPlayers));
  for (let i = 1; i < mod.minPlayers; i++) await page.locator(`[data-seat="${i}"] select`).last().selectOption('easy');
  await page.click('button[type="submit"]');
  await page.waitForSelector('.play .board-area', { timeout: 30_000 });
  return page;
}

const EMOJI = /[\u{1F000}-\u{1FFFF}\u{FE0F}\u{26AB}\u{270B}\u{2757}\u{26D3}]/u;

describe('guided tour', () => {
  it('opens on the first table of a title, can be skipped, stays closed, and opens again from its button', async () => {
    const errors: string[] = [];
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await localTable(ctx, 'steam-rollers', errors);
    const tour = page.getByRole('dialog', { name: /Welcome to Steam Rollers/ });
    await tour.waitFor({ timeout: 10_000 });
    expect(await page.locator('.rh-tour-count').textContent()).toMatch(/^Step 1 of [5-8]$/);
    // Walk two steps: the second outlines the turn line.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Whose turn' }).waitFor();
    expect(await page.locator('.rh-tour-ring').count()).toBe(1);
    await page.getByRole('button', { name: 'Skip tour' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A reload (and a second table of the same title) does not bring it back by itself.
    await page.reload();
    await page.waitForSelector('.play .board-area');
    await page.waitForTimeout(3500);
    expect(await page.locator('.rh-tour-card').count()).toBe(0);

    // The Tour button opens it again, focused, from the first step; Escape closes it.
    await page.getByRole('button', { name: 'Tour' }).click();
    const again = page.getByRole('dialog', { name: /Welcome to Steam Rollers/ });
    await again.waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('rh-tour-card'))).toBe(true);
    const total = Number((await page.locator('.rh-tour-count').textContent())!.match(/of (\d)/)![1]);
    for (let i = 1; i < total; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Rules and this tour' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.locator('.rh-tour-card').count()).toBe(0);
    expect(await page.locator('.rh-tour-bar a[href="#/rules/steam-rollers"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  for (const mod of GAMES) {
    it(`${mod.id}: the card never covers the area a step outlines`, async () => {
      const errors: string[] = [];
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      const page = await localTable(ctx, mod.id, errors);
      await page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
      const total = Number((await page.locator('.rh-tour-count').textContent())!.match(/of (\d)/)![1]);
      let outlined = 0;
      for (let i = 0; i < total; i++) {
        if (i > 0) await page.locator('.rh-tour-card button.primary').click();
        await page.waitForTimeout(250); // the ring follows the area after scrolling
        const boxes = await page.evaluate(() => {
          const box = (sel: string) => {
            const r = document.querySelector(sel)?.getBoundingClientRect();
            return r ? { l: r.left, t: r.top, r: r.right, b: r.bottom } : null;
          };
          return { ring: box('.rh-tour-ring'), card: box('.rh-tour-card') };
        });
        expect(boxes.card, `step ${i + 1}`).not.toBeNull();
        if (!boxes.ring) continue;
        const { ring, card } = { ring: boxes.ring, card: boxes.card! };
        // the ring's own border is 4 px outside the area: compare with the area itself
        const overlap = ring.l + 4 < card.r && ring.r - 4 > card.l && ring.t + 4 < card.b && ring.b - 4 > card.t;
        const fits = ring.r - ring.l < 1280 - 400 || ring.b - ring.t < 800 - 300; // a free corner exists
        if (fits) expect(overlap, `step ${i + 1}: ${JSON.stringify(boxes)}`).toBe(false);
        if (++outlined === 2) await page.screenshot({ path: join(SHOTS, `tour-${mod.id}-step-${i + 1}.png`) });
      }
      expect(outlined).toBeGreaterThan(2);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('speaks Japanese', async () => {
    const errors: string[] = [];
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
    await ctx.addInitScript(() => localStorage.getItem('rh_lang') ?? localStorage.setItem('rh_lang', 'ja'));
    const page = await localTable(ctx, 'nippon', errors);
    await page.getByRole('dialog', { name: /へようこそ/ }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('dialog', { name: '誰の手番か' }).waitFor();
    await page.getByRole('button', { name: 'ツアーをスキップ' }).click();
    expect(await page.locator('.rh-tour-card').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('icons', () => {
  for (const mod of GAMES) {
    it(`${mod.id}: drawn as named SVG images, no emoji on the page`, async () => {
      const errors: string[] = [];
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      const page = await localTable(ctx, mod.id, errors);
      await page.getByRole('dialog').first().waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Skip tour' }).click();
      // Steam Rollers had no emoji on its board at the start (its dice faces are text); the
      // tour button's icon stands in there.
      const icons = page.locator(`${mod.id === 'steam-rollers' ? '.play' : '.board-area'} svg.rh-icon`);
      await icons.first().waitFor({ timeout: 10_000 });
      const seen = await icons.evaluateAll((els) =>
        els.map((e) => ({
          role: e.getAttribute('role'),
          name: e.getAttribute('aria-label'),
          hidden: e.getAttribute('aria-hidden'),
        })),
      );
      // Every icon is an image with a name, or hidden next to text that says the same.
      expect(seen.filter((i) => !(i.role === 'img' && i.name?.trim()) && i.hidden !== 'true')).toEqual([]);
      if (mod.id !== 'steam-rollers') expect(seen.filter((i) => i.role === 'img').length).toBeGreaterThan(0);
      const text = await page.evaluate(
        () =>
          document.body.innerText +
          [...document.querySelectorAll('[title],[aria-label]')]
            .map((e) => `${e.getAttribute('title')} ${e.getAttribute('aria-label')}`)
            .join(' '),
      );
      expect(text.match(EMOJI)).toBeNull();
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
