// Password resets an administrator hands out (`npm run admin -- reset-password <name>`,
// server/cli/admin/accounts.ts): a one-use link with a random token, kept only as its SHA-256 hash
// in the accounts' password_resets table, valid for a while (24 h by default). The link opens the
// client's #/reset/<token> page (client/account/ResetPasswordPage.tsx); the token travels in the
// URL's fragment, which browsers never send to a server or proxy, and then in this body:
//   POST /api/accounts/password-reset { token, password } → 200 { name }: the new password is set
//        and every session of the account ends (400 with a reason: a refused password, or a link
//        that is unknown, used or expired; 503 when the hashing queue is full)
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import { checkPassword, hashPassword, HashQueueFull } from './passwords';
import type { AccountsRepo } from './repo';

export const RESET_TTL_MS = 24 * 3600_000;
export const BAD_RESET = 'This reset link is not valid: it was used, has expired or was replaced by a newer one';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new reset for the account: the token (for the link; only its hash is stored). */
export async function makePasswordReset(
  repo: Pick<AccountsRepo, 'putPasswordReset'>,
  accountId: string,
  now: number,
  ttlMs = RESET_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.putPasswordReset({ tokenHash: hashOf(token), accountId, expiresAt: now + ttlMs });
  return token;
}

/** The link an administrator hands out: the site's address (PUBLIC_URL) and the client's page. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/#/reset/${token}`;

export function mountPasswordReset(router: any, repo: AccountsRepo, now: () => number = Date.now): void {
  router.post('/api/accounts/password-reset', async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const body = bodyOf(ctx);
    for (const k of Object.keys(body))
      if (k !== 'token' && k !== 'password') return fail(ctx, 400, `Unexpected field "${k.slice(0, 40)}"`);
    const token = body.token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return fail(ctx, 400, BAD_RESET);
    const password = checkPassword(body.password);
    if (!password.ok) return fail(ctx, 400, password.error);
    const hash = hashOf(token);
    // unknown links are refused before any hashing work
    if (!(await repo.passwordResetAccount(hash, now()))) return fail(ctx, 400, BAD_RESET);
    let hashed: string;
    try {
      hashed = await hashPassword(password.password);
    } catch (e) {
      if (!(e instanceof HashQueueFull)) throw e;
      ctx.set('Retry-After', '2');
      return fail(ctx, 503, e.message);
    }
    const accountId = await repo.takePasswordReset(hash, now());
    const account = accountId && (await repo.accountById(accountId));
    if (!account) return fail(ctx, 400, BAD_RESET);
    await repo.setPasswordHash(account.id, hashed);
    await repo.deleteSessionsOf(account.id);
    ctx.status = 200;
    ctx.body = { name: account.name };
  });
}
