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
// lane, because a sign-in should not take both cores.
//
// Hashing runs on libuv's thread pool (4 threads by default), which the file system shares (the
// static server's fs.stat and reads): 100 sign-ins at once held every thread and pages waited
// seconds. So every hash and verify goes through one queue per process (HashQueue): at most
// ARGON2_CONCURRENCY (2) at a time, the pool's other threads left to files, and at most
// ARGON2_QUEUE (16) waiting; a sign-in beyond that is answered 503 with Retry-After at once
// (HashQueueFull), never queued without bound. At most 2 × 64 MiB are in use for hashing. The
// sign-in rate limits (server/http/rate-limits.ts) bound how often anyone can ask.
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
export function checkPassword(
  value: unknown,
  field = 'password',
): { ok: true; password: string } | { ok: false; error: string } {
  if (typeof value !== 'string') return { ok: false, error: `${field} must be a string` };
  const n = [...value].length;
  if (n < PASSWORD_MIN) return { ok: false, error: `${field} must have at least ${PASSWORD_MIN} characters` };
  if (n > PASSWORD_MAX) return { ok: false, error: `${field} may have at most ${PASSWORD_MAX} characters` };
  return { ok: true, password: value };
}

/** Thrown when the hashing queue is full: the caller answers 503 with Retry-After. */
export class HashQueueFull extends Error {
  constructor() {
    super('The server is busy checking passwords; try again in a few seconds');
  }
}

/** At most `concurrency` hashes run at once; at most `queueMax` wait; the rest are refused. */
export class HashQueue {
  private running = 0;
  private waiting: (() => void)[] = [];
  /** The most that ever ran at once, and how many were ever started and refused (tests, bench). */
  peak = 0;
  started = 0;
  refused = 0;

  constructor(
    public concurrency: number,
    public queueMax: number,
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueMax) {
        this.refused++;
        throw new HashQueueFull();
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    // a slot is ours (handed over by the one that finished, or taken above)
    this.started++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes on: running stays the same
      else this.running--;
    }
  }
}

function envInt(name: string, dflt: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

/** The process's one hashing queue (libuv's pool is the process's). */
export const hashQueue = new HashQueue(envInt('ARGON2_CONCURRENCY', 2, 1, 64), envInt('ARGON2_QUEUE', 16, 0, 10_000));

export function hashPassword(password: string): Promise<string> {
  return hashQueue.run(() => hash(password, ARGON2_PARAMS));
}

let dummy: Promise<string> | undefined;
/** A hash of a random password, verified against when there is no account (or no password), so
 *  that an unknown name takes as long to refuse as a wrong password. */
function dummyHash(): Promise<string> {
  return (dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_PARAMS)); // once per process, outside the queue
}

/** Whether `password` matches `stored`; with no stored hash, the same work and false. */
/** Throws HashQueueFull when the queue is full (nothing was checked). */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    const d = await dummyHash();
    await hashQueue.run(() => verify(d, password).catch(() => false));
    return false;
  }
  return hashQueue.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}
