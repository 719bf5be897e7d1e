// The admin command line (npm run admin -- <command>) on the database of a running server, on
// SQLite and on Postgres: help, unknown commands and bad arguments (exit 2), accounts and running
// matches listed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../games';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { api, socketClient, tempDir, until } from '../harness';
import { KINDS, type OpsServer, opsServer, stopPostgres } from './helpers';

afterAll(() => stopPostgres());
const GAME = GAMES.find((g) => g.id === 'ticket-to-ride') ?? GAMES[0];

describe('the admin command line', () => {
  it('npm run admin: help lists the commands; an unknown command exits 2 with a message', async () => {
    const run = promisify(execFile);
    const help = await run('npm', ['run', '--silent', 'admin', '--', 'help'], { encoding: 'utf8' });
    for (const c of ['list-accounts', 'list-matches']) expect(help.stdout).toContain(c);
    const bad = await run('npm', ['run', '--silent', 'admin', '--', 'no-such-command'], { encoding: 'utf8' }).then(
      () => null,
      (e) => e as { code: number; stderr: string },
    );
    expect(bad?.code).toBe(2);
    expect(bad?.stderr).toMatch(/unknown command "no-such-command"/);
    // a command on a database ends with its code once the database is closed
    const list = await run('npm', ['run', '--silent', 'admin', '--', 'list-accounts'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: tempDir('rh-admin-cli-') },
    });
    expect(list.stdout).toBe('0 account(s)\n');
  });
});

describe.each(KINDS)('admin commands on %s', (kind) => {
  let ops: OpsServer;
  beforeAll(async () => {
    ops = await opsServer(kind);
  }, 120_000);
  afterAll(() => ops?.srv.stop());

  it('bad arguments exit 2 with the usage', async () => {
    const r = await ops.admin('list-accounts', '--limit', 'lots');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--limit must be a whole number[\s\S]*usage: npm run admin -- list-accounts/);
    expect((await ops.admin('list-matches', 'extra')).code).toBe(2);
  });

  it('list-accounts: every account by name, with its sign-in kinds, searchable and paged', async () => {
    const names = [uniqueName('Ada'), uniqueName('Bea'), uniqueName('Cy')];
    const ids: string[] = [];
    for (const n of names) {
      const r = await new Jar(ops.srv.url).signUp(n, PASSWORD);
      expect(r.status).toBe(201);
      ids.push(r.json.id);
    }
    const all = await ops.admin('list-accounts');
    expect(all.code).toBe(0);
    for (const [i, n] of names.entries()) expect(all.out).toMatch(new RegExp(`${ids[i]}  ${n}  \\[password\\]`));
    expect(all.out).not.toMatch(/argon/);
    const one = await ops.admin('list-accounts', '--search', names[1].toUpperCase());
    expect(one.out.split('\n')).toHaveLength(2);
    expect(one.out).toContain(ids[1]);
    const page = await ops.admin('list-accounts', '--limit', '1');
    expect(page.out).toMatch(/1 account\(s\) \(more: --after /);
    const after = page.out.match(/--after (\S+)\)/)![1];
    const next = await ops.admin('list-accounts', '--limit', '1', '--after', after);
    expect(next.out.split('\n')[0]).not.toBe(page.out.split('\n')[0]);
  });

  it('list-matches: running matches with their game and seats; finished ones left out', async () => {
    const r = await api(ops.srv.url, `/games/${toyCards.id}/create`, { numPlayers: 2 });
    expect(r.status).toBe(200);
    const list = await ops.admin('list-matches');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`${r.json.matchID}  ${toyCards.id}  0/2 seated`));
    expect((await ops.admin('list-matches', '--game', 'nope')).out).toBe('0 running match(es)');
  });
});

describe.each(KINDS)('admin account and match commands on %s', (kind) => {
  let ops: OpsServer;
  beforeAll(async () => {
    // a registered game: the command line knows the games of GAMES
    ops = await opsServer(kind, {}, [toyCards, GAME]);
  }, 120_000);
  afterAll(() => ops?.srv.stop());

  it('reset-password prints a one-time link; the link sets a new password once and signs every device out', async () => {
    const name = uniqueName('Reset');
    const jar = new Jar(ops.srv.url);
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    const r = await ops.admin('reset-password', name.toLowerCase(), '--hours', '1');
    expect(r.code).toBe(0);
    const link = r.out.match(/https:\/\/games\.example\/#\/reset\/([A-Za-z0-9_-]{43})$/m);
    expect(link, r.out).not.toBeNull();
    const token = link![1];
    const reset = (body: unknown) => new Jar(ops.srv.url).post('/api/accounts/password-reset', body);
    // a refused password keeps the link usable
    expect((await reset({ token, password: 'short' })).status).toBe(400);
    expect((await reset({ token: 'x'.repeat(43), password: 'a new password 1' })).json.error).toMatch(/not valid/);
    expect((await reset({ token, password: 'a new password 1', extra: 1 })).status).toBe(400);
    const ok = await reset({ token, password: 'a new password 1' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ name });
    expect((await jar.get('/api/me')).status).toBe(401); // the old session ended
    expect((await new Jar(ops.srv.url).signIn(name, PASSWORD)).status).toBe(401);
    expect((await new Jar(ops.srv.url).signIn(name, 'a new password 1')).status).toBe(200);
    // once only
    expect((await reset({ token, password: 'another password 2' })).status).toBe(400);
    // a newer link replaces the one before; an expired one is refused
    const first = (await ops.admin('reset-password', name)).out.match(/reset\/(\S+)$/m)![1];
    const second = (await ops.admin('reset-password', name)).out.match(/reset\/(\S+)$/m)![1];
    expect((await reset({ token: first, password: 'another password 2' })).status).toBe(400);
    const now = Date.now();
    expect(
      await ops.srv.repos.accounts.passwordResetAccount(
        (await import('node:crypto')).createHash('sha256').update(second).digest('hex'),
        now + 25 * 3600_000,
      ),
    ).toBeUndefined();
    expect((await reset({ token: second, password: 'another password 2' })).status).toBe(200);
    expect((await ops.admin('reset-password', 'nobody-here')).code).toBe(1);
    expect((await ops.admin('reset-password')).code).toBe(2);
  });

  it('delete-account: asks for --yes, then deletes as the owner would (seats keep a neutral name, ratings go)', async () => {
    const name = uniqueName('Gone');
    const jar = new Jar(ops.srv.url);
    const id = (await jar.signUp(name, PASSWORD)).json.id as string;
    const created = await api(ops.srv.url, `/games/${toyCards.id}/create`, { numPlayers: 2 });
    const matchID = created.json.matchID as string;
    const joined = await jar.post(`/games/${toyCards.id}/${matchID}/join`, { playerName: name, playerID: '0' });
    expect(joined.status).toBe(200);
    await ops.srv.repos.ratings.forgetAccount(id); // (no rating yet: the hook must still run cleanly)
    expect((await ops.admin('delete-account', name)).code).toBe(1);
    expect((await jar.get('/api/me')).status).toBe(200);
    const r = await ops.admin('delete-account', id, '--yes');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`deleted ${name}`);
    expect((await jar.get('/api/me')).status).toBe(401);
    expect((await new Jar(ops.srv.url).signIn(name, PASSWORD)).status).toBe(401);
    expect(await ops.srv.repos.accounts.accountById(id)).toBeUndefined();
    const { metadata } = (await ops.srv.store.fetch(matchID, { metadata: true })) as any;
    expect(metadata.players['0'].name).toBe('Former player');
  });

  it('end-match: the seats given are abandoned, the match ends through the server action, replays and leaves the list; the running server shows the end to a connected player', async () => {
    const t = await api(ops.srv.url, '/api/tables', { gameId: GAME.id, numPlayers: 2, seats: [] });
    expect(t.status, JSON.stringify(t.json)).toBe(200);
    const matchID = t.json.matchID as string;
    const creds: string[] = [];
    for (const seat of ['0', '1']) {
      const j = await api(ops.srv.url, `/games/${GAME.id}/${matchID}/join`, { playerName: `P${seat}`, playerID: seat });
      expect(j.status).toBe(200);
      creds.push(j.json.playerCredentials);
    }
    // seat 0's player is connected while the match is ended on the command line
    const player = socketClient(ops.srv.url, GAME, matchID, '0', creds[0]);
    await until(() => player.getState() !== null, 15_000, 'the player synced');
    expect((await ops.admin('end-match', matchID)).code).toBe(1); // no --yes
    expect((await ops.admin('end-match', matchID, '--seat', '7', '--yes')).err).toMatch(/no seat 7/);
    const r = await ops.admin('end-match', matchID, '--seat', '1', '--yes');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/abandoned 1; ratings: not-rated/);
    await until(() => player.getState()?.ctx.gameover !== undefined, 15_000, 'the player sees the end');
    expect(player.getState()!.ctx.gameover).toMatchObject({ winners: ['0'] });
    player.stop();
    const { state, metadata } = (await ops.srv.store.fetch(matchID, { state: true, metadata: true })) as any;
    expect(state.ctx.gameover).toMatchObject({ winners: ['0'], out: { '1': 'left' } });
    expect(metadata.gameover).toBeDefined();
    expect((await api(ops.srv.url, `/api/matches/${matchID}/clock`)).json).toMatchObject({ over: true });
    const replay = await api(ops.srv.url, `/replays/${GAME.id}/${matchID}`);
    expect(replay.status).toBe(200);
    expect((await ops.admin('list-matches')).out).not.toContain(matchID);
    expect((await ops.admin('end-match', matchID, '--yes')).err).toMatch(/over already/);
  });
});
