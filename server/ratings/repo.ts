// The ratings module's repository: the only code that reads or writes its tables. SQLite:
// ./repo-sqlite.ts, Postgres: ./repo-postgres.ts.
//   ratings        one row per account and game: μ, σ, the shown rating, games, wins
//   rated_results  one row per settled rated match, its match ID the primary key: inserted in the
//                  same transaction as the rating updates, so a result is applied exactly once
//                  however many processes try
//   rated_seats    per settled match and account: seat, place, shown rating before and after
//   rated_matches  written by earlier releases beside the match's metadata.rated (a match is rated
//                  by its metadata alone now: ./rated.ts); its rows go as their matches are settled
// Times are milliseconds since the epoch.
import { forDb } from '../db/open';
import type { Db, ModuleSchema } from '../db/types';
import { SqliteRatings } from './repo-sqlite';
import { PgRatings } from './repo-postgres';
import { RATINGS_TABLES_POSTGRES, RATINGS_TABLES_SQLITE, type HistoryRows } from './rows';
import type { RatedMatchInput, RatedResultRow, RateFn, RatingRow } from './types';

/** A leaderboard row before the account's name is added. */
export interface BoardRow {
  accountId: string;
  rating: number;
  /** σ (a provisional rating shows with a "?": ./model.ts isProvisional) */
  sigma: number;
  games: number;
  wins: number;
}

export interface RatingsRepo {
  /** Settle a rated match, in one transaction: its rated_results row (the match ID is the key)
   *  and, unless void, each account's new rating from `compute` over the rows before, and its
   *  rated_seats rows. False (nothing stored) when the match was settled already. */
  settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean>;
  ratedResult(matchID: string): Promise<RatedResultRow | undefined>;
  /** Those of `matchIDs` that have a result. */
  settledOf(matchIDs: string[]): Promise<Set<string>>;
  /** The account's ratings (every game it has played rated). */
  ratingsOf(accountId: string): Promise<RatingRow[]>;
  /** The ratings of several accounts in one game. */
  ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]>;
  /** A game's rated accounts (games ≥ 1) by shown rating and games, highest first: the first
   *  `upTo` and every row tied with the last of them (ties are ordered by name: ./board.ts). */
  boardRows(gameId: string, upTo: number): Promise<BoardRow[]>;
  /** The account's settled rated seats, newest first (a page), and every seat of those matches. */
  historyRows(accountId: string, limit: number, offset: number): Promise<HistoryRows>;
  /** Drop the account's ratings (the account is being deleted; its results stay). */
  forgetAccount(accountId: string): Promise<void>;
}

export const RATINGS_SCHEMA: ModuleSchema = {
  module: 'ratings',
  sqlite: [RATINGS_TABLES_SQLITE],
  postgres: [RATINGS_TABLES_POSTGRES],
};

/** The ratings repository on `db`, its tables migrated. */
export async function openRatingsRepo(db: Db): Promise<RatingsRepo> {
  await db.migrate(RATINGS_SCHEMA);
  return forDb<RatingsRepo>(db, { sqlite: (d) => new SqliteRatings(d), postgres: (d) => new PgRatings(d) });
}
