// Admin commands of moderation (server/mod/): give or take the moderator role, suspend an account
// or lift its suspension. They write the database the server uses, which reads it on every
// request, so they take effect at once whether a server runs or not; a suspension's running
// seats go to stand-ins when the server next looks (within seconds). Each is in the audit log as
// done on the command line.
import type { AccountRow } from '../../accounts/types';
import { Moderation } from '../../mod/moderation';
import { type AdminCommand, type AdminContext, AdminUsage, noMore, required } from './types';

async function setUp(ctx: AdminContext, name: string) {
  const { repos } = await ctx.data();
  const mod = new Moderation({ repo: repos.mod, accounts: repos.accounts, log: ctx.err, now: ctx.now });
  const account = await mod.account(name);
  if (!account) {
    ctx.err(`no account named ${name}`);
    return undefined;
  }
  return { mod, account };
}

function role(argv: string[]): void {
  if (required(argv, 0, 'the role') !== 'moderator') throw new AdminUsage('the only role is moderator');
}

/** grant or revoke: `moderator <name>`, then what the module's method answered, said. */
function roleCommand(
  name: string,
  summary: string,
  act: (mod: Moderation, account: AccountRow) => Promise<boolean>,
  said: (accountName: string, changed: boolean) => string,
): AdminCommand {
  return {
    name,
    args: 'moderator <name>',
    summary,
    async run(ctx, argv) {
      role(argv);
      const accountName = required(argv, 1, 'the account name');
      noMore(argv, 2);
      const s = await setUp(ctx, accountName);
      if (!s) return 1;
      ctx.out(said(s.account.name, await act(s.mod, s.account)));
      return 0;
    },
  };
}

export const grant = roleCommand(
  'grant',
  'give the account the moderator role',
  (mod, account) => mod.grant(account),
  (n, changed) => (changed ? `${n} is a moderator` : `${n} was a moderator already`),
);

export const revoke = roleCommand(
  'revoke',
  'take the moderator role from the account',
  (mod, account) => mod.revoke(account),
  (n, changed) => (changed ? `${n} is no longer a moderator` : `${n} was not a moderator`),
);

export const suspend: AdminCommand = {
  name: 'suspend',
  args: '<name> [reason…]',
  summary: 'suspend the account: its sessions end, it cannot sign in or sit; stand-ins take its seats',
  async run(ctx, argv) {
    const name = required(argv, 0, 'the account name');
    const reason = argv.slice(1).join(' ').trim() || 'suspended by the administrator';
    const s = await setUp(ctx, name);
    if (!s) return 1;
    const fresh = await s.mod.suspend(s.account, reason, null);
    ctx.out(`${s.account.name} is suspended${fresh ? '' : ' (already was; the reason is updated)'}: ${reason}`);
    return 0;
  },
};

export const unsuspend: AdminCommand = {
  name: 'unsuspend',
  args: '<name>',
  summary: 'lift the account’s suspension',
  async run(ctx, argv) {
    const name = required(argv, 0, 'the account name');
    noMore(argv, 1);
    const s = await setUp(ctx, name);
    if (!s) return 1;
    if (!(await s.mod.unsuspend(s.account, null))) {
      ctx.err(`${s.account.name} is not suspended`);
      return 1;
    }
    ctx.out(`${s.account.name} is no longer suspended`);
    return 0;
  },
};

export const modCommands: AdminCommand[] = [grant, revoke, suspend, unsuspend];
