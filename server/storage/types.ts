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

/** A match row as other modules read it (their own rows name matches: accounts' seats, clocks). */
export interface MatchRow {
  matchID: string;
  gameName: string;
  /** The stored metadata (its updatedAt as stored in it). */
  metadata: Server.MatchData;
  gameover: boolean;
  /** The row's updated_at (a move stamps it without rewriting the metadata). */
  updatedAt: number;
}

/** What the server's match stores (SQLite, Postgres) offer on top, for the other modules. */
export interface ServerStore extends RoundhouseStore {
  /** Matches not yet over (to resume server-side bots). */
  listOpen(): Promise<OpenMatch[]>;
  /** The matches of `ids` that exist, most recently updated first, at most `limit`. */
  matchRows(ids: string[], limit?: number): Promise<MatchRow[]>;
  /** Those of `ids` whose match exists and is not over. */
  openOf(ids: string[]): Promise<string[]>;
  /** A page of the matches that are over and whose metadata has `key: true`, updated at `since` or
   *  later, oldest first (after `after`, the last of the page before: its updatedAt and ID). */
  overWith(
    key: string,
    since: number,
    limit: number,
    after?: { updatedAt: number; matchID: string },
  ): Promise<{ matchID: string; updatedAt: number }[]>;
}
