// Passkeys (WebAuthn) with @simplewebauthn/server, which checks the attestation and assertion
// formats, signatures and counters we would otherwise have to write and keep up to date.
//
// - Registration (signed in): options with a one-use challenge kept in the database (so any
//   process of a cluster can finish it), then the browser's response verified against that
//   challenge, this site's origin and its host name as the relying party; the public key is kept.
// - Sign-up with a passkey (no password): options for a pending account (its name and a new user
//   handle kept with the challenge), then the account and its first passkey are stored together,
//   so there is never an account without a way to sign in.
// - Sign-in (no name needed): options with a challenge and no list of credentials, so the
//   browser offers the passkeys it holds for this site (resident keys are asked for at
//   registration); the response's credential ID finds the passkey and its account.
// User verification (the device's PIN, fingerprint or face) is required both times: a passkey
// replaces the password, so it must prove more than the device being present.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AccountsRepo } from './repo';
import type { AccountRow, ChallengePurpose, PasskeyRow } from './types';

export const RP_NAME = 'Roundhouse';
/** How long a challenge may be answered. */
export const CHALLENGE_MS = 5 * 60_000;
/** Passkeys one account may have. */
export const PASSKEYS_MAX = 20;
const B64URL = /^[A-Za-z0-9_-]{1,1400}$/;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string };
const refuse = (status: number, error: string) => ({ ok: false as const, status, error });

/** The relying party of a request from `origin` (an origin the Origin check allowed). */
export function rpIdOf(origin: string): string {
  return new URL(origin).hostname;
}

/** The challenge a browser's response answers (read from its clientDataJSON), if well-formed. */
function challengeOf(response: unknown): string | null {
  const r = response as { response?: { clientDataJSON?: unknown } } | null;
  const data = r?.response?.clientDataJSON;
  if (typeof data !== 'string' || !B64URL.test(data)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' && B64URL.test(parsed.challenge) ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** The shape every WebAuthn response has, before the library reads it. */
function wellFormed(response: unknown): boolean {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return false;
  const r = response as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    B64URL.test(r.id) &&
    typeof r.rawId === 'string' &&
    r.type === 'public-key' &&
    typeof r.response === 'object' &&
    r.response !== null
  );
}

async function take(store: AccountsRepo, response: unknown, purpose: ChallengePurpose) {
  if (!wellFormed(response)) return null;
  const challenge = challengeOf(response);
  if (!challenge) return null;
  return (await store.takeChallenge(challenge, purpose, Date.now())) ?? null;
}

export async function registrationOptions(store: AccountsRepo, account: AccountRow, origin: string) {
  const existing = await store.passkeysOf(account.id);
  if (existing.length >= PASSKEYS_MAX) return refuse(409, `An account may have at most ${PASSKEYS_MAX} passkeys`);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpIdOf(origin),
    userName: account.name,
    userDisplayName: account.name,
    userID: Buffer.from(account.webauthnUserId, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await store.putChallenge(
    {
      challenge: options.challenge,
      purpose: 'register',
      accountId: account.id,
      data: null,
      expiresAt: Date.now() + CHALLENGE_MS,
    },
    Date.now(),
  );
  return { ok: true as const, value: options };
}

export interface PendingAccount {
  name: string;
  key: string;
  webauthnUserId: string;
}

/** Registration options for an account not made yet (sign-up with a passkey). */
export async function signupOptions(store: AccountsRepo, pending: PendingAccount, origin: string) {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpIdOf(origin),
    userName: pending.name,
    userDisplayName: pending.name,
    userID: Buffer.from(pending.webauthnUserId, 'base64url'),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await store.putChallenge(
    {
      challenge: options.challenge,
      purpose: 'signup',
      accountId: null,
      data: JSON.stringify(pending),
      expiresAt: Date.now() + CHALLENGE_MS,
    },
    Date.now(),
  );
  return options;
}

/** The pending account and its verified first passkey (the passkey's accountId is left for the caller). */
export async function finishSignup(
  store: AccountsRepo,
  response: unknown,
  origin: string,
): Promise<Outcome<{ pending: PendingAccount; passkey: PasskeyRow }>> {
  const challenge = await take(store, response, 'signup');
  if (!challenge?.data)
    return refuse(400, 'This passkey answer is not for a sign-up started here (or it expired); start again');
  const pending = JSON.parse(challenge.data) as PendingAccount;
  const r = await verifiedPasskey(response, challenge.challenge, origin, '');
  return r.ok ? { ok: true, value: { pending, passkey: r.value } } : r;
}

export async function finishRegistration(
  store: AccountsRepo,
  account: AccountRow,
  response: unknown,
  origin: string,
): Promise<Outcome<PasskeyRow>> {
  const challenge = await take(store, response, 'register');
  if (!challenge || challenge.accountId !== account.id)
    return refuse(
      400,
      'This passkey answer is not for a registration this account started (or it expired); start again',
    );
  const r = await verifiedPasskey(response, challenge.challenge, origin, account.id);
  if (!r.ok) return r;
  if (!(await store.addPasskey(r.value))) return refuse(409, 'This passkey is already registered');
  return r;
}

/** A registration response checked against its challenge, origin and relying party. */
async function verifiedPasskey(
  response: unknown,
  expectedChallenge: string,
  origin: string,
  accountId: string,
): Promise<Outcome<PasskeyRow>> {
  const rpID = rpIdOf(origin);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch (e) {
    return refuse(400, `The passkey could not be verified: ${String((e as Error)?.message ?? e).slice(0, 160)}`);
  }
  if (!verified.verified) return refuse(400, 'The passkey could not be verified');
  const cred = verified.registrationInfo.credential;
  const row: PasskeyRow = {
    id: cred.id,
    accountId,
    publicKey: Buffer.from(cred.publicKey).toString('base64url'),
    counter: cred.counter,
    transports: (cred.transports ?? []).filter((t) => typeof t === 'string').slice(0, 8),
    rpId: rpID,
    createdAt: Date.now(),
    lastUsedAt: null,
  };
  return { ok: true, value: row };
}

export async function authenticationOptions(store: AccountsRepo, origin: string) {
  const options = await generateAuthenticationOptions({ rpID: rpIdOf(origin), userVerification: 'required' });
  await store.putChallenge(
    {
      challenge: options.challenge,
      purpose: 'signin',
      accountId: null,
      data: null,
      expiresAt: Date.now() + CHALLENGE_MS,
    },
    Date.now(),
  );
  return options;
}

/** The account a passkey sign-in proves, or why not (every failure is the same 401). */
export async function finishAuthentication(
  store: AccountsRepo,
  response: unknown,
  origin: string,
): Promise<Outcome<AccountRow>> {
  const nope = refuse(401, 'This passkey could not sign you in');
  const challenge = await take(store, response, 'signin');
  if (!challenge) return nope;
  const passkey = await store.passkeyById((response as { id: string }).id);
  const rpID = rpIdOf(origin);
  if (!passkey || passkey.rpId !== rpID) return nope;
  // The user handle, when the authenticator sends one, must be the passkey's account's.
  const account = await store.accountById(passkey.accountId);
  if (!account) return nope;
  const handle = (response as { response: { userHandle?: unknown } }).response.userHandle;
  if (handle !== undefined && handle !== null && handle !== account.webauthnUserId) return nope;
  try {
    const v = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!v.verified) return nope;
    await store.usePasskey(passkey.id, v.authenticationInfo.newCounter, Date.now());
  } catch {
    return nope;
  }
  return { ok: true, value: account };
}
