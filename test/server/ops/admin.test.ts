// The admin command line (npm run admin -- <command>) on the database of a running server, on
// SQLite and on Postgres: help, unknown commands and bad arguments (exit 2), accounts and running
// matches listed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { api } from '../harness';
import { KINDS, type OpsServer, opsServer, stopPostgres } from './helpers';

afterAll(() => stopPostgres());

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
