// Reports and the moderators' page in Chromium on the built app, at a phone's width: a signed-in
// player reports another from the profile page (Report, a reason, details); a non-moderator's
// #/mod says the page is for moderators; a moderator (given the role as the command line does)
// sees the report, mutes its subject and closes it, and the audit log shows both. Both pages
// axe-clean. Screenshots in test-output/screenshots/moderation-*.png.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { RoundhouseServer } from '../../server/app';
import { Jar, PASSWORD } from '../server/accounts/helpers';
import { signUpByForm, startApp } from './app-helpers';
import { launch } from './browser';

const SHOTS = resolve('test-output/screenshots');
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');

let srv: RoundhouseServer;
let browser: Browser;
beforeAll(async () => {
  srv = await startApp('rh-e2e-mod-');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

async function signedUp(name: string): Promise<{ page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', bypassCSP: true });
  await ctx.addInitScript(
    (ids: string[]) => ids.forEach((id) => localStorage.setItem(`rh_tour_seen_${id}`, '1')),
    GAMES.map((g) => g.id),
  );
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${srv.url}/#/signup`);
  await signUpByForm(page, name, PASSWORD);
  return { page, errors };
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.html).join(' | ')}`);
  });
}

describe('reports and the moderators’ page', () => {
  it('report from a profile; the moderator sees it, mutes and closes; others are told the page is not theirs', async () => {
    expect((await new Jar(srv.url).signUp('Troll Tom', PASSWORD)).status).toBe(201);
    const rita = await signedUp('Rita Reporter');
    await rita.page.goto(`${srv.url}/#/player/${encodeURIComponent('Troll Tom')}`);
    await rita.page.getByRole('button', { name: 'Report Troll Tom' }).click();
    await rita.page.getByLabel('Reason').selectOption('name');
    await rita.page.getByLabel('What happened (optional)').fill('An insulting <i>name</i>');
    expect(await axe(rita.page)).toEqual([]);
    await rita.page.screenshot({ path: resolve(SHOTS, 'moderation-report-form.png'), fullPage: true });
    await rita.page.getByRole('button', { name: 'Send report' }).click();
    await rita.page.getByText('Thank you: the moderators will look at it.').waitFor();
    // not a moderator
    await rita.page.goto(`${srv.url}/#/mod`);
    await rita.page.getByText('This page is for moderators.').waitFor({ timeout: 10_000 });
    const asked = rita.page.waitForResponse((r) => r.url().endsWith('/api/me/moderator'));
    await rita.page.goto(`${srv.url}/#/account`);
    expect(await (await asked).json()).toEqual({ moderator: false });
    await rita.page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await rita.page.getByTestId('mod-link').count()).toBe(0);

    const mo = await signedUp('Mona Mod');
    await srv.mod.grant((await srv.mod.account('Mona Mod'))!);
    // the way in: a link on a moderator's account page (and on no one else's)
    // (the sign-up form may have left this page open before the grant: the link is asked for as
    // the page opens, so open it again)
    await mo.page.goto(`${srv.url}/#/account`);
    await mo.page.reload();
    await mo.page.getByTestId('mod-link').waitFor();
    await mo.page.screenshot({ path: resolve(SHOTS, 'moderation-account-link.png'), fullPage: true });
    await mo.page.getByTestId('mod-link').click();
    await mo.page.waitForURL(/#\/mod$/);
    const reports = mo.page.getByTestId('mod-reports');
    await reports.getByText('About Troll Tom').waitFor({ timeout: 10_000 });
    expect(await reports.textContent()).toContain('Reported by Rita Reporter');
    expect(await reports.locator('blockquote').textContent()).toBe('An insulting <i>name</i>');
    expect(await reports.locator('i').count()).toBe(0);
    expect(await axe(mo.page)).toEqual([]);
    await mo.page.screenshot({ path: resolve(SHOTS, 'moderation-page.png'), fullPage: true });
    await reports.getByRole('button', { name: 'Mute' }).click();
    await mo.page.getByRole('status').getByText('Done.').waitFor();
    await mo.page.getByTestId('mod-log').getByText('Mona Mod: mute Troll Tom').waitFor();
    await reports.getByRole('button', { name: 'Close report' }).click();
    await mo.page.getByText('No open reports.').waitFor();
    const troll = (await srv.mod.account('Troll Tom'))!;
    expect(await srv.mod.writeRefusal(troll.id)).toMatch(/muted/);
    expect(await mo.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect([...rita.errors, ...mo.errors]).toEqual([]);
  }, 120_000);

  it("a guest seat's reported message offers only that seat's mute, which the seat then meets", async () => {
    const game = GAMES[0].id;
    const guest = new Jar(srv.url);
    const matchID = (await guest.post(`/games/${game}/create`, { numPlayers: 2 })).json.matchID;
    const credG = (await guest.post(`/games/${game}/${matchID}/join`, { playerName: 'Gus Guest', playerID: '0' })).json
      .playerCredentials;
    const chat = `/api/matches/${matchID}/chat`;
    const msg = (await guest.post(chat, { text: 'rude words', playerID: '0', credentials: credG })).json;
    const reporter = new Jar(srv.url);
    expect((await reporter.signUp('Rae Reporter', PASSWORD)).status).toBe(201);
    expect((await reporter.post('/api/reports', { messageId: msg.id, reason: 'abuse', text: '' })).status).toBe(201);

    const mo = await signedUp('Max Mod');
    await srv.mod.grant((await srv.mod.account('Max Mod'))!);
    await mo.page.goto(`${srv.url}/#/mod`);
    const reports = mo.page.getByTestId('mod-reports');
    const report = reports.locator('li').filter({ hasText: 'About Gus Guest' });
    await report.waitFor({ timeout: 10_000 });
    expect(await report.textContent()).toContain('A guest seat (no account)');
    // no account action on a guest's name (an account may bear it)
    expect(await report.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
    expect(await report.getByRole('button', { name: 'Mute', exact: true }).count()).toBe(0);
    const muteSeat = report.getByRole('button', { name: 'Mute this seat in this match' });
    expect((await muteSeat.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await axe(mo.page)).toEqual([]);
    await report.screenshot({ path: resolve(SHOTS, 'moderation-guest-report.png') });
    await muteSeat.click();
    await mo.page.getByRole('status').getByText('Done.').waitFor();
    expect(await srv.mod.seatWriteRefusal(matchID, '0')).toMatch(/muted/);
    const again = await guest.post(chat, { text: 'more', playerID: '0', credentials: credG });
    expect(again.status).toBe(403);
    expect(await mo.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(mo.errors).toEqual([]);
  }, 120_000);
});
