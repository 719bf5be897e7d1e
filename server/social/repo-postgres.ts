// The social tables on Postgres (./repo.ts says what they keep).
import type { PgDb } from '../db/postgres';
import { inviteOf, type DbInvite, type InviteRow, type SocialRepo } from './repo';

export class PgSocial implements SocialRepo {
  constructor(private db: PgDb) {}

  private q<T extends Record<string, any> = any>(text: string, args: unknown[]) {
    return this.db.pool.query<T>(text, args);
  }

  async follow(followerId: string, followeeId: string, at: number): Promise<void> {
    await this.q(
      'INSERT INTO social_follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [followerId, followeeId, at],
    );
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.q('DELETE FROM social_follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
  }

  async followeesOf(followerId: string): Promise<string[]> {
    const { rows } = await this.q<{ followee_id: string }>(
      'SELECT followee_id FROM social_follows WHERE follower_id = $1 ORDER BY created_at, followee_id',
      [followerId],
    );
    return rows.map((r) => r.followee_id);
  }

  async block(blockerId: string, blockedId: string, at: number): Promise<void> {
    await this.db.tx(async (c) => {
      await c.query(
        'INSERT INTO social_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [blockerId, blockedId, at],
      );
      await c.query(
        'DELETE FROM social_follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)',
        [blockerId, blockedId],
      );
      await c.query('DELETE FROM social_invites WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)', [
        blockerId,
        blockedId,
      ]);
    });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.q('DELETE FROM social_blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
  }

  async blockedBy(blockerId: string): Promise<string[]> {
    const { rows } = await this.q<{ blocked_id: string }>(
      'SELECT blocked_id FROM social_blocks WHERE blocker_id = $1 ORDER BY created_at, blocked_id',
      [blockerId],
    );
    return rows.map((r) => r.blocked_id);
  }

  async blockedEither(a: string, b: string): Promise<boolean> {
    const { rowCount } = await this.q(
      'SELECT 1 FROM social_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1',
      [a, b],
    );
    return (rowCount ?? 0) > 0;
  }

  async addInvite(i: InviteRow): Promise<boolean> {
    const { rowCount } = await this.q(
      `INSERT INTO social_invites (id, to_id, from_id, match_id, game_id, player_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [i.id, i.toId, i.fromId, i.matchID, i.gameId, i.playerID, i.createdAt],
    );
    return rowCount === 1;
  }

  async deleteInvitesBefore(createdBefore: number): Promise<number> {
    const { rowCount } = await this.q('DELETE FROM social_invites WHERE created_at < $1', [createdBefore]);
    return rowCount ?? 0;
  }

  async inviteById(id: string): Promise<InviteRow | undefined> {
    const { rows } = await this.q<DbInvite>('SELECT * FROM social_invites WHERE id = $1', [id]);
    return rows[0] ? inviteOf(rows[0]) : undefined;
  }

  async invitesTo(toId: string): Promise<InviteRow[]> {
    const { rows } = await this.q<DbInvite>(
      'SELECT * FROM social_invites WHERE to_id = $1 ORDER BY created_at DESC, id',
      [toId],
    );
    return rows.map(inviteOf);
  }

  async invitesAt(matchID: string): Promise<InviteRow[]> {
    const { rows } = await this.q<DbInvite>('SELECT * FROM social_invites WHERE match_id = $1', [matchID]);
    return rows.map(inviteOf);
  }

  async deleteInvite(id: string): Promise<boolean> {
    const { rowCount } = await this.q('DELETE FROM social_invites WHERE id = $1', [id]);
    return rowCount === 1;
  }

  async admit(matchID: string, accountId: string): Promise<void> {
    await this.q('INSERT INTO social_admits (match_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      matchID,
      accountId,
    ]);
  }

  async admitted(matchID: string, accountId: string): Promise<boolean> {
    const { rowCount } = await this.q('SELECT 1 FROM social_admits WHERE match_id = $1 AND account_id = $2', [
      matchID,
      accountId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.db.tx(async (c) => {
      await c.query('DELETE FROM social_follows WHERE follower_id = $1 OR followee_id = $1', [accountId]);
      await c.query('DELETE FROM social_blocks WHERE blocker_id = $1 OR blocked_id = $1', [accountId]);
      await c.query('DELETE FROM social_invites WHERE from_id = $1 OR to_id = $1', [accountId]);
      await c.query('DELETE FROM social_admits WHERE account_id = $1', [accountId]);
    });
  }
}
