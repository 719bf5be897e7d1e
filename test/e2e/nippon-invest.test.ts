// Nippon on a desktop: after taking a worker for Invest, the factory supply (at the foot of the
// board) comes up under the prompt, in view; choosing a factory there builds it and the page goes
// back where it was [spec §4.5 Invest].
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const nippon = GAMES.find((m) => m.id === 'nippon')!;

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-nippon-invest-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

describe('Nippon: Invest brings the factory supply to the prompt', () => {
  it('on a desktop, the supply is in view after Invest; a factory chosen there is built and the page scrolls back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await ctx.addInitScript(() => localStorage.setItem('rh_tour_seen_nippon', '1'));
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openLocalTable(page, srv.url, nippon);
    const invest = () =>
      page.evaluate(
        () =>
          ((window as any).roundhouse?.legalMoves() ?? []).find(
            (m: any) => m.move === 'takeWorker' && m.args[0]?.action === 'invest',
          ) ?? null,
      );
    await page.waitForFunction(
      () => ((window as any).roundhouse?.legalMoves() ?? []).some((m: any) => m.move === 'takeWorker'),
      undefined,
      { timeout: 30_000 },
    );
    const take = await invest();
    expect(take, 'an Invest worker to take on the first turn').not.toBeNull();
    expect(await page.getByTestId('nippon-invest-panel').count()).toBe(0);
    // where a player is when taking the worker: at the action slots
    await page.locator('.nip-slots').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate((m) => (window as any).roundhouse.play(m.move, m.args[0]), take);
    const panel = page.getByTestId('nippon-invest-panel');
    await panel.waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    const fac = panel.locator('button.nip-fac:not([disabled])').first();
    const b = (await fac.boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: resolve(SHOTS, 'nippon-invest-desktop.png') });
    // the supply is shown once (moved up, not copied)
    expect(await page.locator('.nip-supply').count()).toBe(1);
    await fac.click();
    await panel.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 90_000);
});
