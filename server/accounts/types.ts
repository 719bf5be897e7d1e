// What the stores keep for accounts (server/storage/sqlite.ts, server/storage/postgres.ts): the
// account, its sessions (only a hash of each session ID), its passkeys, the one-use WebAuthn
// challenges, and the seats bound to it. Times are milliseconds since the epoch.
import type { Server } from 'boardgame.io';

export interface AccountRow {
  id: string;
  /** As chosen (NFC, single spaces). */
  name: string;
  /** The name folded for uniqueness (server/accounts/names.ts `nameKey`). */
  nameKey: string;
  /** argon2id PHC string, or null for an account with passkeys only. */
  passwordHash: string | null;
  /** The WebAuthn user handle (base64url, random): never the account ID or name. */
  webauthnUserId: string;
  createdAt: number;
}

export interface SessionRow {
  /** SHA-256 of the session ID (hex): the ID itself is only ever in the cookie. */
  idHash: string;
  accountId: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface PasskeyRow {
  /** The credential ID (base64url). */
  id: string;
  accountId: string;
  /** COSE public key (base64url). */
  publicKey: string;
  counter: number;
  /** Authenticator transports as the browser reported them (JSON array). */
  transports: string[];
  /** The relying party (host name) it was made for. */
  rpId: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export type ChallengePurpose = 'register' | 'signin' | 'signup';

export interface ChallengeRow {
  challenge: string;
  purpose: ChallengePurpose;
  /** The account a registration is for (null for a sign-in). */
  accountId: string | null;
  /** A sign-up's pending account (JSON: name, key, WebAuthn user handle); else null. */
  data: string | null;
  expiresAt: number;
}

export interface SeatBinding {
  accountId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  boundAt: number;
}

/** A bound seat with its match as stored (the match still exists). */
export interface BoundSeat extends SeatBinding {
  gameName: string;
  metadata: Server.MatchData;
  gameover: boolean;
  updatedAt: number;
}

/** A seat of an account's, as GET /api/me/matches answers it (client/account/api.ts reads it). */
export interface AccountMatch {
  matchID: string;
  gameId: string;
  playerID: string;
  credentials: string;
  /** The seat's name in the match. */
  name: string;
  over: boolean;
  /** A rated table (server/ratings/). */
  rated: boolean;
  createdAt: number;
  updatedAt: number;
}
