// Stand-in credentials. A stand-in bot (the Normal bot, run where server bots run) plays a seat
// whose time ran out or whose player left the table. It joins the match as that seat, but with
// credentials of its own, derived from the seat's, so that
// - the server tells its moves from the player's: each is marked in the move log
//   (`action.payload.standIn`, added by server/sockets/guard.ts, never accepted from a client), and
// - its socket connecting or leaving does not change the seat's presence (isConnected).
// Only the server (and the seat's own player) can derive them; nothing stand-in related is sent
// to clients but the marks and the clock view.
import { createHash } from 'node:crypto';
import type { Server } from 'boardgame.io';

const PREFIX = 'standin:';

export function standInCredentials(seatCredentials: string): string {
  return PREFIX + createHash('sha256').update(`roundhouse stand-in ${seatCredentials}`).digest('hex');
}

export function isStandInCredentials(c: unknown): c is string {
  return typeof c === 'string' && c.startsWith(PREFIX);
}

/** boardgame.io's authenticateCredentials: the seat's credentials, or its stand-in's. */
export function authenticateCredentials(credentials: string, player: Server.PlayerMetadata | undefined): boolean {
  if (typeof credentials !== 'string' || !credentials || !player?.credentials) return false;
  if (credentials === player.credentials) return true;
  return isStandInCredentials(credentials) && credentials === standInCredentials(player.credentials);
}
