// Renders the app's PNG icons (home screen, install, Apple touch) from client/public/icon.svg in
// headless Chromium. Run after changing the drawing: `npx tsx client/build/icons.ts`; the PNGs are
// committed beside the SVG.
import { readFileSync } from 'node:fs';
import { launch } from '../../test/e2e/browser';

const SIZES: [string, number][] = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
];

const dir = new URL('../public/', import.meta.url).pathname;
const svg = readFileSync(dir + 'icon.svg', 'utf8');
const browser = await launch();
try {
  for (const [name, size] of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({ path: dir + name, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
