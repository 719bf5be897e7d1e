// The quick-match queue on Postgres (./repo.ts says what it keeps; BIGINT columns come back as
// strings).
import type { PgDb } from '../db/postgres';
import type { QueueRow, QueueSeat } from '../ratings/types';
import type { QueueRepo } from './repo';
import { queueRowOf, SeatTaken, type DbQueue, type PurgeBefore } from './rows';

export class PgQueue implements QueueRepo {
  constructor(private db: PgDb) {}

  private get pool() {
    return this.db.pool;
  }

  async queuePut(q: QueueRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO quick_queue (account_id, game_id, num_players, rating, joined_at, seen_at, bots_after, match_id, player_id, credentials, seated_at, pace)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (account_id) DO UPDATE SET game_id = excluded.game_id, num_players = excluded.num_players, rating = excluded.rating,
         joined_at = excluded.joined_at, seen_at = excluded.seen_at, bots_after = excluded.bots_after, match_id = excluded.match_id,
         player_id = excluded.player_id, credentials = excluded.credentials, seated_at = excluded.seated_at, pace = excluded.pace`,
      [
        q.accountId,
        q.gameId,
        q.numPlayers,
        q.rating,
        q.joinedAt,
        q.seenAt,
        q.botsAfter,
        q.matchID,
        q.playerID,
        q.credentials,
        q.seatedAt,
        q.pace,
      ],
    );
  }

  async queueGet(accountId: string): Promise<QueueRow | undefined> {
    const r = (await this.pool.query<DbQueue>('SELECT * FROM quick_queue WHERE account_id = $1', [accountId])).rows[0];
    return r ? queueRowOf(r) : undefined;
  }

  async queueTouch(accountId: string, now: number): Promise<void> {
    await this.pool.query('UPDATE quick_queue SET seen_at = $1 WHERE account_id = $2', [now, accountId]);
  }

  async queueLeave(accountId: string): Promise<void> {
    await this.pool.query('DELETE FROM quick_queue WHERE account_id = $1', [accountId]);
  }

  async queueWaiting(): Promise<QueueRow[]> {
    return (
      await this.pool.query<DbQueue>('SELECT * FROM quick_queue WHERE match_id IS NULL ORDER BY joined_at, account_id')
    ).rows.map(queueRowOf);
  }

  async queueSeat(seats: QueueSeat[]): Promise<boolean> {
    try {
      return await this.db.tx(async (c) => {
        for (const s of seats) {
          const { rowCount } = await c.query(
            'UPDATE quick_queue SET match_id = $1, player_id = $2, credentials = $3, seated_at = $4 WHERE account_id = $5 AND match_id IS NULL',
            [s.matchID, s.playerID, s.credentials, s.seatedAt, s.accountId],
          );
          if (rowCount !== 1) throw new SeatTaken();
        }
        return true;
      });
    } catch (e) {
      if (e instanceof SeatTaken) return false;
      throw e;
    }
  }

  async queuePurge(b: PurgeBefore): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM quick_queue WHERE (match_id IS NULL AND pace = 'live' AND seen_at < $1)
         OR (match_id IS NULL AND pace <> 'live' AND joined_at < $2) OR (match_id IS NOT NULL AND seated_at < $3)`,
      [b.liveSeenBefore, b.turnBasedJoinedBefore, b.seatedBefore],
    );
    return rowCount ?? 0;
  }
}
