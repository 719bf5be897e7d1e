// The ratings tables (./repo.ts says what each keeps) as SQLite and Postgres create them, and their
// rows as the repositories read them (Postgres hands BIGINT back as strings).
import { NEUTRAL_NAME } from '../accounts/seats';
import type { RatedHistoryRow, RatingRow } from './types';

const TABLES = (int: string, real: string) => `
  CREATE TABLE IF NOT EXISTS ratings (
    account_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    mu ${real} NOT NULL,
    sigma ${real} NOT NULL,
    rating INTEGER NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    updated_at ${int} NOT NULL,
    PRIMARY KEY (account_id, game_id)
  );
  CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game_id, rating);
  CREATE TABLE IF NOT EXISTS rated_matches (
    match_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    created_at ${int} NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rated_results (
    match_id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL,
    finished_at ${int} NOT NULL,
    rated BOOLEAN NOT NULL,
    note TEXT
  );
  CREATE TABLE IF NOT EXISTS rated_seats (
    match_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    place INTEGER NOT NULL,
    rating_before INTEGER NOT NULL,
    rating_after INTEGER NOT NULL,
    finished_at ${int} NOT NULL,
    PRIMARY KEY (match_id, account_id)
  );
  CREATE INDEX IF NOT EXISTS rated_seats_account ON rated_seats (account_id, finished_at);`;

export const RATINGS_TABLES_SQLITE = TABLES('INTEGER', 'REAL');
export const RATINGS_TABLES_POSTGRES = TABLES('BIGINT', 'DOUBLE PRECISION');

export interface DbRating {
  account_id: string;
  game_id: string;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  wins: number;
  updated_at: number | string;
}

export function ratingRowOf(r: DbRating): RatingRow {
  return {
    accountId: r.account_id,
    gameId: r.game_id,
    mu: Number(r.mu),
    sigma: Number(r.sigma),
    rating: Number(r.rating),
    games: Number(r.games),
    wins: Number(r.wins),
    updatedAt: Number(r.updated_at),
  };
}

/** An account's page of rated seats (`mine`) and every seat of those matches (`all`). */
export interface HistoryRows {
  mine: {
    match_id: string;
    game_id: string;
    player_id: string;
    place: number;
    rating_before: number;
    rating_after: number;
    finished_at: number | string;
  }[];
  all: { match_id: string; player_id: string; account_id: string; place: number; rating_after: number }[];
}

/** An account's page of rated seats with everyone's place in those matches (names as they are
 *  now; a deleted account's seat shows the neutral name). */
export function historyOf(
  mine: HistoryRows['mine'],
  all: HistoryRows['all'],
  names: Map<string, { name: string }>,
): RatedHistoryRow[] {
  const players = new Map<string, RatedHistoryRow['players']>();
  for (const p of all) {
    let list = players.get(p.match_id);
    if (!list) players.set(p.match_id, (list = []));
    list.push({
      playerID: p.player_id,
      name: names.get(p.account_id)?.name ?? NEUTRAL_NAME,
      place: Number(p.place),
      ratingAfter: Number(p.rating_after),
    });
  }
  return mine.map((m) => ({
    matchID: m.match_id,
    gameId: m.game_id,
    finishedAt: Number(m.finished_at),
    playerID: m.player_id,
    place: Number(m.place),
    ratingBefore: Number(m.rating_before),
    ratingAfter: Number(m.rating_after),
    players: players.get(m.match_id) ?? [],
  }));
}
