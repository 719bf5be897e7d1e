// Passwords: 10 to 256 characters, hashed with argon2id (@node-rs/argon2: a maintained native
// build of the reference implementation, which we would not write ourselves). Only the PHC string
// ($argon2id$v=19$m=…,t=…,p=…$salt$hash) is stored, so the parameters can be raised later and
// older hashes still verify with the parameters they were made with.
//
// Parameters: 64 MiB of memory, 2 passes, 1 lane. That is more memory than OWASP's argon2id
// minimums (19 MiB × 2 passes, or 46 MiB × 1) and a pass fewer than RFC 9106's second
// recommended option (64 MiB × 3), chosen so that a sign-in stays well under 300 ms on a 2-core
// server that is busy with games: `npm run bench:accounts` on the project's 2-core machine, with
// a load average of 12.9 from other work, measured a sign-in over HTTP at p50 106 ms / p95 274 ms
// (one verify: p50 62 ms); with 3 passes it was p50 216 ms / p95 558 ms at a load of 7.9. One
// lane, because a sign-in should not take both cores. Hashing runs on libuv's thread pool (4
// threads by default), so at most 4 × 64 MiB are in use at once, and the sign-in rate limits
// (server/http/rate-limits.ts) bound how often anyone can ask.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export const ARGON2_PARAMS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the library's types)
  memoryCost: 65_536, // KiB
  timeCost: 2, // passes
  parallelism: 1,
  outputLen: 32,
};

/** A password as given, or the reason it is refused (a 400 for the client). */
export function checkPassword(value: unknown, field = 'password'): { ok: true; password: string } | { ok: false; error: string } {
  if (typeof value !== 'string') return { ok: false, error: `${field} must be a string` };
  const n = [...value].length;
  if (n < PASSWORD_MIN) return { ok: false, error: `${field} must have at least ${PASSWORD_MIN} characters` };
  if (n > PASSWORD_MAX) return { ok: false, error: `${field} may have at most ${PASSWORD_MAX} characters` };
  return { ok: true, password: value };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

let dummy: Promise<string> | undefined;
/** A hash of a random password, verified against when there is no account (or no password), so
 *  that an unknown name takes as long to refuse as a wrong password. */
function dummyHash(): Promise<string> {
  return (dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_PARAMS));
}

/** Whether `password` matches `stored`; with no stored hash, the same work and false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
