// The e-mail routes (a write answers 404 while SMTP_URL is not set: no mail here):
//   GET    /api/me/mail                      → { enabled, address, verified, kinds } (address null: none)
//   POST   /api/me/mail { address, kinds?, lang? } → 202: the address is kept unverified and a
//                                              link to verify it is mailed; the same address again
//                                              only changes kinds and language (200)
//   DELETE /api/me/mail                      → 204
//   GET    /api/mail/verify?token=           → 302 to #/account (the address is verified), 400
//   POST   /api/mail/unsubscribe?token=      → 200: RFC 8058 one-click unsubscribe (no session; the
//                                              token is signed: server/notify/mail.ts)
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import { checkLang } from './endpoints';
import { checkAddress, MAIL_KINDS, type Mailer } from './mail';
import type { NotifyRepo } from './repo';
import type { Kind } from './rows';

/** What POST /api/me/mail may carry. */
const MAIL_BODY_KEYS = new Set(['address', 'kinds', 'lang']);

const hash = (t: string) => createHash('sha256').update(t).digest('hex');

export function mountMailRoutes(
  router: any,
  deps: { repo: NotifyRepo; mailer?: Mailer; accountOf: (ctx: Context) => Promise<string | undefined> },
): void {
  const { repo, mailer } = deps;
  const signedIn = async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const id = await deps.accountOf(ctx);
    if (!id) fail(ctx, 401, 'Not signed in');
    return id;
  };
  const kindsOf = (v: unknown): Kind[] | null => {
    if (v === undefined) return [...MAIL_KINDS];
    if (!Array.isArray(v) || v.length > 4 || !v.every((k) => (MAIL_KINDS as readonly unknown[]).includes(k)))
      return null;
    return MAIL_KINDS.filter((k) => v.includes(k));
  };

  router.get('/api/me/mail', async (ctx: Context) => {
    const id = await signedIn(ctx);
    if (!id) return;
    const m = await repo.mailOf(id);
    ctx.body = { enabled: !!mailer, address: m?.address ?? null, verified: !!m?.verified, kinds: m?.kinds ?? [] };
  });

  router.post('/api/me/mail', async (ctx: Context) => {
    const id = await signedIn(ctx);
    if (!id) return;
    const body = bodyOf(ctx);
    const unknown = Object.keys(body).find((k) => !MAIL_BODY_KEYS.has(k));
    if (unknown !== undefined) return fail(ctx, 400, `unexpected field: ${unknown.slice(0, 40)}`);
    if (!mailer) return fail(ctx, 404, 'This server sends no e-mail');
    const address = checkAddress(body.address);
    if (!address) return fail(ctx, 400, 'address must be an e-mail address');
    const kinds = kindsOf(body.kinds);
    if (!kinds) return fail(ctx, 400, `kinds must be a list of: ${MAIL_KINDS.join(', ')}`);
    const lang = checkLang(body.lang);
    if (!lang.ok) return fail(ctx, 400, lang.error);
    mailer.base ||= ctx.origin;
    const old = await repo.mailOf(id);
    if (old && old.address === address) {
      await repo.putMail({ ...old, kinds, lang: lang.value });
      ctx.body = { address, verified: old.verified, kinds };
      return;
    }
    const token = randomBytes(24).toString('base64url');
    await repo.putMail({
      accountId: id,
      address,
      verified: false,
      tokenHash: hash(token),
      lang: lang.value,
      kinds,
      createdAt: Date.now(),
    });
    const link = `${mailer.base}/api/mail/verify?token=${token}`;
    await mailer.send({
      to: address,
      accountId: id,
      subject: lang.value === 'ja' ? 'Roundhouse：メールアドレスの確認' : 'Roundhouse: confirm your e-mail address',
      text:
        lang.value === 'ja'
          ? `Roundhouseの通知をこのアドレスで受け取るには、次のリンクを開いてください：\n${link}`
          : `To get Roundhouse notifications at this address, open this link:\n${link}`,
    });
    ctx.status = 202;
    ctx.body = { address, verified: false, kinds };
  });

  router.delete('/api/me/mail', async (ctx: Context) => {
    const id = await signedIn(ctx);
    if (!id) return;
    await repo.deleteMail(id);
    ctx.status = 204;
  });

  router.get('/api/mail/verify', async (ctx: Context) => {
    const token = ctx.query.token;
    if (typeof token !== 'string' || token.length > 100) return fail(ctx, 400, 'This link is not a verification link');
    const id = await repo.verifyMail(hash(token));
    if (!id) return fail(ctx, 400, 'This verification link was used already or is not known');
    ctx.redirect('/#/account');
  });

  router.post('/api/mail/unsubscribe', async (ctx: Context) => {
    const id = mailer?.checkToken(ctx.query.token);
    if (!id) return fail(ctx, 400, 'This unsubscribe link is not valid');
    await repo.setMailKinds(id, []);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { unsubscribed: true };
  });
}
