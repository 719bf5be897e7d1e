// Clocks, presence, stand-ins and "your turn" notices in Chromium, on the built app: Alice creates
// a live-paced online table through the New table page, Bob joins through the invite link; the
// clock is shown and counts down, Bob's page closing shows him away, a hidden page of Alice's gets
// a notification when her turn comes, and the count of her matches waiting for her shows in the
// navigation bar, in My matches and in the tab title. Screenshots in test-output/screenshots.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { until } from '../server/harness';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'steam-rollers';

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-clock-', { botWorkers: 0, botMinThinkMs: 0 });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A browser context whose page can pretend to be hidden (window.__hidden) and records the
 *  notifications it shows (window.__notices); notifications are granted. */
async function context(grant: boolean): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
  if (grant) await ctx.grantPermissions(['notifications'], { origin: srv.url });
  await ctx.addInitScript(() => {
    const w = window as any;
    w.__hidden = false;
    w.__notices = [];
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => (w.__hidden ? 'hidden' : 'visible'),
      configurable: true,
    });
    const Real = w.Notification;
    class Recording extends Real {
      constructor(title: string, opts?: NotificationOptions) {
        w.__notices.push({ title, body: opts?.body });
        super(title, opts);
      }
    }
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    (Recording as any).requestPermission = () => Real.requestPermission();
    w.Notification = Recording;
  });
  return ctx;
}

async function page(ctx: BrowserContext): Promise<Page> {
  const p = await ctx.newPage();
  p.on('pageerror', (e) => errors.push(e.message));
  return p;
}

const active = (p: Page) => p.evaluate(() => (window as any).roundhouse?.legalMoves().length > 0);
const playOne = (p: Page) =>
  p.evaluate(() => {
    const rh = (window as any).roundhouse;
    const m = rh.legalMoves()[0];
    if (m) rh.play(m.move, m.args[0]);
  });

it('a live-paced online table: clocks count, presence follows a closed page, a hidden page is notified of its turn, My matches counts it', async () => {
  // Alice creates the table: 2 players, live pace 60 s + 30 s bank.
  const actx = await context(true);
  const alice = await page(actx);
  await alice.goto(`${srv.url}/#/new/${GAME}`);
  await alice.fill('input[name="name"]', 'Alice');
  await alice.check('input[name="mode"][value="online"]');
  await alice.selectOption('select[name="players"]', '2');
  await alice.locator('[data-seat="1"] select').first().selectOption('human');
  await alice.check('input[name="pace"] >> nth=0');
  await alice.fill('input[name="turnSeconds"]', '60');
  await alice.fill('input[name="bankSeconds"]', '30');
  await alice.screenshot({ path: join(SHOTS, 'clock-new-table.png'), fullPage: true });
  await alice.click('button[type="submit"]');
  await alice.waitForSelector('.invite input', { timeout: 20_000 });
  const invite = await alice.inputValue('.invite input');
  const matchID = invite.split('/').pop()!;
  expect((await (await fetch(`${srv.url}/api/matches/${matchID}/clock`)).json()).pace).toEqual({
    mode: 'live',
    turnSeconds: 60,
    bankSeconds: 30,
  });

  // Alice's browser already allows notifications: nothing to ask.
  await alice.waitForSelector('.seat-controls');
  expect(await alice.locator('.notify-prompt').count()).toBe(0);

  // Bob joins through the invite link; the clock starts once the table is full.
  const bctx = await context(false);
  const bob = await page(bctx);
  await bob.goto(invite);
  await bob.fill('input[name="name"]', 'Bob');
  await bob.click('button[type="submit"]');
  await bob.waitForSelector('.play .board-area', { timeout: 20_000 });
  // Bob's browser has not decided: the offer is explained once; he declines and is never asked again.
  await bob.waitForSelector('.notify-prompt');
  expect(await bob.locator('.notify-prompt').innerText()).toMatch(/background/);
  await bob.screenshot({ path: join(SHOTS, 'clock-notify-offer.png'), fullPage: true });
  await bob.click('.notify-prompt >> text=No thanks');
  await bob.reload();
  await bob.waitForSelector('.play .board-area', { timeout: 20_000 });
  await bob.waitForSelector('.seat-controls');
  expect(await bob.locator('.notify-prompt').count()).toBe(0);

  // The clock of the seat to act is shown and counts down.
  await alice.waitForSelector('.seat-clock', { timeout: 10_000 });
  const read = async () => alice.locator('.seat-clock').first().innerText();
  const first = await read();
  expect(first).toMatch(/\d:\d\d left/);
  await alice.waitForTimeout(2200);
  const second = await read();
  const secs = (s: string) =>
    s
      .match(/(\d+):(\d\d) left/)!
      .slice(1)
      .map(Number)
      .reduce((m, x) => m * 60 + x);
  expect(secs(second)).toBeLessThan(secs(first));
  await alice.screenshot({ path: join(SHOTS, 'clock-live-table.png'), fullPage: true });

  // Bob's page closes: Alice sees him away, with a time.
  const bobSeat = await bob.evaluate(() => (window as any).roundhouse.playerID as string);
  const aliceSeat = bobSeat === '0' ? '1' : '0';
  // Whoever acts first: get to a state where it is Bob's turn and Alice's page is hidden.
  // Alice plays while it is her turn, until it is Bob's; then her page is hidden.
  for (let k = 0; k < 40 && !(await active(bob)); k++) {
    if (await active(alice)) await playOne(alice);
    await alice.waitForTimeout(300);
  }
  expect(await active(bob)).toBe(true);
  await alice.evaluate(() => ((window as any).__hidden = true));
  // Bob plays his moves until it is Alice's turn: her hidden page gets one notification.
  for (let k = 0; k < 40 && !(await active(alice)); k++) {
    if (await active(bob)) await playOne(bob);
    await alice.waitForTimeout(300);
  }
  expect(await active(alice)).toBe(true);
  await until(() => alice.evaluate(() => (window as any).__notices.length > 0), 5000, 'a notification');
  const notices = await alice.evaluate(() => (window as any).__notices);
  expect(notices[0].title).toMatch(/Your turn: Steam Rollers/);
  // The tab title counts the match waiting for her (and shows her time).
  // (The count and the clock come from two requests, in either order.)
  await until(
    async () => /^\d+:\d\d · \(1\) Roundhouse$/.test(await alice.title()),
    10_000,
    'the time and the count in the tab title',
  );
  expect(await alice.title()).toMatch(/^\d+:\d\d · \(1\) Roundhouse$/);
  await alice.evaluate(() => ((window as any).__hidden = false));

  await bctx.close();
  await until(
    async () => (await alice.locator(`[data-seat-status="${bobSeat}"] .seat-away`).count()) > 0,
    10_000,
    'Bob shown away',
  );
  expect(await alice.locator(`[data-seat-status="${bobSeat}"] .seat-away`).innerText()).toMatch(/away for \d+:\d\d/);
  expect(await alice.locator(`[data-seat-status="${aliceSeat}"] .seat-away`).count()).toBe(0);
  await alice.screenshot({ path: join(SHOTS, 'clock-away.png'), fullPage: true });

  // My matches: the match where it is her turn first, with the count in the navigation bar.
  await alice.goto(`${srv.url}/#/matches`);
  await alice.waitForSelector('.your-turn', { timeout: 10_000 });
  expect(await alice.locator('.topbar .links .badge').innerText()).toBe('1');
  expect(await alice.locator('.matches li').first().innerText()).toMatch(/Your turn/);
  await alice.screenshot({ path: join(SHOTS, 'clock-my-matches.png'), fullPage: true });
  // on a phone the links fold under the Menu button, which carries the count
  const desk = alice.viewportSize()!;
  await alice.setViewportSize({ width: 390, height: 844 });
  expect(await alice.locator('.topbar .links').isVisible()).toBe(false);
  expect(await alice.locator('.menu-toggle .badge').innerText()).toBe('1');
  await alice.click('.menu-toggle');
  expect(await alice.locator('.topbar .links .badge').isVisible()).toBe(true);
  await alice.setViewportSize(desk);

  // Leave the table: a stand-in plays her seat; she takes it back.
  await alice.goto(`${srv.url}/#/play/${GAME}/${matchID}`);
  await alice.click('.seat-controls button');
  await alice.click('.leave-confirm button >> text=Leave');
  await alice.waitForSelector('.seat-controls >> text=Take my seat back', { timeout: 10_000 });
  await until(async () => (await alice.locator('.stand-in-mark').count()) > 0, 15_000, 'a stand-in move in the log');
  await alice.screenshot({ path: join(SHOTS, 'clock-stand-in.png'), fullPage: true });
  await alice.click('.seat-controls >> text=Take my seat back');
  await alice.waitForSelector('.seat-controls >> text=Leave the table', { timeout: 10_000 });
  expect(errors).toEqual([]);
}, 150_000);
