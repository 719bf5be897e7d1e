// The ratings repository on Postgres (./repo.ts says what it keeps; BIGINT columns come back as
// strings).
import type { PgDb } from '../db/postgres';
import type { BoardRow, RatingsRepo } from './repo';
import { ratingRowOf, type DbRating, type HistoryRows } from './rows';
import type { RatedMatchInput, RatedResultRow, RateFn, RatingRow } from './types';

export class PgRatings implements RatingsRepo {
  constructor(private db: PgDb) {}

  private get pool() {
    return this.db.pool;
  }

  async settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean> {
    const done = await this.db.tx(async (c): Promise<boolean> => {
      // Of several processes settling the same match, the first insert wins; the others wait for
      // its transaction and then insert nothing (and store nothing else).
      const ins = await c.query(
        'INSERT INTO rated_results (match_id, game_id, finished_at, rated, note) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO NOTHING',
        [input.matchID, input.gameId, input.finishedAt, !!input.seats, input.note ?? null],
      );
      if (ins.rowCount !== 1) return false;
      await c.query('DELETE FROM rated_matches WHERE match_id = $1', [input.matchID]);
      if (!input.seats) return true;
      // Lock the accounts' rows in one order (a row made first if new), so two matches of the same
      // player settled at once update its rating one after the other and never lose an update.
      const ids = [...new Set(input.seats.map((s) => s.accountId))].sort();
      for (const id of ids) {
        await c.query(
          `INSERT INTO ratings (account_id, game_id, mu, sigma, rating, games, wins, updated_at) VALUES ($1, $2, 0, 0, 0, 0, 0, 0)
           ON CONFLICT (account_id, game_id) DO NOTHING`,
          [id, input.gameId],
        );
      }
      const { rows } = await c.query<DbRating>(
        'SELECT * FROM ratings WHERE game_id = $1 AND account_id = ANY($2) ORDER BY account_id FOR UPDATE',
        [input.gameId, ids],
      );
      const before = new Map<string, RatingRow | undefined>();
      for (const r of rows)
        before.set(r.account_id, Number(r.games) > 0 || Number(r.sigma) > 0 ? ratingRowOf(r) : undefined);
      const after = compute(before);
      for (const s of input.seats) {
        const a = after.get(s.accountId);
        if (!a) throw new Error(`no new rating for an account of match ${input.matchID}`);
        await c.query(
          'UPDATE ratings SET mu = $3, sigma = $4, rating = $5, games = $6, wins = $7, updated_at = $8 WHERE account_id = $1 AND game_id = $2',
          [s.accountId, input.gameId, a.mu, a.sigma, a.rating, a.games, a.wins, input.finishedAt],
        );
        await c.query(
          'INSERT INTO rated_seats (match_id, account_id, game_id, player_id, place, rating_before, rating_after, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [input.matchID, s.accountId, input.gameId, s.playerID, s.place, a.ratingBefore, a.rating, input.finishedAt],
        );
      }
      return true;
    });
    return done;
  }

  async ratedResult(matchID: string): Promise<RatedResultRow | undefined> {
    const r = (await this.pool.query('SELECT * FROM rated_results WHERE match_id = $1', [matchID])).rows[0];
    return r
      ? {
          matchID: r.match_id,
          gameId: r.game_id,
          finishedAt: Number(r.finished_at),
          rated: r.rated === true,
          note: r.note,
        }
      : undefined;
  }

  async settledOf(matchIDs: string[]): Promise<Set<string>> {
    if (!matchIDs.length) return new Set();
    const { rows } = await this.pool.query<{ match_id: string }>(
      'SELECT match_id FROM rated_results WHERE match_id = ANY($1)',
      [matchIDs],
    );
    return new Set(rows.map((r) => r.match_id));
  }

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    return (
      await this.pool.query<DbRating>('SELECT * FROM ratings WHERE account_id = $1 AND games > 0 ORDER BY game_id', [
        accountId,
      ])
    ).rows.map(ratingRowOf);
  }

  async ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]> {
    if (!accountIds.length) return [];
    return (
      await this.pool.query<DbRating>(
        'SELECT * FROM ratings WHERE game_id = $1 AND account_id = ANY($2) AND games > 0',
        [gameId, accountIds],
      )
    ).rows.map(ratingRowOf);
  }

  async boardRows(gameId: string, upTo: number): Promise<BoardRow[]> {
    const { rows: lastRows } = await this.pool.query<{ rating: number; games: number }>(
      'SELECT rating, games FROM ratings WHERE game_id = $1 AND games > 0 ORDER BY rating DESC, games DESC LIMIT 1 OFFSET $2',
      [gameId, Math.max(0, upTo - 1)],
    );
    const last = lastRows[0];
    const { rows } = last
      ? await this.pool.query(
          'SELECT account_id, rating, sigma, games, wins FROM ratings WHERE game_id = $1 AND games > 0 AND (rating > $2 OR (rating = $2 AND games >= $3)) ORDER BY rating DESC, games DESC',
          [gameId, last.rating, last.games],
        )
      : await this.pool.query(
          'SELECT account_id, rating, sigma, games, wins FROM ratings WHERE game_id = $1 AND games > 0 ORDER BY rating DESC, games DESC',
          [gameId],
        );
    return rows.map((r) => ({
      accountId: r.account_id,
      rating: Number(r.rating),
      sigma: Number(r.sigma),
      games: Number(r.games),
      wins: Number(r.wins),
    }));
  }

  async historyRows(accountId: string, limit: number, offset: number): Promise<HistoryRows> {
    const { rows: mine } = await this.pool.query(
      `SELECT match_id, game_id, player_id, place, rating_before, rating_after, finished_at FROM rated_seats
       WHERE account_id = $1 ORDER BY finished_at DESC, match_id LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    );
    if (!mine.length) return { mine, all: [] };
    const { rows: all } = await this.pool.query(
      `SELECT match_id, player_id, account_id, place, rating_after FROM rated_seats WHERE match_id = ANY($1) ORDER BY place, player_id`,
      [mine.map((m) => m.match_id)],
    );
    return { mine, all };
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.pool.query('DELETE FROM ratings WHERE account_id = $1', [accountId]);
  }
}
