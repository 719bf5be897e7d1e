// The chat module's repository: the only code that reads or writes its table. SQLite and Postgres
// in one file.
//   chat_messages  every message written at a table, kept with the match (the replay shows the
//                  players' room): its room (players | spectators), the seat it was written from
//                  (null in the spectators' room), the name shown, the text as written (plain
//                  text, never markup), the author's account (null for a guest seat), and when a
//                  moderator deleted it (a deleted message is never shown again; its row stays for
//                  the moderators' audit log)
import { forDb } from '../db/open';
import type { PgDb } from '../db/postgres';
import type { SqliteDb } from '../db/sqlite';
import type { Db, ModuleSchema } from '../db/types';

export type Room = 'players' | 'spectators';

export interface StoredMessage {
  id: string;
  matchID: string;
  room: Room;
  /** The seat's playerID; null for a spectator. */
  seat: string | null;
  name: string;
  text: string;
  /** The author's account; null for a guest seat (or an account deleted since). */
  accountId: string | null;
  at: number;
  deletedAt: number | null;
}

export interface ChatRepo {
  addMessage(m: StoredMessage): Promise<void>;
  /** The room's messages not deleted, oldest first: the last `limit`, or those after `since`
   *  (at >= since, for a stream that dedupes by id). */
  messages(matchID: string, room: Room, opts?: { limit?: number; since?: number }): Promise<StoredMessage[]>;
  messageById(id: string): Promise<StoredMessage | undefined>;
  /** Mark a message deleted; false when there is no such message or it was deleted already. */
  deleteMessage(id: string, at: number): Promise<boolean>;
  /** An account deleted: its messages keep `name` and lose the account. */
  forgetAccount(accountId: string, name: string): Promise<void>;
}

const table = (int: string) => `
  CREATE TABLE IF NOT EXISTS chat_messages (
    id TEXT PRIMARY KEY,
    match_id TEXT NOT NULL,
    room TEXT NOT NULL,
    seat TEXT,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    account_id TEXT,
    at ${int} NOT NULL,
    deleted_at ${int}
  );
  CREATE INDEX IF NOT EXISTS chat_messages_match ON chat_messages (match_id, room, at);
  CREATE INDEX IF NOT EXISTS chat_messages_account ON chat_messages (account_id);`;

export const CHAT_SCHEMA: ModuleSchema = { module: 'chat', sqlite: [table('INTEGER')], postgres: [table('BIGINT')] };

/** Messages one read returns at most. */
export const READ_MAX = 500;

interface Row {
  id: string;
  match_id: string;
  room: string;
  seat: string | null;
  name: string;
  text: string;
  account_id: string | null;
  at: number | string;
  deleted_at: number | string | null;
}

const fromRow = (r: Row): StoredMessage => ({
  id: r.id,
  matchID: r.match_id,
  room: r.room === 'spectators' ? 'spectators' : 'players',
  seat: r.seat,
  name: r.name,
  text: r.text,
  accountId: r.account_id,
  at: Number(r.at),
  deletedAt: r.deleted_at === null ? null : Number(r.deleted_at),
});

const COLS = 'id, match_id, room, seat, name, text, account_id, at, deleted_at';
const argsOf = (m: StoredMessage) => [m.id, m.matchID, m.room, m.seat, m.name, m.text, m.accountId, m.at, m.deletedAt];

class SqliteChat implements ChatRepo {
  constructor(private db: SqliteDb) {}

  async addMessage(m: StoredMessage): Promise<void> {
    await this.db.runWrite(`INSERT INTO chat_messages (${COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, argsOf(m));
  }

  async messages(matchID: string, room: Room, opts: { limit?: number; since?: number } = {}) {
    const limit = Math.min(opts.limit ?? READ_MAX, READ_MAX);
    const rows =
      opts.since !== undefined
        ? (this.db
            .sql(
              `SELECT ${COLS} FROM chat_messages WHERE match_id = ? AND room = ? AND deleted_at IS NULL AND at >= ? ORDER BY at, id LIMIT ?`,
            )
            .all(matchID, room, opts.since, limit) as Row[])
        : (
            this.db
              .sql(
                `SELECT ${COLS} FROM chat_messages WHERE match_id = ? AND room = ? AND deleted_at IS NULL ORDER BY at DESC, id DESC LIMIT ?`,
              )
              .all(matchID, room, limit) as Row[]
          ).reverse();
    return rows.map(fromRow);
  }

  async messageById(id: string) {
    const row = this.db.sql(`SELECT ${COLS} FROM chat_messages WHERE id = ?`).get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  async deleteMessage(id: string, at: number) {
    return (
      (await this.db.runWrite('UPDATE chat_messages SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL', [
        at,
        id,
      ])) === 1
    );
  }

  async forgetAccount(accountId: string, name: string) {
    await this.db.runWrite('UPDATE chat_messages SET account_id = NULL, name = ? WHERE account_id = ?', [
      name,
      accountId,
    ]);
  }
}

class PgChat implements ChatRepo {
  constructor(private db: PgDb) {}

  async addMessage(m: StoredMessage): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO chat_messages (${COLS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      argsOf(m),
    );
  }

  async messages(matchID: string, room: Room, opts: { limit?: number; since?: number } = {}) {
    const limit = Math.min(opts.limit ?? READ_MAX, READ_MAX);
    if (opts.since !== undefined) {
      const { rows } = await this.db.pool.query<Row>(
        `SELECT ${COLS} FROM chat_messages WHERE match_id = $1 AND room = $2 AND deleted_at IS NULL AND at >= $3 ORDER BY at, id LIMIT $4`,
        [matchID, room, opts.since, limit],
      );
      return rows.map(fromRow);
    }
    const { rows } = await this.db.pool.query<Row>(
      `SELECT ${COLS} FROM chat_messages WHERE match_id = $1 AND room = $2 AND deleted_at IS NULL ORDER BY at DESC, id DESC LIMIT $3`,
      [matchID, room, limit],
    );
    return rows.reverse().map(fromRow);
  }

  async messageById(id: string) {
    const { rows } = await this.db.pool.query<Row>(`SELECT ${COLS} FROM chat_messages WHERE id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async deleteMessage(id: string, at: number) {
    const { rowCount } = await this.db.pool.query(
      'UPDATE chat_messages SET deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL',
      [at, id],
    );
    return rowCount === 1;
  }

  async forgetAccount(accountId: string, name: string) {
    await this.db.pool.query('UPDATE chat_messages SET account_id = NULL, name = $1 WHERE account_id = $2', [
      name,
      accountId,
    ]);
  }
}

/** The chat repository on `db`, its table migrated. */
export async function openChatRepo(db: Db): Promise<ChatRepo> {
  await db.migrate(CHAT_SCHEMA);
  return forDb<ChatRepo>(db, { sqlite: (d) => new SqliteChat(d), postgres: (d) => new PgChat(d) });
}
