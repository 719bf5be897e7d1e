// The ratings repository on SQLite (./repo.ts says what it keeps).
import type { SqliteDb } from '../db/sqlite';
import type { BoardRow, RatingsRepo } from './repo';
import { ratingRowOf, type DbRating, type HistoryRows } from './rows';
import type { RatedMatchInput, RatedResultRow, RateFn, RatingRow } from './types';

export class SqliteRatings implements RatingsRepo {
  constructor(private db: SqliteDb) {}

  private get sql() {
    return this.db.sql;
  }

  async settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean> {
    return this.db.tx((): boolean => {
      const ins = this.sql(
        'INSERT INTO rated_results (match_id, game_id, finished_at, rated, note) VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id) DO NOTHING',
      ).run(input.matchID, input.gameId, input.finishedAt, input.seats ? 1 : 0, input.note ?? null);
      if (ins.changes !== 1) return false;
      this.sql('DELETE FROM rated_matches WHERE match_id = ?').run(input.matchID);
      if (!input.seats) return true;
      const before = new Map<string, RatingRow | undefined>();
      for (const s of input.seats) {
        const r = this.sql('SELECT * FROM ratings WHERE account_id = ? AND game_id = ?').get(
          s.accountId,
          input.gameId,
        ) as DbRating | undefined;
        before.set(s.accountId, r ? ratingRowOf(r) : undefined);
      }
      const after = compute(before);
      const upsert = this.sql(
        `INSERT INTO ratings (account_id, game_id, mu, sigma, rating, games, wins, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, game_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating,
           games = excluded.games, wins = excluded.wins, updated_at = excluded.updated_at`,
      );
      const seat = this.sql(
        `INSERT INTO rated_seats (match_id, account_id, game_id, player_id, place, rating_before, rating_after, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const s of input.seats) {
        const a = after.get(s.accountId);
        if (!a) throw new Error(`no new rating for an account of match ${input.matchID}`);
        upsert.run(s.accountId, input.gameId, a.mu, a.sigma, a.rating, a.games, a.wins, input.finishedAt);
        seat.run(
          input.matchID,
          s.accountId,
          input.gameId,
          s.playerID,
          s.place,
          a.ratingBefore,
          a.rating,
          input.finishedAt,
        );
      }
      return true;
    });
  }

  async ratedResult(matchID: string): Promise<RatedResultRow | undefined> {
    const r = this.sql('SELECT * FROM rated_results WHERE match_id = ?').get(matchID) as
      | { match_id: string; game_id: string; finished_at: number; rated: number; note: string | null }
      | undefined;
    return r
      ? { matchID: r.match_id, gameId: r.game_id, finishedAt: r.finished_at, rated: r.rated === 1, note: r.note }
      : undefined;
  }

  async settledOf(matchIDs: string[]): Promise<Set<string>> {
    if (!matchIDs.length) return new Set();
    const rows = this.sql('SELECT match_id FROM rated_results WHERE match_id IN (SELECT value FROM json_each(?))').all(
      JSON.stringify(matchIDs),
    ) as { match_id: string }[];
    return new Set(rows.map((r) => r.match_id));
  }

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    return (
      this.sql('SELECT * FROM ratings WHERE account_id = ? AND games > 0 ORDER BY game_id').all(accountId) as DbRating[]
    ).map(ratingRowOf);
  }

  async ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]> {
    if (!accountIds.length) return [];
    const rows = this.db.conn
      .prepare(
        `SELECT * FROM ratings WHERE game_id = ? AND account_id IN (${accountIds.map(() => '?').join(', ')}) AND games > 0`,
      )
      .all(gameId, ...accountIds) as DbRating[];
    return rows.map(ratingRowOf);
  }

  async boardRows(gameId: string, upTo: number): Promise<BoardRow[]> {
    const last = this.sql(
      'SELECT rating, games FROM ratings WHERE game_id = ? AND games > 0 ORDER BY rating DESC, games DESC LIMIT 1 OFFSET ?',
    ).get(gameId, Math.max(0, upTo - 1)) as { rating: number; games: number } | undefined;
    const rows = (
      last
        ? this.sql(
            'SELECT account_id, rating, sigma, games, wins FROM ratings WHERE game_id = ? AND games > 0 AND (rating > ? OR (rating = ? AND games >= ?)) ORDER BY rating DESC, games DESC',
          ).all(gameId, last.rating, last.rating, last.games)
        : this.sql(
            'SELECT account_id, rating, sigma, games, wins FROM ratings WHERE game_id = ? AND games > 0 ORDER BY rating DESC, games DESC',
          ).all(gameId)
    ) as { account_id: string; rating: number; sigma: number; games: number; wins: number }[];
    return rows.map((r) => ({
      accountId: r.account_id,
      rating: r.rating,
      sigma: r.sigma,
      games: r.games,
      wins: r.wins,
    }));
  }

  async historyRows(accountId: string, limit: number, offset: number): Promise<HistoryRows> {
    const mine = this.sql(
      `SELECT match_id, game_id, player_id, place, rating_before, rating_after, finished_at FROM rated_seats
       WHERE account_id = ? ORDER BY finished_at DESC, match_id LIMIT ? OFFSET ?`,
    ).all(accountId, limit, offset) as HistoryRows['mine'];
    if (!mine.length) return { mine, all: [] };
    const all = this.sql(
      `SELECT match_id, player_id, account_id, place, rating_after FROM rated_seats
       WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY place, player_id`,
    ).all(JSON.stringify(mine.map((m) => m.match_id))) as HistoryRows['all'];
    return { mine, all };
  }

  async forgetAccount(accountId: string): Promise<void> {
    this.sql('DELETE FROM ratings WHERE account_id = ?').run(accountId);
  }
}
