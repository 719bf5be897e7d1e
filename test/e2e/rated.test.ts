// In Chromium: two signed-in players press "Quick match" on the Ticket to
// Ride: The Card Game card in two browser contexts, are seated at one rated table (each sees the
// other's rating next to the name, and "Rated"), play the match to its end through the play
// page's automation handle, and then see their new ratings on the leaderboard and on their
// profiles (with the rating chart and the match, linked to its replay). The new pages and the
// waiting indicator are axe-clean in English and Japanese, and the quick match is cancelled with
// the keyboard alone.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { until } from '../server/harness';
import { playRandomMove, startApp, signUpFromPage } from './app-helpers';
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
  srv = await startApp('rh-e2e-rated-', { bots: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A browser of its own, signed up (and so signed in) as `name`, on the home page. */
async function signedIn(name: string, locale = 'en-US'): Promise<Page> {
  // bypassCSP: axe is injected as an inline script (test/e2e/csp.test.ts checks the policy itself)
  const ctx: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale,
    bypassCSP: true,
  });
  await ctx.addInitScript(() => localStorage.setItem(`rh_tour_seen_ticket-to-ride-card-game`, '1'));
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(srv.url);
  await page.waitForSelector('.game-grid');
  const status = await signUpFromPage(page, name, PASSWORD);
  expect(status).toBe(201);
  return page;
}

async function serious(page: Page): Promise<string> {
  await page.addScriptTag({ content: AXE });
  const found: { id: string; help: string; nodes: string[] }[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 4).map((n: any) => n.target.join(' ')) }));
  });
  return found.map((f) => `${f.id}: ${f.help} (${f.nodes.join(', ')})`).join('\n');
}

const quickButton = (page: Page) => page.locator(`[data-testid="quick-${GAME}"] button`).first();

describe('rated play in the browser', () => {
  it('two players press Quick match, play Ticket to Ride to the end, and see their new ratings on the leaderboard and their profiles', async () => {
    const suffix = String(process.pid % 10000);
    const names = [`Ann_${suffix}`, `Ben_${suffix}`];
    const pages = [await signedIn(names[0]), await signedIn(names[1])];
    for (const p of pages) await quickButton(p).click();
    await pages[0]
      .getByRole('status')
      .filter({ hasText: 'Looking for opponents' })
      .or(pages[0].locator('.play'))
      .first()
      .waitFor({ timeout: 10_000 });
    for (const p of pages) await p.waitForURL(new RegExp(`#/play/${GAME}/`), { timeout: 20_000 });
    const matchIDs = pages.map((p) => p.url().split('/').pop()!);
    expect(matchIDs[0]).toBe(matchIDs[1]);
    const matchID = matchIDs[0];
    // a rated table: the mark, and each name with its rating
    for (const p of pages) {
      await p.waitForSelector('[data-testid="table-rated"]', { timeout: 20_000 });
      await expect
        .poll(() => p.locator('[data-seat] [data-testid="seat-rating"]').allTextContents())
        .toEqual(['Rating 1000? ', 'Rating 1000? ']); // provisional: new players
    }
    await pages[0].screenshot({ path: `${SHOTS}/rated-table.png` });

    // play to the end: each seat plays random legal moves through the page's automation handle
    const started = Date.now();
    let moves = 0;
    const over = async () => (await srv.store.fetch(matchID, { metadata: true })).metadata.gameover !== undefined;
    while (!(await over())) {
      let moved = false;
      for (const p of pages) {
        const before = await p.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
        if (await playRandomMove(p)) {
          moved = true;
          moves++;
          await p
            .waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, { timeout: 10_000 })
            .catch(() => undefined);
        }
      }
      if (!moved) await pages[0].waitForTimeout(50);
      expect(Date.now() - started, 'the match took too long').toBeLessThan(150_000);
    }
    console.log(`rated e2e: ${moves} moves through the pages in ${Math.round((Date.now() - started) / 1000)} s`);
    await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 10_000, 'the match to be rated');
    const { metadata } = await srv.store.fetch(matchID, { metadata: true });
    const gameover = metadata.gameover as { winner?: string };
    // the table shows the new ratings once they are in
    const board = (await (await fetch(`${srv.url}/api/leaderboard/${GAME}`)).json()) as {
      name: string;
      rating: number;
      games: number;
    }[];
    expect(board.map((r) => r.games)).toEqual([1, 1]);
    if (gameover.winner !== undefined) {
      expect(board[0].name).toBe(metadata.players[Number(gameover.winner)].name);
      expect(board[0].rating).toBeGreaterThan(board[1].rating);
    }
    const winnerSeat = Object.values(metadata.players).find((pl) => pl.name === board[0].name)!.id;
    await expect
      .poll(() => pages[0].locator(`[data-seat="${winnerSeat}"] [data-testid="seat-rating"]`).textContent(), {
        timeout: 10_000,
      })
      .toBe(`Rating ${board[0].rating}? `); // provisional after one match
    await pages[0].screenshot({ path: `${SHOTS}/rated-end.png` });

    // the leaderboard page: both players, in rating order, with their new ratings
    await pages[0].goto(`${srv.url}/#/leaderboard/${GAME}`);
    await pages[0].waitForSelector('[data-testid="leaderboard"] tbody tr');
    const rows = await pages[0]
      .locator('[data-testid="leaderboard"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    expect(rows).toEqual(
      board.map((r, i) => [
        String(i + 1),
        r.name,
        `${r.rating}?`,
        '1',
        String(gameover.winner !== undefined && i === 0 ? 1 : 0),
      ]),
    );
    expect(await serious(pages[0])).toBe('');
    await pages[0].screenshot({ path: `${SHOTS}/rated-leaderboard.png`, fullPage: true });

    // each profile: the rating, the chart and the match with its replay link (reached from the leaderboard)
    for (const [i, p] of pages.entries()) {
      if (i === 0) await p.getByRole('link', { name: names[0], exact: true }).click();
      else await p.goto(`${srv.url}/#/player/${encodeURIComponent(names[1])}`);
      await p.waitForSelector('[data-testid="profile-ratings"]');
      const mine = board.find((r) => r.name === names[i])!;
      await expect
        .poll(() => p.locator(`[data-testid="profile-ratings"] tr[data-game="${GAME}"] td`).nth(1).textContent())
        .toBe(`${mine.rating}?`);
      await p.waitForSelector('[data-testid="rating-chart"] polyline');
      const row = p.locator(`[data-testid="profile-matches"] tr[data-match="${matchID}"]`);
      await expect.poll(() => row.textContent()).toContain(`1000 → ${mine.rating}`);
      expect(await row.locator('a[href*="#/replay/server/"]').getAttribute('href')).toBe(
        `#/replay/server/${GAME}/${matchID}`,
      );
      expect(await serious(p)).toBe('');
      await p.screenshot({ path: `${SHOTS}/rated-profile-${i}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 240_000);

  it('a guest pressing Quick match is asked to sign in, with a link to the sign-in page', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(srv.url);
    await page.waitForSelector('.game-grid');
    await quickButton(page).click();
    const alert = page.locator(`[data-testid="quick-${GAME}"] [role="alert"]`);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Sign in to play a quick match.');
    expect(await alert.locator('a').getAttribute('href')).toBe('#/signin');
    await ctx.close();
  });

  it('Quick match with the keyboard alone: waiting shown, Cancel with Enter leaves the queue; axe-clean in English and Japanese', async () => {
    for (const locale of ['en-US', 'ja-JP']) {
      const page = await signedIn(`Kei_${locale.slice(0, 2)}_${process.pid % 10000}`, locale);
      await quickButton(page).focus();
      await page.keyboard.press('Enter');
      const status = page.locator(`[data-testid="quick-${GAME}"] [role="status"]`);
      await status.waitFor();
      expect(await status.textContent()).toMatch(
        locale === 'en-US' ? /Looking for opponents/ : /対戦相手を探しています/,
      );
      expect((await page.evaluate(() => fetch('/api/quickmatch').then((r) => r.json()))).status).toBe('waiting');
      expect(await serious(page)).toBe('');
      await page.screenshot({ path: `${SHOTS}/rated-waiting-${locale}.png` });
      // focus is on Cancel
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        locale === 'en-US' ? 'Cancel' : 'キャンセル',
      );
      await page.keyboard.press('Enter');
      await status.waitFor({ state: 'detached' });
      expect((await page.evaluate(() => fetch('/api/quickmatch').then((r) => r.json()))).status).toBe('idle');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        locale === 'en-US' ? 'Quick match' : 'クイック対戦',
      );
      // the leaderboard page in this language, with nobody on it yet for another game
      await page.goto(`${srv.url}/#/leaderboard/nippon`);
      await page.waitForSelector('h1');
      await page.waitForFunction(
        () => !document.body.textContent?.includes('Loading') && !document.body.textContent?.includes('読み込み中'),
      );
      expect(await serious(page)).toBe('');
      await page.context().close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
