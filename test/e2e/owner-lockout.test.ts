// The owner is not locked out by strangers' guesses, in Chromium with the default limits
// (server/accounts/devices.ts): after ten wrong passwords for the name from ten addresses, a new
// device's right password waits (429, said on the page), yet the same new device signs in with
// the account's passkey (a passkey sign-in never looks at password failures), and the device the
// owner signed up on signs in with the password (its device token).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { DEFAULT_LIMITS } from '../../server/http/rate-limits';
import { fromAddress, loopback } from '../server/security/from-address';
import { startApp } from './app-helpers';
import { launch } from './browser';

const PASSWORD = 'correct horse battery';
let srv: RoundhouseServer;
let browser: Browser;
/** localhost, not 127.0.0.1: a WebAuthn relying party must be a domain name. */
let base: string;
const errors: string[] = [];

beforeAll(async () => {
  srv = await startApp('rh-e2e-lockout-', { rateLimits: DEFAULT_LIMITS, bots: false });
  base = `http://localhost:${srv.port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function open(ctx: BrowserContext, route: string): Promise<Page> {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/#/${route}`);
  return page;
}

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

async function passwordSignIn(page: Page, name: string) {
  await page.goto(`${base}/#/signin`);
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="password"]', PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('the owner after ten wrong guesses', () => {
  it("a new device: the password waits, the passkey signs in; the owner's own device: the password signs in", async () => {
    const name = `Owner ${Date.now() % 100000}`;
    const ownerCtx = await browser.newContext({ locale: 'en-US' });
    const owner = await open(ownerCtx, 'signup');
    const { cdp, authenticatorId } = await virtualAuthenticator(owner);
    await owner.fill('input[name="name"]', name);
    await owner.fill('input[name="password"]', PASSWORD);
    await owner.getByRole('button', { name: 'Create account', exact: true }).click();
    await owner.waitForSelector('[data-testid="add-passkey"]');
    await owner.click('[data-testid="add-passkey"]');
    await owner.waitForSelector('[data-testid="passkey"]');
    await owner.getByRole('button', { name: 'Sign out', exact: true }).click();
    await owner.waitForSelector('[data-testid="nav-signin"]');

    for (let i = 0; i < DEFAULT_LIMITS.account.points; i++) {
      expect(
        (await fromAddress(loopback(i), srv.url, 'POST', '/api/session', { name, password: `wrong guess ${i}` }))
          .status,
      ).toBe(401);
    }

    // a new device (the passkey synced to it): the right password waits, the passkey signs in
    const otherCtx = await browser.newContext({ locale: 'en-US' });
    const other = await open(otherCtx, 'signin');
    const second = await virtualAuthenticator(other);
    await second.cdp.send('WebAuthn.addCredential', {
      authenticatorId: second.authenticatorId,
      credential: (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0],
    });
    await passwordSignIn(other, name);
    await other
      .getByRole('alert')
      .filter({ hasText: /Too many/ })
      .waitFor({ timeout: 15_000 });
    await other.click('[data-testid="signin-passkey"]');
    await other.waitForSelector('[data-testid="nav-account"]');
    expect(await other.textContent('[data-testid="nav-account"]')).toBe(name);

    // the device the owner signed up on: the password signs in
    await passwordSignIn(owner, name);
    await owner.waitForSelector('[data-testid="nav-account"]');
    expect(await owner.textContent('[data-testid="nav-account"]')).toBe(name);
    expect(errors).toEqual([]);
    await ownerCtx.close();
    await otherCtx.close();
  }, 120_000);
});
