// Offline play: once the app has been opened, the service worker serves it with no
// network at all (Chromium offline and the server stopped): New table on this device, a game of
// each title against a bot with a few moves, the replay of a finished game of each title kept on
// this device; the pages that need the server say so. Then: a new deployment shows the update
// prompt and waits for the player (the running page keeps its code until "Update now").
import { cpSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { startServer, type RoundhouseServer } from '../../server/app';
import { tempDir } from '../server/harness';
import { goldenReplayFile, openLocalTable } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The built client copied to a temp dir (the update test changes its service worker). */
function clientCopy(): string {
  const dir = join(tempDir('rh-e2e-client-'), 'client');
  cpSync(resolve('dist/client'), dir, { recursive: true });
  return dir;
}

function serve(clientDir: string, port = 0): Promise<RoundhouseServer> {
  return startServer({ port, dataDir: tempDir('rh-e2e-'), clientDir, origins: [], bots: false }, () => {});
}

async function phone(errors: string[]): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    serviceWorkers: 'allow',
  });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page };
}

/** Until this page's service worker is active with the whole app precached. */
async function serviceWorkerReady(page: Page): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const state = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
    if (state === 'activated') return;
    await page.waitForTimeout(250);
  }
  throw new Error('the service worker did not activate within 60 s');
}

/** The person's seat plays legal moves through the automation handle until it has made `n`
 *  moves and a bot has answered. */
async function playAgainstBot(page: Page, n: number): Promise<{ mine: number; botAnswered: boolean }> {
  let mine = 0;
  let botAnswered = false;
  for (let k = 0; k < 400 && (mine < n || !botAnswered); k++) {
    const before = await page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
    const played = await page.evaluate(() => {
      const rh = (window as any).roundhouse;
      const legal = rh?.legalMoves() ?? [];
      if (!legal.length) return false;
      rh.play(legal[0].move, legal[0].args[0]);
      return true;
    });
    if (played) {
      mine++;
      await page.waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, { timeout: 30_000 });
    } else {
      await page.waitForTimeout(200);
    }
    botAnswered = (await page.locator('.log li b', { hasText: 'Bot' }).count()) > 0;
  }
  return { mine, botAnswered };
}

describe('offline, after one visit', () => {
  it('the app opens, each title plays against a bot, local replays open, online pages say they need the network', async () => {
    const srv = await serve(resolve('dist/client'));
    const errors: string[] = [];
    const { ctx, page } = await phone(errors);
    try {
      await page.goto(srv.url + '/');
      await page.waitForSelector('.game-card');
      await serviceWorkerReady(page);

      // A finished game of each title on this device (the golden games, as the play page keeps them).
      for (const mod of GAMES) {
        const file = JSON.parse(readFileSync(goldenReplayFile(mod), 'utf8'));
        const id = `golden-${mod.id}`;
        const players = Object.entries(file.playerNames as Record<string, string>).map(([pid, name]) => ({
          id: pid,
          name,
        }));
        const summary = {
          id,
          gameId: mod.id,
          matchID: id,
          players,
          gameover: undefined,
          createdAt: 1,
          finishedAt: 2,
          plies: file.log.length,
          rulesVersion: file.rulesVersion,
        };
        await page.evaluate(
          ([s, rec]) => {
            const index = JSON.parse(localStorage.getItem('rh_finished') ?? '[]');
            localStorage.setItem(`rh_finished:${s.id}`, rec);
            localStorage.setItem('rh_finished', JSON.stringify([s, ...index]));
          },
          [
            summary,
            JSON.stringify({
              ...summary,
              initialState: file.initialState,
              log: file.log,
              playerNames: file.playerNames,
            }),
          ] as const,
        );
      }

      // No network, and no server either.
      await ctx.setOffline(true);
      await srv.stop();
      await page.reload();
      await page.waitForSelector('.game-card');
      expect(await page.locator('.game-card').count()).toBe(GAMES.length);
      expect(await page.locator('.offline-badge').isVisible()).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'offline-home.png'), fullPage: true });

      for (const mod of GAMES) {
        await openLocalTable(page, srv.url, mod, 'easy');
        const r = await playAgainstBot(page, 3);
        expect(r.mine, mod.id).toBeGreaterThanOrEqual(3);
        expect(r.botAnswered, `${mod.id}: a bot moved`).toBe(true);
        await page.screenshot({ path: join(SHOTS, `offline-${mod.id}.png`) });
      }

      // New table offers only this device.
      await page.goto(`${srv.url}/#/new/${GAMES[0].id}`);
      await page.waitForSelector('input[name="mode"][value="online"]');
      expect(await page.locator('input[name="mode"][value="online"]').isDisabled()).toBe(true);
      expect(await page.locator('input[name="mode"][value="local"]').isChecked()).toBe(true);

      // Online pages say plainly that they need the network.
      for (const route of [`play/${GAMES[0].id}/abc`, `join/${GAMES[0].id}/abc`, `watch/${GAMES[0].id}/abc`]) {
        await page.goto(`${srv.url}/#/${route}`);
        await page.waitForSelector('.needs-network h1');
        expect(await page.locator('.needs-network h1').textContent()).toBe('This page needs the network');
      }
      await page.screenshot({ path: join(SHOTS, 'offline-needs-network.png') });

      // The finished games on this device, each opened in the replay viewer.
      await page.goto(`${srv.url}/#/finished`);
      await page.waitForSelector('.offline-note');
      // on the phone each game is a block of lines with its Watch button on screen, no table
      // wider than the screen
      await page.waitForSelector('.rh-finished-table .rh-row-actions .button');
      const box = (await page.locator('.rh-finished-table .rh-row-actions .button').first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.querySelector('.table-scroll')!.scrollWidth)).toBeLessThanOrEqual(390);
      for (const mod of GAMES) {
        await page.goto(`${srv.url}/#/replay/local/${mod.id}/golden-${mod.id}`);
        await page.waitForSelector('.rh-replay .board-area, .rh-replay [data-board]', { timeout: 30_000 });
        await page.keyboard.press('End');
        await page.waitForTimeout(300);
        expect(await page.locator('.rh-replay [role="alert"]').count(), `${mod.id} replay`).toBe(0);
      }
      await page.screenshot({ path: join(SHOTS, 'offline-replay.png') });
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
      await srv.stop().catch(() => undefined);
    }
  });
});

describe('a new deployment', () => {
  it('shows the update prompt and keeps the running page until the player accepts', async () => {
    const dir = clientCopy();
    const srv = await serve(dir);
    const errors: string[] = [];
    const { ctx, page } = await phone(errors);
    try {
      await page.goto(srv.url + '/');
      await page.waitForSelector('.game-card');
      await serviceWorkerReady(page);
      await page.reload();
      await page.waitForSelector('.game-card');
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      expect(await page.locator('[data-testid="update-prompt"]').count()).toBe(0);

      // Deploy: a service worker with other bytes (as a build with changed files writes).
      const sw = join(dir, 'sw.js');
      writeFileSync(sw, readFileSync(sw, 'utf8') + '\n// next version\n');
      for (const twin of ['.br', '.gz']) if (existsSync(sw + twin)) rmSync(sw + twin);
      await page.evaluate(() => ((window as any).__sameDocument = true));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

      await page.waitForSelector('[data-testid="update-prompt"]', { timeout: 30_000 });
      await page.screenshot({ path: join(SHOTS, 'update-prompt.png') });
      // Nothing was replaced behind the player's back: same document, the new worker waits.
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);

      await Promise.all([
        page.waitForEvent('load', { timeout: 30_000 }),
        page.click('[data-testid="update-prompt"] .button.primary'),
      ]);
      await page.waitForSelector('.game-card');
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBeUndefined();
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(false);
      expect(await page.locator('[data-testid="update-prompt"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
      await srv.stop();
    }
  });
});
