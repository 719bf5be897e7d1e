// Screenshots of every board to look at by eye: English and Japanese, desktop (1280 px) and phone
// (390 px), with the tour's first board step and after a few moves (the move log in words), and
// the replay viewer on each game's golden game (imported as a replay file).
// Run after `npm run build`: npx tsx test/e2e/board-shots.ts [gameId…]
// Writes test-output/screenshots/boards/<game>-<lang>-<width>[-tour].png and replay-<game>-<lang>.png.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GAMES } from '../../games';
import { goldenReplayFile, openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';

const OUT = resolve('test-output/screenshots/boards');
mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
const srv = await startApp('rh-shots-');
const browser = await launch();
type Hook = { legalMoves(): { move: string; args: [Record<string, unknown>?] }[]; play(m: string, a?: unknown): void };

for (const mod of GAMES.filter((g) => !only.length || only.includes(g.id))) {
  for (const lang of ['en', 'ja']) {
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ]) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      await ctx.addInitScript((l) => localStorage.setItem('rh_lang', l), lang);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.error(`${mod.id} ${lang} ${w}: ${e.message}`));
      await openLocalTable(page, srv.url, mod);
      await page.waitForSelector('.rh-tour-card', { timeout: 10_000 });
      // The first step that outlines a board area (step 3).
      for (let i = 0; i < 2; i++) await page.locator('.rh-tour-buttons button.primary').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `${mod.id}-${lang}-${w}-tour.png`) });
      await page.locator('.rh-tour-skip').click();
      // A few moves, so the log has lines (bots answer in between).
      for (let n = 0; n < 6; n++) {
        await page.evaluate(() => {
          const rh = (window as unknown as { roundhouse?: Hook }).roundhouse;
          const legal = rh?.legalMoves() ?? [];
          if (rh && legal.length)
            rh.play(legal[legal.length > 1 ? 1 : 0].move, legal[legal.length > 1 ? 1 : 0].args[0]);
        });
        await page.waitForTimeout(700);
      }
      await page.screenshot({ path: join(OUT, `${mod.id}-${lang}-${w}.png`), fullPage: true });
      console.log(`${mod.id}-${lang}-${w}`);
      await ctx.close();
    }
  }
}
// The replay viewer: each game's first golden game as a replay file, at its 41st step.
for (const mod of GAMES.filter((g) => !only.length || only.includes(g.id))) {
  const file = goldenReplayFile(mod, OUT);
  for (const lang of ['en', 'ja']) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript((l) => localStorage.setItem('rh_lang', l), lang);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`replay ${mod.id} ${lang}: ${e.message}`));
    await page.goto(`${srv.url}/#/finished`);
    await page.setInputFiles('input[type="file"]', file);
    await page.waitForSelector('.rh-moves', { timeout: 20_000 });
    const moves = page.locator('.rh-move');
    await moves.nth(Math.min(40, (await moves.count()) - 1)).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(OUT, `replay-${mod.id}-${lang}.png`) });
    console.log(`replay-${mod.id}-${lang}`);
    await ctx.close();
  }
}
await browser.close();
await srv.stop();
