// Accessibility in the built app in Chromium: axe-core on the home page, the new-table page,
// every board at the start of a local game and mid-game, and the replay viewer. No serious or
// critical violation may be left (axe's own impact levels).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { goldenReplayFile, openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';

const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-a11y-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Violations found once the mid-game check really played moves (2026-11-26): the client is to
 *  fix them (client/ is not this file's to change), then this list is to be emptied. Each entry
 *  is one axe rule on elements whose selector and markup match; anything else still fails, and
 *  these are still written to test-output/a11y.txt. */
const KNOWN: { rule: string; where: RegExp; why: string }[] = [];

/** axe-core's serious and critical violations on the page as it is now (known ones apart). */
async function serious(page: Page, known: Finding[] = []): Promise<Finding[]> {
  await page.addScriptTag({ content: AXE });
  const found: Finding[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map(
          (n: any) =>
            `${n.target.join(' ')} [${(n.html ?? '').slice(0, 600)}]: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').slice(0, 160)}`,
        ),
      }));
  });
  const isKnown = (id: string, node: string) => KNOWN.some((k) => k.rule === id && k.where.test(node));
  const split = (keep: boolean) =>
    found
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => isKnown(v.id, n) !== keep).slice(0, 6) }))
      .filter((v) => v.nodes.length > 0);
  known.push(...split(false));
  return split(true);
}

/** The findings as text (also kept in test-output/a11y.txt for reading). */
const report = (where: string, f: Finding[]) => {
  const text = f.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.join('\n    ')}\n`).join('');
  mkdirSync('test-output', { recursive: true });
  if (text) appendFileSync('test-output/a11y.txt', text);
  return text;
};

async function newPage(): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the app's policy refuses (the app
  // itself runs under the policy in test/e2e/csp.test.ts).
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', bypassCSP: true });
  // The first-game tour is covered by its own test; here it would only sit over the board.
  await ctx.addInitScript(
    (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
    GAMES.map((g) => g.id),
  );
  return ctx.newPage();
}

describe('axe-core: no serious or critical violations', () => {
  it('home page and new-table page', async () => {
    const page = await newPage();
    await page.goto(srv.url);
    await page.waitForSelector('main, #root > *');
    const home = await serious(page);
    await page.goto(`${srv.url}/#/new/${GAMES[0].id}`);
    await page.waitForSelector('button[type="submit"]');
    const table = await serious(page);
    expect(report('home', home) + report('new table', table)).toBe('');
    await page.context().close();
  });

  for (const mod of GAMES) {
    it(`${mod.id}: the board at the start of a local game and mid-game`, async () => {
      const page = await newPage();
      await openLocalTable(page, srv.url, mod);
      await page.waitForTimeout(300);
      const start = await serious(page);
      // Mid-game: the person plays legal moves, the Easy bot answers. Each of the 60 rounds waits
      // for the move to show (at most 80 ms) or for the person's turn to come back (at most 150 ms).
      const stateID = () => page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1).catch(() => -1);
      for (let k = 0; k < 60; k++) {
        const before = await stateID();
        const played = await page
          .evaluate((k) => {
            const rh = (window as any).roundhouse;
            const legal = rh?.legalMoves() ?? [];
            if (!legal.length) return false;
            const m = legal[k % legal.length];
            rh.play(m.move, m.args[0]);
            return true;
          }, k)
          .catch(() => false);
        if (played)
          await page
            .waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, { timeout: 80 })
            .catch(() => undefined);
        else
          await page
            .waitForFunction(() => ((window as any).roundhouse?.legalMoves().length ?? 0) > 0, undefined, {
              timeout: 150,
            })
            .catch(() => undefined);
      }
      const known: Finding[] = [];
      const mid = await serious(page, known);
      report(`${mod.id} mid-game (known, see KNOWN)`, known);
      // the moves were really played: the person's seat has moves in the log
      expect(await page.locator('.log li b', { hasText: 'Alice' }).count()).toBeGreaterThan(0);
      expect(report(`${mod.id} start`, start) + report(`${mod.id} mid-game`, mid)).toBe('');
      await page.context().close();
    }, 120_000);
  }

  it('the replay viewer', async () => {
    const file = goldenReplayFile(GAMES[0]);
    const page = await newPage();
    await page.goto(`${srv.url}/#/finished`);
    const list = await serious(page);
    await page.setInputFiles('input[type="file"]', file);
    await page.waitForSelector('.rh-moves', { timeout: 20_000 });
    await page.locator('.rh-move').nth(20).click();
    await page.waitForTimeout(300);
    const viewer = await serious(page);
    expect(report('finished games', list) + report('replay viewer', viewer)).toBe('');
    await page.context().close();
  }, 120_000);
});
