// Web Push in Chromium, on the built app: the service worker (client/public/push-sw.js, imported by
// the Workbox worker) gets a push through the DevTools protocol's ServiceWorker.deliverPushMessage
// (the payload a push service would hand over once decrypted: server/notify/notifier.ts) and shows
// it as a notification with the payload's title and body (in the account's language), one per
// match; its click handler brings an open window of the site to the match
// (#/play/<game>/<match>). The account page's notification section: a signed-in device can ask to
// be notified; the browser's push service is out of reach in this sandbox, so the subscription
// either succeeds (then the device is listed with its kinds) or the page says why it failed.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { startServer } from '../../server/app';
import { tempDir } from '../server/harness';
import { launch } from './browser';
import { signUpByForm } from './app-helpers';

let srv: RoundhouseServer;
let base = '';
let browser: Browser;
let smtp: SMTPServer;
const mailedTo: string[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        mailedTo.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  srv = await startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir: tempDir('rh-e2e-push-'),
      clientDir: resolve('dist/client'),
      origins: [],
      bots: false,
      notify: {
        vapidSubject: 'mailto:ops@example.org',
        pushEndpointOrigins: [],
        smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      },
    },
    () => {},
  );
  base = `http://localhost:${srv.port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
  await new Promise<void>((r) => smtp?.close(() => r()));
});

async function activePage(ctx: BrowserContext, route: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${base}/#/${route}`);
  // until the worker is active with the app precached
  for (let i = 0; ; i++) {
    const state = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
    if (state === 'activated') break;
    if (i > 240) throw new Error('the service worker did not activate within 60 s');
    await page.waitForTimeout(250);
  }
  // reloaded: the worker controls the page (what a returning player's page is)
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
  return page;
}

describe('Web Push in the service worker', () => {
  it('a push delivered to the worker is shown as a notification (title and body of the payload, one per match); its click opens the match', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    await ctx.grantPermissions(['notifications'], { origin: base });
    const page = await activePage(ctx, 'matches');
    const cdp = await ctx.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: any) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.get(`${base}/`), { timeout: 10_000 }).toBeTruthy();
    const registrationId = registrations.get(`${base}/`)!;
    const push = async (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: base, registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.getRegistration())!.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          data: n.data,
        })),
      );

    const payload = {
      type: 'your-turn',
      matchID: 'm4tch',
      gameId: 'nippon',
      seat: '1',
      lang: 'ja',
      url: '/#/play/nippon/m4tch',
      title: 'あなたの番です：Nippon',
      body: '相手が手番を終えました。あなたの番です。',
    };
    // the DevTools protocol may hand the push to a worker still starting up, which drops it (seen
    // under load): delivered again until shown, as a push service retries an undelivered push
    for (let i = 0; i < 5 && (await shown()).length === 0; i++) {
      await push(payload);
      for (let k = 0; k < 20 && (await shown()).length === 0; k++) await page.waitForTimeout(200);
    }
    expect(await shown()).toHaveLength(1);
    const [n] = await shown();
    expect(n).toMatchObject({ title: payload.title, body: payload.body, tag: 'match:m4tch', lang: 'ja' });
    expect(n.data).toMatchObject({ url: payload.url, matchID: 'm4tch', seat: '1', type: 'your-turn' });
    // a newer push of the same match replaces it
    await push({ ...payload, type: 'time-low', title: '残り時間わずか：Nippon', body: '…' });
    await expect
      .poll(async () => (await shown()).map((x) => x.title), { timeout: 10_000 })
      .toEqual(['残り時間わずか：Nippon']);

    // the click: the worker's handler (what notificationclick runs) brings this window to the match
    const sw = ctx.serviceWorkers().find((w) => w.url().startsWith(base)) ?? (await ctx.waitForEvent('serviceworker'));
    await sw.evaluate(async () => {
      const s = self as any;
      const [note] = await s.registration.getNotifications();
      await s.openNotified(note);
    });
    await page.waitForURL(`${base}/#/play/nippon/m4tch`, { timeout: 10_000 });
    await ctx.close();
  }, 120_000);

  it('the account page offers notifications on this device; turning them on subscribes the device or says why not', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    await ctx.grantPermissions(['notifications'], { origin: base });
    const page = await activePage(ctx, 'signup');
    await signUpByForm(page, `Nora ${Date.now() % 100000}`, 'correct horse battery');
    await page.goto(`${base}/#/account`);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    const on = page.getByRole('button', { name: 'Turn on notifications on this device' });
    const box = await on.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await on.click();
    const status = page.getByText('This device gets notifications.');
    const failed = page.getByText(/Notifications could not be turned on/);
    await expect.poll(async () => (await status.count()) + (await failed.count()), { timeout: 20_000 }).toBe(1);
    if (await status.count()) {
      const devices = await page.evaluate(async () => (await (await fetch('/api/me/push')).json()).devices);
      expect(devices).toHaveLength(1);
      await page.getByRole('checkbox', { name: 'My turn' }).uncheck();
      await expect
        .poll(
          async () => (await page.evaluate(async () => (await (await fetch('/api/me/push')).json()).devices))[0].kinds,
        )
        .not.toContain('your-turn');
    }
    // e-mail: the address is saved unverified and its link is mailed
    await page.getByLabel('E-mail address').fill('nora@example.org');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('We sent a link to nora@example.org').waitFor();
    await expect.poll(() => mailedTo, { timeout: 10_000 }).toContain('nora@example.org');
    await page.screenshot({ path: resolve('test-output/screenshots/notify-account.png'), fullPage: true });
    await ctx.close();
  }, 120_000);
});
