// Rated play from the app, in Chromium: Ann (signed in) makes a rated Ticket to Ride table on New
// table (no bot seats, no hints there), the table waits for players (no "Your turn", no move, no
// rating beside the empty seat), a guest opening the invite is offered "Sign in to take a seat"
// instead of a name field, signs in as Ben and comes back to the invite, takes the seat, and both
// play. My matches marks the rated match. Quick match waits for one game at a time and says what
// it is before anyone is seated; offline it and the leaderboards need the network. The first-game
// tour does not open by itself at a table with a running clock. Screenshots at 390×844 and desktop.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { startApp, signUpFromPage } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'ticket-to-ride-card-game';
const TTR = GAMES.find((g) => g.id === GAME)!;
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-rated-table-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function context(viewport = DESKTOP, locale = 'en-US', tourSeen = true): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport,
    locale,
    hasTouch: viewport === PHONE,
    isMobile: viewport === PHONE,
  });
  if (tourSeen) await ctx.addInitScript((g) => localStorage.setItem(`rh_tour_seen_${g}`, '1'), GAME);
  return ctx;
}

async function open(ctx: BrowserContext, route = ''): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/#/${route}`);
  return page;
}

/** An account made through the API from `page` (and so signed in there). */
async function signUp(page: Page, name: string): Promise<void> {
  await page.waitForSelector('.topbar');
  const status = await signUpFromPage(page, name, PASSWORD);
  expect(status).toBe(201);
  // the app asks who is signed in at start when this browser was signed in before (client/account/session.ts)
  await page.evaluate(() => localStorage.setItem('rh_account', '1'));
  await page.reload();
  await page.waitForSelector('[data-testid="nav-account"]', { state: 'attached' });
}

/** Sizes under 44 CSS px of the enabled buttons, links styled as buttons, inputs and selects in `scope`. */
async function smallControls(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        'button, a.button, select, input[type="checkbox"], input[type="radio"], input:not([type])',
      ),
    ]
      .filter((el) => el.getClientRects().length && !(el as HTMLButtonElement).disabled)
      .map((el) => {
        // a check box or radio counts with its label (the label takes the tap)
        const box = (el.closest('label') ?? el).getBoundingClientRect();
        return {
          what: `${el.tagName} ${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 30)}`,
          w: box.width,
          h: box.height,
        };
      })
      .filter((c) => c.h < 44 || c.w < 44)
      .map((c) => `${c.what}: ${Math.round(c.w)}×${Math.round(c.h)}`),
  );
}

const turnLine = (page: Page) => page.locator('.turn-line').textContent();
const legal = (page: Page) => page.evaluate(() => ((window as any).roundhouse?.legalMoves() ?? []).length as number);

describe('a rated table made on New table', () => {
  it('Ann makes it, it waits for players, a guest is sent to sign in and back to the invite, takes the seat as Ben, and both play', async () => {
    const suffix = String(process.pid % 10000);
    const [ann, ben] = [`Ann_${suffix}`, `Ben_${suffix}`];
    // Ben's account exists; his browser below is a guest until he signs in
    const setup = await context();
    await signUp(await open(setup), ben);
    await setup.close();

    const annCtx = await context(PHONE);
    const a = await open(annCtx);
    await signUp(a, ann);
    await a.goto(`${srv.url}/#/new/${GAME}`);
    await a.check('input[name="mode"][value="online"]');
    await a.selectOption('select[name="players"]', '2');
    await a.check('input[name="rated"]');
    // rated: the account's name, no bot seats, no hints
    expect(await a.textContent('[data-testid="rated-as"]')).toContain(ann);
    expect(await a.locator('[data-seat="1"] select').count()).toBe(0);
    expect(await a.locator('input[name="hints"]').count()).toBe(0);
    expect(await smallControls(a, 'form.new-table')).toEqual([]);
    await a.screenshot({ path: `${SHOTS}/rated-new-table-390.png`, fullPage: true });
    await a.click('button[type="submit"]');
    await a.waitForURL(new RegExp(`#/play/${GAME}/`), { timeout: 20_000 });
    const matchID = a.url().split('/').pop()!;
    await a.waitForSelector('[data-testid="table-rated"]');
    // waiting for players: not Ann's turn, no move offered, a move tried is refused with the reason,
    // and no rating beside the empty seat
    await expect.poll(() => turnLine(a)).toBe('Waiting for players: 1 of 2 seats taken');
    expect(await legal(a)).toBe(0);
    const st = (await srv.store.fetch(matchID, { state: true })).state;
    const [m] = TTR.legalMoves(st.G, st.ctx, st.ctx.currentPlayer);
    await a.evaluate(([move, arg]) => (window as any).roundhouse.play(move, arg), [m.move, m.args[0]] as const);
    expect(await a.getByRole('alert').filter({ hasText: 'Not allowed' }).textContent()).toBe(
      'Not allowed: the game starts when every seat is taken',
    );
    await expect.poll(() => a.locator('[data-testid="seat-rating"]').count()).toBe(1);
    expect(((await srv.store.fetch(matchID, { metadata: true })).metadata as { rated?: boolean }).rated).toBe(true);
    await a.screenshot({ path: `${SHOTS}/rated-waiting-for-players-390.png`, fullPage: true });
    const invite = await a.locator('.invite input').inputValue();
    expect(invite).toContain(`#/join/${GAME}/${matchID}`);

    // a guest opens the invite: "Sign in to take a seat", no name field
    const benCtx = await context();
    const b = await open(benCtx);
    await b.goto(invite);
    const signIn = b.getByRole('link', { name: 'Sign in to take a seat' });
    await signIn.waitFor();
    expect(await b.locator('input[name="name"]').count()).toBe(0);
    expect(await b.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `#/signup?next=${encodeURIComponent(`join/${GAME}/${matchID}`)}`,
    );
    await b.screenshot({ path: `${SHOTS}/rated-invite-guest.png`, fullPage: true });
    await signIn.click();
    await b.waitForURL(/#\/signin\?next=/);
    // the sign-in page's link to sign up keeps the way back
    expect(await b.getByRole('link', { name: 'Create one' }).getAttribute('href')).toContain('?next=join%2F');
    await b.fill('input[name="name"]', ben);
    await b.fill('input[name="password"]', PASSWORD);
    await b.getByRole('button', { name: 'Sign in', exact: true }).click();
    // back at the invite, signed in: sits as Ben
    await b.waitForURL(new RegExp(`#/join/${GAME}/${matchID}$`));
    await b.waitForSelector('[data-testid="rated-as"]');
    expect(await b.textContent('[data-testid="rated-as"]')).toContain(ben);
    await b.screenshot({ path: `${SHOTS}/rated-invite-signed-in.png`, fullPage: true });
    await b.getByRole('button', { name: 'Join', exact: true }).click();
    await b.waitForURL(new RegExp(`#/play/${GAME}/${matchID}$`));
    await b.waitForSelector('[data-testid="table-rated"]');

    // the table is full: the waiting line is gone on both pages, both ratings show, and they play
    for (const p of [a, b]) {
      await expect.poll(() => turnLine(p), { timeout: 10_000 }).not.toMatch(/Waiting for players/);
      await expect.poll(() => p.locator('[data-testid="seat-rating"]').count()).toBe(2);
    }
    const names = Object.values((await srv.store.fetch(matchID, { metadata: true })).metadata.players).map(
      (p: any) => p.name,
    );
    expect(names).toEqual([ann, ben]);
    // each name links to the player's profile; new players' ratings are provisional ("?")
    for (const p of [a, b]) {
      await expect
        .poll(() =>
          p.locator('[data-seat] .pname a').evaluateAll((as) => as.map((x) => [x.textContent, x.getAttribute('href')])),
        )
        .toEqual([
          [ann, `#/player/${ann}`],
          [ben, `#/player/${ben}`],
        ]);
      expect(await p.locator('[data-seat] [data-testid="seat-rating"]').allTextContents()).toEqual([
        'Rating 1000? ',
        'Rating 1000? ',
      ]);
    }
    let moves = 0;
    for (let k = 0; k < 100 && moves < 4; k++) {
      for (const p of [a, b]) {
        const before = await p.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
        const played = await p.evaluate(() => {
          const rh = (window as any).roundhouse;
          const l = rh?.legalMoves() ?? [];
          if (!l.length) return false;
          rh.play(l[0].move, l[0].args[0]);
          return true;
        });
        if (played) {
          await p.waitForFunction((s) => ((window as any).roundhouse?.stateID() ?? -1) > s, before, {
            timeout: 10_000,
          });
          moves++;
        }
      }
      if (!moves) await a.waitForTimeout(100);
    }
    expect(moves).toBeGreaterThanOrEqual(4);
    await a.screenshot({ path: `${SHOTS}/rated-table-full-390.png`, fullPage: true });
    await b.screenshot({ path: `${SHOTS}/rated-table-full-desktop.png` });

    // My matches marks the rated match, on each side
    for (const p of [a, b]) {
      await p.goto(`${srv.url}/#/matches`);
      const row = p.locator('li').filter({ has: p.locator(`a[href="#/play/${GAME}/${matchID}"]`) });
      await row.waitFor();
      expect(await row.locator('.rated-mark').textContent()).toContain('rated');
    }
    expect(errors).toEqual([]);
    await annCtx.close();
    await benCtx.close();
  }, 180_000);

  it("in Japanese: the Rated option and the guest's way to sign in", async () => {
    const ctx = await context(PHONE, 'ja-JP');
    const p = await open(ctx);
    await signUp(p, `Kaz_${process.pid % 10000}`);
    await p.goto(`${srv.url}/#/new/${GAME}`);
    await p.check('input[name="mode"][value="online"]');
    await p.check('input[name="rated"]');
    expect(await p.locator('.table-rated').textContent()).toContain('レート戦の卓にする');
    expect(await smallControls(p, 'form.new-table')).toEqual([]);
    await p.screenshot({ path: `${SHOTS}/rated-new-table-ja-390.png`, fullPage: true });
    await p.click('button[type="submit"]');
    await p.waitForURL(new RegExp(`#/play/${GAME}/`), { timeout: 20_000 });
    await expect.poll(() => turnLine(p)).toBe('プレイヤーを待っています（3席中1席が着席済み）');
    const invite = await p.locator('.invite input').inputValue();
    const guest = await open(await context(PHONE, 'ja-JP'));
    await guest.goto(invite);
    await guest.getByRole('link', { name: 'ログインして着席する' }).waitFor();
    expect(await smallControls(guest, 'form.join')).toEqual([]);
    await guest.screenshot({ path: `${SHOTS}/rated-invite-guest-ja-390.png`, fullPage: true });
    await guest.context().close();
    await ctx.close();
  }, 60_000);

  it('a guest on New table is offered sign-in for a rated table, not the option', async () => {
    const ctx = await context();
    const p = await open(ctx, `new/${GAME}`);
    await p.check('input[name="mode"][value="online"]');
    expect(await p.locator('input[name="rated"]').count()).toBe(0);
    expect(await p.getByRole('link', { name: 'Sign in to create a rated table' }).getAttribute('href')).toBe(
      `#/signin?next=${encodeURIComponent(`new/${GAME}`)}`,
    );
    await ctx.close();
  });
});

describe('quick match on the home page', () => {
  it('one game at a time: the other cards wait, every card says it is rated at 90 s a turn; Cancel frees them', async () => {
    const ctx = await context(PHONE);
    const p = await open(ctx);
    await signUp(p, `Quin_${process.pid % 10000}`);
    const card = (g: string) => p.locator(`[data-testid="quick-${g}"]`);
    await card(GAME).locator('button').waitFor();
    expect(await card(GAME).locator('[data-testid="quick-note"]').textContent()).toBe(
      'A rated game at 90 s a turn (plus a 5-minute time bank).',
    );
    await card(GAME).getByRole('button', { name: 'Quick match' }).click();
    await card(GAME).getByRole('status').filter({ hasText: 'Looking for opponents' }).waitFor();
    expect(await card(GAME).locator('[data-testid="quick-note"]').textContent()).toContain('90 s a turn');
    // every other card: the button is off and says which game is waited for
    const others = ['nippon', 'steam-rollers', 'russian-railroads', 'railways-of-the-world'];
    for (const g of others) {
      expect(await card(g).getByRole('button', { name: 'Quick match' }).isDisabled()).toBe(true);
      expect(await card(g).locator('[data-testid="quick-note"]').textContent()).toBe(
        'You are waiting for a quick match of Ticket to Ride: The Card Game: one game at a time.',
      );
    }
    expect(await p.locator('.quick-waiting').count()).toBe(1);
    const server = await p.evaluate(() => fetch('/api/quickmatch').then((r) => r.json()));
    expect(server).toMatchObject({ status: 'waiting', gameId: GAME });
    expect(await smallControls(p, `[data-game="${GAME}"]`)).toEqual([]);
    await card(GAME).scrollIntoViewIfNeeded();
    await p.screenshot({ path: `${SHOTS}/quick-one-at-a-time-390.png` });
    await card(GAME).getByRole('button', { name: 'Cancel' }).click();
    await card(GAME).getByRole('button', { name: 'Quick match' }).waitFor();
    for (const g of others) expect(await card(g).getByRole('button', { name: 'Quick match' }).isDisabled()).toBe(false);
    expect((await p.evaluate(() => fetch('/api/quickmatch').then((r) => r.json()))).status).toBe('idle');
    await ctx.close();
  }, 60_000);

  it('offline: Quick match and the leaderboards need the network, with the line the other pages show', async () => {
    const ctx = await context();
    const p = await open(ctx);
    await p.locator(`[data-testid="quick-${GAME}"] button`).waitFor();
    await ctx.setOffline(true);
    const card = p.locator(`[data-game="${GAME}"]`);
    await expect.poll(() => card.getByRole('button', { name: 'Quick match' }).isDisabled()).toBe(true);
    expect(await card.locator('[data-testid="quick-note"]').textContent()).toBe(
      'Quick match, Leaderboard — needs the network',
    );
    expect(await card.getByRole('button', { name: 'Leaderboard' }).isDisabled()).toBe(true);
    await p.screenshot({ path: `${SHOTS}/quick-offline.png` });
    await p.evaluate((g) => (location.hash = `#/leaderboard/${g}`), GAME);
    await p.getByRole('heading', { name: 'This page needs the network' }).waitFor();
    await ctx.setOffline(false);
    await ctx.close();
  }, 60_000);
});

describe('the first-game tour', () => {
  it('does not open by itself at a table with a running clock', async () => {
    const ctx = await context(DESKTOP, 'en-US', false);
    const p = await open(ctx, `new/${GAME}`);
    await p.fill('input[name="name"]', 'Clocky');
    await p.check('input[name="mode"][value="online"]');
    await p.selectOption('select[name="players"]', '2');
    await p.locator('[data-seat="1"] select').first().selectOption('bot');
    await p.check('input[name="pace"] >> nth=0');
    await p.click('button[type="submit"]');
    await p.waitForSelector('.play .board-area', { timeout: 20_000 });
    await p.waitForSelector('.seat-clock, [data-testid="seat-clock"]', { timeout: 10_000 }).catch(() => undefined);
    await p.waitForTimeout(4000);
    expect(await p.locator('.rh-tour-card').count()).toBe(0);
    // the Tour button still opens it
    await p.locator('.rh-tour-open').click();
    await p.locator('.rh-tour-card').waitFor();
    await ctx.close();
  }, 60_000);
});
