// The social tables on SQLite (./repo.ts says what they keep).
import type { SqliteDb } from '../db/sqlite';
import { inviteOf, type DbInvite, type InviteRow, type SocialRepo } from './repo';

export class SqliteSocial implements SocialRepo {
  constructor(private db: SqliteDb) {}

  private get sql() {
    return this.db.sql;
  }

  async follow(followerId: string, followeeId: string, at: number): Promise<void> {
    this.sql(
      'INSERT INTO social_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ).run(followerId, followeeId, at);
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    this.sql('DELETE FROM social_follows WHERE follower_id = ? AND followee_id = ?').run(followerId, followeeId);
  }

  async followeesOf(followerId: string): Promise<string[]> {
    const rows = this.sql(
      'SELECT followee_id FROM social_follows WHERE follower_id = ? ORDER BY created_at, followee_id',
    ).all(followerId) as { followee_id: string }[];
    return rows.map((r) => r.followee_id);
  }

  async block(blockerId: string, blockedId: string, at: number): Promise<void> {
    this.db.tx(() => {
      this.sql(
        'INSERT INTO social_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(blockerId, blockedId, at);
      this.sql(
        'DELETE FROM social_follows WHERE (follower_id = ? AND followee_id = ?) OR (follower_id = ? AND followee_id = ?)',
      ).run(blockerId, blockedId, blockedId, blockerId);
      this.sql('DELETE FROM social_invites WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)').run(
        blockerId,
        blockedId,
        blockedId,
        blockerId,
      );
    });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    this.sql('DELETE FROM social_blocks WHERE blocker_id = ? AND blocked_id = ?').run(blockerId, blockedId);
  }

  async blockedBy(blockerId: string): Promise<string[]> {
    const rows = this.sql(
      'SELECT blocked_id FROM social_blocks WHERE blocker_id = ? ORDER BY created_at, blocked_id',
    ).all(blockerId) as { blocked_id: string }[];
    return rows.map((r) => r.blocked_id);
  }

  async blockedEither(a: string, b: string): Promise<boolean> {
    return !!this.sql(
      'SELECT 1 FROM social_blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?) LIMIT 1',
    ).get(a, b, b, a);
  }

  async addInvite(i: InviteRow): Promise<boolean> {
    return (
      this.sql(
        `INSERT INTO social_invites (id, to_id, from_id, match_id, game_id, player_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ).run(i.id, i.toId, i.fromId, i.matchID, i.gameId, i.playerID, i.createdAt).changes === 1
    );
  }

  async inviteById(id: string): Promise<InviteRow | undefined> {
    const r = this.sql('SELECT * FROM social_invites WHERE id = ?').get(id) as DbInvite | undefined;
    return r ? inviteOf(r) : undefined;
  }

  async invitesTo(toId: string): Promise<InviteRow[]> {
    return (
      this.sql('SELECT * FROM social_invites WHERE to_id = ? ORDER BY created_at DESC, id').all(toId) as DbInvite[]
    ).map(inviteOf);
  }

  async invitesAt(matchID: string): Promise<InviteRow[]> {
    return (this.sql('SELECT * FROM social_invites WHERE match_id = ?').all(matchID) as DbInvite[]).map(inviteOf);
  }

  async deleteInvite(id: string): Promise<boolean> {
    return this.sql('DELETE FROM social_invites WHERE id = ?').run(id).changes === 1;
  }

  async deleteInvitesBefore(createdBefore: number): Promise<number> {
    return this.sql('DELETE FROM social_invites WHERE created_at < ?').run(createdBefore).changes;
  }

  async admit(matchID: string, accountId: string): Promise<void> {
    this.sql('INSERT INTO social_admits (match_id, account_id) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
      matchID,
      accountId,
    );
  }

  async admitted(matchID: string, accountId: string): Promise<boolean> {
    return !!this.sql('SELECT 1 FROM social_admits WHERE match_id = ? AND account_id = ?').get(matchID, accountId);
  }

  async forgetAccount(accountId: string): Promise<void> {
    this.db.tx(() => {
      this.sql('DELETE FROM social_follows WHERE follower_id = ? OR followee_id = ?').run(accountId, accountId);
      this.sql('DELETE FROM social_blocks WHERE blocker_id = ? OR blocked_id = ?').run(accountId, accountId);
      this.sql('DELETE FROM social_invites WHERE from_id = ? OR to_id = ?').run(accountId, accountId);
      this.sql('DELETE FROM social_admits WHERE account_id = ?').run(accountId);
    });
  }
}
