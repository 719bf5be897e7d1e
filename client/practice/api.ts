// Practice against bots (server/practice/routes.ts), same origin, with the session cookie.
import { request } from '../lobby-api';

export interface PracticeReport {
  gameId: string;
  /** The device's ID of the local match (one report per account and match). */
  matchID: string;
  players: number;
  place: number;
  draw?: boolean;
  bots: string[];
  moves?: number;
}

export interface PracticeRecord {
  name: string;
  games: Record<string, { games: number; wins: number }>;
}

export const practiceApi = {
  report: (r: PracticeReport) => request<{ counted: boolean }>('POST', '/api/me/practice', r),
  of: (name: string) => request<PracticeRecord>('GET', `/api/players/${encodeURIComponent(name)}/practice`),
};
