// The queue's rows as the repositories read them (Postgres hands BIGINT back as strings).
import type { QueueRow } from '../ratings/types';

/** When waiting rows leave the queue (queuePurge). */
export interface PurgeBefore {
  /** Live requests not asked about since then (the page asks while it waits). */
  liveSeenBefore: number;
  /** Turn-based requests made before then (they wait with the page closed, up to a day). */
  turnBasedJoinedBefore: number;
  /** Seated rows seated before then. */
  seatedBefore: number;
}

/** Thrown inside a queue transaction to roll it back (a player was seated meanwhile). */
export class SeatTaken extends Error {}

export interface DbQueue {
  account_id: string;
  game_id: string;
  num_players: number;
  rating: number;
  joined_at: number | string;
  seen_at: number | string;
  bots_after: number | null;
  match_id: string | null;
  player_id: string | null;
  credentials: string | null;
  seated_at: number | string | null;
  pace: string;
}

export function queueRowOf(r: DbQueue): QueueRow {
  return {
    accountId: r.account_id,
    gameId: r.game_id,
    numPlayers: Number(r.num_players),
    rating: Number(r.rating),
    joinedAt: Number(r.joined_at),
    seenAt: Number(r.seen_at),
    botsAfter: r.bots_after === null ? null : Number(r.bots_after),
    matchID: r.match_id,
    playerID: r.player_id,
    credentials: r.credentials,
    seatedAt: r.seated_at === null ? null : Number(r.seated_at),
    pace: r.pace === 'turnBased' ? 'turnBased' : 'live',
  };
}
