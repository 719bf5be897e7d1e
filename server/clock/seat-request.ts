// A seat's request to the clock (leave, resign, take my seat back, hints, takebacks): the checks
// every one of them makes before it acts, in the order a client is told about them (malformed 400,
// no match 404, not this seat's credentials or a barred seat 403, over or without a clock 409).
import type { Server } from 'boardgame.io';
import { CREDENTIALS_MAX } from '../lobby/guards';
import { canonicalSeat, seatOf } from '../lobby/seats';
import type { ClockView } from './model';
import { holdsSeat } from './stand-in';

export type SeatRequestResult = { ok: true; view: ClockView } | { ok: false; status: number; error: string };

/** A request that passed the checks (the match's metadata, the canonical seat) or its refusal. */
export type SeatRequest = { error: SeatRequestResult & { ok: false } } | { metadata: Server.MatchData; seat: string };

export async function seatRequest(
  store: { fetch(matchID: string, opts: { metadata: true }): Promise<{ metadata?: Server.MatchData }> },
  /** The match has a clock (matches made before tables had a pace have none). */
  hasClock: (matchID: string) => Promise<boolean>,
  matchID: string,
  seat: unknown,
  credentials: unknown,
): Promise<SeatRequest> {
  const fail = (status: number, error: string) => ({ error: { ok: false as const, status, error } });
  if (canonicalSeat(seat) === null) return fail(400, 'playerID must be a seat number such as "0"');
  if (typeof credentials !== 'string' || !credentials || credentials.length > CREDENTIALS_MAX)
    return fail(400, 'credentials are required');
  const { metadata } = await store.fetch(matchID, { metadata: true });
  if (!metadata) return fail(404, `No match ${matchID}`);
  const s = seatOf(seat, metadata.players);
  if (!s.ok) return fail(s.status, s.error);
  const held = holdsSeat(metadata.players[s.seat as unknown as number], credentials);
  if (!held.ok) return fail(held.status, held.error);
  if (metadata.gameover !== undefined) return fail(409, 'The match is over');
  if (!(await hasClock(matchID))) return fail(409, 'This match has no clock (it was created before tables had a pace)');
  return { metadata, seat: s.seat };
}
