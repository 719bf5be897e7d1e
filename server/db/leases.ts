// Leases for server bot seats, so that with several server processes on one database each bot
// seat plays from exactly one of them, and another takes it over when that one dies.
//
// - claim(key) takes the lease "bot:<key>" in the database (a row with owner and expiry,
//   ./types.ts Leases) for ttlMs; while held it is renewed every ttlMs / 3. A renewal that
//   finds the lease taken by another process calls the seat's onLost (the bot stops here).
// - The owner is stable across restarts of the same server slot (host, port, cluster worker
//   index): a restarted process takes its seats back at once instead of waiting for expiry.
// - watch(fn) calls fn every ttlMs / 2 on databases shared by several processes (Postgres): that is
//   how the seats of a process that stopped renewing are picked up by the others.
import { hostname } from 'node:os';
import type { Leases } from './types';

export const LEASE_TTL_MS = 15_000;

/** Take the lease `key` for `ttlMs`, trying every 20 ms for at most `waitMs`; false if another
 *  owner held it all that time. */
export async function waitForLease(
  leases: Pick<Leases, 'tryLease'>,
  key: string,
  owner: string,
  ttlMs: number,
  waitMs: number,
): Promise<boolean> {
  const giveUp = Date.now() + waitMs;
  while (!(await leases.tryLease(key, owner, ttlMs))) {
    if (Date.now() > giveUp) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** This process's lease owner: host, port and cluster worker index. */
export function leaseOwner(serverUrl: string): string {
  const port = new URL(serverUrl).port;
  return `${hostname()}:${port}:${process.env.WORKER_INDEX ?? '0'}`;
}

export class SeatLeases {
  private held = new Map<string, () => void>();
  private pending = new Set<string>();
  private renewTimer: ReturnType<typeof setInterval> | undefined;
  private watchTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private leases: Pick<Leases, 'tryLease' | 'releaseLease'>,
    readonly owner: string,
    private log: (msg: string) => void = () => {},
    readonly ttlMs = Number(process.env.BOT_LEASE_MS) || LEASE_TTL_MS,
  ) {}

  /** Take the seat's lease; false when another process holds it (or it is being taken here). */
  async claim(key: string, onLost: () => void): Promise<boolean> {
    if (this.held.has(key) || this.pending.has(key)) return false;
    this.pending.add(key);
    try {
      if (!(await this.leases.tryLease(`bot:${key}`, this.owner, this.ttlMs))) return false;
      this.held.set(key, onLost);
      this.renewTimer ??= setInterval(() => void this.renew(), this.ttlMs / 3);
      this.renewTimer.unref?.();
      return true;
    } catch (e) {
      this.log(`bot seat ${key}: lease not taken (${(e as Error).message})`);
      return false;
    } finally {
      this.pending.delete(key);
    }
  }

  /** Give the seat up (its match is over, or this process stops). */
  release(key: string): void {
    if (!this.held.delete(key)) return;
    this.leases.releaseLease(`bot:${key}`, this.owner).catch(() => {});
  }

  /** Keys held here. */
  keys(): string[] {
    return [...this.held.keys()];
  }

  /** Call fn every ttlMs / 2 (once set, later calls do nothing). */
  watch(fn: () => Promise<void>): void {
    if (this.watchTimer) return;
    this.watchTimer = setInterval(
      () => void fn().catch((e) => this.log(`bot seats: rescan failed: ${(e as Error).message}`)),
      this.ttlMs / 2,
    );
    this.watchTimer.unref?.();
  }

  stop(): void {
    clearInterval(this.renewTimer);
    clearInterval(this.watchTimer);
    this.renewTimer = this.watchTimer = undefined;
    for (const key of [...this.held.keys()]) this.release(key);
  }

  private async renew(): Promise<void> {
    for (const [key, onLost] of [...this.held]) {
      let mine: boolean;
      try {
        mine = await this.leases.tryLease(`bot:${key}`, this.owner, this.ttlMs);
      } catch (e) {
        // The database is unreachable: keep the seat; if the lease expires meanwhile and another
        // process takes it, the next renewal here finds out and stops this one.
        this.log(`bot seat ${key}: lease not renewed (${(e as Error).message})`);
        continue;
      }
      if (!mine && this.held.get(key) === onLost) {
        this.held.delete(key);
        this.log(`bot seat ${key}: taken over by another process; stopped here`);
        onLost();
      }
    }
  }
}
