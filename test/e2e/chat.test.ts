// The table chat in Chromium on the built app, at a phone's width (390 px): a player at an online
// table (against a server bot) opens the collapsed chat with its button, which sits below the
// board and its controls, never over them; writes by keyboard (Enter) and with a quick message;
// markup in a message shows as the text written (no element made of it). A spectator's page, in
// Japanese, gets the player's messages live and shows the players' room read-only. The chat
// is axe-clean (no serious or critical violation). Screenshots in test-output/screenshots/chat-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { openOnlineBotTable, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const GAME = GAMES.find((g) => g.id === 'ticket-to-ride-card-game') ?? GAMES[0];
const PHONE = { width: 390, height: 844 };

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-chat-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function phonePage(locale: string): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: PHONE, locale, bypassCSP: true, hasTouch: true, isMobile: true });
  await ctx.addInitScript(
    (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
    GAMES.map((g) => g.id),
  );
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

async function axeChat(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const r = await (window as any).axe.run('[data-testid="chat"]', { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.html).join(' | ')}`);
  });
}

describe('table chat on a phone', () => {
  it('collapsed below the board, opens by its button, sends by keyboard and quick message, shows markup as text, live to a spectator', async () => {
    const { page, errors } = await phonePage('en-US');
    await openOnlineBotTable(page, srv.url, GAME);
    const matchID = /#\/play\/[^/]+\/([^/?]+)/.exec(page.url())![1];
    const toggle = page.getByTestId('chat-toggle');
    await toggle.waitFor({ timeout: 15_000 });
    // collapsed at phone width: nothing of the chat but its button
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('chat-input').count()).toBe(0);
    // the button is in the page's flow below the board: it covers none of the board's controls
    const board = (await page.locator('.board-area').boundingBox())!;
    const button = (await toggle.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
    expect(button.height).toBeGreaterThanOrEqual(44);
    const overlaps = await page.evaluate(() => {
      const chat = document.querySelector('[data-testid="chat"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('.board-area button, .board-area [role="button"]')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < chat.right && r.right > chat.left && r.top < chat.bottom && r.bottom > chat.top;
      }).length;
    });
    expect(overlaps).toBe(0);

    // the spectator watches in Japanese, signed out
    const spectator = await phonePage('ja-JP');
    await spectator.page.goto(`${srv.url}/#/watch/${GAME.id}/${matchID}`);
    const sToggle = spectator.page.getByTestId('chat-toggle');
    await sToggle.waitFor({ timeout: 15_000 });
    expect(await sToggle.textContent()).toContain('チャット');
    await sToggle.click();

    // open by keyboard: focus the button, Enter
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const input = page.getByTestId('chat-input');
    const markup = '<b>bold?</b> <img src=x onerror="window.pwned=1"> https://example.com';
    await input.fill(markup);
    await input.press('Enter');
    const messages = page.getByTestId('chat-message');
    await messages.first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.chat-text').first().textContent()).toBe(markup);
    expect(await page.locator('.chat-list b, .chat-list img').count()).toBe(0);
    expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined();
    expect(await input.inputValue()).toBe('');
    await page.getByTestId('chat').getByRole('button', { name: 'Good game' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="chat-message"]').length === 2);
    expect(await page.locator('.chat-text').nth(1).textContent()).toBe('Good game');
    // a quick message's button is big enough for a finger
    const preset = (await page.getByTestId('chat').getByRole('button', { name: 'Thanks', exact: true }).boundingBox())!;
    expect(preset.height).toBeGreaterThanOrEqual(24);
    expect(await axeChat(page)).toEqual([]);
    await page.screenshot({ path: resolve(SHOTS, 'chat-phone-player.png'), fullPage: true });

    // both messages reached the spectator live, as text; the players' room is read-only there
    await spectator.page.waitForFunction(() => document.querySelectorAll('.chat-text').length === 2, undefined, {
      timeout: 15_000,
    });
    expect(await spectator.page.locator('.chat-text').first().textContent()).toBe(markup);
    expect(await spectator.page.getByTestId('chat-input').count()).toBe(0);
    expect(await spectator.page.locator('.chat-note').first().textContent()).toBe(
      'このテーブルのプレイヤーだけが書き込めます。',
    );
    expect(await axeChat(spectator.page)).toEqual([]);
    await spectator.page.screenshot({ path: resolve(SHOTS, 'chat-phone-spectator-ja.png'), fullPage: true });
    // no page scrolls sideways
    for (const p of [page, spectator.page])
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect([...errors, ...spectator.errors]).toEqual([]);
  }, 120_000);
});
