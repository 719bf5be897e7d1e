// The quick-match queue on SQLite (./repo.ts says what it keeps).
import type { SqliteDb } from '../db/sqlite';
import type { QueueRow, QueueSeat } from '../ratings/types';
import type { QueueRepo } from './repo';
import { queueRowOf, SeatTaken, type DbQueue, type PurgeBefore } from './rows';

export class SqliteQueue implements QueueRepo {
  constructor(private db: SqliteDb) {}

  private get sql() {
    return this.db.sql;
  }

  async queuePut(q: QueueRow): Promise<void> {
    this.sql(
      `INSERT INTO quick_queue (account_id, game_id, num_players, rating, joined_at, seen_at, bots_after, match_id, player_id, credentials, seated_at, pace)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET game_id = excluded.game_id, num_players = excluded.num_players, rating = excluded.rating,
         joined_at = excluded.joined_at, seen_at = excluded.seen_at, bots_after = excluded.bots_after, match_id = excluded.match_id,
         player_id = excluded.player_id, credentials = excluded.credentials, seated_at = excluded.seated_at, pace = excluded.pace`,
    ).run(
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
    );
  }

  async queueGet(accountId: string): Promise<QueueRow | undefined> {
    const r = this.sql('SELECT * FROM quick_queue WHERE account_id = ?').get(accountId) as DbQueue | undefined;
    return r ? queueRowOf(r) : undefined;
  }

  async queueTouch(accountId: string, now: number): Promise<void> {
    await this.db.runWrite('UPDATE quick_queue SET seen_at = ? WHERE account_id = ?', [now, accountId]);
  }

  async queueLeave(accountId: string): Promise<void> {
    this.sql('DELETE FROM quick_queue WHERE account_id = ?').run(accountId);
  }

  async queueWaiting(): Promise<QueueRow[]> {
    return (
      this.sql('SELECT * FROM quick_queue WHERE match_id IS NULL ORDER BY joined_at, account_id').all() as DbQueue[]
    ).map(queueRowOf);
  }

  async queueSeat(seats: QueueSeat[]): Promise<boolean> {
    const st = this.sql(
      'UPDATE quick_queue SET match_id = ?, player_id = ?, credentials = ?, seated_at = ? WHERE account_id = ? AND match_id IS NULL',
    );
    const all = this.db.conn.transaction((): boolean => {
      for (const s of seats)
        if (st.run(s.matchID, s.playerID, s.credentials, s.seatedAt, s.accountId).changes !== 1) throw new SeatTaken();
      return true;
    });
    try {
      return all.immediate();
    } catch (e) {
      if (e instanceof SeatTaken) return false;
      throw e;
    }
  }

  async queuePurge(b: PurgeBefore): Promise<number> {
    return this.sql(
      `DELETE FROM quick_queue WHERE (match_id IS NULL AND pace = 'live' AND seen_at < ?)
         OR (match_id IS NULL AND pace <> 'live' AND joined_at < ?) OR (match_id IS NOT NULL AND seated_at < ?)`,
    ).run(b.liveSeenBefore, b.turnBasedJoinedBefore, b.seatedBefore).changes;
  }
}
