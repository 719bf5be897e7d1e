// Whether a match is rated: its metadata's `rated: true`, set when the match is created (POST
// /api/tables { rated: true }, quick match, "Play again" of a rated match) and shown to every client
// with the match data. The one place the flag is kept and read (earlier releases also kept a
// rated_matches row: ./repo.ts).
import type { Server } from 'boardgame.io';

/** Whether a match's metadata marks it rated. */
export function isRated(metadata: Server.MatchData | undefined): boolean {
  return (metadata as { rated?: unknown } | undefined)?.rated === true;
}

/** The metadata marked rated (in place). */
export function markedRated<T extends Server.MatchData>(metadata: T): T {
  return Object.assign(metadata, { rated: true });
}
