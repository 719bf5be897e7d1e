// Stand-in credentials. A stand-in bot (the Normal bot, run where server bots run) plays a seat
// whose time ran out or whose player left the table. It joins the match as that seat, but with
// credentials of its own, so that
// - the server tells its moves from the player's: each is marked in the move log
//   (`action.payload.standIn`, added by server/sockets/guard.ts, never accepted from a client), and
// - its socket connecting or leaving does not change the seat's presence (isConnected).
// They are an HMAC of the seat's credentials under a random secret of the server's, made once and
// kept in the database (every process of a cluster has it; a restart keeps it) and never sent to
// anyone: nobody but the server can compute them, the seat's own player included.
// A seat taken from its player by a moderator (a suspended account's seat) is "barred": its own
// credentials authenticate nothing any more (moves, sync as the seat, the Lobby's and the clock's
// seat requests, the seat's chat, adoption at sign-up), while its stand-in plays on.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

const PREFIX = 'standin:';
/** The name of the secret in the database's server_secrets. */
export const STAND_IN_SECRET = 'stand-in-credentials';

/** Credentials that claim to be a stand-in's (whether they are is `StandIns.isStandIn`). */
export function isStandInCredentials(c: unknown): c is string {
  return typeof c === 'string' && c.startsWith(PREFIX);
}

/** Two secrets (credentials) compared in constant time; false unless both are strings. */
export function sameSecret(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a request made with a barred seat's own credentials is told (403). */
export const BARRED = 'A moderator gave this seat to a stand-in for the rest of the match';

/** The seat was taken from its player by a moderator: its own credentials count for nothing. */
export function isBarred(player: Server.PlayerMetadata | undefined): boolean {
  return (player?.data as { barred?: unknown } | undefined)?.barred === true;
}

/** Not the seat's own credentials (403). */
export const NOT_THE_SEAT = 'These are not the credentials of that seat';

/** The one check that a request's `credentials` hold `player`'s seat: they are the seat's own
 *  (compared in constant time) and the seat is not barred. Every seat request made outside
 *  boardgame.io asks it: the clock's (leave, resign, back, hints, takebacks), the seat's chat and
 *  adoption at sign-up. */
export function holdsSeat(
  player: Server.PlayerMetadata | undefined,
  credentials: unknown,
): { ok: true } | { ok: false; status: 403; error: string } {
  if (!credentials || !sameSecret(player?.credentials, credentials))
    return { ok: false, status: 403, error: NOT_THE_SEAT };
  if (isBarred(player)) return { ok: false, status: 403, error: BARRED };
  return { ok: true };
}

/** Bar a seat (see the header) of a running match whose credentials are still `credentials` (a
 *  seat taken by someone else since is left alone); false when there was nothing to bar. The write names one
 *  field of the seat, so a presence write racing it keeps it (server/storage/base.ts). */
export async function barSeat(
  store: {
    fetch(matchID: string, opts: { metadata: true }): Promise<{ metadata?: Server.MatchData }>;
    setMetadata(matchID: string, m: Server.MatchData): Promise<void>;
  },
  matchID: string,
  playerID: string,
  credentials: string,
): Promise<boolean> {
  const { metadata } = await store.fetch(matchID, { metadata: true });
  const players = metadata?.players;
  const p = players && Object.hasOwn(players, playerID) ? players[playerID as unknown as number] : undefined;
  if (!metadata || metadata.gameover !== undefined) return false; // a finished match: nothing to take
  if (!p?.credentials || !sameSecret(p.credentials, credentials) || isBarred(p)) return false;
  p.data = { ...(p.data as object | undefined), barred: true };
  await store.setMetadata(matchID, metadata);
  return true;
}

export class StandIns {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error('the stand-in secret is too short');
  }

  /** The stand-in's credentials for a seat with `seatCredentials`. */
  credentialsFor(seatCredentials: string): string {
    return PREFIX + createHmac('sha256', this.secret).update(seatCredentials).digest('hex');
  }

  /** `credentials` are the stand-in's of `player`'s seat. */
  isStandIn(credentials: unknown, player: Server.PlayerMetadata | undefined): boolean {
    return (
      isStandInCredentials(credentials) &&
      !!player?.credentials &&
      sameSecret(credentials, this.credentialsFor(player.credentials))
    );
  }

  /** boardgame.io's authenticateCredentials: the seat's credentials (not on a barred seat), or
   *  its stand-in's. */
  authenticate = (credentials: string, player: Server.PlayerMetadata | undefined): boolean => {
    if (typeof credentials !== 'string' || !credentials || !player?.credentials) return false;
    if (sameSecret(credentials, player.credentials)) return !isBarred(player);
    return this.isStandIn(credentials, player);
  };
}
