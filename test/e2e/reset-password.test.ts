// The password reset page (#/reset/<token>) in Chromium on the built app, at phone width: a link
// made by the admin command line sets a new password and the account signs in with it; a used
// link says so; in Japanese too; axe-clean. Screenshots in test-output/screenshots/reset-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { nameKey } from '../../server/accounts/names';
import { makePasswordReset } from '../../server/accounts/password-reset';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

let srv: RoundhouseServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  srv = await startApp('rh-e2e-reset-', { bots: false });
  base = `http://localhost:${srv.port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function serious(page: Page): Promise<string> {
  await page.evaluate(AXE);
  const found: string[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.help}`);
  });
  return found.join('\n');
}

async function resetPage(locale: string, token: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 760 }, locale });
  const page = await ctx.newPage();
  await page.goto(`${base}/#/reset/${token}`);
  await page.waitForSelector('input[name="password"]');
  return page;
}

describe('password reset page', () => {
  it('sets the new password from the link; a used link is refused with a reason; English and Japanese', async () => {
    const signUp = await fetch(`${base}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'ResetMe', password: 'the old password' }),
    });
    expect(signUp.status).toBe(201);
    const account = await srv.repos.accounts.accountByNameKey(nameKey('ResetMe'));
    const token = await makePasswordReset(srv.repos.accounts, account!.id, Date.now());

    const page = await resetPage('en-US', token);
    expect(await serious(page)).toBe('');
    await page.fill('input[name="password"]', 'short');
    await page.click('button[type="submit"]');
    await expect.poll(() => page.textContent('main')).toContain('10 to 256 characters');
    await page.fill('input[name="password"]', 'the new password');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="status"]');
    expect(await page.textContent('[role="status"]')).toContain('The password of ResetMe is set');
    await page.screenshot({ path: `${SHOTS}/reset-en.png`, fullPage: true });
    const signIn = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'ResetMe', password: 'the new password' }),
    });
    expect(signIn.status).toBe(200);

    const ja = await resetPage('ja-JP', token);
    expect(await ja.textContent('h1')).toBe('新しいパスワードを設定');
    await ja.fill('input[name="password"]', 'another new password');
    await ja.click('button[type="submit"]');
    await expect.poll(() => ja.textContent('main')).toContain('このリンクはもう使えません');
    expect(await serious(ja)).toBe('');
    await ja.screenshot({ path: `${SHOTS}/reset-ja.png`, fullPage: true });
    // nothing wider than the phone
    expect(await ja.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
