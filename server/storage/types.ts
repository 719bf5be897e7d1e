// What the Roundhouse storage offers beyond boardgame.io's StorageAPI.Async.
import type { LogEntry, Server, State } from 'boardgame.io';

export interface ReplayRecord {
  matchID: string;
  gameName: string;
  /** The true initial state (with secrets and PRNG seed): only ever served after gameover. */
  initialState: State;
  /** The full server-side log. */
  log: LogEntry[];
  metadata: Server.MatchData;
  /** GameModule.rulesVersion of the title when the match was created. */
  rulesVersion: number;
}

export interface FinishedSummary {
  matchID: string;
  gameName: string;
  players: { id: string; name?: string }[];
  gameover: unknown;
  createdAt: number;
  updatedAt: number;
  plies: number;
}

export interface OpenMatch {
  matchID: string;
  gameName: string;
  metadata: Server.MatchData;
}

export interface RoundhouseStore {
  /** Raw record for a replay (undefined when the match does not exist). */
  fetchReplay(matchID: string): Promise<ReplayRecord | undefined>;
  /** Finished matches, newest first. */
  listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]>;
}

/** What the server's stores (SQLite, Postgres) offer on top: bots resume, leases. */
export interface ServerStore extends RoundhouseStore {
  /** Matches not yet over (to resume server-side bots). */
  listOpen(): Promise<OpenMatch[]>;
  /** Take or renew the lease `key` for `owner` for ttlMs: true when `owner` holds it now (it was
   *  free, expired, or already `owner`'s). */
  tryLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Whether someone holds the lease `key` now (a read: nothing is taken). */
  leaseHeld(key: string): Promise<boolean>;
  /** Give the lease up (only if `owner` holds it). */
  releaseLease(key: string, owner: string): Promise<void>;
}
