// Manual check: play a whole local game against a bot in Chromium through the play page,
// choosing random legal moves for the human seat; screenshots along the way.
//   npx tsx test/e2e/full-game.ts <server-url> <game-id> <out-dir> [players] [level]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { playRandomMove } from './app-helpers';
import { launch } from './browser';

const [base, gameId, out, players = '2', level = 'easy'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(`${base}/#/new/${gameId}`);
await page.fill('input[name="name"]', 'Tester');
await page.selectOption('select[name="players"]', players);
for (let i = 1; i < Number(players); i++)
  await page.selectOption(`[data-seat="${i}"] select[aria-label="Level"]`, level);
await page.click('button[type="submit"]');
await page.waitForSelector('.play .board-area', { timeout: 30_000 });
await page.screenshot({ path: join(out, '0-start.png') });
const started = Date.now();
let moves = 0;
let shot = 1;
while (Date.now() - started < 15 * 60_000) {
  if (await page.locator('.score-table').count()) break;
  const played = await playRandomMove(page);
  if (played) {
    moves++;
    if (moves % 40 === 0) await page.screenshot({ path: join(out, `${shot++}-mid.png`) });
  }
  await page.waitForTimeout(played ? 60 : 200);
}
await page.screenshot({ path: join(out, '9-end.png'), fullPage: true });
await page.setViewportSize({ width: 390, height: 844 });
await page.screenshot({ path: join(out, '9-end-phone.png') });
console.log(
  JSON.stringify({
    gameId,
    moves,
    seconds: Math.round((Date.now() - started) / 1000),
    over: (await page.locator('.score-table').count()) > 0,
    errors: errors.slice(0, 5),
  }),
);
await browser.close();
