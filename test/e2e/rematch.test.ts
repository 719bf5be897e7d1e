// Online "play again" in Chromium: two browsers hold the seats of a finished match and a third
// watches. One player asks for a rematch; the other is told within a few seconds (even after a
// failed poll) and joins the same seat at the next match; the spectator gets a link to watch it.
// While a match is being played, nobody polls for a rematch.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineSeat } from '../../client/store';
import type { RoundhouseServer } from '../../server/app';
import { api } from '../server/harness';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const GAME = 'ticket-to-ride-card-game';

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  // RH_CLIENT_DIR: a client built elsewhere (vite build --outDir ...); `npm run test:e2e` builds dist/client.
  srv = await startApp('rh-e2e-rematch-', { bots: false });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** A two-seat match joined through the Lobby API, then (unless `finish` is false) ended through
 *  the store (as the lobby tests set state): playing a real game to its end would take minutes. */
async function seatedMatch(finish = true): Promise<{ matchID: string; seats: OnlineSeat[] }> {
  const matchID = (await api(srv.url, `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID as string;
  const seats: OnlineSeat[] = [];
  for (const [i, name] of ['Ann', 'Ben'].entries()) {
    const j = await api(srv.url, `/games/${GAME}/${matchID}/join`, { playerName: name, playerID: String(i) });
    seats.push({
      gameId: GAME,
      matchID,
      playerID: String(i),
      credentials: j.json.playerCredentials,
      name,
      createdAt: Date.now(),
    });
  }
  if (!finish) return { matchID, seats };
  const { state, metadata } = await srv.store.fetch(matchID, { state: true, metadata: true });
  const gameover = { winner: '0', winners: ['0'], scores: { '0': 12, '1': 7 } };
  await srv.store.setState(matchID, { ...state, ctx: { ...state.ctx, gameover }, _stateID: state._stateID + 1 });
  await srv.store.setMetadata(matchID, { ...metadata, gameover });
  return { matchID, seats };
}

const errors: string[] = [];

/** A browser of its own (this seat in its localStorage), on a route of the match, once `ready` shows. */
async function openPage(
  route: string,
  seat?: OnlineSeat,
  prepare?: (p: Page) => Promise<unknown>,
  ready = '.score-table',
): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  if (seat)
    await ctx.addInitScript(
      (s) => localStorage.getItem('rh_seats') ?? localStorage.setItem('rh_seats', JSON.stringify([s])),
      seat,
    );
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await prepare?.(page);
  await page.goto(`${srv.url}/#/${route}`);
  await page.waitForSelector(ready, { timeout: 20_000 });
  return page;
}

describe('online rematch', () => {
  it('no viewer polls for a rematch while the match is still being played', async () => {
    const { matchID, seats } = await seatedMatch(false);
    const polls: string[] = [];
    const ann = await openPage(`play/${GAME}/${matchID}`, seats[0], undefined, 'body');
    await ann.waitForFunction(() => (window as any).roundhouse?.playerID === '0', undefined, { timeout: 20_000 });
    ann.on('request', (r) => {
      if (new URL(r.url()).pathname === `/games/${GAME}/${matchID}`) polls.push(r.url());
    });
    // Over two poll periods (3 s each): after gameover the same page asks at once, then every 3 s.
    await ann.waitForTimeout(7_000);
    expect(await ann.locator('.score-table').count()).toBe(0);
    expect(polls).toEqual([]);
    expect(errors).toEqual([]);
    await ann.context().close();
  });

  it('after gameover the other player is told of the rematch and joins it with the same seat; a spectator can watch it', async () => {
    const { matchID, seats } = await seatedMatch();
    const ann = await openPage(`play/${GAME}/${matchID}`, seats[0]);
    // Ben's first poll fails: the page keeps polling.
    let polls = 0;
    const ben = await openPage(`play/${GAME}/${matchID}`, seats[1], (p) =>
      p.route(`**/games/${GAME}/${matchID}`, (r) => (polls++ === 0 ? r.abort() : r.continue())),
    );
    const fan = await openPage(`watch/${GAME}/${matchID}`);
    expect(await ben.locator('.rematch').count()).toBe(0);

    await ann.click('.end-actions button');
    await ann.waitForFunction(
      (id) => /^#\/play\/[^/]+\/[^/]+$/.test(location.hash) && !location.hash.endsWith(id),
      matchID,
    );
    const nextID = (await ann.evaluate(() => location.hash)).split('/').pop()!;

    await ben.waitForSelector('.rematch:has-text("Ann wants a rematch")', { timeout: 10_000 });
    expect(polls).toBeGreaterThan(1);
    expect(await ben.locator('.end-actions button').count()).toBe(0); // the notice's button replaces "Play again"
    await ben.screenshot({ path: join(SHOTS, 'rematch-notice.png') });
    await fan.waitForSelector(`.rematch a[href="#/watch/${GAME}/${nextID}"]`, { timeout: 10_000 });
    expect(await fan.locator('.rematch').innerText()).toContain('Watch the rematch');

    await ben.click('.rematch button:has-text("Join the rematch")');
    await ben.waitForFunction((h) => location.hash === h, `#/play/${GAME}/${nextID}`, { timeout: 10_000 });
    await ben.waitForFunction(() => (window as any).roundhouse?.playerID === '1', undefined, { timeout: 20_000 });
    const next = await api(srv.url, `/games/${GAME}/${nextID}`);
    expect(next.json.players.map((p: { name?: string }) => p.name)).toEqual(['Ann', 'Ben']);
    expect(errors).toEqual([]);
    for (const p of [ann, ben, fan]) await p.context().close();
  });

  it('a failed "Play again" request is shown and the button works again afterwards', async () => {
    const { matchID, seats } = await seatedMatch();
    let calls = 0;
    const ann = await openPage(`play/${GAME}/${matchID}`, seats[0], (p) =>
      p.route(`**/games/${GAME}/${matchID}/playAgain`, (r) =>
        calls++ === 0
          ? r.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'server busy' }) })
          : r.continue(),
      ),
    );
    await ann.click('.end-actions button');
    await ann.waitForSelector('.end-actions [role="alert"]:has-text("server busy")', { timeout: 10_000 });
    expect(await ann.evaluate(() => location.hash)).toBe(`#/play/${GAME}/${matchID}`);
    await ann.click('.end-actions button');
    await ann.waitForFunction(
      (id) => /^#\/play\/[^/]+\/[^/]+$/.test(location.hash) && !location.hash.endsWith(id),
      matchID,
      { timeout: 10_000 },
    );
    expect(calls).toBe(2);
    expect(errors).toEqual([]);
    await ann.context().close();
  });
});
