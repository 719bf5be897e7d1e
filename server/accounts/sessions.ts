// Sessions: a random ID (32 bytes from the CSPRNG) in a cookie, and only its SHA-256 in the
// database, so a copy of the database signs no one in. A session ends when its player signs out
// (this device), changes the password (every other device), deletes the account, or after 30 days
// unused; its cookie is renewed at most once an hour while it is used.
//
// The cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on another site's requests
// but top-level navigations), Path=/, and Secure when the page is served over https: always with
// COOKIE_SECURE=1, else when the request arrived over https as the trusted proxy in front says
// (TRUST_PROXY and X-Forwarded-Proto). A secure cookie is named with the __Host- prefix, which
// browsers accept only from a secure origin, for the whole host, without a Domain.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { ClientError } from '../http/errors';
import type { AccountsRepo } from './repo';
import type { AccountRow } from './types';

export const COOKIE = 'rh_session';
export const SECURE_COOKIE = '__Host-rh_session';
export const SESSION_IDLE_MS = 30 * 24 * 3_600_000;
/** How often a used session's last-seen time (and its cookie) is renewed. */
export const TOUCH_EVERY_MS = 3_600_000;
const ID = /^[A-Za-z0-9_-]{43}$/;

export interface CookiePolicy {
  /** COOKIE_SECURE=1: always Secure. */
  secure?: boolean;
  /** Proxies in front whose X-Forwarded-Proto is believed (TRUST_PROXY). */
  trustProxy?: number;
}

export interface SignedIn {
  account: AccountRow;
  /** SHA-256 of this device's session ID. */
  idHash: string;
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Whether this request's cookie should be Secure. */
export function secureRequest(ctx: Context, policy: CookiePolicy): boolean {
  if (policy.secure) return true;
  if ((ctx.req.socket as { encrypted?: boolean }).encrypted) return true;
  if ((policy.trustProxy ?? 0) > 0) {
    const proto = ctx.get('x-forwarded-proto').split(',')[0]?.trim().toLowerCase();
    return proto === 'https';
  }
  return false;
}

export function sessionCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${secure ? SECURE_COOKIE : COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session ID the request carries (well-formed), if any. */
export function sessionIdOf(ctx: Context): string | undefined {
  for (const name of [SECURE_COOKIE, COOKIE]) {
    const v = ctx.cookies.get(name);
    if (v && ID.test(v)) return v;
  }
  return undefined;
}

/** Whether the request carries a session cookie at all (well-formed or not). */
export function hasSessionCookie(ctx: Context): boolean {
  const raw = ctx.get('cookie');
  return raw.includes(`${COOKIE}=`);
}

export class Sessions {
  /** Why an account may not be signed in (suspended by a moderator: server/mod/), or null. Asked
   *  at every sign-in (refused with 403 and the reason) and on every request that carries a
   *  session (the session ends). */
  refusal?: (accountId: string) => Promise<string | null>;

  constructor(
    private store: AccountsRepo,
    readonly policy: CookiePolicy,
    private now: () => number = Date.now,
  ) {}

  /** Sign `account` in on this device: a new session and its cookie (a session this device had
   *  before, of this account or another, ends). */
  async start(ctx: Context, account: AccountRow): Promise<void> {
    const refused = await this.refusal?.(account.id);
    if (refused) throw new ClientError(403, refused);
    const before = sessionIdOf(ctx);
    if (before) await this.store.deleteSession(hashSessionId(before));
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.store.purgeSessions(now - SESSION_IDLE_MS).catch(() => 0);
    await this.store.createSession({
      idHash: hashSessionId(id),
      accountId: account.id,
      createdAt: now,
      lastSeenAt: now,
    });
    this.setCookie(ctx, id);
    ctx.state.signedIn = { account, idHash: hashSessionId(id) } satisfies SignedIn;
  }

  /** The account this request is signed in as (looked up once per request). */
  async current(ctx: Context): Promise<SignedIn | undefined> {
    if (ctx.state.signedIn !== undefined) return ctx.state.signedIn ?? undefined;
    ctx.state.signedIn = null;
    const id = sessionIdOf(ctx);
    if (!id) return undefined;
    const idHash = hashSessionId(id);
    const s = await this.store.sessionByHash(idHash);
    if (!s) return undefined;
    const now = this.now();
    if (now - s.lastSeenAt > SESSION_IDLE_MS) {
      await this.store.deleteSession(idHash);
      return undefined;
    }
    const account = await this.store.accountById(s.accountId);
    if (!account) return undefined;
    if (await this.refusal?.(account.id)) {
      await this.store.deleteSession(idHash);
      return undefined;
    }
    if (now - s.lastSeenAt > TOUCH_EVERY_MS) {
      await this.store.touchSession(idHash, now);
      this.setCookie(ctx, id);
    }
    const signedIn: SignedIn = { account, idHash };
    ctx.state.signedIn = signedIn;
    return signedIn;
  }

  /** Sign this device out: its session ends and its cookie is cleared. */
  async end(ctx: Context): Promise<void> {
    const id = sessionIdOf(ctx);
    if (id) await this.store.deleteSession(hashSessionId(id));
    this.clearCookie(ctx);
    ctx.state.signedIn = null;
  }

  clearCookie(ctx: Context): void {
    // both names: a cookie set over https and one set over http on the same host
    ctx.append('Set-Cookie', sessionCookie('', true, 0));
    ctx.append('Set-Cookie', sessionCookie('', false, 0));
  }

  private setCookie(ctx: Context, id: string): void {
    ctx.append('Set-Cookie', sessionCookie(id, secureRequest(ctx, this.policy), Math.floor(SESSION_IDLE_MS / 1000)));
  }
}
