// Quick match at two paces and My matches, in Chromium:
// - a game's card offers Live (90 s a turn, the default) and Turn-based (a day a turn), each
//   saying what it means; a turn-based wait says the page may be closed, shows on My matches
//   (where the player can leave the queue), and two players' turn-based requests seat them at
//   one turn-based table that the player who closed the page finds in My matches; at 390 px every
//   control takes a finger; the labels in Japanese;
// - My matches lists the matches waiting for you first, then by the least time left, each with
//   its time left; the tab title counts the matches waiting for you ("(2) Roundhouse") and so
//   does the app icon's badge (navigator.setAppBadge).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { startApp, signUpFromPage } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'ticket-to-ride-card-game';
/** A game whose first turn is one seat's (Ticket to Ride's first choice is everyone's at once). */
const SEQUENTIAL = 'nippon';
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-quick-pace-', { bots: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function context(viewport = DESKTOP, locale = 'en-US'): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport,
    locale,
    hasTouch: viewport === PHONE,
    isMobile: viewport === PHONE,
  });
  await ctx.addInitScript((g) => localStorage.setItem(`rh_tour_seen_${g}`, '1'), GAME);
  // the app icon's badge, as the page sets it
  await ctx.addInitScript(() => {
    (navigator as any).setAppBadge = (n?: number) => {
      (window as any).__badge = n ?? 0;
      return Promise.resolve();
    };
    (navigator as any).clearAppBadge = () => {
      (window as any).__badge = 0;
      return Promise.resolve();
    };
  });
  return ctx;
}

async function open(ctx: BrowserContext, route = ''): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/#/${route}`);
  return page;
}

let n = 0;
/** An account made through the API from `page` (and so signed in there). */
async function signUp(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid % 10000}_${++n}`;
  await page.waitForSelector('.topbar');
  const status = await signUpFromPage(page, name, PASSWORD);
  expect(status).toBe(201);
  await page.evaluate(() => localStorage.setItem('rh_account', '1'));
  await page.reload();
  await page.waitForSelector('[data-testid="nav-account"]', { state: 'attached' });
  return name;
}

const quickState = (p: Page) => p.evaluate(() => fetch('/api/quickmatch').then((r) => r.json()));

/** Enabled controls in `scope` under 44 CSS px (a radio counts with its label). */
function smallControls(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, select, input[type="radio"]')]
      .filter((el) => el.getClientRects().length && !(el as HTMLButtonElement).disabled)
      .map((el) => {
        const box = (el.closest('label') ?? el).getBoundingClientRect();
        return { what: `${el.tagName} ${(el.textContent || el.getAttribute('value') || '').trim()}`, box };
      })
      .filter((c) => c.box.height < 44 || c.box.width < 44)
      .map((c) => `${c.what}: ${Math.round(c.box.width)}×${Math.round(c.box.height)}`),
  );
}

describe('quick match on a game card: live or turn-based', () => {
  it('offers both, live by default; a turn-based wait says the page may be closed, shows on My matches and can be left there', async () => {
    const ctx = await context(PHONE);
    const p = await open(ctx);
    await signUp(p, 'Tbq');
    const card = p.locator(`[data-testid="quick-${GAME}"]`);
    const live = card.getByRole('radio', { name: 'Live — 90 s a turn' });
    const turnBased = card.getByRole('radio', { name: 'Turn-based — a day a turn' });
    await live.waitFor();
    expect(await live.isChecked()).toBe(true);
    expect(await turnBased.isChecked()).toBe(false);
    expect(await card.getByRole('group', { name: 'How fast?' }).count()).toBe(1);
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toBe(
      'A rated game at 90 s a turn (plus a 5-minute time bank).',
    );
    await turnBased.check();
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toContain('one move a day');
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toContain('close the page');
    expect(await smallControls(p, `[data-testid="quick-${GAME}"]`)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${SHOTS}/quick-pace-choice-390.png` });
    await card.getByRole('button', { name: 'Quick match' }).click();
    await card.getByRole('status').filter({ hasText: 'turn-based game' }).waitFor();
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toMatch(/You can close this page/);
    expect(await quickState(p)).toMatchObject({ status: 'waiting', gameId: GAME, pace: 'turnBased' });
    expect(await smallControls(p, `[data-testid="quick-${GAME}"]`)).toEqual([]);
    await p.screenshot({ path: `${SHOTS}/quick-turn-based-waiting-390.png` });

    // the page closed and opened again: the wait is still shown on the card and on My matches
    await p.close();
    const q = await open(ctx);
    await q
      .locator(`[data-testid="quick-${GAME}"]`)
      .getByRole('status')
      .filter({ hasText: 'turn-based game' })
      .waitFor();
    await q.goto(`${srv.url}/#/matches`);
    const queue = q.locator('[data-testid="quick-queue"]');
    await queue.waitFor();
    expect(await queue.textContent()).toContain('Turn-based quick match of Ticket to Ride: The Card Game, 2 players');
    expect(await smallControls(q, '[data-testid="quick-queue"]')).toEqual([]);
    await q.screenshot({ path: `${SHOTS}/matches-quick-queue-390.png` });
    await queue.getByRole('button', { name: 'Leave the queue' }).click();
    await queue.waitFor({ state: 'detached' });
    expect(await quickState(q)).toEqual({ status: 'idle' });
    await ctx.close();
  }, 90_000);

  it('two turn-based requests are seated together; the one who closed the page finds the table in My matches', async () => {
    const ctxA = await context(DESKTOP);
    const a = await open(ctxA);
    await signUp(a, 'TbA');
    const card = a.locator(`[data-testid="quick-${GAME}"]`);
    await card.getByRole('radio', { name: 'Turn-based — a day a turn' }).check();
    await card.getByRole('button', { name: 'Quick match' }).click();
    await card.getByRole('status').waitFor();
    await a.close(); // gone for the day
    const ctxB = await context(DESKTOP);
    const b = await open(ctxB);
    await signUp(b, 'TbB');
    await b.locator(`[data-testid="quick-${GAME}"]`).getByRole('radio', { name: 'Turn-based — a day a turn' }).check();
    await b.locator(`[data-testid="quick-${GAME}"]`).getByRole('button', { name: 'Quick match' }).click();
    // B waited with the page open: it goes to the table
    await b.waitForURL(/#\/play\//, { timeout: 20_000 }).catch(async (e) => {
      await b.screenshot({ path: `${SHOTS}/debug-b.png` });
      console.log(b.url(), await quickState(b));
      throw e;
    });
    const matchID = /#\/play\/[\w-]+\/([\w-]+)/.exec(b.url())![1];
    const clock = await b.evaluate((id) => fetch(`/api/matches/${id}/clock`).then((r) => r.json()), matchID);
    expect(clock.pace).toEqual({ mode: 'turnBased', hours: 24 });
    // A comes back: the table is in My matches, with its time left
    const a2 = await open(ctxA, 'matches');
    const row = a2.locator(`[data-testid="my-match"][data-match="${matchID}"]`);
    await row.waitFor();
    await row.locator('[data-testid="time-left"]').waitFor();
    expect(await row.locator('[data-testid="time-left"]').textContent()).toMatch(/(23:\d\d:\d\d|1 d 0 h) left/);
    await ctxA.close();
    await ctxB.close();
  }, 90_000);

  it('seated while My matches is open: the wait gives way to the new table there', async () => {
    const ctxA = await context(DESKTOP);
    const a = await open(ctxA);
    await signUp(a, 'TbW');
    const join = (p: Page) =>
      p.evaluate(
        (g) =>
          fetch('/api/quickmatch', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ gameId: g, numPlayers: 3, pace: 'turnBased' }),
          }).then((r) => r.status),
        GAME,
      );
    expect(await join(a)).toBe(202);
    await a.goto(`${srv.url}/#/matches`);
    await a.locator('[data-testid="quick-queue"]').waitFor();
    expect(await a.locator('[data-testid="my-match"]').count()).toBe(0);
    const others = await Promise.all([context(DESKTOP), context(DESKTOP)]);
    for (const ctx of others) {
      const p = await open(ctx);
      await signUp(p, 'TbW');
      expect(await join(p)).toBe(202);
    }
    // the page asks every 30 s
    await a.locator('[data-testid="my-match"]').waitFor({ timeout: 45_000 });
    expect(await a.locator('[data-testid="quick-queue"]').count()).toBe(0);
    for (const ctx of [ctxA, ...others]) await ctx.close();
  }, 90_000);

  it('the choices in Japanese', async () => {
    const ctx = await context(PHONE, 'ja-JP');
    const p = await open(ctx);
    const card = p.locator(`[data-testid="quick-${GAME}"]`);
    await card.getByRole('radio', { name: 'リアルタイム（1手 90 秒）' }).waitFor();
    await card.getByRole('radio', { name: 'ターン制（1手 1 日）' }).check();
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toContain('ページを閉じても');
    await card.scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${SHOTS}/quick-pace-choice-390-ja.png` });
    await ctx.close();
  }, 60_000);
});

describe('My matches: whose turn, time left, the count in the title and badge', () => {
  it('yours first, then by the least time left; each with its time left; "(2) Roundhouse" and a badge of 2', async () => {
    const ctx = await context(PHONE);
    const p = await open(ctx);
    await signUp(p, 'Mym');
    /** A table at `pace` where this account takes the seat to act (mine) or another one. */
    const table = async (pace: unknown, mine: boolean) =>
      p.evaluate(
        async ([game, pc, me]) => {
          const post = async (url: string, body: unknown, cookies = true) =>
            (
              await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
                credentials: cookies ? 'same-origin' : 'omit',
              })
            ).json();
          const { matchID } = await post('/api/tables', { gameId: game, numPlayers: 2, seats: [], pace: pc });
          const turns = await (await fetch(`/api/turns?matches=${matchID}`)).json();
          const first: string = turns[matchID].toAct[0];
          const mySeat = me ? first : first === '0' ? '1' : '0';
          const other = mySeat === '0' ? '1' : '0';
          await post(`/games/${game}/${matchID}/join`, { playerName: 'Me', playerID: mySeat });
          await post(`/games/${game}/${matchID}/join`, { playerName: 'Them', playerID: other }, false);
          return matchID as string;
        },
        [SEQUENTIAL, pace, mine] as const,
      );
    const ids = {
      mineDay: await table({ mode: 'turnBased', hours: 24 }, true),
      theirsHalfDay: await table({ mode: 'turnBased', hours: 12 }, false),
      mineHour: await table({ mode: 'live', turnSeconds: 3600, bankSeconds: 0 }, true),
      untimed: await table(undefined, false),
      theirsThreeDays: await table({ mode: 'turnBased', hours: 72 }, false),
    };
    // the clocks start once both seats are taken
    await expect
      .poll(
        async () => {
          const t = await p.evaluate(
            (all) => fetch(`/api/turns?matches=${all.join(',')}`).then((r) => r.json()),
            Object.values(ids),
          );
          return Object.values(t).filter((x: any) => Object.keys(x.leftMs).length).length;
        },
        { timeout: 10_000 },
      )
      .toBe(4);
    await p.reload(); // the account's seats come into this browser at start
    await p.goto(`${srv.url}/#/matches`);
    const rows = p.locator('[data-testid="my-match"]');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);
    await p.locator('[data-testid="time-left"]').nth(3).waitFor();
    const order = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-match')));
    expect(order).toEqual([ids.mineHour, ids.mineDay, ids.theirsHalfDay, ids.theirsThreeDays, ids.untimed]);
    const left = await rows.evaluateAll((els) =>
      els.map((e) => e.querySelector('[data-testid="time-left"]')?.textContent?.trim() ?? null),
    );
    expect(left[0]).toMatch(/^· (59:\d\d|1:00:00) left$/);
    expect(left[1]).toMatch(/^· (23:\d\d:\d\d|1 d 0 h) left$/);
    expect(left[2]).toMatch(/^· (11:\d\d:\d\d|12:00:00) left$/);
    expect(left[3]).toMatch(/^· (2 d 23 h|3 d 0 h) left$/);
    expect(left[4]).toBeNull();
    // the first two are yours
    expect(await rows.nth(0).locator('.your-turn').count()).toBe(1);
    expect(await rows.nth(1).locator('.your-turn').count()).toBe(1);
    expect(await rows.nth(2).locator('.your-turn').count()).toBe(0);
    // the count of matches waiting for you: in the title and on the app icon
    await expect.poll(() => p.title()).toBe('(2) Roundhouse');
    await expect.poll(() => p.evaluate(() => (window as any).__badge)).toBe(2);
    // the time left counts down between the server's answers
    const before = left[0];
    await expect.poll(async () => rows.nth(0).locator('[data-testid="time-left"]').textContent()).not.toBe(before);
    expect(await smallControls(p, '.matches ul >> nth=0')).toEqual([]);
    await p.screenshot({ path: `${SHOTS}/my-matches-time-left-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 90_000);
});
