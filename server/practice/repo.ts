// The practice module's repository: the only code that reads or writes its table. SQLite and
// Postgres in one file.
//   practice_games  one row per local game against bots that a signed-in player finished on their
//                   device and reported (self-reported, so never rated): the account, the game,
//                   the device's match ID (one report per account and match), when the server heard
//                   of it, the seats, the player's place, whether it was a win, the bots' levels
//                   (JSON list) and the moves made (when sent)
import { forDb } from '../db/open';
import type { PgDb } from '../db/postgres';
import type { SqliteDb } from '../db/sqlite';
import type { Db, ModuleSchema } from '../db/types';

export interface PracticeGame {
  accountId: string;
  gameId: string;
  matchID: string;
  reportedAt: number;
  players: number;
  place: number;
  win: boolean;
  bots: string[];
  moves: number | null;
}

/** One game's practice summary for an account. */
export interface PracticeSummary {
  gameId: string;
  games: number;
  wins: number;
}

export interface PracticeRepo {
  /** Keep a report; false when this account already reported this match (nothing changes). */
  record(g: PracticeGame): Promise<boolean>;
  /** Reports of an account since `since` (ms), for its rate limit. */
  countSince(accountId: string, since: number): Promise<number>;
  /** An account's practice per game (games with at least one report). */
  summary(accountId: string): Promise<PracticeSummary[]>;
  /** Forget an account's reports (the account is deleted). */
  forgetAccount(accountId: string): Promise<void>;
}

const table = (big: string) => `
  CREATE TABLE IF NOT EXISTS practice_games (
    account_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    match_id TEXT NOT NULL,
    reported_at ${big} NOT NULL,
    players INTEGER NOT NULL,
    place INTEGER NOT NULL,
    win INTEGER NOT NULL,
    bots TEXT NOT NULL,
    moves INTEGER,
    PRIMARY KEY (account_id, match_id)
  );
  CREATE INDEX IF NOT EXISTS practice_games_recent ON practice_games (account_id, reported_at);`;

export const PRACTICE_SCHEMA: ModuleSchema = {
  module: 'practice',
  sqlite: [table('INTEGER')],
  postgres: [table('BIGINT')],
};

const row = (g: PracticeGame) => [
  g.accountId,
  g.gameId,
  g.matchID,
  g.reportedAt,
  g.players,
  g.place,
  g.win ? 1 : 0,
  JSON.stringify(g.bots),
  g.moves,
];
const INSERT = `INSERT INTO practice_games (account_id, game_id, match_id, reported_at, players, place, win, bots, moves)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, match_id) DO NOTHING`;
const SUMMARY = `SELECT game_id, COUNT(*) AS games, SUM(win) AS wins FROM practice_games
  WHERE account_id = ? GROUP BY game_id ORDER BY game_id`;

class SqlitePractice implements PracticeRepo {
  constructor(private db: SqliteDb) {}

  async record(g: PracticeGame): Promise<boolean> {
    return (await this.db.runWrite(INSERT, row(g))) === 1;
  }

  async countSince(accountId: string, since: number): Promise<number> {
    const r = this.db
      .sql('SELECT COUNT(*) AS n FROM practice_games WHERE account_id = ? AND reported_at >= ?')
      .get(accountId, since) as { n: number };
    return r.n;
  }

  async summary(accountId: string): Promise<PracticeSummary[]> {
    const rows = this.db.sql(SUMMARY).all(accountId) as { game_id: string; games: number; wins: number }[];
    return rows.map((r) => ({ gameId: r.game_id, games: Number(r.games), wins: Number(r.wins) }));
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.db.runWrite('DELETE FROM practice_games WHERE account_id = ?', [accountId]);
  }
}

/** `?` placeholders as Postgres' `$1, $2, …`. */
const numbered = (sql: string) => {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
};

class PgPractice implements PracticeRepo {
  constructor(private db: PgDb) {}

  async record(g: PracticeGame): Promise<boolean> {
    const { rowCount } = await this.db.pool.query(numbered(INSERT), row(g));
    return rowCount === 1;
  }

  async countSince(accountId: string, since: number): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM practice_games WHERE account_id = $1 AND reported_at >= $2',
      [accountId, since],
    );
    return Number(rows[0].n);
  }

  async summary(accountId: string): Promise<PracticeSummary[]> {
    const { rows } = await this.db.pool.query<{ game_id: string; games: string; wins: string }>(numbered(SUMMARY), [
      accountId,
    ]);
    return rows.map((r) => ({ gameId: r.game_id, games: Number(r.games), wins: Number(r.wins) }));
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.db.pool.query('DELETE FROM practice_games WHERE account_id = $1', [accountId]);
  }
}

/** The practice repository on `db`, its table migrated. */
export async function openPracticeRepo(db: Db): Promise<PracticeRepo> {
  await db.migrate(PRACTICE_SCHEMA);
  return forDb<PracticeRepo>(db, { sqlite: (d) => new SqlitePractice(d), postgres: (d) => new PgPractice(d) });
}
