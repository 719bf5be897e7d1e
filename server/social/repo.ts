// The social module's repository: the only code that reads or writes its tables. SQLite:
// ./repo-sqlite.ts, Postgres: ./repo-postgres.ts.
//   social_follows  who follows whom (account IDs)
//   social_blocks   who blocks whom (account IDs)
//   social_invites  pending invitations: to an account, from an account seated at a match, with
//                   the seat held for the invitee (one invitation per seat and per invitee of a match)
//   social_admits   the accounts that may sit at an "invited players only" table (its creator,
//                   and the seated players of the match it is a "Play again" of)
// Rows name accounts by ID only; names come from the accounts module when answering.
import { forDb } from '../db/open';
import type { Db, ModuleSchema } from '../db/types';
import { SqliteSocial } from './repo-sqlite';
import { PgSocial } from './repo-postgres';

export interface InviteRow {
  id: string;
  toId: string;
  fromId: string;
  matchID: string;
  gameId: string;
  /** The seat held for the invitee. */
  playerID: string;
  createdAt: number;
}

export interface SocialRepo {
  /** Follow (nothing changes when already following). */
  follow(followerId: string, followeeId: string, at: number): Promise<void>;
  unfollow(followerId: string, followeeId: string): Promise<void>;
  /** The accounts `followerId` follows, oldest follow first. */
  followeesOf(followerId: string): Promise<string[]>;
  /** Block, in one transaction: the follows between the two either way go, and so do the
   *  invitations between them (their held seats are free again). */
  block(blockerId: string, blockedId: string, at: number): Promise<void>;
  unblock(blockerId: string, blockedId: string): Promise<void>;
  /** The accounts `blockerId` blocks, oldest first. */
  blockedBy(blockerId: string): Promise<string[]>;
  /** Whether either of the two blocks the other. */
  blockedEither(a: string, b: string): Promise<boolean>;
  /** Store an invitation; false when its seat is held already or the invitee has one at that
   *  match (nothing stored). */
  addInvite(inv: InviteRow): Promise<boolean>;
  inviteById(id: string): Promise<InviteRow | undefined>;
  /** The invitations to an account, newest first. */
  invitesTo(toId: string): Promise<InviteRow[]>;
  /** The invitations of a match (its held seats). */
  invitesAt(matchID: string): Promise<InviteRow[]>;
  /** Remove an invitation; false when there was none. */
  deleteInvite(id: string): Promise<boolean>;
  /** Remove every invitation made before `createdBefore` (ms); how many went. */
  deleteInvitesBefore(createdBefore: number): Promise<number>;
  admit(matchID: string, accountId: string): Promise<void>;
  admitted(matchID: string, accountId: string): Promise<boolean>;
  /** Everything of an account's (it is being deleted). */
  forgetAccount(accountId: string): Promise<void>;
}

const tables = (int: string) => `
  CREATE TABLE IF NOT EXISTS social_follows (
    follower_id TEXT NOT NULL,
    followee_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    PRIMARY KEY (follower_id, followee_id)
  );
  CREATE INDEX IF NOT EXISTS social_follows_followee ON social_follows (followee_id);
  CREATE TABLE IF NOT EXISTS social_blocks (
    blocker_id TEXT NOT NULL,
    blocked_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id)
  );
  CREATE INDEX IF NOT EXISTS social_blocks_blocked ON social_blocks (blocked_id);
  CREATE TABLE IF NOT EXISTS social_invites (
    id TEXT PRIMARY KEY,
    to_id TEXT NOT NULL,
    from_id TEXT NOT NULL,
    match_id TEXT NOT NULL,
    game_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    UNIQUE (match_id, player_id),
    UNIQUE (match_id, to_id)
  );
  CREATE INDEX IF NOT EXISTS social_invites_to ON social_invites (to_id, created_at);
  CREATE INDEX IF NOT EXISTS social_invites_from ON social_invites (from_id);
  CREATE TABLE IF NOT EXISTS social_admits (
    match_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    PRIMARY KEY (match_id, account_id)
  );
  CREATE INDEX IF NOT EXISTS social_admits_account ON social_admits (account_id);`;

export const SOCIAL_SCHEMA: ModuleSchema = {
  module: 'social',
  sqlite: [tables('INTEGER')],
  postgres: [tables('BIGINT')],
};

/** The row as the databases give it. */
export interface DbInvite {
  id: string;
  to_id: string;
  from_id: string;
  match_id: string;
  game_id: string;
  player_id: string;
  created_at: number | string;
}

export const inviteOf = (r: DbInvite): InviteRow => ({
  id: r.id,
  toId: r.to_id,
  fromId: r.from_id,
  matchID: r.match_id,
  gameId: r.game_id,
  playerID: r.player_id,
  createdAt: Number(r.created_at),
});

/** The social repository on `db`, its tables migrated. */
export async function openSocialRepo(db: Db): Promise<SocialRepo> {
  await db.migrate(SOCIAL_SCHEMA);
  return forDb<SocialRepo>(db, { sqlite: (d) => new SqliteSocial(d), postgres: (d) => new PgSocial(d) });
}
