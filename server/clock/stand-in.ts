// Stand-in credentials. A stand-in bot (the Normal bot, run where server bots run) plays a seat
// whose time ran out or whose player left the table. It joins the match as that seat, but with
// credentials of its own, so that
// - the server tells its moves from the player's: each is marked in the move log
//   (`action.payload.standIn`, added by server/sockets/guard.ts, never accepted from a client), and
// - its socket connecting or leaving does not change the seat's presence (isConnected).
// They are an HMAC of the seat's credentials under a random secret of the server's, made once and
// kept in the database (every process of a cluster has it; a restart keeps it) and never sent to
// anyone: nobody but the server can compute them, the seat's own player included.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

const PREFIX = 'standin:';
/** The name of the secret in the database's server_secrets. */
export const STAND_IN_SECRET = 'stand-in-credentials';

/** Credentials that claim to be a stand-in's (whether they are is `StandIns.isStandIn`). */
export function isStandInCredentials(c: unknown): c is string {
  return typeof c === 'string' && c.startsWith(PREFIX);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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
      same(credentials, this.credentialsFor(player.credentials))
    );
  }

  /** boardgame.io's authenticateCredentials: the seat's credentials, or its stand-in's. */
  authenticate = (credentials: string, player: Server.PlayerMetadata | undefined): boolean => {
    if (typeof credentials !== 'string' || !credentials || !player?.credentials) return false;
    if (same(credentials, player.credentials)) return true;
    return this.isStandIn(credentials, player);
  };
}
