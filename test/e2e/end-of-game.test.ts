// The end of a game in Chromium, for all five games, on a 390x844 phone (touch) and a desktop:
// when the last move is made while the player is scrolled to the bottom of the page, the result,
// Play again, Watch the replay and Analyse are all inside the viewport without scrolling (on a
// table on this device, from a golden game one move before its end, the viewer making that move);
// the same at a finished online table for a seated player. Analyse opens the replay with the
// analysis running, its panel in view.
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { startMatch, type GoldenGame } from '../../games/common/match';
import type { GameModule } from '../../games/common/module';
import type { OnlineSeat } from '../../client/store';
import type { RoundhouseServer } from '../../server/app';
import { api } from '../server/harness';
import { startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

let srv: RoundhouseServer;
let browser: Browser;
const errors: string[] = [];
beforeAll(async () => {
  srv = await startApp('rh-e2e-end-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

function golden(mod: GameModule): GoldenGame {
  const dir = resolve('test/golden', mod.id);
  return JSON.parse(
    readFileSync(
      join(
        dir,
        readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()[0],
      ),
      'utf8',
    ),
  ) as GoldenGame;
}

/** boardgame.io's Local storage (client/pages/LocalPlayPage.tsx, key `rh`) and our table record for a
 *  match of `mod` one move before the end of its golden game; the last mover is the one person. */
function localTable(mod: GameModule, matchID: string) {
  const g = golden(mod);
  const match = startMatch(mod, g.numPlayers, g.seed, g.setupData);
  const initial = match.state;
  const log: unknown[] = [];
  for (const rec of g.moves.slice(0, -1)) {
    const r = match.step(rec);
    if (!r.ok) throw new Error(`golden move refused: ${JSON.stringify(rec)}`);
    log.push(...((r.state as { deltalog?: unknown[] }).deltalog ?? []));
  }
  const {
    deltalog: _d,
    transients: _t,
    ...state
  } = match.state as typeof match.state & { deltalog?: unknown; transients?: unknown };
  const last = g.moves[g.moves.length - 1];
  const seats = Array.from({ length: g.numPlayers }, (_, i) =>
    String(i) === last.playerID
      ? { kind: 'human', name: 'Alice' }
      : { kind: 'bot', name: `Bot ${i + 1}`, level: 'easy' },
  );
  const players = Object.fromEntries(seats.map((s, i) => [i, { id: i, name: s.name }]));
  const now = Date.now();
  return {
    last,
    storage: {
      rh_state: JSON.stringify([[matchID, state]]),
      rh_initial: JSON.stringify([[matchID, initial]]),
      rh_metadata: JSON.stringify([
        [
          matchID,
          { gameName: mod.id, players, setupData: g.setupData, unlisted: true, createdAt: now, updatedAt: now },
        ],
      ]),
      rh_log: JSON.stringify([[matchID, log]]),
      rh_tables: JSON.stringify([
        { gameId: mod.id, matchID, numPlayers: g.numPlayers, seats, setupData: g.setupData, createdAt: now },
      ]),
    },
  };
}

async function newPage(size: (typeof SIZES)[number], storage: Record<string, string>): Promise<Page> {
  const ctx = await browser.newContext({ ...size, locale: 'en-US' });
  await ctx.addInitScript((s) => {
    if (localStorage.getItem('rh_e2e_seeded')) return;
    localStorage.setItem('rh_e2e_seeded', '1');
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    for (const g of [
      'ticket-to-ride-card-game',
      'nippon',
      'russian-railroads',
      'steam-rollers',
      'railways-of-the-world',
    ])
      localStorage.setItem(`rh_tour_seen_${g}`, '1');
  }, storage);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The result and the named controls lie wholly inside the viewport. */
async function expectInView(page: Page, names: string[]) {
  const vp = page.viewportSize()!;
  const end = page.getByTestId('game-end');
  await end.waitFor({ timeout: 20_000 });
  expect(await end.locator('.game-end-result').innerText()).toMatch(/Game over · .*(wins?!|draw)/);
  const targets = [
    end.locator('.game-end-result'),
    ...names.map((n) => end.getByRole(n === 'Play again' ? 'button' : 'link', { name: n, exact: true })),
  ];
  // the scroll into view has settled
  await page.waitForTimeout(300);
  for (const l of targets) {
    const b = (await l.boundingBox())!;
    expect(b, await l.innerText()).not.toBeNull();
    expect(b.y, `${await l.innerText()} top`).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height, `${await l.innerText()} bottom`).toBeLessThanOrEqual(vp.height);
    expect(b.x + b.width).toBeLessThanOrEqual(vp.width);
  }
}

describe('the end of a game: the result and what to do next in view', () => {
  for (const mod of GAMES) {
    for (const size of SIZES) {
      it(`${mod.id}, ${size.name}: on this device, the last move made scrolled to the bottom`, async () => {
        const matchID = `end${mod.id.slice(0, 4)}${size.name}`;
        const t = localTable(mod, matchID);
        const page = await newPage(size, t.storage);
        await page.goto(`${srv.url}/#/local/${mod.id}/${matchID}`);
        await page.waitForSelector('.play .board-area', { timeout: 30_000 });
        expect(await page.getByTestId('game-end').count()).toBe(0);
        await page.waitForFunction(
          (m) => ((window as any).roundhouse?.legalMoves() ?? []).some((x: { move: string }) => x.move === m),
          t.last.move,
          { timeout: 20_000 },
        );
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate((rec) => (window as any).roundhouse.play(rec.move, rec.args[0]), t.last);
        await expectInView(page, ['Play again', 'Watch the replay', 'Analyse']);
        await page.screenshot({ path: resolve(SHOTS, `end-of-game-${mod.id}-${size.name}.png`) });
        await page.context().close();
        expect(errors).toEqual([]);
      }, 90_000);
    }
  }

  it('at a finished online table, each game, phone and desktop: Play again, the replay and Analyse in view', async () => {
    for (const mod of GAMES) {
      const matchID = (await api(srv.url, `/games/${mod.id}/create`, { numPlayers: mod.minPlayers })).json
        .matchID as string;
      const seats: OnlineSeat[] = [];
      for (let i = 0; i < mod.minPlayers; i++) {
        const j = await api(srv.url, `/games/${mod.id}/${matchID}/join`, {
          playerName: `P${i + 1}`,
          playerID: String(i),
        });
        seats.push({
          gameId: mod.id,
          matchID,
          playerID: String(i),
          credentials: j.json.playerCredentials,
          name: `P${i + 1}`,
          createdAt: Date.now(),
        });
      }
      const { state, metadata } = await srv.store.fetch(matchID, { state: true, metadata: true });
      const gameover = {
        winner: '0',
        winners: ['0'],
        scores: Object.fromEntries(seats.map((s, i) => [s.playerID, 10 - i])),
      };
      await srv.store.setState(matchID, { ...state, ctx: { ...state.ctx, gameover }, _stateID: state._stateID + 1 });
      await srv.store.setMetadata(matchID, { ...metadata, gameover });
      for (const size of SIZES) {
        const page = await newPage(size, { rh_seats: JSON.stringify([seats[0]]) });
        await page.goto(`${srv.url}/#/play/${mod.id}/${matchID}`);
        await expectInView(page, ['Play again', 'Watch the replay', 'Analyse']);
        expect(await page.getByTestId('game-end').innerText(), `${mod.id} ${size.name}`).toContain('P1 wins!');
        await page.context().close();
      }
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('Analyse opens the replay with the analysis running, its panel in view', async () => {
    const mod = GAMES.find((m) => m.id === 'ticket-to-ride-card-game')!;
    const t = localTable(mod, 'endanalyse');
    const page = await newPage(SIZES[0], t.storage);
    await page.goto(`${srv.url}/#/local/${mod.id}/endanalyse`);
    await page.waitForFunction(
      (m) => ((window as any).roundhouse?.legalMoves() ?? []).some((x: { move: string }) => x.move === m),
      t.last.move,
      { timeout: 20_000 },
    );
    await page.evaluate((rec) => (window as any).roundhouse.play(rec.move, rec.args[0]), t.last);
    await page.getByTestId('game-end').getByRole('link', { name: 'Analyse', exact: true }).tap();
    await page.waitForURL(/#\/replay\/local\/.*\?analyse=1/);
    const status = page.locator('.an-panel .an-status');
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toMatch(/\d+ of \d+|Analysed/i);
    const b = (await page.locator('.an-panel').boundingBox())!;
    expect(b.y).toBeLessThan(844);
    expect(b.y + 40).toBeGreaterThan(0);
    await page.context().close();
    expect(errors).toEqual([]);
  }, 90_000);
});
