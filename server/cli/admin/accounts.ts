// Admin commands on accounts: list them, hand out a password reset link, delete one.
import { accountByName, nameKey } from '../../accounts/names';
import { makePasswordReset, resetLink } from '../../accounts/password-reset';
import { deleteAccountEverywhere } from '../../accounts/seats';
import type { AccountRow } from '../../accounts/types';
import { accountDeleteHooks } from '../../data';
import { type AdminCommand, type AdminContext, AdminUsage, noMore, required, takeFlag } from './types';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

function limitOf(argv: string[]): number {
  const i = argv.indexOf('--limit');
  if (i < 0) return 100;
  const n = Number(argv[i + 1]);
  argv.splice(i, 2);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new AdminUsage('--limit must be a whole number from 1 to 10000');
  return n;
}

function optionOf(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  if (v === undefined) throw new AdminUsage(`${name} needs a value`);
  argv.splice(i, 2);
  return v;
}

export const listAccounts: AdminCommand = {
  name: 'list-accounts',
  args: '[--search TEXT] [--after NAME_KEY] [--limit N]',
  summary: 'accounts by name: ID, name, sign-in kinds, created',
  async run(ctx, argv) {
    const limit = limitOf(argv);
    const search = optionOf(argv, '--search');
    const after = optionOf(argv, '--after');
    noMore(argv, 0);
    const { repos } = await ctx.data();
    const rows = await repos.accounts.listAccounts({
      limit,
      afterNameKey: after,
      search: search === undefined ? undefined : nameKey(search.normalize('NFC').trim()),
    });
    for (const a of rows) {
      const passkeys = (await repos.accounts.passkeysOf(a.id)).length;
      const kinds = [a.passwordHash ? 'password' : '', passkeys ? `${passkeys} passkey(s)` : ''].filter(Boolean);
      ctx.out(`${a.id}  ${a.name}  [${kinds.join(', ') || 'no sign-in'}]  created ${iso(a.createdAt)}`);
    }
    ctx.out(`${rows.length} account(s)${rows.length === limit ? ` (more: --after ${rows.at(-1)?.nameKey})` : ''}`);
    return 0;
  },
};

/** The account named by `who`: its ID, or its name (compared as sign-in compares names). */
async function accountOf(ctx: AdminContext, who: string): Promise<AccountRow | undefined> {
  const { repos } = await ctx.data();
  const a = (await repos.accounts.accountById(who)) ?? (await accountByName(repos.accounts, who));
  if (!a) ctx.err(`no account "${who}"`);
  return a;
}

export const resetPassword: AdminCommand = {
  name: 'reset-password',
  args: '<name|id> [--hours H]',
  summary: 'print a one-time link that sets a new password (PUBLIC_URL: the site)',
  async run(ctx, argv) {
    const h = optionOf(argv, '--hours');
    const hours = h === undefined ? 24 : Number(h);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 14)
      throw new AdminUsage('--hours must be a number of hours above 0, at most 336');
    const who = required(argv, 0, 'the account (name or ID)');
    noMore(argv, 1);
    const account = await accountOf(ctx, who);
    if (!account) return 1;
    const { repos } = await ctx.data();
    const token = await makePasswordReset(repos.accounts, account.id, ctx.now(), hours * 3600_000);
    if (!ctx.config.publicUrl)
      ctx.err('PUBLIC_URL is not set: the link below starts with the path; put the site address in front');
    ctx.out(`one-time link for ${account.name}, valid ${hours} h (a newer link replaces it):`);
    ctx.out(resetLink(ctx.config.publicUrl, token));
    return 0;
  },
};

export const deleteAccount: AdminCommand = {
  name: 'delete-account',
  args: '<name|id> --yes',
  summary: 'delete an account as its owner would (its seats keep a neutral name)',
  async run(ctx, argv) {
    const yes = takeFlag(argv, '--yes');
    const who = required(argv, 0, 'the account (name or ID)');
    noMore(argv, 1);
    const account = await accountOf(ctx, who);
    if (!account) return 1;
    if (!yes) {
      ctx.err(`this deletes ${account.name} (${account.id}) for good: run again with --yes`);
      return 1;
    }
    const data = await ctx.data();
    await deleteAccountEverywhere(data.store, data.repos.accounts, accountDeleteHooks(data.repos), account.id);
    ctx.out(`deleted ${account.name} (${account.id})`);
    return 0;
  },
};

export const accountCommands: AdminCommand[] = [listAccounts, resetPassword, deleteAccount];
