// Invitations and the inbox in Chromium on a 390 px phone, on the built app: A follows B, ticks
// B on New table and creates the table; B's navigation bar counts one invitation, B's inbox lists
// it and B takes the seat held for them by keyboard (Accept), landing at the table; in the waiting
// room A invites a third player by name, and follows them from their profile. The inbox, New
// table, the waiting room and the profile are axe-clean, in English and Japanese. Screenshots in test-output/screenshots/social-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const GAME = GAMES.find((g) => g.id === 'ticket-to-ride-card-game') ?? GAMES[0];
const PASSWORD = 'correct horse battery';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let srv: RoundhouseServer;
let browser: Browser;
let base: string;
const errors: string[] = [];

beforeAll(async () => {
  srv = await startApp('rh-e2e-social-', { bots: false });
  base = `http://localhost:${srv.port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A phone browser signed in as a new account `name` (made over the API in this context). */
async function phone(name: string, lang: 'en' | 'ja' = 'en'): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...PHONE, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
  await ctx.addInitScript(
    ({ ids, lang }: { ids: string[]; lang: string }) => {
      for (const id of ids) localStorage.setItem(`rh_tour_seen_${id}`, '1');
      localStorage.setItem('rh_account', '1'); // signed in before: the app asks who
      localStorage.setItem('rh_lang', lang);
    },
    { ids: GAMES.map((g) => g.id), lang },
  );
  const r = await ctx.request.post(`${base}/api/accounts`, {
    data: { name, password: PASSWORD },
    headers: { origin: base },
  });
  expect(r.status()).toBe(201);
  return ctx;
}

async function open(ctx: BrowserContext, route: string): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/#/${route}`);
  return page;
}

async function serious(page: Page): Promise<string> {
  await page.evaluate(AXE);
  const found: string[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`);
  });
  return found.join('\n');
}

/** Nothing wider than the phone (no sideways scroll). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('invitations and the inbox on a phone', () => {
  it('A invites B from New table; B accepts from the inbox by keyboard and sits; A invites C from the waiting room, and later withdraws an invitation there', async () => {
    const stamp = Date.now() % 100000;
    const [aName, bName, cName] = [`Ann ${stamp}`, `Ben ${stamp}`, `Cid ${stamp}`];
    const actx = await phone(aName);
    const bctx = await phone(bName);
    const cctx = await phone(cName, 'ja');
    expect(
      (
        await actx.request.post(`${base}/api/me/follows/${encodeURIComponent(bName)}`, { headers: { origin: base } })
      ).status(),
    ).toBe(204);

    // New table, online, three people: B ticked among the followed players
    const a = await open(actx, `new/${GAME.id}`);
    await a.waitForSelector('[data-testid="nav-inbox"]', { state: 'attached' });
    await a.check('input[name="mode"][value="online"]');
    await a.selectOption('select[name="players"]', '3');
    for (const seat of ['1', '2']) await a.locator(`[data-seat="${seat}"] select`).first().selectOption('human');
    await a.waitForSelector('[data-testid="invite-picker"]');
    await a.getByRole('checkbox', { name: new RegExp(bName) }).check();
    expect(await sideways(a)).toBe(false);
    expect(await serious(a)).toBe('');
    await a.locator('[data-testid="invite-picker"]').screenshot({ path: join(SHOTS, 'social-new-table-invite.png') });
    await a.getByRole('button', { name: 'Create table' }).click();
    await a.waitForURL(/#\/play\//);
    const matchID = a.url().split('/').pop()!;

    // B: one invitation counted in the bar; the inbox lists it
    const b = await open(bctx, '');
    await b.waitForSelector('[data-testid="inbox-count"]', { state: 'attached' });
    expect(await b.locator('[data-testid="inbox-count"]').textContent()).toBe('1');
    // on the phone the links fold under Menu, which carries the count too
    await b.locator('.menu-toggle .badge').waitFor();
    expect(await b.locator('.menu-toggle .badge').innerText()).toBe('1');
    await b.goto(`${base}/#/inbox`);
    await b.waitForSelector('[data-testid="invitation"]');
    expect(await b.locator('[data-testid="invitation"]').innerText()).toContain(aName);
    expect(await sideways(b)).toBe(false);
    expect(await serious(b)).toBe('');
    await b.screenshot({ path: join(SHOTS, 'social-inbox-phone.png'), fullPage: true });
    // by keyboard: Tab to Accept, Enter
    await b.locator('h1').click();
    let focused = '';
    for (let i = 0; i < 40 && !focused.startsWith('Accept'); i++) {
      await b.keyboard.press('Tab');
      focused = await b.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toMatch(/^Accept the invitation from/);
    await b.keyboard.press('Enter');
    await b.waitForURL(new RegExp(`#/play/${GAME.id}/${matchID}`));
    const md = (await srv.store.fetch(matchID, { metadata: true })).metadata!;
    expect(md.players[1].name).toBe(bName);

    // A, in the waiting room: invite C by name
    await a.waitForSelector('[data-testid="invite-control"]');
    await a.fill('#invite-now-name', cName);
    await a.locator('[data-testid="invite-control"] button[type="submit"]').click();
    await a.getByText(`Invitation sent to ${cName}.`).waitFor();
    expect(await sideways(a)).toBe(false);
    expect(await serious(a)).toBe('');
    await a
      .locator('[data-testid="invite-control"]')
      .screenshot({ path: join(SHOTS, 'social-waiting-room-invite.png') });

    // a profile: Follow, then Unfollow
    await a.goto(`${base}/#/player/${encodeURIComponent(cName)}`);
    await a.locator('[data-testid="player-actions"]').getByRole('button', { name: 'Follow', exact: true }).click();
    await a.locator('[data-testid="player-actions"]').getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    expect(await serious(a)).toBe('');

    // C, in Japanese: the inbox in Japanese, with the invitation
    const c = await open(cctx, 'inbox');
    await c.getByRole('heading', { name: '受信箱', level: 1 }).waitFor();
    await c.waitForSelector('[data-testid="invitation"]');
    expect(await c.getByRole('button', { name: '受ける', exact: false }).count()).toBeGreaterThan(0);
    expect(await serious(c)).toBe('');
    expect(await sideways(c)).toBe(false);
    await c.screenshot({ path: join(SHOTS, 'social-inbox-phone-ja.png'), fullPage: true });
    // declined: gone, and the count with it
    await c.getByRole('button', { name: /招待を断る/ }).click();
    await c.getByText('招待はありません。').waitFor();

    // A invites C again from the waiting room, sees it listed with the day it lapses, withdraws it
    await a.goto(`${base}/#/play/${GAME.id}/${matchID}`);
    await a.waitForSelector('[data-testid="invite-control"]');
    await a.fill('#invite-now-name', cName);
    await a.locator('[data-testid="invite-control"] button[type="submit"]').click();
    const openList = a.locator('[data-testid="invites-open"]');
    await openList.getByText(`${cName} · until`).waitFor();
    const withdraw = openList.getByRole('button', { name: `Withdraw the invitation to ${cName}` });
    expect((await withdraw.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await sideways(a)).toBe(false);
    expect(await serious(a)).toBe('');
    await a
      .locator('[data-testid="invite-control"]')
      .screenshot({ path: join(SHOTS, 'social-waiting-room-withdraw.png') });
    await withdraw.click();
    await a.getByText(`Invitation to ${cName} withdrawn: the seat is free again.`).waitFor();
    expect(await openList.count()).toBe(0);
    await c.reload();
    await c.getByText('招待はありません。').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
