// The accounts repository on Postgres (./repo.ts says what it keeps; BIGINT columns come back as
// strings).
import type { PgDb } from '../db/postgres';
import type { MatchSeatAccount } from '../ratings/types';
import type { AccountsRepo } from './repo';
import { ACCOUNT_ROWS, accountOf, passkeyOf, type DbAccount, type DbPasskey } from './rows';
import type { AccountRow, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from './types';

export class PgAccounts implements AccountsRepo {
  constructor(private db: PgDb) {}

  private get pool() {
    return this.db.pool;
  }

  async createAccount(a: AccountRow): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO accounts (id, name, name_key, password_hash, webauthn_user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (name_key) DO NOTHING`,
      [a.id, a.name, a.nameKey, a.passwordHash, a.webauthnUserId, a.createdAt],
    );
    return rowCount === 1;
  }

  async accountById(id: string): Promise<AccountRow | undefined> {
    return accountOf((await this.pool.query<DbAccount>('SELECT * FROM accounts WHERE id = $1', [id])).rows[0]);
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | undefined> {
    return accountOf(
      (await this.pool.query<DbAccount>('SELECT * FROM accounts WHERE name_key = $1', [nameKey])).rows[0],
    );
  }

  async listAccounts(q: { limit: number; afterNameKey?: string; search?: string }): Promise<AccountRow[]> {
    const { rows } = await this.pool.query<DbAccount>(
      `SELECT * FROM accounts WHERE name_key > $1 AND strpos(name_key, $2) > 0 ORDER BY name_key LIMIT $3`,
      [q.afterNameKey ?? '', q.search ?? '', q.limit],
    );
    return rows.map((r) => accountOf(r) as AccountRow);
  }

  async putPasswordReset(r: { tokenHash: string; accountId: string; expiresAt: number }): Promise<void> {
    await this.db.tx(async (c) => {
      await c.query('DELETE FROM password_resets WHERE account_id = $1', [r.accountId]);
      await c.query('INSERT INTO password_resets (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
        r.tokenHash,
        r.accountId,
        r.expiresAt,
      ]);
    });
  }

  async passwordResetAccount(tokenHash: string, now: number): Promise<string | undefined> {
    const { rows } = await this.pool.query(
      'SELECT account_id FROM password_resets WHERE token_hash = $1 AND expires_at > $2',
      [tokenHash, now],
    );
    return rows[0]?.account_id;
  }

  async takePasswordReset(tokenHash: string, now: number): Promise<string | undefined> {
    const { rows } = await this.pool.query(
      'DELETE FROM password_resets WHERE token_hash = $1 RETURNING account_id, expires_at',
      [tokenHash],
    );
    return rows[0] && Number(rows[0].expires_at) > now ? rows[0].account_id : undefined;
  }

  async setPasswordHash(accountId: string, hash: string | null): Promise<void> {
    await this.pool.query('UPDATE accounts SET password_hash = $1 WHERE id = $2', [hash, accountId]);
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.db.tx(async (c) => {
      for (const t of ACCOUNT_ROWS) await c.query(`DELETE FROM ${t} WHERE account_id = $1`, [accountId]);
      await c.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    });
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4)',
      [s.idHash, s.accountId, s.createdAt, s.lastSeenAt],
    );
  }

  async sessionByHash(idHash: string): Promise<SessionRow | undefined> {
    const r = (await this.pool.query('SELECT * FROM sessions WHERE id_hash = $1', [idHash])).rows[0];
    return r
      ? {
          idHash: r.id_hash,
          accountId: r.account_id,
          createdAt: Number(r.created_at),
          lastSeenAt: Number(r.last_seen_at),
        }
      : undefined;
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.pool.query('UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2', [now, idHash]);
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE account_id = $1 AND id_hash IS DISTINCT FROM $2', [
      accountId,
      keepIdHash ?? null,
    ]);
  }

  async purgeSessions(before: number): Promise<number> {
    return (await this.pool.query('DELETE FROM sessions WHERE last_seen_at < $1', [before])).rowCount ?? 0;
  }

  async addPasskey(p: PasskeyRow): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, rp_id, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.rpId, p.createdAt, p.lastUsedAt],
    );
    return rowCount === 1;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    return (
      await this.pool.query<DbPasskey>('SELECT * FROM passkeys WHERE account_id = $1 ORDER BY created_at', [accountId])
    ).rows.map(passkeyOf);
  }

  async passkeyById(id: string): Promise<PasskeyRow | undefined> {
    const r = (await this.pool.query<DbPasskey>('SELECT * FROM passkeys WHERE id = $1', [id])).rows[0];
    return r ? passkeyOf(r) : undefined;
  }

  async usePasskey(id: string, counter: number, now: number): Promise<void> {
    await this.pool.query('UPDATE passkeys SET counter = $1, last_used_at = $2 WHERE id = $3', [counter, now, id]);
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    return (
      (await this.pool.query('DELETE FROM passkeys WHERE account_id = $1 AND id = $2', [accountId, id])).rowCount === 1
    );
  }

  async putChallenge(c: ChallengeRow, now: number): Promise<void> {
    await this.pool.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now]);
    await this.pool.query(
      'INSERT INTO passkey_challenges (challenge, purpose, account_id, data, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [c.challenge, c.purpose, c.accountId, c.data, c.expiresAt],
    );
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined> {
    const r = (
      await this.pool.query('DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 RETURNING *', [
        challenge,
        purpose,
      ])
    ).rows[0];
    if (!r || Number(r.expires_at) <= now) return undefined;
    return {
      challenge: r.challenge,
      purpose: r.purpose,
      accountId: r.account_id,
      data: r.data,
      expiresAt: Number(r.expires_at),
    };
  }

  async bindSeat(b: SeatBinding, replace: boolean): Promise<boolean> {
    const { rows } = await this.pool.query<{ account_id: string; credentials: string }>(
      `WITH ins AS (
         INSERT INTO account_seats (match_id, player_id, account_id, credentials, bound_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (match_id, player_id) DO ${replace ? 'UPDATE SET account_id = excluded.account_id, credentials = excluded.credentials, bound_at = excluded.bound_at' : 'NOTHING'}
         RETURNING account_id, credentials
       )
       SELECT account_id, credentials FROM ins
       UNION ALL SELECT account_id, credentials FROM account_seats WHERE match_id = $1 AND player_id = $2 AND NOT EXISTS (SELECT 1 FROM ins)`,
      [b.matchID, b.playerID, b.accountId, b.credentials, b.boundAt],
    );
    return rows[0]?.account_id === b.accountId && rows[0].credentials === b.credentials;
  }

  async namesOf(ids: string[]): Promise<Map<string, { name: string; nameKey: string }>> {
    if (!ids.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; name: string; name_key: string }>(
      'SELECT id, name, name_key FROM accounts WHERE id = ANY($1)',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, nameKey: r.name_key }]));
  }

  async bindingsOf(accountId: string): Promise<SeatBinding[]> {
    const { rows } = await this.pool.query(
      'SELECT match_id, player_id, credentials, bound_at FROM account_seats WHERE account_id = $1',
      [accountId],
    );
    return rows.map((r) => ({
      accountId,
      matchID: r.match_id,
      playerID: r.player_id,
      credentials: r.credentials,
      boundAt: Number(r.bound_at),
    }));
  }

  async matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]> {
    const { rows } = await this.pool.query(
      'SELECT s.player_id, s.account_id, s.credentials, a.name FROM account_seats s JOIN accounts a ON a.id = s.account_id WHERE s.match_id = $1 ORDER BY s.player_id',
      [matchID],
    );
    return rows.map((r) => ({
      playerID: r.player_id,
      accountId: r.account_id,
      credentials: r.credentials,
      name: r.name,
    }));
  }
}
