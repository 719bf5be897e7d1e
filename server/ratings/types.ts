// The rows of rated play as the modules hand them to each other: ratings, settled results and
// histories (this module's tables: ./repo.ts), the seats bound to accounts (server/accounts/repo.ts)
// and the quick-match queue (server/quickmatch/repo.ts). Times are milliseconds since the epoch.
import type { Skill } from './model';
import type { QuickPaceName } from './quick-pace';

export interface RatingRow extends Skill {
  accountId: string;
  gameId: string;
  /** The shown rating (server/ratings/model.ts shownRating). */
  rating: number;
  games: number;
  wins: number;
  updatedAt: number;
}

export interface RatedSeatInput {
  accountId: string;
  playerID: string;
  place: number;
}

export interface RatedMatchInput {
  matchID: string;
  gameId: string;
  finishedAt: number;
  /** The seats rated, or null when the match is settled without rating (void: a seat had no
   *  account, or the same account held two seats). */
  seats: RatedSeatInput[] | null;
  /** Why a void match was not rated (kept for the log and for tests). */
  note?: string;
}

/** The new numbers of each account of a settled match (from its rows before). */
export type RateFn = (
  before: Map<string, RatingRow | undefined>,
) => Map<string, Omit<RatingRow, 'accountId' | 'gameId' | 'updatedAt'> & { ratingBefore: number }>;

export interface RatedResultRow {
  matchID: string;
  gameId: string;
  finishedAt: number;
  rated: boolean;
  note: string | null;
}

/** One rated match in an account's history, with everyone's place. */
export interface RatedHistoryRow {
  matchID: string;
  gameId: string;
  finishedAt: number;
  playerID: string;
  place: number;
  ratingBefore: number;
  ratingAfter: number;
  players: { playerID: string; name: string; place: number; ratingAfter: number }[];
}

export interface LeaderboardRow {
  name: string;
  rating: number;
  games: number;
  wins: number;
  /** σ above PROVISIONAL_SIGMA (./model.ts): shown with a "?" */
  provisional: boolean;
}

/** A seat bound to an account (server/accounts/seats.ts), with the account's name now. */
export interface MatchSeatAccount {
  playerID: string;
  accountId: string;
  credentials: string;
  name: string;
}

export interface QueueRow {
  accountId: string;
  gameId: string;
  numPlayers: number;
  /** The shown rating when the player joined the queue (pairing is by it). */
  rating: number;
  joinedAt: number;
  /** Last time the player asked (a live request not asked about leaves the queue). */
  seenAt: number;
  /** The pace asked for (server/ratings/quick-pace.ts): each pace is its own queue. */
  pace: QuickPaceName;
  /** Fill with bots after this many seconds (the table is unrated then); null: never. */
  botsAfter: number | null;
  matchID: string | null;
  playerID: string | null;
  credentials: string | null;
  seatedAt: number | null;
}

/** One seat a matchmaker gives: only if the row is still waiting. */
export interface QueueSeat {
  accountId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  seatedAt: number;
}
