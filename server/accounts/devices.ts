// Device tokens: a device that has signed in to an account keeps a long-lived cookie naming the
// account, signed by the server (HMAC-SHA256 under a server secret kept in the database:
// `serverSecret('device-token')` of server/db/, so no client can make one). It signs no one in by itself;
// it only tells the password sign-in that the owner's device is asking, so that the device is
// counted against a failure budget of its own instead of the name's: ten wrong guesses for a
// name from strangers' devices do not lock the owner out (OWASP, Authentication Cheat Sheet:
// lockouts, device cookies). A stolen device cookie gives its thief the same small budget, per
// token. Stateless: nothing is stored per device; a deleted account's tokens name no account.
//
// The cookie: `<accountId>.<issued at, base 36>.<HMAC, base64url>`, HttpOnly, SameSite=Strict
// (only this site's own pages send it), Path=/, for DEVICE_DAYS; Secure with the __Host- prefix
// when the session cookie is (server/accounts/sessions.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { Db } from '../db/types';
import { secureRequest, type CookiePolicy } from './sessions';

export const DEVICE_COOKIE = 'rh_device';
export const SECURE_DEVICE_COOKIE = '__Host-rh_device';
export const DEVICE_SECRET = 'device-token';
export const DEVICE_DAYS = 180;
const DEVICE_MS = DEVICE_DAYS * 24 * 3_600_000;
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export class Devices {
  private secret: Promise<string> | undefined;

  constructor(
    private store: Pick<Db, 'serverSecret'>,
    private policy: CookiePolicy,
    private now: () => number = Date.now,
  ) {}

  private async mac(accountId: string, issuedAt: string): Promise<string> {
    const key = await (this.secret ??= this.store.serverSecret(DEVICE_SECRET));
    return createHmac('sha256', key).update(`device-v1.${accountId}.${issuedAt}`).digest('base64url');
  }

  /** A token for the account issued now. */
  async token(accountId: string): Promise<string> {
    const issuedAt = this.now().toString(36);
    return `${accountId}.${issuedAt}.${await this.mac(accountId, issuedAt)}`;
  }

  /** Mark this device as one that signed in to `accountId`. */
  async issue(ctx: Context, accountId: string): Promise<void> {
    const secure = secureRequest(ctx, this.policy);
    ctx.append(
      'Set-Cookie',
      [
        `${secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE}=${await this.token(accountId)}`,
        'Path=/',
        `Max-Age=${Math.floor(DEVICE_MS / 1000)}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; '),
    );
  }

  /** The device's own ID when the request carries a valid, unexpired token for `accountId`. */
  async of(ctx: Context, accountId: string): Promise<string | undefined> {
    for (const name of [SECURE_DEVICE_COOKIE, DEVICE_COOKIE]) {
      const m = TOKEN.exec(ctx.cookies.get(name) ?? '');
      if (!m || m[1] !== accountId) continue;
      const issued = Number.parseInt(m[2], 36);
      const age = this.now() - issued;
      if (!Number.isSafeInteger(issued) || age < 0 || age > DEVICE_MS) continue;
      const want = Buffer.from(await this.mac(m[1], m[2]));
      const got = Buffer.from(m[3]);
      if (want.length === got.length && timingSafeEqual(want, got)) return `${m[1]}:${m[2]}`;
    }
    return undefined;
  }
}
