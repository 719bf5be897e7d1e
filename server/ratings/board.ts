// Leaderboards and rated histories: the ratings module's rows with the accounts' names now (asked
// of the accounts module: a deleted account's seat shows the neutral name, and it has no place on
// a leaderboard).
import type { AccountsRepo } from '../accounts/repo';
import type { RatingsRepo } from './repo';
import { isProvisional } from './model';
import { historyOf } from './rows';
import type { LeaderboardRow, RatedHistoryRow } from './types';

type Names = Pick<AccountsRepo, 'namesOf'>;

/** A game's rated accounts (games ≥ 1) by shown rating, then games, highest first, then by name
 *  (its key); a page of them. */
export async function leaderboard(
  repo: RatingsRepo,
  accounts: Names,
  gameId: string,
  limit: number,
  offset: number,
): Promise<LeaderboardRow[]> {
  const rows = await repo.boardRows(gameId, offset + limit);
  const names = await accounts.namesOf(rows.map((r) => r.accountId));
  return rows
    .filter((r) => names.has(r.accountId))
    .map((r) => ({ ...r, ...names.get(r.accountId)! }))
    .sort(
      (a, b) =>
        b.rating - a.rating || b.games - a.games || (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0),
    )
    .slice(offset, offset + limit)
    .map((r) => ({ name: r.name, rating: r.rating, games: r.games, wins: r.wins, provisional: isProvisional(r) }));
}

/** The account's settled rated matches, newest first, with everyone's place and name. */
export async function ratedHistory(
  repo: RatingsRepo,
  accounts: Names,
  accountId: string,
  limit: number,
  offset: number,
): Promise<RatedHistoryRow[]> {
  const { mine, all } = await repo.historyRows(accountId, limit, offset);
  if (!mine.length) return [];
  const names = await accounts.namesOf([...new Set(all.map((p) => p.account_id))]);
  return historyOf(mine, all, names);
}
