// The account routes, beside the Lobby API:
//   POST   /api/accounts { name, password }      → 201 { id, name } and a session cookie
//                                                 (400 with a reason, 409 name taken)
//   POST   /api/accounts/passkey/options { name } → WebAuthn registration options for a new
//                                                 account (400, 409 as above)
//   POST   /api/accounts/passkey { response }    → 201 { id, name } and a session cookie: the
//                                                 account and its passkey, no password
//   POST   /api/session { name, password }       → 200 { id, name } and a session cookie;
//                                                 401 with one message for an unknown name and a
//                                                 wrong password alike; 429 per address (the
//                                                 'signin' budget: failures) and per account
//                                                 ('account': failures from devices that never
//                                                 signed in to it; per device for those that did,
//                                                 server/accounts/devices.ts); 503 when the
//                                                 hashing queue is full (passwords.ts)
//   DELETE /api/session                          → 204: this device signed out
//   GET    /api/me                               → { id, name, hasPassword, passkeys } or 401
//   POST   /api/me/password { current?, password } → 200; every other session ends
//                                                 (current: required when the account has one)
//   DELETE /api/me { password? }                 → 204: the account, its sessions and passkeys
//                                                 are gone; its seats keep a neutral name
//   GET    /api/me/matches                       → [{ matchID, gameId, playerID, credentials,
//                                                 name, over, rated, createdAt, updatedAt }]
//   POST   /api/me/seats { seats }               → { adopted }: a guest browser's seats, checked
//   GET    /api/me/passkeys                      → [{ id, createdAt, lastUsedAt }]
//   POST   /api/me/passkeys/options              → WebAuthn registration options
//   POST   /api/me/passkeys { response }         → 201 { id }
//   DELETE /api/me/passkeys/:id                  → 204 (409 when it is the last way to sign in)
//   POST   /api/session/passkey/options          → WebAuthn sign-in options
//   POST   /api/session/passkey { response }     → 200 { id, name } and a session cookie, or 401
//   POST   /api/accounts/password-reset { token, password } → 200 { name } (./password-reset.ts)
// Bodies arrive parsed and bounded (server/http/body.ts); writes with the session cookie come
// from this site only (server/http/origin.ts). Every answer is `Cache-Control: no-store`.
// Every password check reserves a point of the 'account' limit before argon2 runs and gives it
// back when the password was right (or was not checked: 503), so however many guesses arrive
// together, at most the limit is ever checked. A successful sign-in or sign-up also marks the
// device (a device token), and a passkey sign-in never looks at password failures.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import { originAllowed, requestHost } from '../http/origin';
import type { RateLimits } from '../http/rate-limits';
import { accountByName, checkAccountName, nameKey, nameTaken } from './names';
import { checkPassword, hashPassword, HashQueueFull, verifyPassword } from './passwords';
import { Devices } from './devices';
import { mountPasswordReset } from './password-reset';
import {
  authenticationOptions,
  finishAuthentication,
  finishRegistration,
  finishSignup,
  registrationOptions,
  signupOptions,
} from './passkeys';
import { accountMatches, adoptSeats, bindJoinedSeat, deleteAccountEverywhere, type Matches } from './seats';
import type { AccountsRepo } from './repo';
import type { Db } from '../db/types';
import type { Sessions, SignedIn } from './sessions';
import type { AccountRow, PasskeyRow } from './types';

export const WRONG_SIGN_IN = 'Wrong name or password';

export interface AccountDeps {
  /** The accounts repository (this module's tables). */
  repo: AccountsRepo;
  /** The match store (a deleted account's seats keep a neutral name; the account's matches). */
  matches: Matches;
  /** The server's secrets (the device tokens' key: ./devices.ts). */
  secrets: Pick<Db, 'serverSecret'>;
  /** What other modules drop of an account being deleted (its ratings, its queue entry), before
   *  its own rows go. */
  onDelete?: ((accountId: string) => Promise<void>)[];
  sessions: Sessions;
  limits: RateLimits;
  origins: (string | RegExp)[];
  trustProxy: number;
  log: (msg: string) => void;
  /** Device tokens (made from the store and the cookie policy when absent). */
  devices?: Devices;
}

const only = (body: Record<string, unknown>, allowed: string[]): string | null => {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) return `Unexpected field "${k.slice(0, 40)}"`;
  return null;
};

const passkeyView = (p: PasskeyRow) => ({ id: p.id, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

export function mountAccounts(router: any, deps: AccountDeps): void {
  const { repo, matches, sessions, limits } = deps;
  const devices = deps.devices ?? new Devices(deps.secrets, sessions.policy);
  mountPasswordReset(router, repo);

  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
  const answer = (ctx: Context, status: number, body?: unknown) => {
    noStore(ctx);
    ctx.status = status;
    if (body !== undefined) ctx.body = body;
  };
  /** The signed-in account, or a 401 answered. */
  const signedIn = async (ctx: Context): Promise<SignedIn | undefined> => {
    const s = await sessions.current(ctx);
    if (!s) fail(ctx, 401, 'Not signed in');
    return s;
  };
  /** Whether `password` is right, checked against the failure budget `budget` of the 'account'
   *  limit: its point is reserved first and given back when the password was right. undefined
   *  when answered (429: the budget is spent; 503: the hashing queue is full). */
  const checkAgainst = async (
    ctx: Context,
    budget: string,
    stored: string | null | undefined,
    password: string,
  ): Promise<boolean | undefined> => {
    const wait = await limits.spend('account', budget);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      fail(ctx, 429, `Too many failed attempts for this account; try again in ${Math.ceil(wait / 1000)} s`);
      return undefined;
    }
    let ok: boolean;
    try {
      ok = await verifyPassword(stored, password);
    } catch (e) {
      await limits.refund('account', budget);
      if (busy(ctx, e)) return undefined;
      throw e;
    }
    if (ok) await limits.refund('account', budget);
    return ok;
  };
  /** 503 with Retry-After when `e` is the hashing queue being full; true when answered. */
  const busy = (ctx: Context, e: unknown): boolean => {
    if (!(e instanceof HashQueueFull)) return false;
    ctx.set('Retry-After', '2');
    fail(ctx, 503, e.message);
    return true;
  };
  /** Sign the account in on this device, and mark the device as the account's. */
  const signIn = async (ctx: Context, account: AccountRow) => {
    await sessions.start(ctx, account);
    await devices.issue(ctx, account.id);
  };
  /** The page's origin for WebAuthn (the Origin check has allowed it), or a 400 answered. */
  const pageOrigin = (ctx: Context): string | undefined => {
    const origin = ctx.get('origin');
    if (origin && originAllowed(origin, requestHost(ctx, deps.trustProxy), deps.origins)) return origin;
    fail(ctx, 400, 'Passkeys work from this site’s pages only (the request has no Origin of this site)');
    return undefined;
  };
  const me = async (account: AccountRow) => ({
    id: account.id,
    name: account.name,
    hasPassword: account.passwordHash !== null,
    passkeys: (await repo.passkeysOf(account.id)).map(passkeyView),
  });

  router.post('/api/accounts', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['name', 'password']);
    if (bad) return fail(ctx, 400, bad);
    const name = checkAccountName(body.name);
    if (!name.ok) return fail(ctx, 400, name.error);
    const password = checkPassword(body.password);
    if (!password.ok) return fail(ctx, 400, password.error);
    if (await nameTaken(repo, name)) return fail(ctx, 409, 'This name is taken; choose another');
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(password.password);
    } catch (e) {
      if (busy(ctx, e)) return;
      throw e;
    }
    const account: AccountRow = {
      id: randomUUID(),
      name: name.name,
      nameKey: name.key,
      passwordHash,
      webauthnUserId: randomBytes(16).toString('base64url'),
      createdAt: Date.now(),
    };
    if (!(await repo.createAccount(account))) return fail(ctx, 409, 'This name is taken; choose another');
    await signIn(ctx, account);
    answer(ctx, 201, { id: account.id, name: account.name });
  });

  router.post('/api/accounts/passkey/options', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['name']);
    if (bad) return fail(ctx, 400, bad);
    const name = checkAccountName(body.name);
    if (!name.ok) return fail(ctx, 400, name.error);
    if (await nameTaken(repo, name)) return fail(ctx, 409, 'This name is taken; choose another');
    const origin = pageOrigin(ctx);
    if (!origin) return;
    answer(
      ctx,
      200,
      await signupOptions(
        repo,
        { name: name.name, key: name.key, webauthnUserId: randomBytes(16).toString('base64url') },
        origin,
      ),
    );
  });

  router.post('/api/accounts/passkey', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['response']);
    if (bad) return fail(ctx, 400, bad);
    const origin = pageOrigin(ctx);
    if (!origin) return;
    const r = await finishSignup(repo, body.response, origin);
    if (!r.ok) return fail(ctx, r.status, r.error);
    const { pending, passkey } = r.value;
    const account: AccountRow = {
      id: randomUUID(),
      name: pending.name,
      nameKey: pending.key,
      passwordHash: null,
      webauthnUserId: pending.webauthnUserId,
      createdAt: Date.now(),
    };
    if (!(await repo.createAccount(account))) return fail(ctx, 409, 'This name is taken; choose another');
    if (!(await repo.addPasskey({ ...passkey, accountId: account.id }))) {
      await repo.deleteAccount(account.id);
      return fail(ctx, 409, 'This passkey is already registered');
    }
    await signIn(ctx, account);
    answer(ctx, 201, { id: account.id, name: account.name });
  });

  router.post('/api/session', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['name', 'password']);
    if (bad) return fail(ctx, 400, bad);
    if (typeof body.name !== 'string' || typeof body.password !== 'string' || !body.name || !body.password)
      return fail(ctx, 400, 'name and password are required');
    if (body.name.length > 200 || body.password.length > 1024) return fail(ctx, 401, WRONG_SIGN_IN);
    const key = nameKey(body.name.normalize('NFC').trim());
    const account = await accountByName(repo, body.name);
    // a device that signed in to this account before has a failure budget of its own
    const device = account ? await devices.of(ctx, account.id) : undefined;
    // the same work for an unknown name as for a wrong password (passwords.ts)
    const ok = await checkAgainst(
      ctx,
      device ? `device:${device}` : `name:${key}`,
      account?.passwordHash,
      body.password,
    );
    if (ok === undefined) return;
    if (!ok || !account) return fail(ctx, 401, WRONG_SIGN_IN);
    await signIn(ctx, account);
    answer(ctx, 200, { id: account.id, name: account.name });
  });

  router.delete('/api/session', async (ctx: Context) => {
    await sessions.end(ctx);
    answer(ctx, 204);
  });

  router.get('/api/me', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (s) answer(ctx, 200, await me(s.account));
  });

  router.post('/api/me/password', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const body = bodyOf(ctx);
    const bad = only(body, ['current', 'password']);
    if (bad) return fail(ctx, 400, bad);
    const password = checkPassword(body.password);
    if (!password.ok) return fail(ctx, 400, password.error);
    if (s.account.passwordHash !== null) {
      if (typeof body.current !== 'string' || !body.current)
        return fail(ctx, 400, 'current (the present password) is required');
      // this session's own budget: strangers' guesses at the name never block the owner here
      const ok = await checkAgainst(ctx, `session:${s.idHash}`, s.account.passwordHash, body.current.slice(0, 1024));
      if (ok === undefined) return;
      if (!ok) return fail(ctx, 403, 'The current password is wrong');
    }
    let hashed: string;
    try {
      hashed = await hashPassword(password.password);
    } catch (e) {
      if (busy(ctx, e)) return;
      throw e;
    }
    await repo.setPasswordHash(s.account.id, hashed);
    await repo.deleteSessionsOf(s.account.id, s.idHash);
    answer(ctx, 200, { ok: true });
  });

  router.delete('/api/me', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const body = bodyOf(ctx);
    const bad = only(body, ['password']);
    if (bad) return fail(ctx, 400, bad);
    if (s.account.passwordHash !== null) {
      if (typeof body.password !== 'string' || !body.password)
        return fail(ctx, 400, 'password is required to delete the account');
      const ok = await checkAgainst(ctx, `session:${s.idHash}`, s.account.passwordHash, body.password.slice(0, 1024));
      if (ok === undefined) return;
      if (!ok) return fail(ctx, 403, 'The password is wrong');
    }
    await deleteAccountEverywhere(matches, repo, deps.onDelete ?? [], s.account.id);
    sessions.clearCookie(ctx);
    deps.log(`account deleted (${s.account.id})`);
    answer(ctx, 204);
  });

  router.get('/api/me/matches', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (s) answer(ctx, 200, await accountMatches(matches, repo, s.account.id));
  });

  router.post('/api/me/seats', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const body = bodyOf(ctx);
    const bad = only(body, ['seats']);
    if (bad) return fail(ctx, 400, bad);
    const r = await adoptSeats(matches, repo, s.account.id, body.seats);
    if (!r.ok) return fail(ctx, 400, r.error);
    answer(ctx, 200, { adopted: r.adopted });
  });

  router.get('/api/me/passkeys', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (s) answer(ctx, 200, (await repo.passkeysOf(s.account.id)).map(passkeyView));
  });

  router.post('/api/me/passkeys/options', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const bad = only(bodyOf(ctx), []);
    if (bad) return fail(ctx, 400, bad);
    const origin = pageOrigin(ctx);
    if (!origin) return;
    const r = await registrationOptions(repo, s.account, origin);
    if (!r.ok) return fail(ctx, r.status, r.error);
    answer(ctx, 200, r.value);
  });

  router.post('/api/me/passkeys', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const body = bodyOf(ctx);
    const bad = only(body, ['response']);
    if (bad) return fail(ctx, 400, bad);
    const origin = pageOrigin(ctx);
    if (!origin) return;
    const r = await finishRegistration(repo, s.account, body.response, origin);
    if (!r.ok) return fail(ctx, r.status, r.error);
    answer(ctx, 201, passkeyView(r.value));
  });

  router.delete('/api/me/passkeys/:id', async (ctx: Context & { params: Record<string, string> }) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const id = String(ctx.params.id ?? ''); // decoded by the router
    const keys = await repo.passkeysOf(s.account.id);
    if (!keys.some((p) => p.id === id)) return fail(ctx, 404, 'This account has no such passkey');
    if (s.account.passwordHash === null && keys.length === 1)
      return fail(ctx, 409, 'This is the account’s only way to sign in: set a password or add another passkey first');
    await repo.deletePasskey(s.account.id, id);
    answer(ctx, 204);
  });

  router.post('/api/session/passkey/options', async (ctx: Context) => {
    const bad = only(bodyOf(ctx), []);
    if (bad) return fail(ctx, 400, bad);
    const origin = pageOrigin(ctx);
    if (!origin) return;
    answer(ctx, 200, await authenticationOptions(repo, origin));
  });

  router.post('/api/session/passkey', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['response']);
    if (bad) return fail(ctx, 400, bad);
    const origin = pageOrigin(ctx);
    if (!origin) return;
    const r = await finishAuthentication(repo, body.response, origin);
    if (!r.ok) return fail(ctx, r.status, r.error);
    await signIn(ctx, r.value);
    answer(ctx, 200, { id: r.value.id, name: r.value.name });
  });
}

/** What the Lobby's join calls once a seat is taken: bind it when the player is signed in. */
export function seatBinder(deps: Pick<AccountDeps, 'repo' | 'sessions' | 'log'>) {
  return async (ctx: Context, matchID: string, playerID: string, credentials: string): Promise<void> => {
    try {
      const s = await deps.sessions.current(ctx);
      if (s) await bindJoinedSeat(deps.repo, s.account.id, matchID, playerID, credentials);
    } catch (e) {
      deps.log(`accounts: the seat ${playerID} of ${matchID} could not be bound: ${(e as Error)?.message ?? e}`);
    }
  };
}
