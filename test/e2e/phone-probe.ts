// By hand, after `npm run build`: what test/e2e/phone.test.ts measures, in full, for each board
// on a 390x844 touch phone over six of the person's turns, grouped (how many states show each
// finding), with a full-page screenshot of the first and last state.
// npx tsx test/e2e/phone-probe.ts [--out dir] [gameId…]   (default test-output/screenshots/phone-probe)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { GAMES } from '../../games';
import { openLocalTable, startApp } from './app-helpers';
import { launch } from './browser';
import { measureOn, PHONE, playTurns } from './phone-measure';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const OUT = resolve(outAt >= 0 ? argv.splice(outAt, 2)[1] : 'test-output/screenshots/phone-probe');
mkdirSync(OUT, { recursive: true });
const only = argv;
/** The whole page in pieces 1,000 px tall (a tall PNG is hard to look at). */
async function shots(page: Page, name: string): Promise<void> {
  const height: number = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 1000, i++)
    await page.screenshot({
      path: join(OUT, `${name}-${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(1000, height - y) },
    });
}
const srv = await startApp('rh-phone-probe-');
const browser = await launch();
for (const mod of GAMES.filter((g) => !only.length || only.includes(g.id))) {
  const ctx = await browser.newContext(PHONE);
  await ctx.addInitScript(
    (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
    GAMES.map((g) => g.id),
  );
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error(`${mod.id}: ${e.message}`));
  await openLocalTable(page, srv.url, mod);
  const seen = new Map<string, number>();
  const note = (s: string) => seen.set(s, (seen.get(s) ?? 0) + 1);
  let states = 0;
  await playTurns(page, 6, async (n) => {
    states++;
    const f = await measureOn(page);
    f.small.forEach((s) => note(`small: ${s}`));
    f.tinyText.forEach((s) => note(`text: ${s.replace(/"[^"]*" in/, 'in')}`));
    f.strips.forEach((s) => note(`strip: ${s}`));
    f.controlText.forEach((s) => note(`control label: ${s.replace(/"[^"]*" in/, 'in')}`));
    if (f.docOverflow) note(`document scrolls sideways by ${f.docOverflow} px`);
    note(`bar: rules ${f.bar.rules?.join('x')} tour ${f.bar.tour?.join('x')}`);
    if (n === 0) await shots(page, `${mod.id}-first`);
  });
  await shots(page, `${mod.id}-last`);
  console.log(`\n== ${mod.id}: ${states} states`);
  for (const [s, n] of [...seen].sort((a, b) => b[1] - a[1])) console.log(`  ${n}x ${s}`);
  await ctx.close();
}
await browser.close();
await srv.stop();
