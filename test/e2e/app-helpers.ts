// Pieces the browser tests and the screenshot script share: the built app on a real server, a
// local table against bots opened through the New table page, and a game's golden game as a
// replay file to import.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { GameModule } from '../../games/common/module';
import { startMatch, type GoldenGame } from '../../games/common/match';
import { REPLAY_FORMAT } from '../../games/common/replay';
import { startServer, type RoundhouseServer } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { tempDir } from '../server/harness';

/** The built client (dist/client, or RH_CLIENT_DIR) on a real server with server bots, on a free
 *  port, rate limits off; `options` changes any of that. */
export function startApp(prefix = 'rh-e2e-', options: Partial<ServerConfig> = {}): Promise<RoundhouseServer> {
  return startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir: tempDir(prefix),
      clientDir: process.env.RH_CLIENT_DIR ?? resolve('dist/client'),
      origins: [],
      bots: true,
      ...options,
    },
    () => {},
  );
}

/** Through the New table page: a table of `mod` on this device, Alice against bots of `level`
 *  at the smallest player count; resolves once the board is drawn. */
export async function openLocalTable(page: Page, base: string, mod: GameModule, level = 'easy'): Promise<void> {
  await page.goto(`${base}/#/new/${mod.id}`);
  await page.fill('input[name="name"]', 'Alice');
  await page.selectOption('select[name="players"]', String(mod.minPlayers));
  for (let i = 1; i < mod.minPlayers; i++) await page.locator(`[data-seat="${i}"] select`).last().selectOption(level);
  await page.click('button[type="submit"]');
  await page.waitForSelector('.play .board-area', { timeout: 30_000 });
}

/** Through the New table page: an online table of `mod`, "Solo" against an Easy server bot at 2
 *  players; resolves once the board is drawn. */
export async function openOnlineBotTable(page: Page, base: string, mod: GameModule): Promise<void> {
  await page.goto(`${base}/#/new/${mod.id}`);
  await page.fill('input[name="name"]', 'Solo');
  await page.check('input[name="mode"][value="online"]');
  await page.selectOption('select[name="players"]', '2');
  await page.selectOption('[data-seat="1"] select[aria-label="Level"]', 'easy');
  await page.click('button[type="submit"]');
  await page.waitForSelector('.play .board-area', { timeout: 20_000 });
}

/** The game's first golden game (test/golden/<id>) written as an exported replay file; returns its path. */
export function goldenReplayFile(mod: GameModule, dir = tempDir('rh-replay-')): string {
  const goldenDir = resolve('test/golden', mod.id);
  const golden = JSON.parse(
    readFileSync(join(goldenDir, readdirSync(goldenDir).filter((f) => f.endsWith('.json'))[0]), 'utf8'),
  ) as GoldenGame;
  const match = startMatch(mod, golden.numPlayers, golden.seed, golden.setupData);
  const initialState = match.state;
  const log: unknown[] = [];
  for (const rec of golden.moves) log.push(...((match.step(rec).state as { deltalog?: unknown[] }).deltalog ?? []));
  const names = Object.fromEntries(Array.from({ length: golden.numPlayers }, (_, i) => [String(i), `Player ${i + 1}`]));
  const file = join(dir, `replay-${mod.id}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      format: REPLAY_FORMAT,
      version: 1,
      gameId: mod.id,
      matchID: 'golden',
      initialState,
      log,
      rulesVersion: golden.rulesVersion,
      playerNames: names,
    }),
  );
  return file;
}

/** The person's seat plays one uniformly random legal move through the page's automation handle
 *  (window.roundhouse); false when it has nothing to do now. For the manual whole-game scripts. */
export function playRandomMove(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const rh = (window as any).roundhouse;
    const legal = rh?.legalMoves() ?? [];
    if (!legal.length) return false;
    const m = legal[Math.floor(Math.random() * legal.length)];
    rh.play(m.move, m.args[0]);
    return true;
  });
}

/** Waits (up to `timeout` ms) until the handle offers the person's seat a move (it offers moves
 *  only once the board shows the latest state), then plays one uniformly random legal move in the
 *  same tick; the state ID it played at. Reading the moves and playing in one step means no other
 *  state (a bot's simultaneous move) can come between them. */
export async function playRandomMoveWhenShown(page: Page, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const rh = (window as any).roundhouse;
      const legal = rh?.legalMoves() ?? [];
      if (!legal.length) return false;
      const at = rh.stateID() as number;
      const m = legal[Math.floor(Math.random() * legal.length)];
      rh.play(m.move, m.args[0]);
      return { at };
    },
    undefined,
    { timeout, polling: 50 },
  );
  return ((await handle.jsonValue()) as { at: number }).at;
}

/** Creates an account (and so signs in) from the page's origin; the answer's status (201: made). */
export function signUpFromPage(page: Page, name: string, password: string): Promise<number> {
  return page.evaluate(
    async ([n, p]) =>
      (
        await fetch('/api/accounts', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: n, password: p }),
        })
      ).status,
    [name, password],
  );
}

/** Fills and sends the Sign up form already open on `page`, then waits until the app is signed in
 *  *and* has left the form: the form signs in, then navigates (to the page it came from, or the
 *  account page) a moment later, so a `goto` made as soon as the account's name shows can be
 *  overtaken by that navigation. */
export async function signUpByForm(page: Page, name: string, password: string): Promise<void> {
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="password"]', password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForSelector('[data-testid="nav-account"]', { state: 'attached' });
  await page.waitForFunction(() => !location.hash.startsWith('#/signup'));
}
