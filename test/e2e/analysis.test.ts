// Replay analysis in Chromium, on the built app: each title's golden game imported as a replay
// file, "Analyse" pressed; the graph fills in as the bots' worker judges the moves, the costly ones
// get marks in the move list, "Stop" ends it with what was done, and at a move the bot would have
// played differently "Show the better move on the board" shows the position before it from the
// mover's seat with the preferred move highlighted. A reload of the same replay shows the kept
// analysis at once. Long main-thread tasks during the analysis are reported (not asserted: timing).
// Screenshots in test-output/screenshots/analysis-*.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { getGame } from '../../games';
import { goldenReplayFile, openLocalTable, playRandomMoveWhenShown, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-analysis-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function openReplay(page: Page, file: string): Promise<void> {
  await page.goto(`${srv.url}/#/finished`);
  await page.setInputFiles('input[type="file"]', file);
  await page.waitForSelector('.rh-moves', { timeout: 20_000 });
}

const analysed = (page: Page) =>
  page.evaluate(() => {
    const m = /(\d+) of (\d+)/.exec(document.querySelector('.an-status')?.textContent ?? '');
    return m ? Number(m[1]) : 0;
  });

describe('replay analysis', () => {
  for (const mod of GAMES) {
    it(`${mod.id}: the graph fills in, costly moves are marked, the better move shows on the board`, async () => {
      const file = goldenReplayFile(mod);
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openReplay(page, file);
      await page.evaluate(() => {
        (window as any).__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) (window as any).__long.push(e.duration);
        }).observe({ type: 'longtask', buffered: false });
      });
      await page.getByRole('button', { name: 'Analyse' }).click();
      await page.waitForSelector('[data-testid="eval-graph"]', { timeout: 20_000 });
      // until some move was judged worse than the bot's choice (golden games are played by a
      // random-ish policy: that comes early), or 40 moves
      const start = Date.now();
      while (Date.now() - start < 90_000) {
        const n = await analysed(page);
        const marked = await page.locator('.an-mark').count();
        if ((marked > 0 && n >= 8) || n >= 40) break;
        await page.waitForTimeout(300);
      }
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.waitForSelector('text=/Stopped after \\d+ of \\d+ moves/', { timeout: 30_000 });
      const done = await analysed(page);
      expect(done).toBeGreaterThan(0);
      // one line per seat, with a point per analysed move (and the start)
      const lines = await page
        .locator('[data-testid="eval-graph"] polyline')
        .evaluateAll((ls) => ls.map((l) => l.getAttribute('points')!.trim().split(/\s+/).length));
      expect(lines.length).toBe(
        Number(await page.evaluate(() => document.querySelectorAll('.an-summary tbody tr').length)),
      );
      for (const n of lines) expect(n).toBe(done + 1);
      const longTasks = await page.evaluate(() => (window as any).__long as number[]);
      console.log(
        `${mod.id}: ${done} moves analysed; main-thread tasks over 50 ms during the analysis: ${longTasks.length} (longest ${Math.round(Math.max(0, ...longTasks))} ms)`,
      );
      // a move the bot would have played differently: its entry, the better move on the board
      const marks = page.locator('.an-mark');
      expect(await marks.count()).toBeGreaterThan(0);
      await marks.first().click();
      const detail = page.getByTestId('analysis-move');
      expect(await detail.getByText(/The bot prefers:/).count()).toBe(1);
      await detail.getByRole('button', { name: 'Show the better move on the board' }).click();
      await page.waitForSelector('.an-preview', { timeout: 5_000 });
      expect(await page.locator('.an-preview').textContent()).toMatch(
        /Showing the position before move \d+, from .+’s seat/,
      );
      await page.waitForTimeout(400);
      await page.screenshot({ path: resolve(SHOTS, `analysis-${mod.id}.png`), fullPage: true });
      await page.locator('.rh-board').screenshot({ path: resolve(SHOTS, `analysis-${mod.id}-board.png`) });
      await detail.getByRole('button', { name: 'Back to the move played' }).click();
      expect(await page.locator('.an-preview').count()).toBe(0);
      // kept on this device: the same replay opened again shows the analysis at once
      await openReplay(page, file);
      await page.waitForSelector('text=/Stopped after \\d+ of \\d+ moves/', { timeout: 5_000 });
      expect(await analysed(page)).toBe(done);
      expect(await page.getByRole('button', { name: 'Go on analysing' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await ctx.close();
    }, 180_000);
  }
});

describe('hints while playing', () => {
  for (const id of ['ticket-to-ride-card-game', 'railways-of-the-world']) {
    it(`${id}: a local game against bots: Hint highlights the Normal bot's move with its gain, and the move is marked in the log`, async () => {
      const mod = getGame(id)!;
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openLocalTable(page, srv.url, mod, 'easy');
      const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
      await hintButton.waitFor({ timeout: 60_000 });
      await hintButton.click();
      await page.waitForFunction(
        () =>
          /^Hint: .+ \((\+\d+\.\d points of win chance over your other moves|your other moves rate about the same)\)$/.test(
            document.querySelector('[data-testid="hint-text"]')?.textContent ?? '',
          ),
        undefined,
        { timeout: 60_000 },
      );
      await page.screenshot({ path: resolve(SHOTS, `hint-${id}.png`), fullPage: true });
      expect(await page.locator('.log .hint-mark').count()).toBe(0);
      // the move made from that position is marked "hint used" in the move log
      await playRandomMoveWhenShown(page, 10_000);
      await page.waitForSelector('.log .hint-mark', { timeout: 10_000 });
      expect(await page.locator('.log .hint-mark').first().textContent()).toContain('hint used');
      expect(errors).toEqual([]);
      await ctx.close();
    }, 180_000);
  }
});
