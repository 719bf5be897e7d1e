// Manual check: an online table against a server bot, played through the UI in Chromium
// (random legal moves for the human seat), with screenshots and the time each bot reply took.
//   npx tsx test/e2e/online-bot.ts <server-url> <game-id> <out-dir> [level] [moves]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { playRandomMove } from './app-helpers';
import { launch } from './browser';

const [base, gameId, out, level = 'hard', maxMoves = '30'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(`${base}/#/new/${gameId}`);
await page.fill('input[name="name"]', 'Tester');
await page.check('input[name="mode"][value="online"]');
await page.selectOption('[data-seat="1"] select[aria-label="Level"]', level);
await page.click('button[type="submit"]');
await page.waitForSelector('.play .board-area', { timeout: 30_000 });
await page.screenshot({ path: join(out, '0-start.png') });
const waits: number[] = [];
let moves = 0;
let waitingSince = Date.now();
const deadline = Date.now() + 5 * 60_000;
while (moves < Number(maxMoves) && Date.now() < deadline) {
  if (await page.locator('.score-table').count()) break;
  const played = await playRandomMove(page);
  if (played) {
    waits.push(Date.now() - waitingSince);
    moves++;
    if (moves % 10 === 0) await page.screenshot({ path: join(out, `${moves}-mid.png`) });
  }
  await page.waitForTimeout(played ? 300 : 100);
  if (played) waitingSince = Date.now();
}
await page.screenshot({ path: join(out, 'end.png') });
const sorted = [...waits].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    gameId,
    level,
    moves,
    waitP50: sorted[Math.floor(sorted.length / 2)],
    waitMax: sorted.at(-1),
    errors: errors.slice(0, 5),
  }),
);
await browser.close();
