// One result everywhere, Resign and Undo in Chromium:
// - two signed-in players are seated by Quick match at a rated Ticket to Ride table; the second
//   leaves for good (the choice says, before it is pressed, that it counts as a loss at a rated
//   table): both end screens, the replay, the finished list and the leaderboard put the first
//   player first and the leaver last;
// - at a local Russian Railroads table against a bot, Undo takes back the player's move and the
//   bot's reply (the page is at the position before the move again, the player to act); at a local
//   Ticket to Ride table Undo is refused with its reason (the moves drew cards); Resign ends a
//   2-player local game and the bot wins;
// - the Resign and Undo buttons are at least 44 px high on a 390 px phone.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { until } from '../server/harness';
import { openLocalTable, playRandomMove, playRandomMoveWhenShown, startApp, signUpFromPage } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const TTR = 'ticket-to-ride-card-game';
const PASSWORD = 'correct horse battery';

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-results-', { bots: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const ctx: BrowserContext = await browser.newContext({ viewport, locale: 'en-US', hasTouch: viewport.width < 500 });
  await ctx.addInitScript(() => {
    for (const g of ['ticket-to-ride-card-game', 'russian-railroads']) localStorage.setItem(`rh_tour_seen_${g}`, '1');
  });
  const page = await ctx.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

async function signedIn(name: string): Promise<Page> {
  const page = await newPage();
  await page.goto(srv.url);
  await page.waitForSelector('.game-grid');
  const status = await signUpFromPage(page, name, PASSWORD);
  expect(status).toBe(201);
  return page;
}

const stateID = (p: Page) => p.evaluate(() => ((window as any).roundhouse?.stateID() ?? -1) as number);
const myMoves = (p: Page) => p.evaluate(() => ((window as any).roundhouse?.legalMoves() ?? []).length as number);

describe('one result everywhere', () => {
  it('after a leave for good at a rated table the end screens, the replay, the finished list and the leaderboard all put the leaver last', async () => {
    const suffix = String(process.pid % 10000);
    const names = [`Alice_${suffix}`, `Bruno_${suffix}`];
    const pages = [await signedIn(names[0]), await signedIn(names[1])];
    for (const p of pages) await p.locator(`[data-testid="quick-${TTR}"] button`).first().click();
    for (const p of pages) await p.waitForURL(new RegExp(`#/play/${TTR}/`), { timeout: 20_000 });
    const matchID = pages[0].url().split('/').pop()!;
    const { metadata } = await srv.store.fetch(matchID, { metadata: true });
    const seatOf = (name: string) => String(Object.values(metadata.players).find((p) => p.name === name)!.id);
    const [aliceSeat, brunoSeat] = [seatOf(names[0]), seatOf(names[1])];
    for (const p of pages) await p.waitForSelector('[data-testid="table-rated"]', { timeout: 20_000 });
    // a few moves first
    for (let i = 0; i < 6; i++) {
      for (const p of pages) {
        const before = await stateID(p);
        if (await playRandomMove(p))
          await p
            .waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, { timeout: 10_000 })
            .catch(() => undefined);
      }
    }
    // Bruno leaves for good: the choice says it counts as a loss here
    const bruno = pages[1];
    await bruno.click('.seat-controls button >> text=Leave the table');
    const forGood = bruno.locator('.leave-confirm label.check');
    expect(await forGood.textContent()).toContain('counts as a loss at this rated table');
    await forGood.locator('input').check();
    await bruno.click('.leave-confirm button >> text=Leave');
    // both end screens: Alice wins, Bruno last
    for (const p of pages) {
      await p.waitForSelector('[data-testid="end-result"]', { timeout: 15_000 });
      expect(await p.locator('[data-testid="end-result"]').textContent()).toBe(`${names[0]} wins!`);
      expect(await p.locator(`[data-testid="place-${aliceSeat}"]`).textContent()).toBe('#1');
      expect(await p.locator(`[data-testid="place-${brunoSeat}"]`).textContent()).toBe('#2 (left the table)');
      // the board's own final scoring names the same winner
      expect(await p.locator('section[aria-label="Final scoring"] p').first().textContent()).toBe(
        `Winner: ${names[0]}`,
      );
    }
    await pages[0].screenshot({ path: `${SHOTS}/results-left-for-good.png`, fullPage: true });
    // the ratings
    await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 10_000, 'rated');
    const board = (await (await fetch(`${srv.url}/api/leaderboard/${TTR}`)).json()) as { name: string }[];
    expect(board.map((r) => r.name)).toEqual(names);
    // the replay, at its end
    const alice = pages[0];
    await alice.goto(`${srv.url}/#/replay/server/${TTR}/${matchID}`);
    await alice.locator('.rh-controls').waitFor({ timeout: 15_000 });
    await alice.locator('.rh-controls button').nth(4).click();
    await alice.waitForSelector('[data-testid="result-line"]', { timeout: 10_000 });
    expect(await alice.locator('[data-testid="result-line"]').textContent()).toBe(`${names[0]} wins!`);
    expect(await alice.locator(`[data-testid="place-${brunoSeat}"]`).textContent()).toBe('#2 (left the table)');
    // the finished list: the trophy is Alice's
    await alice.goto(`${srv.url}/#/finished`);
    const row = alice.locator('.rh-finished-table tbody tr').filter({ has: alice.locator(`a[href*="${matchID}"]`) });
    await row.first().waitFor({ timeout: 10_000 });
    expect(await row.first().locator('.rh-winner').textContent()).toContain(names[0]);
    expect(errors).toEqual([]);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 180_000);
});

describe('local Resign and Undo', () => {
  it("Undo takes back the move and the bot's reply (Russian Railroads); the buttons are finger-sized on a phone", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await openLocalTable(page, srv.url, getGame('russian-railroads')!);
    await until(async () => (await myMoves(page)) > 0, 30_000, 'the player to act').catch(async (e) => {
      await page.screenshot({ path: `${SHOTS}/results-local-undo-failed.png`, fullPage: true });
      throw e;
    });
    const undo = page.locator('[data-testid="local-controls"] button', { hasText: 'Undo my last move' });
    const resign = page.locator('[data-testid="local-controls"] button', { hasText: 'Resign' });
    for (const b of [undo, resign])
      expect((await b.boundingBox({ timeout: 10_000 }))!.height).toBeGreaterThanOrEqual(44);
    // the player plays (its first legal move, the same each run) until the bot has replied
    let before = -1;
    let botMoved = false;
    for (let i = 0; i < 10 && !botMoved; i++) {
      await until(async () => (await myMoves(page)) > 0, 60_000, 'the player to act');
      before = await stateID(page);
      await page.evaluate(() => {
        const rh = (window as any).roundhouse;
        const m = rh.legalMoves()[0];
        rh.play(m.move, m.args[0]);
      });
      await until(
        async () => (await stateID(page)) > before && ((await myMoves(page)) > 0 || (await stateID(page)) > before + 1),
        60_000,
        'the move',
      );
      await until(async () => (await myMoves(page)) > 0, 60_000, 'the player to act again');
      botMoved = (await stateID(page)) > before + 1;
    }
    expect(botMoved, 'the bot never replied').toBe(true);
    await undo.click({ timeout: 10_000 });
    await until(async () => (await stateID(page)) === before, 10_000, 'the position before the move');
    await until(async () => (await myMoves(page)) > 0, 10_000, 'the player to act again');
    expect(await page.locator('[data-testid="undo-note"]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/results-local-undo-phone.png`, fullPage: true });
    await page.context().close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('Undo is refused with its reason over drawn cards (Ticket to Ride); Resign ends a 2-player game and the bot wins', async () => {
    const page = await newPage();
    await openLocalTable(page, srv.url, getGame(TTR)!);
    const before = await playRandomMoveWhenShown(page);
    await until(async () => (await stateID(page)) > before, 30_000, 'the move');
    const at = await stateID(page);
    await page.click('[data-testid="local-controls"] button >> text=Undo my last move');
    await page.waitForSelector('[data-testid="undo-note"]');
    expect(await page.locator('[data-testid="undo-note"]').textContent()).toMatch(/^Cannot take back/);
    expect(await stateID(page)).toBeGreaterThanOrEqual(at);
    await page.click('[data-testid="local-controls"] button >> text=Resign');
    expect(await page.locator('.resign-confirm p').textContent()).toMatch(/The game ends and .+ wins\./);
    await page.click('.resign-confirm button >> text=Resign');
    await page.waitForSelector('[data-testid="end-result"]', { timeout: 10_000 });
    const line = await page.locator('[data-testid="end-result"]').textContent();
    expect(line).toMatch(/ wins!$/);
    expect(line).not.toContain('Alice');
    expect(await page.locator('[data-testid="place-0"]').textContent()).toBe('#2 (resigned)');
    await page.screenshot({ path: `${SHOTS}/results-local-resign.png`, fullPage: true });
    // the finished game's replay agrees
    const replay = await page.locator('a[href*="#/replay/local/"]').first().getAttribute('href');
    await page.goto(`${srv.url}/${replay}`);
    await page.locator('.rh-controls button').nth(4).click();
    await page.waitForSelector('[data-testid="result-line"]', { timeout: 10_000 });
    expect(await page.locator('[data-testid="place-0"]').textContent()).toBe('#2 (resigned)');
    await page.context().close();
    expect(errors).toEqual([]);
  }, 120_000);
});
