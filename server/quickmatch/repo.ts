// The quick-match module's repository: the only code that reads or writes its table. SQLite:
// ./repo-sqlite.ts, Postgres: ./repo-postgres.ts.
//   quick_queue  the quick-match queue, one row per account: waiting, then seated; its pace
//                (live | turnBased: each pace its own queue; rows made before the column: live)
// Times are milliseconds since the epoch.
import { forDb } from '../db/open';
import type { Db, ModuleSchema } from '../db/types';
import type { QueueRow, QueueSeat } from '../ratings/types';
import { SqliteQueue } from './repo-sqlite';
import { PgQueue } from './repo-postgres';
import type { PurgeBefore } from './rows';

export interface QueueRepo {
  /** Queue the account (its row replaced: a new wait). */
  queuePut(row: QueueRow): Promise<void>;
  queueGet(accountId: string): Promise<QueueRow | undefined>;
  /** The account asked again at `now` (a waiting player who stops asking is dropped). */
  queueTouch(accountId: string, now: number): Promise<void>;
  queueLeave(accountId: string): Promise<void>;
  /** Every waiting (not seated) row, oldest first. */
  queueWaiting(): Promise<QueueRow[]>;
  /** In one transaction: seat every row of `seats`, each only if still waiting; all or none.
   *  True when all were seated. */
  queueSeat(seats: QueueSeat[]): Promise<boolean>;
  /** Drop waiting live rows not asked about since `liveSeenBefore`, waiting turn-based rows
   *  made before `turnBasedJoinedBefore`, and seated rows seated before `seatedBefore`; how many. */
  queuePurge(before: PurgeBefore): Promise<number>;
}

const table = (int: string) => `
  CREATE TABLE IF NOT EXISTS quick_queue (
    account_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    num_players INTEGER NOT NULL,
    rating INTEGER NOT NULL,
    joined_at ${int} NOT NULL,
    seen_at ${int} NOT NULL,
    bots_after INTEGER,
    match_id TEXT,
    player_id TEXT,
    credentials TEXT,
    seated_at ${int}
  );`;

/** Version 2: the pace asked for (the rows before it were live requests). */
const addPace = `ALTER TABLE quick_queue ADD COLUMN pace TEXT NOT NULL DEFAULT 'live'`;

export const QUEUE_SCHEMA: ModuleSchema = {
  module: 'quickmatch',
  sqlite: [table('INTEGER'), addPace],
  postgres: [table('BIGINT'), addPace],
};

/** The queue repository on `db`, its table migrated. */
export async function openQueueRepo(db: Db): Promise<QueueRepo> {
  await db.migrate(QUEUE_SCHEMA);
  return forDb<QueueRepo>(db, { sqlite: (d) => new SqliteQueue(d), postgres: (d) => new PgQueue(d) });
}
