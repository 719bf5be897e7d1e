// Admin commands on accounts: list them (more in this group: see below).
import { nameKey } from '../../accounts/names';
import { type AdminCommand, AdminUsage, noMore } from './types';

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

export const accountCommands: AdminCommand[] = [listAccounts];
