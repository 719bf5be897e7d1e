// Keyboard-only play: in every game, three full turns of the person's seat is played with Tab and
// Enter alone (no mouse, no automation handle): the test tabs through the board's focusable
// controls in order and presses Enter on each enabled one (Space on an unticked checkbox) until
// the turn has passed to a bot.
// Board elements that are not <button>s (SVG hexes, cities, meeples, arrows) are reachable
// through client/boards/common/keyboard.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-keys-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** Read-only look at the game (never used to act): my legal move count and the state ID. */
const look = (page: Page) =>
  page.evaluate(() => {
    const rh = (window as any).roundhouse;
    return { mine: rh ? rh.legalMoves().length : 0, sid: rh ? rh.stateID() : -1 };
  });

/** What has the focus: an enabled control of the board that acts? */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || !el.closest('.board-area')) return null;
    const role = el.getAttribute('role');
    const isButton = el.tagName === 'BUTTON' || role === 'button' || role === 'checkbox';
    if (!isButton || (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return null;
    // A checkbox (a ticket to keep) is pressed once: ticking it again would only undo it.
    if (role === 'checkbox' && el.getAttribute('aria-checked') === 'true') return null;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
    // View-only controls: zoom, enlarge a sheet, the tour.
    if (
      /zoom|enlarge|reset|tour|拡大|縮小/i.test(`${name} ${el.getAttribute('title') ?? ''}`) ||
      /^[＋－⟲]$/.test(name)
    )
      return null;
    return `${role === 'checkbox' ? 'checkbox:' : ''}${el instanceof SVGElement ? 'svg:' : ''}${name || el.tagName}`;
  });

const TURNS = 3;
/** Games whose first three turns offer targets on the map itself (SVG elements). */
const MAP_TARGETS = ['steam-rollers', 'railways-of-the-world'];

describe('keyboard-only play', () => {
  for (const mod of GAMES) {
    it(`${mod.id}: three full turns with Tab, Enter and Space only`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      await ctx.addInitScript(
        (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
        GAMES.map((g) => g.id),
      );
      const page = await ctx.newPage();
      await openLocalTable(page, srv.url, mod);
      await page.locator('body').focus();
      const pressed: string[] = [];
      let mapTargets = 0;
      // Three of the person's turns, so that the map's targets (hexes, cities, arrows, slots) come up too.
      for (let turn = 0; turn < TURNS; turn++) {
        for (let k = 0; k < 300 && (await look(page)).mine === 0; k++) await page.waitForTimeout(100);
        const start = await look(page);
        if (start.mine === 0) break; // the game ended
        let done = false;
        for (let k = 0; k < 1500 && !done; k++) {
          await page.keyboard.press('Tab');
          const control = await focusedControl(page);
          if (control) {
            await page.keyboard.press(control.startsWith('checkbox:') ? 'Space' : 'Enter');
            pressed.push(control);
            await page.waitForTimeout(120);
            mapTargets = Math.max(
              mapTargets,
              await page.locator('.board-area svg [role="button"][tabindex="0"]').count(),
            );
          }
          const now = await look(page);
          // The turn has passed: the state moved on and the person has nothing to do now.
          done = now.sid > start.sid && now.mine === 0;
        }
        expect(done, `turn ${turn + 1}; pressed: ${pressed.slice(-15).join(' | ')}`).toBe(true);
      }
      // Where the map offers targets, they take the keyboard focus too (SVG elements made focusable).
      if (MAP_TARGETS.includes(mod.id))
        expect(mapTargets, 'map targets that take the keyboard focus').toBeGreaterThan(0);
      await ctx.close();
    }, 180_000);
  }
});
