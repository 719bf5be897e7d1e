// E-mail notifications (on when SMTP_URL is set; docs/notifications.md), sent with nodemailer.
// Every mail carries a one-click unsubscribe (RFC 8058): `List-Unsubscribe` with a link holding
// a token signed with a secret of the server's (HMAC-SHA-256 of the account ID), and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the link's POST needs no session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

/** Kinds that may go by mail: a turn-based turn (at most one mail per match per 12 hours) and a
 *  match that has started. */
export const MAIL_KINDS = ['your-turn', 'match-started'] as const;
export const MAIL_EVERY_MS = 12 * 3_600_000;
export const MAIL_SECRET = 'mail-unsubscribe-key';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The account the mail is for: its unsubscribe link. */
  accountId: string;
}

export class Mailer {
  private transport: Transporter;

  constructor(
    private opts: { smtpUrl: string; from: string; secret: string; publicUrl?: string },
    /** The site's address for links, when PUBLIC_URL is not set: the first request's origin. */
    public base = opts.publicUrl ?? '',
  ) {
    this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  unsubscribeToken(accountId: string): string {
    const mac = createHmac('sha256', this.opts.secret).update(`unsubscribe:${accountId}`).digest('base64url');
    return `${Buffer.from(accountId).toString('base64url')}.${mac}`;
  }

  /** The account a token was made for, if it is genuine. */
  checkToken(token: unknown): string | undefined {
    if (typeof token !== 'string' || token.length > 300) return undefined;
    const [id64, mac] = token.split('.');
    if (!id64 || !mac) return undefined;
    const accountId = Buffer.from(id64, 'base64url').toString();
    const want = Buffer.from(this.unsubscribeToken(accountId).split('.')[1]);
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got) ? accountId : undefined;
  }

  unsubscribeUrl(accountId: string): string {
    return `${this.base}/api/mail/unsubscribe?token=${encodeURIComponent(this.unsubscribeToken(accountId))}`;
  }

  async send(m: MailMessage): Promise<void> {
    const unsubscribe = this.unsubscribeUrl(m.accountId);
    await this.transport.sendMail({
      from: this.opts.from,
      to: m.to,
      subject: m.subject,
      text: `${m.text}\n\n--\nUnsubscribe / 配信停止: ${unsubscribe}\n`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}

/** An address a person could have: one @, no spaces or line breaks, at most 254 characters. */
export function checkAddress(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const a = v.trim();
  if (a.length > 254 || !/^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(a)) return null;
  return a;
}
