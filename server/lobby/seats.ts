// Client-supplied seat IDs and player names, checked in one place for every route and socket
// event. A seat ID is the canonical decimal string of a seat the match has ("0" … String(n − 1)):
// never "01", " 1", "1.0" or "__proto__", so nothing a client sends can index an object's
// prototype or name a seat twice.
import type { Server } from 'boardgame.io';

const SEAT = /^(0|[1-9][0-9]?)$/;

/** The canonical seat ID for `value` (a string, or a whole number the client sent), or null. */
export function canonicalSeat(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < 100 ? String(value) : null;
  return typeof value === 'string' && SEAT.test(value) ? value : null;
}

/** `value` as a seat of `players` (boardgame.io's metadata.players), or the reason it is not one. */
export function seatOf(
  value: unknown,
  players: Server.MatchData['players'] | undefined,
): { ok: true; seat: string } | { ok: false; status: number; error: string } {
  const seat = canonicalSeat(value);
  if (seat === null) return { ok: false, status: 400, error: 'playerID must be a seat number such as "0"' };
  if (!players || !Object.hasOwn(players, seat))
    return { ok: false, status: 404, error: `This match has no seat ${seat}` };
  return { ok: true, seat };
}

/** A seat of a match with `numPlayers` seats (sockets know the count from the sync). */
export function isSeatOf(value: unknown, numPlayers: number): value is string {
  const seat = canonicalSeat(value);
  return seat !== null && seat === value && Number(seat) < numPlayers;
}

export const NAME_MAX = 32;
// control characters, and the bidirectional overrides that make a name read as another
const BAD_NAME_CHARS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

// letters that render blank (Hangul fillers, the Braille blank) and the invisible format characters
// that are never part of a visible name (zero-width spaces, word joiners, …); joiners and
// variation selectors inside emoji are allowed
const BLANK_CHARS = /[\u115f\u1160\u3164\uffa0\u2800\u180e\u200b\u2060-\u2064\u206a-\u206f\u034f\u17b4\u17b5]/u;
/** Whether nothing of `name` would show: made of spaces and invisible characters only. */
const allBlank = (name: string) => name.replace(/[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu, '') === '';

/** A player name as stored (trimmed), or the reason it is refused. */
export function checkName(
  value: unknown,
  field = 'playerName',
): { ok: true; name: string } | { ok: false; error: string } {
  if (typeof value !== 'string') return { ok: false, error: `${field} must be a string` };
  const name = value.trim();
  if (!name) return { ok: false, error: `${field} is required` };
  if ([...name].length > NAME_MAX) return { ok: false, error: `${field} is too long (${NAME_MAX} characters at most)` };
  if (BAD_NAME_CHARS.test(name)) return { ok: false, error: `${field} may not contain control characters` };
  if (BLANK_CHARS.test(name) || allBlank(name))
    return { ok: false, error: `${field} may not contain characters that show as nothing (such as Hangul fillers)` };
  return { ok: true, name };
}
