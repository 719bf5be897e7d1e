// The app works under its Content-Security-Policy, as the server sends it, in
// Chromium: every board against a bot (the bots' Web Worker thinking), a hint, an online table
// against a server bot (the socket), and the replay viewer with its analysis. Any CSP violation
// (a `securitypolicyviolation` event or a console report) fails the test.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES, getGame } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { goldenReplayFile, openLocalTable, openOnlineBotTable, playRandomMove, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-csp-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A page that records CSP violations and page errors. */
async function watchedPage(): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await ctx.addInitScript(() => {
    (window as any).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page = await ctx.newPage();
  const seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  const problems = async () => {
    const fromPage: string[] = await page.evaluate(() => (window as any).__csp ?? []).catch(() => []);
    // workers report their violations to the console only
    return [...seen, ...fromPage.map((v) => `violation: ${v}`)];
  };
  return { page, problems };
}

describe('under the Content-Security-Policy', () => {
  it('the server sends it with the page', async () => {
    const r = await fetch(srv.url + '/');
    expect(r.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  for (const mod of GAMES) {
    it(`${mod.id}: a local game against a bot plays (the bots' worker thinks)`, async () => {
      const { page, problems } = await watchedPage();
      await openLocalTable(page, srv.url, mod, 'normal');
      let moved = 0;
      for (let k = 0; k < 60 && moved < 3; k++) {
        const before = await page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
        if (await playRandomMove(page)) {
          moved++;
          await page.waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, {
            timeout: 30_000,
          });
        } else await page.waitForTimeout(300);
      }
      expect(moved).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, `csp-${mod.id}.png`) });
      expect(await problems()).toEqual([]);
      await page.context().close();
    });
  }

  it('a hint is thought out and shown', async () => {
    const { page, problems } = await watchedPage();
    await openLocalTable(page, srv.url, getGame('ticket-to-ride-card-game')!, 'easy');
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.waitFor({ timeout: 60_000 });
    await hint.click();
    await page.waitForFunction(
      () => /^Hint: /.test(document.querySelector('[data-testid="hint-text"]')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    );
    expect(await problems()).toEqual([]);
    await page.context().close();
  });

  it('an online table against a server bot: the socket connects and the bot answers', async () => {
    const { page, problems } = await watchedPage();
    const mod = getGame('steam-rollers')!;
    await openOnlineBotTable(page, srv.url, mod);
    let botMoved = false;
    for (let k = 0; k < 80 && !botMoved; k++) {
      const before = await page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
      if (await playRandomMove(page))
        await page.waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, {
          timeout: 20_000,
        });
      else await page.waitForTimeout(250);
      botMoved = (await page.locator('.log li b', { hasText: 'Bot' }).count()) > 0;
    }
    expect(botMoved).toBe(true);
    expect(await problems()).toEqual([]);
    await page.context().close();
  });

  it('the replay viewer opens an imported replay and analyses it', async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${srv.url}/#/finished`);
    await page.setInputFiles('input[type="file"]', goldenReplayFile(getGame('nippon')!));
    await page.waitForSelector('.rh-moves', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.waitForSelector('[data-testid="eval-graph"]', { timeout: 20_000 });
    await page.waitForFunction(
      () => Number(/(\d+) of/.exec(document.querySelector('.an-status')?.textContent ?? '')?.[1] ?? 0) >= 2,
      undefined,
      { timeout: 60_000 },
    );
    await page.screenshot({ path: join(SHOTS, 'csp-replay.png') });
    expect(await problems()).toEqual([]);
    await page.context().close();
  });
});
