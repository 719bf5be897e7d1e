// Manual look at a page: npx tsx test/e2e/shot.ts <url> <out.png> [width] [height]
import { launch } from './browser';

const [url, out, w = '1280', h = '800'] = process.argv.slice(2);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
