// The built client as the server sends it: the build's brotli and gzip twins when the
// request accepts them (Chromium asks for both and gets brotli), the same bytes as the file when
// it accepts neither; caching headers (index.html and the service worker revalidate, hashed
// assets are immutable); HEAD, Range and conditional requests answered by the file server; a
// malformed % escape is a 400. Also: Chromium finds the app installable.
import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../server/app';
import { startApp } from './app-helpers';
import { CHROMIUM_ARGS, launch } from './browser';
import { tempDir } from '../server/harness';

const DIST = resolve('dist/client');
let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-compress-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** Raw bytes and headers, without any decoding (node:http does not decompress). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${srv.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const mainScript = () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1];
};

describe('static files', () => {
  it('Chromium gets brotli for the app and the app runs', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/'))
        encodings.set(new URL(r.url()).pathname, (await r.allHeaders())['content-encoding']);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(srv.url + '/');
    await page.waitForSelector('.game-card');
    await page.waitForLoadState('networkidle');
    expect(encodings.get(mainScript())).toBe('br');
    const scripts = [...encodings.entries()].filter(([p]) => p.endsWith('.js') || p.endsWith('.css'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const [p, enc] of scripts) expect(enc, p).toBe('br');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('brotli, gzip or the file itself, following Accept-Encoding; each decodes to the file', async () => {
    const path = mainScript();
    const file = readFileSync(join(DIST, path));
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(file.length / 3);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);

    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const gz = await get(path, { 'accept-encoding': accept });
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gz.body).equals(file)).toBe(true);
    }
    for (const accept of [undefined, 'identity', 'deflate']) {
      const plain = await get(path, accept ? { 'accept-encoding': accept } : {});
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(file.length);
      expect(plain.body.equals(file)).toBe(true);
    }
    // index.html too (the page itself)
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).equals(readFileSync(join(DIST, 'index.html')))).toBe(true);
  });

  it('every text file of the build has both twins', () => {
    const texts = readdirSync(join(DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const all = new Set(readdirSync(join(DIST, 'assets')));
    for (const f of texts) {
      expect(all.has(f + '.br'), f).toBe(true);
      expect(all.has(f + '.gz'), f).toBe(true);
    }
  });

  it('the service worker (written after the other files) is served compressed too, and decodes to itself', async () => {
    const file = readFileSync(join(DIST, 'sw.js'));
    const br = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    const gz = await get('/sw.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(file)).toBe(true);
  });

  it('caching: the page and the service worker revalidate, hashed assets are immutable', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get(mainScript())).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/manifest\+json/);
  });

  it('304 with the ETag of the encoding sent, HEAD, Range, 416', async () => {
    const path = mainScript();
    const file = readFileSync(join(DIST, path));
    const first = await get(path, { 'accept-encoding': 'br' });
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the identity representation has another ETag: no 304 for it with the brotli one
    expect((await get(path, { 'if-none-match': first.headers.etag! })).status).toBe(200);

    const head = await get(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);

    const part = await get(path, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.body.equals(file.subarray(100, 200))).toBe(true);
    const tail = await get(path, { range: 'bytes=-50' });
    expect(tail.body.equals(file.subarray(file.length - 50))).toBe(true);
    const outside = await get(path, { range: `bytes=${file.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${file.length}`);
  });

  it('bad paths: a malformed % escape is 400; traversal, dotfiles and missing files are not served', async () => {
    for (const p of ['/%E0%A4%A', '/assets/%', '/%zz']) expect((await get(p)).status, p).toBe(400);
    for (const p of [
      '/assets/nothing.js',
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/.vite/manifest.json',
    ]) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.body.toString()).not.toContain('"name": "roundhouse"');
    }
    // the API is still reached through the static middleware
    expect((await get('/api/health')).status).toBe(200);
  });

  it('Chromium finds the app installable (manifest, icons, service worker)', async () => {
    // a persistent profile: Chromium never offers to install from an incognito one
    const ctx = await chromium.launchPersistentContext(tempDir('rh-e2e-profile-'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(srv.url + '/');
    await page.waitForSelector('.game-card');
    const cdp = await ctx.newCDPSession(page);
    let errors: unknown[] = ['not asked'];
    for (let i = 0; i < 40; i++) {
      errors = ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
        .installabilityErrors;
      if (errors.length === 0) break;
      await page.waitForTimeout(500);
    }
    expect(errors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${srv.url}/manifest.webmanifest`);
    await ctx.close();
  });
});
