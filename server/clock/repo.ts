// The clock module's repository: the only code that reads or writes its table. SQLite and
// Postgres in one file (three statements each).
//   clocks        one JSON document per match (./model.ts MatchClock: the seats' banks and turns,
//                 the stand-ins, the hint marks), with a version bumped by every write
//                 (compare-and-set)
//   clock_nudges  matches the command line changed (end-match): a running server pushes their
//                 stored state to the players connected (and forgets the row)
import { forDb } from '../db/open';
import type { PgDb } from '../db/postgres';
import type { SqliteDb } from '../db/sqlite';
import type { Db, ModuleSchema } from '../db/types';

/** A clock document as stored: bumped by one on every write (compare-and-set). */
export interface StoredClock {
  matchID: string;
  doc: any;
  version: number;
}

export interface ClockRepo {
  /** A match's clock document and its version, if it has one. */
  getClock(matchID: string): Promise<StoredClock | undefined>;
  /** Store a clock document: a new one (expected null: only if the match has none yet), or a
   *  compare-and-set over version `expected`. True when stored. */
  putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean>;
  /** The clocks not over yet (the document's `over`). */
  runningClocks(): Promise<StoredClock[]>;
  /** Note that the command line changed a match (a running server pushes it to its players). */
  nudge(matchID: string, at: number): Promise<void>;
  /** The matches nudged, each given once (the rows go). */
  takeNudges(): Promise<string[]>;
}

const table = `
  CREATE TABLE IF NOT EXISTS clocks (
    match_id TEXT PRIMARY KEY,
    doc TEXT NOT NULL,
    version INTEGER NOT NULL
  );`;

const nudges = (int: string) => `
  CREATE TABLE IF NOT EXISTS clock_nudges (
    match_id TEXT PRIMARY KEY,
    at ${int} NOT NULL
  );`;

export const CLOCKS_SCHEMA: ModuleSchema = {
  module: 'clocks',
  sqlite: [table, nudges('INTEGER')],
  postgres: [table, nudges('BIGINT')],
};

class SqliteClocks implements ClockRepo {
  constructor(private db: SqliteDb) {}

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const row = this.db.sql('SELECT doc, version FROM clocks WHERE match_id = ?').get(matchID) as
      | { doc: string; version: number }
      | undefined;
    return row ? { matchID, doc: JSON.parse(row.doc), version: row.version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const changes =
      expected === null
        ? await this.db.runWrite(
            'INSERT INTO clocks (match_id, doc, version) VALUES (?, ?, 1) ON CONFLICT (match_id) DO NOTHING',
            [matchID, json],
          )
        : await this.db.runWrite(
            'UPDATE clocks SET doc = ?, version = version + 1 WHERE match_id = ? AND version = ?',
            [json, matchID, expected],
          );
    return changes === 1;
  }

  async runningClocks(): Promise<StoredClock[]> {
    const rows = this.db
      .sql(`SELECT match_id, doc, version FROM clocks WHERE json_extract(doc, '$.over') IS NOT 1`)
      .all() as { match_id: string; doc: string; version: number }[];
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  async nudge(matchID: string, at: number): Promise<void> {
    await this.db.runWrite('INSERT INTO clock_nudges (match_id, at) VALUES (?, ?) ON CONFLICT (match_id) DO NOTHING', [
      matchID,
      at,
    ]);
  }

  async takeNudges(): Promise<string[]> {
    const rows = this.db.sql('SELECT match_id FROM clock_nudges LIMIT 100').all() as { match_id: string }[];
    const taken: string[] = [];
    for (const r of rows)
      if ((await this.db.runWrite('DELETE FROM clock_nudges WHERE match_id = ?', [r.match_id])) === 1)
        taken.push(r.match_id);
    return taken;
  }
}

class PgClocks implements ClockRepo {
  constructor(private db: PgDb) {}

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const { rows } = await this.db.pool.query<{ doc: string; version: number }>(
      'SELECT doc, version FROM clocks WHERE match_id = $1',
      [matchID],
    );
    return rows[0] ? { matchID, doc: JSON.parse(rows[0].doc), version: rows[0].version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const { rowCount } =
      expected === null
        ? await this.db.pool.query(
            'INSERT INTO clocks (match_id, doc, version) VALUES ($1, $2, 1) ON CONFLICT (match_id) DO NOTHING',
            [matchID, json],
          )
        : await this.db.pool.query(
            'UPDATE clocks SET doc = $1, version = version + 1 WHERE match_id = $2 AND version = $3',
            [json, matchID, expected],
          );
    return rowCount === 1;
  }

  async runningClocks(): Promise<StoredClock[]> {
    const { rows } = await this.db.pool.query<{ match_id: string; doc: string; version: number }>(
      `SELECT match_id, doc, version FROM clocks WHERE (doc::jsonb -> 'over') IS DISTINCT FROM 'true'::jsonb`,
    );
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  async nudge(matchID: string, at: number): Promise<void> {
    await this.db.pool.query(
      'INSERT INTO clock_nudges (match_id, at) VALUES ($1, $2) ON CONFLICT (match_id) DO NOTHING',
      [matchID, at],
    );
  }

  async takeNudges(): Promise<string[]> {
    // one process takes each row (several may sweep at once)
    const { rows } = await this.db.pool.query<{ match_id: string }>(
      'DELETE FROM clock_nudges WHERE match_id IN (SELECT match_id FROM clock_nudges LIMIT 100) RETURNING match_id',
    );
    return rows.map((r) => r.match_id);
  }
}

/** The clock repository on `db`, its table migrated. */
export async function openClockRepo(db: Db): Promise<ClockRepo> {
  await db.migrate(CLOCKS_SCHEMA);
  return forDb<ClockRepo>(db, { sqlite: (d) => new SqliteClocks(d), postgres: (d) => new PgClocks(d) });
}
