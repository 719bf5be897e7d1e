// Accounts in Chromium, on the built app: sign up in one browser, take a seat at a new
// online table, sign in on a second browser (a fresh context) and play the same match there;
// signing out there leaves the first signed in. A guest's seat comes along at sign-up. Passkeys with Chromium's virtual authenticator
// (the DevTools protocol's WebAuthn domain): add one on the account page, sign out, sign in with
// it and no name; the same passkey on another device; an account made with a passkey and no
// password. The pages in Japanese, by keyboard, and axe-clean. Screenshots in
// test-output/screenshots/accounts-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { signUpByForm, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const GAME = GAMES.find((g) => g.id === 'ticket-to-ride-card-game') ?? GAMES[0];
const PASSWORD = 'correct horse battery';

let srv: RoundhouseServer;
let browser: Browser;
/** localhost, not 127.0.0.1: a WebAuthn relying party must be a domain name. */
let base: string;
const errors: string[] = [];

beforeAll(async () => {
  srv = await startApp('rh-e2e-accounts-', { botWorkers: 0, botMinThinkMs: 0 });
  base = `http://localhost:${srv.port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function newContext(locale = 'en-US'): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale });
  await ctx.addInitScript(
    (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
    GAMES.map((g) => g.id),
  );
  return ctx;
}

async function open(ctx: BrowserContext, route: string): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/#/${route}`);
  return page;
}

/** A virtual platform authenticator (user verification on) for this page's browser context. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function serious(page: Page): Promise<string> {
  // through the DevTools protocol: the page's CSP (script-src 'self') stays on and would refuse an inline script
  await page.evaluate(AXE);
  const found: string[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`);
  });
  return found.join('\n');
}

const signUp = (page: Page, name: string) => signUpByForm(page, name, PASSWORD);

async function signIn(page: Page, name: string) {
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="password"]', PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForSelector('[data-testid="nav-account"]');
}

const stateID = (page: Page) => page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);

describe('accounts in Chromium', () => {
  it('sign up, take a seat at a new online table, sign in on a second browser and play the same match there; sign out there only', async () => {
    const name = `Rail Fan ${Date.now() % 100000}`;
    const first = await newContext();
    const a = await open(first, 'signup');
    await a.waitForSelector('input[name="name"]');
    expect(await serious(a)).toBe('');
    await a.fill('input[name="name"]', name);
    await a.fill('input[name="password"]', PASSWORD);
    await a.screenshot({ path: join(SHOTS, 'accounts-signup.png') });
    await a.getByRole('button', { name: 'Create account', exact: true }).click();
    await a.waitForSelector('[data-testid="nav-account"]');
    await a.waitForSelector('[data-testid="account-name"]');
    expect(await a.textContent('[data-testid="account-name"]')).toContain(name);
    expect(await serious(a)).toBe('');
    await a.screenshot({ path: join(SHOTS, 'accounts-account-page.png'), fullPage: true });

    // New table, online, against a server bot: the name is the account's
    await a.goto(`${base}/#/new/${GAME.id}`);
    await a.waitForSelector('input[name="name"]');
    await a.waitForFunction(
      (n) => (document.querySelector('input[name="name"]') as HTMLInputElement)?.value === n,
      name,
    );
    await a.check('input[name="mode"][value="online"]');
    await a.selectOption('select[name="players"]', '2');
    await a.locator('[data-seat="1"] select').first().selectOption('bot');
    await a.click('button[type="submit"]');
    await a.waitForFunction(() => (window as any).roundhouse?.playerID === '0', undefined, { timeout: 30_000 });
    const matchID = a.url().split('/').pop()!;

    // a second browser: signed in, My matches lists the seat, and it plays from there
    const second = await newContext();
    const b = await open(second, 'signin');
    await b.waitForSelector('input[name="name"]');
    expect(await serious(b)).toBe('');
    await b.screenshot({ path: join(SHOTS, 'accounts-signin.png') });
    await signIn(b, name);
    const link = b.locator(`a[href="#/play/${GAME.id}/${matchID}"]`);
    await link.waitFor({ timeout: 10_000 });
    await b.waitForSelector('[data-testid="matches-account"]');
    expect(await serious(b)).toBe('');
    await b.screenshot({ path: join(SHOTS, 'accounts-my-matches-second-browser.png'), fullPage: true });
    await link.click();
    await b.waitForFunction(() => (window as any).roundhouse?.playerID === '0', undefined, { timeout: 30_000 });
    // play from the second browser whenever the seat may act, until two of its moves are in
    let played = 0;
    for (let k = 0; k < 200 && played < 2; k++) {
      const before = await stateID(b);
      const moved = await b.evaluate(() => {
        const rh = (window as any).roundhouse;
        const legal = rh?.legalMoves() ?? [];
        if (!legal.length) return false;
        rh.play(legal[0].move, legal[0].args[0]);
        return true;
      });
      if (moved) {
        await b.waitForFunction((s) => ((window as any).roundhouse?.stateID() ?? -1) > s, before, { timeout: 20_000 });
        played++;
      } else await b.waitForTimeout(200);
    }
    expect(played).toBe(2);
    // the first browser sees the same match move on
    const seen = await stateID(b);
    await a.waitForFunction((s) => ((window as any).roundhouse?.stateID() ?? -1) >= s, seen, { timeout: 20_000 });
    const { state } = await srv.store.fetch(matchID, { state: true });
    expect(state._stateID).toBeGreaterThanOrEqual(seen);
    await b.screenshot({ path: join(SHOTS, 'accounts-play-second-browser.png') });

    // sign out on the second browser: its account seats go from it; the first stays signed in
    await b.goto(`${base}/#/account`);
    await b.getByRole('button', { name: 'Sign out', exact: true }).click();
    await b.waitForSelector('[data-testid="nav-signin"]');
    expect(await b.evaluate(() => JSON.parse(localStorage.getItem('rh_seats') ?? '[]').length)).toBe(0);
    await a.goto(`${base}/#/matches`);
    await a.waitForSelector('[data-testid="nav-account"]');
    await a.locator(`a[href="#/play/${GAME.id}/${matchID}"]`).waitFor();
    expect(errors).toEqual([]);
    await first.close();
    await second.close();
  }, 180_000);

  it('signing in or out in one tab: the other tabs of the browser follow without a reload', async () => {
    const name = `Tabs${Date.now().toString(36).slice(-6)}`;
    const ctx = await newContext();
    const a = await open(ctx, 'signup');
    const b = await open(ctx, '');
    await b.waitForSelector('[data-testid="nav-signin"]');
    await signUp(a, name);
    await b.waitForSelector('[data-testid="nav-account"]', { timeout: 10_000 });
    expect(await b.textContent('[data-testid="nav-account"]')).toBe(name);
    await a.goto(`${base}/#/account`);
    await a.getByRole('button', { name: 'Sign out', exact: true }).click();
    await a.waitForSelector('[data-testid="nav-signin"]');
    await b.waitForSelector('[data-testid="nav-signin"]', { timeout: 10_000 });
    await ctx.close();
  });

  it('signing up from a guest browser brings its seats along', async () => {
    const ctx = await newContext();
    const page = await open(ctx, `new/${GAME.id}`);
    await page.waitForSelector('input[name="name"]');
    await page.fill('input[name="name"]', 'Guest Gina');
    await page.check('input[name="mode"][value="online"]');
    await page.selectOption('select[name="players"]', '2');
    await page.locator('[data-seat="1"] select').first().selectOption('bot');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => (window as any).roundhouse?.playerID === '0', undefined, { timeout: 30_000 });
    const matchID = page.url().split('/').pop()!;
    await page.click('[data-testid="nav-signup"]');
    await page.waitForSelector('input[name="password"]');
    await signUp(page, `Gina ${Date.now() % 100000}`);
    await page.waitForSelector('[role="status"]:has-text("1 seat from this browser is now kept with your account.")');
    const mine = await page.evaluate(() => fetch('/api/me/matches').then((r) => r.json()));
    expect(mine.map((m: { matchID: string }) => m.matchID)).toEqual([matchID]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rh_seats') ?? '[]')[0]?.account)).toBeTruthy();
    expect(errors).toEqual([]);
    await ctx.close();
  }, 90_000);

  it('passkeys: add one on the account page, sign out, sign in with it (no name); the same passkey on another device; remove it', async () => {
    const name = `Key Holder ${Date.now() % 100000}`;
    const ctx = await newContext();
    const page = await open(ctx, 'signup');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await page.waitForSelector('input[name="name"]');
    await signUp(page, name);
    await page.waitForSelector('[data-testid="add-passkey"]');
    await page.click('[data-testid="add-passkey"]');
    await page.waitForSelector('[data-testid="passkey"]');
    expect(await page.locator('[data-testid="passkey"]').count()).toBe(1);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    expect(await serious(page)).toBe('');
    await page.screenshot({ path: join(SHOTS, 'accounts-passkey-added.png'), fullPage: true });

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForSelector('[data-testid="nav-signin"]');
    await page.waitForFunction(() => !location.hash.includes('account'));
    await page.goto(`${base}/#/signin`);
    await page.click('[data-testid="signin-passkey"]');
    await page.waitForSelector('[data-testid="nav-account"]');
    expect(await page.textContent('[data-testid="nav-account"]')).toBe(name);

    // another device holding the same passkey (as a synced passkey would be), with its signature
    // counter as it is now (a copy with an older counter is refused as a clone)
    const now = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0];
    expect(now.signCount).toBeGreaterThan(credentials[0].signCount);
    const other = await newContext();
    const p2 = await open(other, 'signin');
    const second = await virtualAuthenticator(p2);
    await second.cdp.send('WebAuthn.addCredential', { authenticatorId: second.authenticatorId, credential: now });
    await p2.click('[data-testid="signin-passkey"]');
    await p2.waitForSelector('[data-testid="nav-account"]');
    expect(await p2.textContent('[data-testid="nav-account"]')).toBe(name);

    // the account page lists it as used; removing it leaves the password
    await p2.goto(`${base}/#/account`);
    await p2.waitForSelector('[data-testid="passkey"]');
    expect(await p2.textContent('[data-testid="passkey"]')).toMatch(/last used/);
    await p2.getByRole('button', { name: /Remove the passkey/ }).click();
    await p2.waitForSelector('text=Passkey removed.');
    expect(await p2.locator('[data-testid="passkey"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
    await other.close();
  }, 120_000);

  it('an account made with a passkey and no password; its only passkey cannot be removed', async () => {
    const name = `No Password ${Date.now() % 100000}`;
    const ctx = await newContext();
    const page = await open(ctx, 'signup');
    await virtualAuthenticator(page);
    await page.fill('input[name="name"]', name);
    await page.click('[data-testid="signup-passkey"]');
    await page.waitForSelector('[data-testid="nav-account"]');
    await page.waitForSelector('[data-testid="passkey"]');
    await page.waitForSelector('text=This account has no password');
    await page.getByRole('button', { name: /Remove the passkey/ }).click();
    await page.waitForSelector('text=This is your only way to sign in');
    expect(await page.locator('[data-testid="passkey"]').count()).toBe(1);
    expect(await serious(page)).toBe('');
    expect(errors).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('by keyboard alone, in Japanese: sign up and reach the account page', async () => {
    const ctx = await newContext('ja-JP');
    const page = await open(ctx, 'signup');
    await page.waitForSelector('h1:has-text("アカウントを作成")');
    // the name field has the focus; Tab to the password, Enter submits
    await page.keyboard.type(`駅長 ${Date.now() % 100000}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="nav-account"]');
    await page.waitForSelector('h1:has-text("アカウント")');
    expect(await serious(page)).toBe('');
    await page.screenshot({ path: join(SHOTS, 'accounts-account-page-ja.png'), fullPage: true });
    // a wrong password, in Japanese
    await page.getByRole('button', { name: 'ログアウト', exact: true }).click();
    await page.waitForSelector('[data-testid="nav-signin"]');
    await page.waitForFunction(() => !location.hash.includes('account'));
    await page.goto(`${base}/#/signin`);
    await page.fill('input[name="name"]', 'nobody at all');
    await page.fill('input[name="password"]', 'not the password');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="alert"]:has-text("名前またはパスワードが違います")');
    expect(errors).toEqual([]);
    await ctx.close();
  }, 60_000);
});
