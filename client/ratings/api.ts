// The rated-play routes (server/ratings/routes.ts, server/quickmatch/routes.ts), same origin, with the session cookie.
import { useEffect, useState } from 'react';
import { request } from '../lobby-api';

const call = request;

export interface BoardRow {
  name: string;
  rating: number;
  games: number;
  wins: number;
  provisional?: boolean;
}

export interface ProfileMatch {
  matchID: string;
  gameId: string;
  finishedAt: number;
  playerID: string;
  place: number;
  players: { playerID: string; name: string; place: number }[];
  ratingBefore: number;
  ratingAfter: number;
}

export interface Profile {
  name: string;
  ratings: Record<string, { rating: number; games: number; wins: number; provisional?: boolean }>;
  matches: ProfileMatch[];
}

/** A quick match's pace (server/ratings/quick-pace.ts); absent from older servers: live. */
export type QuickPace = 'live' | 'turnBased';

export type QuickState =
  | { status: 'idle' }
  | {
      status: 'waiting';
      gameId: string;
      numPlayers: number;
      pace?: QuickPace;
      since: number;
      /** Until when a turn-based request waits (null: live, while the page asks). */
      until?: number | null;
      rating: number;
      gap: number;
    }
  | {
      status: 'seated';
      gameId: string;
      numPlayers: number;
      pace?: QuickPace;
      matchID: string;
      playerID: string;
      credentials: string;
    };

export interface TableRatings {
  rated: boolean;
  /** A finished rated match settled without rating: why ('stand-ins', 'void'). */
  unrated?: string;
  /** The seats held by accounts (at an unrated table too: rating null). */
  seats: Record<string, { name: string; rating: number | null; games: number; provisional: boolean }>;
}

/** A rating as shown: with a "?" while it is provisional (server/ratings/model.ts PROVISIONAL_SIGMA). */
export function ratingText(rating: number, provisional: boolean | undefined): string {
  return provisional ? `${rating}?` : String(rating);
}

export const ratingsApi = {
  leaderboard: (gameId: string, limit: number, offset: number) =>
    call<BoardRow[]>('GET', `/api/leaderboard/${encodeURIComponent(gameId)}?limit=${limit}&offset=${offset}`),
  player: (name: string, limit = 50) => call<Profile>('GET', `/api/players/${encodeURIComponent(name)}?limit=${limit}`),
  table: (matchID: string) => call<TableRatings>('GET', `/api/matches/${encodeURIComponent(matchID)}/ratings`),
  quickJoin: (gameId: string, numPlayers: number, pace: QuickPace = 'live') =>
    call<QuickState>('POST', '/api/quickmatch', { gameId, numPlayers, pace }),
  quickState: () => call<QuickState>('GET', '/api/quickmatch'),
  quickLeave: () => call<void>('DELETE', '/api/quickmatch'),
};

/** The seats held by accounts at a table, with their ratings at a rated table: fetched again when
 *  `refresh` changes, and a few times after the end (the new ratings are stored within a second
 *  or so). Null: not yet known. */
export function useTableRatings(matchID: string, refresh: unknown, over: boolean): TableRatings | null {
  const [r, setR] = useState<TableRatings | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      ratingsApi.table(matchID).then(
        (x) => live && setR(x),
        () => undefined,
      );
    void load();
    const later = over ? [1500, 4000].map((ms) => setTimeout(load, ms)) : [];
    return () => {
      live = false;
      later.forEach(clearTimeout);
    };
  }, [matchID, refresh, over]);
  return r;
}
