// Railways of the World on a phone (390x844, touch) [spec §8 Map]: the map pinches and drags, and
// a whole build is made by taps alone: Build track, a city on the map, a direction among large
// buttons over the map, the tiles' directions, Finish building. Every step checks that the move
// took effect (the state, the move log) and that the board has no text drawn under 9 px and no
// control under 24x24 px without room around it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-rotw-phone-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

const mod = getGame('railways-of-the-world')!;

/** Read-only look at the game (never used to act): my legal moves' names and the state ID. */
const look = (page: Page) =>
  page.evaluate(() => {
    const rh = (window as any).roundhouse;
    return {
      moves: rh ? [...new Set<string>(rh.legalMoves().map((m: { move: string }) => m.move))] : [],
      sid: rh ? (rh.stateID() as number) : -1,
    };
  });

/** Wait until the client has a state after `sid` and the board shows it (legal moves are offered
 *  only then: a look in between reads no moves). */
const shown = (page: Page, sid: number) =>
  page.waitForFunction((s) => {
    const rh = (window as any).roundhouse;
    return rh && rh.stateID() > s && rh.renderedID() === rh.stateID();
  }, sid);

/** Controls under 24x24 px with another control within 12 px of their centre, and text drawn
 *  under 9 px (SVG text at its font size times the drawing's scale), on the board now. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const area = document.querySelector('.board-area')!;
    const ctrls = [
      ...area.querySelectorAll<HTMLElement | SVGElement>('button, [role="button"], input, select, a[href]'),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      return !(el as HTMLButtonElement).disabled && r.width > 0 && r.height > 0;
    });
    const rects = ctrls.map((el) => el.getBoundingClientRect());
    const small: string[] = [];
    ctrls.forEach((el, i) => {
      const r = rects[i];
      if (r.width >= 24 && r.height >= 24) return;
      const cx = r.x + r.width / 2,
        cy = r.y + r.height / 2;
      const crowded = rects.some(
        (o, j) => j !== i && o.right > cx - 12 && o.left < cx + 12 && o.bottom > cy - 12 && o.top < cy + 12,
      );
      if (crowded)
        small.push(
          `${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`,
        );
    });
    const tiny: string[] = [];
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement as (HTMLElement & SVGGraphicsElement) | null;
      if (!el || !n.textContent?.trim() || el.closest('title, desc')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      const svg = el.ownerSVGElement;
      if (svg) {
        const s = svg.getBoundingClientRect();
        if (r.right < s.left || r.left > s.right || r.bottom < s.top || r.top > s.bottom) continue;
        const m = el.getScreenCTM()!;
        size *= Math.hypot(m.a, m.b);
      }
      if (size < 9) tiny.push(`${n.textContent.trim().slice(0, 12)}@${size.toFixed(1)}`);
    }
    return { small, tiny: tiny.slice(0, 10), tinyCount: tiny.length };
  });

async function expectPhoneSized(page: Page, where: string) {
  const m = await measure(page);
  expect(m.small, `${where}: controls under 24x24 px without room`).toEqual([]);
  expect(m.tinyCount, `${where}: text under 9 px: ${m.tiny.join(' ')}`).toBe(0);
}

/** The map's scale (screen px per map unit) and its view box. */
const mapView = (page: Page) =>
  page
    .locator('.rotw-svg')
    .evaluate((el) => ({ scale: Number(el.getAttribute('data-scale')), viewBox: el.getAttribute('viewBox') ?? '' }));

async function phonePage(): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  await ctx.addInitScript(() => localStorage.setItem('rh_tour_seen_railways-of-the-world', '1'));
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLocalTable(page, srv.url, mod);
  return { ctx, page, errors };
}

/** Taps (touch only) through the Baron choice and the auction until my first action. */
async function tapToFirstAction(page: Page) {
  for (let k = 0; k < 200; k++) {
    const { moves } = await look(page);
    if (moves.includes('beginBuild')) return;
    if (moves.includes('chooseBaron')) await page.getByRole('button', { name: 'Pick' }).first().tap();
    else if (moves.includes('passBid')) await page.getByRole('button', { name: 'Pass' }).first().tap();
    await page.waitForTimeout(150);
  }
  throw new Error('no action turn');
}

describe('Railways of the World on a phone', () => {
  it('a build made by taps alone: a city, a direction, tiles, Finish; no small control or text on the way', async () => {
    const { ctx, page, errors } = await phonePage();
    await tapToFirstAction(page);
    await expectPhoneSized(page, 'action menu');
    // The default view shows the whole map; labels too small there are not drawn.
    const whole = await mapView(page);
    expect(whole.scale).toBeLessThan(0.5);

    await page.getByRole('button', { name: /Build track/ }).tap();
    const targets = page.locator('.rotw-svg g[role="button"][data-city]');
    await targets.first().waitFor();
    await expectPhoneSized(page, 'build: choose a city');
    // Tap a highlighted city where it is drawn (the tap goes to the nearest target).
    const city = targets.first();
    const cityName = (await city.getAttribute('aria-label'))!;
    const code = (await city.getAttribute('data-city'))!;
    await page.locator('.rotw-svg').scrollIntoViewIfNeeded();
    const c = await city.locator('circle').first().boundingBox();
    await page.touchscreen.tap(c!.x + c!.width / 2, c!.y + c!.height / 2);
    const panel = page.locator('.rotw-tap .rotw-spot');
    await panel.waitFor();
    expect(await panel.getAttribute('aria-label')).toBe(`Build from ${cityName}`);
    // The panel lies over the map and offers the city's sides as large buttons.
    const dirs = panel.locator('button.rotw-dir');
    expect(await dirs.count()).toBeGreaterThan(0);
    for (const b of await dirs.all()) {
      const r = (await b.boundingBox())!;
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(r.width).toBeGreaterThanOrEqual(44);
    }
    await expectPhoneSized(page, 'build: a city tapped');
    const before = await look(page);
    const side = (await dirs.first().textContent())!.trim().split(' · ')[0].split(' ')[1];
    await dirs.first().tap();
    await shown(page, before.sid);
    expect((await look(page)).moves).toContain('placeTrack');
    await expect
      .poll(() => page.locator('.log').textContent())
      .toContain(`Alice starts building from ${cityName} ${side}`);

    // Lay tiles by tapping the direction buttons, then finish.
    let laid = 0;
    for (let k = 0; k < 4; k++) {
      const { moves, sid } = await look(page);
      if (!moves.includes('placeTrack')) break;
      await expectPhoneSized(page, `build: tile ${k + 1}`);
      const scale = (await mapView(page)).scale;
      expect(scale, 'the map zooms onto the build').toBeGreaterThanOrEqual(1.4);
      const place = page.locator('.rotw-tap button.rotw-dir').filter({ hasNotText: '↻' }).first();
      expect((await place.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await place.tap();
      await shown(page, sid);
      laid++;
      if (!(await look(page)).moves.includes('placeTrack')) break; // a city reached: the build ends
      if (laid === 2) break;
    }
    expect(laid).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.log').textContent()).toMatch(/Alice lays track/);
    const finish = page.locator('.rotw-tap').getByRole('button', { name: 'Finish building' });
    if ((await look(page)).moves.includes('finishBuild')) {
      const { sid } = await look(page);
      await finish.tap();
      await shown(page, sid);
      await expect.poll(() => page.locator('.log').textContent()).toContain('Alice finishes building');
    }
    expect((await look(page)).moves).not.toContain('placeTrack');
    // The track is on the map: a link of mine with the tiles laid.
    expect(
      await page
        .locator('.rotw-svg title')
        .filter({ hasText: new RegExp(`^Alice: ${code}–`) })
        .count(),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);

  it('the map pinches with two fingers and drags with one, and a drag is no tap', async () => {
    const { ctx, page, errors } = await phonePage();
    await tapToFirstAction(page);
    const svg = page.locator('.rotw-svg');
    await svg.scrollIntoViewIfNeeded();
    // A city that is no target, tapped on the whole map, shows its name and cubes in the panel.
    const chi = (await svg.locator('g[data-city="CHI"] circle').last().boundingBox())!;
    await page.touchscreen.tap(chi.x + chi.width / 2, chi.y + chi.height / 2);
    await expect.poll(() => page.locator('.rotw-tap .rotw-spot').getAttribute('aria-label')).toBe('Chicago');
    expect(await page.locator('.rotw-tap').textContent()).toMatch(/\(CHI\)/);
    await expectPhoneSized(page, 'a city shown');
    await page.locator('.rotw-tap').getByRole('button', { name: 'Close' }).tap();
    expect(await page.locator('.rotw-tap').count()).toBe(0);
    await page.getByRole('button', { name: /Build track/ }).tap();
    await page.locator('.rotw-svg g[role="button"]').first().waitFor();
    const box = (await svg.boundingBox())!;
    const cx = box.x + box.width / 2,
      cy = box.y + box.height / 2;
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: string, pts: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) } as never);
    const start = await mapView(page);
    // Pinch out: two fingers 40 px apart move to 200 px apart.
    await touch('touchStart', [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', [
        [cx - 20 - i * 10, cy],
        [cx + 20 + i * 10, cy],
      ]);
    await touch('touchEnd', []);
    const pinched = await mapView(page);
    expect(pinched.scale / start.scale).toBeGreaterThan(3);
    // Labels hidden on the whole map are drawn now (and none under 9 px).
    expect(await svg.locator('text').count()).toBeGreaterThan(0);
    await expectPhoneSized(page, 'zoomed in');
    // One finger drags the map; no city is chosen by it.
    const sid = (await look(page)).sid;
    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [[cx + i * 15, cy + i * 5]]);
    await touch('touchEnd', []);
    const dragged = await mapView(page);
    expect(dragged.viewBox).not.toBe(pinched.viewBox);
    expect(dragged.scale).toBeCloseTo(pinched.scale, 3);
    await page.waitForTimeout(200);
    expect(await page.locator('.rotw-tap').count()).toBe(0);
    expect((await look(page)).sid).toBe(sid);
    // The zoom buttons do it too, for mouse and keyboard.
    // (clicked, as a mouse does: the view is read once the render has landed)
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await mapView(page)).scale, { timeout: 5_000 }).toBeLessThan(dragged.scale);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.poll(async () => (await mapView(page)).scale, { timeout: 5_000 }).toBeCloseTo(start.scale, 3);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);

  it('with the keyboard (wide screen): Enter on a city offers its sides, the focus on the first, Enter starts the build', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await ctx.addInitScript(() => localStorage.setItem('rh_tour_seen_railways-of-the-world', '1'));
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openLocalTable(page, srv.url, mod);
    for (let k = 0; k < 200 && !(await look(page)).moves.includes('beginBuild'); k++) {
      const { moves } = await look(page);
      if (moves.includes('chooseBaron')) await page.getByRole('button', { name: 'Pick' }).first().click();
      else if (moves.includes('passBid')) await page.getByRole('button', { name: 'Pass' }).first().click();
      await page.waitForTimeout(150);
    }
    await page.getByRole('button', { name: /Build track/ }).focus();
    await page.keyboard.press('Enter');
    const city = page.locator('.rotw-svg g[role="button"][data-city]').first();
    const name = (await city.getAttribute('aria-label'))!;
    await city.focus();
    await page.keyboard.press('Enter');
    const focused = () =>
      page.evaluate(() => ({
        text: document.activeElement?.textContent ?? '',
        group: document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label'),
      }));
    await expect.poll(async () => (await focused()).group).toBe(`Build from ${name}`);
    expect((await focused()).text).toMatch(/^[→↗↖←↙↘] (E|NE|NW|W|SW|SE) · /);
    const { sid } = await look(page);
    await page.keyboard.press('Enter');
    await shown(page, sid);
    expect((await look(page)).moves).toContain('placeTrack');
    // During the build the directions are buttons too, reached with Tab.
    expect(await page.locator('.rotw-prompt button.rotw-dir').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});
