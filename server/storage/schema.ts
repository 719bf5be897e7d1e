// The match store's tables (the match store alone reads and writes them):
//   matches       one row per match: game, rules version, initial state, metadata, gameover,
//                 created/updated times (Postgres: also the state, its _stateID and the log length)
//   match_states  SQLite: each match's state and its _stateID, apart from the match row (a move
//                 writes a small row: server/storage/sqlite.ts)
//   logs          the match log, one row per entry
//   undo_steps    boardgame.io's undo history, one row per entry (server/storage/base.ts)
import type Database from 'better-sqlite3';
import type { ModuleSchema } from '../db/types';

/** Databases from before the states were kept apart: each match's state (and its _stateID, a
 *  column of its own since the compare-and-set, or read from the state before that) moves from
 *  `matches` to `match_states`: a move rewrote the whole match row (initial state, metadata and
 *  state, ~6 KB in Steam Rollers) with its state. */
function moveStatesApart(db: Database.Database): void {
  const cols = db.prepare('PRAGMA table_info(matches)').all() as { name: string }[];
  if (!cols.some((c) => c.name === 'state')) return;
  const stateID = cols.some((c) => c.name === 'state_id')
    ? 'state_id'
    : `COALESCE(json_extract(state, '$._stateID'), 0)`;
  db.exec(
    `INSERT OR IGNORE INTO match_states (match_id, state_id, state) SELECT id, ${stateID}, state FROM matches WHERE state IS NOT NULL`,
  );
  db.exec('ALTER TABLE matches DROP COLUMN state');
  if (stateID === 'state_id') db.exec('ALTER TABLE matches DROP COLUMN state_id');
}

export const MATCHES_SCHEMA: ModuleSchema = {
  module: 'matches',
  sqlite: [
    `CREATE TABLE IF NOT EXISTS matches (
       id TEXT PRIMARY KEY,
       game_name TEXT NOT NULL,
       rules_version INTEGER NOT NULL,
       initial TEXT,
       metadata TEXT NOT NULL,
       gameover INTEGER NOT NULL DEFAULT 0,
       created_at INTEGER NOT NULL,
       updated_at INTEGER NOT NULL
     );
     CREATE TABLE IF NOT EXISTS match_states (
       match_id TEXT PRIMARY KEY,
       state_id INTEGER NOT NULL,
       state TEXT NOT NULL
     );
     CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
     CREATE INDEX IF NOT EXISTS matches_list ON matches (game_name, gameover, created_at);
     CREATE TABLE IF NOT EXISTS logs (
       match_id TEXT NOT NULL,
       seq INTEGER NOT NULL,
       entry TEXT NOT NULL,
       PRIMARY KEY (match_id, seq)
     );
     CREATE TABLE IF NOT EXISTS undo_steps (
       match_id TEXT NOT NULL,
       idx INTEGER NOT NULL,
       entry TEXT NOT NULL,
       PRIMARY KEY (match_id, idx)
     );`,
    moveStatesApart,
    // finished matches by when they ended (the ratings sweep: overWith)
    'CREATE INDEX IF NOT EXISTS matches_over ON matches (gameover, updated_at)',
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS matches (
       id TEXT PRIMARY KEY,
       game_name TEXT NOT NULL,
       rules_version INTEGER NOT NULL,
       state TEXT,
       state_id INTEGER NOT NULL,
       initial TEXT,
       metadata TEXT NOT NULL,
       gameover BOOLEAN NOT NULL DEFAULT FALSE,
       log_len INTEGER NOT NULL DEFAULT 0,
       created_at BIGINT NOT NULL,
       updated_at BIGINT NOT NULL
     );
     CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
     CREATE INDEX IF NOT EXISTS matches_open ON matches (gameover, updated_at);
     CREATE INDEX IF NOT EXISTS matches_list ON matches (game_name, gameover, created_at);
     CREATE TABLE IF NOT EXISTS logs (
       match_id TEXT NOT NULL,
       seq INTEGER NOT NULL,
       entry TEXT NOT NULL,
       PRIMARY KEY (match_id, seq)
     );
     CREATE TABLE IF NOT EXISTS undo_steps (
       match_id TEXT NOT NULL,
       idx INTEGER NOT NULL,
       entry TEXT NOT NULL,
       PRIMARY KEY (match_id, idx)
     );`,
  ],
};
