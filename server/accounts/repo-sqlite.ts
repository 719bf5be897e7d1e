// The accounts repository on SQLite (./repo.ts says what it keeps).
import type { SqliteDb } from '../db/sqlite';
import type { MatchSeatAccount } from '../ratings/types';
import type { AccountsRepo } from './repo';
import { ACCOUNT_ROWS, accountOf, passkeyOf, type DbAccount, type DbPasskey } from './rows';
import type { AccountRow, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from './types';

export class SqliteAccounts implements AccountsRepo {
  constructor(private db: SqliteDb) {}

  private get sql() {
    return this.db.sql;
  }

  async createAccount(a: AccountRow): Promise<boolean> {
    const res = this.sql(
      `INSERT INTO accounts (id, name, name_key, password_hash, webauthn_user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (name_key) DO NOTHING`,
    ).run(a.id, a.name, a.nameKey, a.passwordHash, a.webauthnUserId, a.createdAt);
    return res.changes === 1;
  }

  async accountById(id: string): Promise<AccountRow | undefined> {
    return accountOf(this.sql('SELECT * FROM accounts WHERE id = ?').get(id) as DbAccount | undefined);
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | undefined> {
    return accountOf(this.sql('SELECT * FROM accounts WHERE name_key = ?').get(nameKey) as DbAccount | undefined);
  }

  async listAccounts(q: { limit: number; afterNameKey?: string; search?: string }): Promise<AccountRow[]> {
    const rows = this.sql(
      `SELECT * FROM accounts WHERE name_key > ? AND instr(name_key, ?) > 0 ORDER BY name_key LIMIT ?`,
    ).all(q.afterNameKey ?? '', q.search ?? '', q.limit) as DbAccount[];
    return rows.map((r) => accountOf(r) as AccountRow);
  }

  async putPasswordReset(r: { tokenHash: string; accountId: string; expiresAt: number }): Promise<void> {
    this.db.tx(() => {
      this.sql('DELETE FROM password_resets WHERE account_id = ?').run(r.accountId);
      this.sql('INSERT INTO password_resets (token_hash, account_id, expires_at) VALUES (?, ?, ?)').run(
        r.tokenHash,
        r.accountId,
        r.expiresAt,
      );
    });
  }

  async passwordResetAccount(tokenHash: string, now: number): Promise<string | undefined> {
    const r = this.sql('SELECT account_id FROM password_resets WHERE token_hash = ? AND expires_at > ?').get(
      tokenHash,
      now,
    ) as { account_id: string } | undefined;
    return r?.account_id;
  }

  async takePasswordReset(tokenHash: string, now: number): Promise<string | undefined> {
    const r = this.sql('DELETE FROM password_resets WHERE token_hash = ? RETURNING account_id, expires_at').get(
      tokenHash,
    ) as { account_id: string; expires_at: number } | undefined;
    return r && r.expires_at > now ? r.account_id : undefined;
  }

  async setPasswordHash(accountId: string, hash: string | null): Promise<void> {
    this.sql('UPDATE accounts SET password_hash = ? WHERE id = ?').run(hash, accountId);
  }

  async deleteAccount(accountId: string): Promise<void> {
    this.db.tx(() => {
      for (const t of ACCOUNT_ROWS) this.sql(`DELETE FROM ${t} WHERE account_id = ?`).run(accountId);
      this.sql('DELETE FROM accounts WHERE id = ?').run(accountId);
    });
  }

  async createSession(s: SessionRow): Promise<void> {
    this.sql('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(
      s.idHash,
      s.accountId,
      s.createdAt,
      s.lastSeenAt,
    );
  }

  async sessionByHash(idHash: string): Promise<SessionRow | undefined> {
    const r = this.sql('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as
      | { id_hash: string; account_id: string; created_at: number; last_seen_at: number }
      | undefined;
    return r
      ? { idHash: r.id_hash, accountId: r.account_id, createdAt: r.created_at, lastSeenAt: r.last_seen_at }
      : undefined;
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.db.runWrite('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?', [now, idHash]);
  }

  async deleteSession(idHash: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE account_id = ? AND id_hash IS NOT ?').run(accountId, keepIdHash ?? null);
  }

  async purgeSessions(before: number): Promise<number> {
    return this.sql('DELETE FROM sessions WHERE last_seen_at < ?').run(before).changes;
  }

  async addPasskey(p: PasskeyRow): Promise<boolean> {
    const res = this.sql(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, rp_id, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    ).run(p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.rpId, p.createdAt, p.lastUsedAt);
    return res.changes === 1;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    return (
      this.sql('SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at').all(accountId) as DbPasskey[]
    ).map(passkeyOf);
  }

  async passkeyById(id: string): Promise<PasskeyRow | undefined> {
    const r = this.sql('SELECT * FROM passkeys WHERE id = ?').get(id) as DbPasskey | undefined;
    return r ? passkeyOf(r) : undefined;
  }

  async usePasskey(id: string, counter: number, now: number): Promise<void> {
    this.sql('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(counter, now, id);
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    return this.sql('DELETE FROM passkeys WHERE account_id = ? AND id = ?').run(accountId, id).changes === 1;
  }

  async putChallenge(c: ChallengeRow, now: number): Promise<void> {
    this.sql('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
    this.sql(
      'INSERT INTO passkey_challenges (challenge, purpose, account_id, data, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(c.challenge, c.purpose, c.accountId, c.data, c.expiresAt);
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined> {
    const r = this.sql('DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? RETURNING *').get(
      challenge,
      purpose,
    ) as
      | {
          challenge: string;
          purpose: ChallengePurpose;
          account_id: string | null;
          data: string | null;
          expires_at: number;
        }
      | undefined;
    if (!r || r.expires_at <= now) return undefined;
    return {
      challenge: r.challenge,
      purpose: r.purpose,
      accountId: r.account_id,
      data: r.data,
      expiresAt: r.expires_at,
    };
  }

  async bindSeat(b: SeatBinding, replace: boolean): Promise<boolean> {
    this.sql(
      `INSERT INTO account_seats (match_id, player_id, account_id, credentials, bound_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (match_id, player_id) DO ${replace ? 'UPDATE SET account_id = excluded.account_id, credentials = excluded.credentials, bound_at = excluded.bound_at' : 'NOTHING'}`,
    ).run(b.matchID, b.playerID, b.accountId, b.credentials, b.boundAt);
    const r = this.sql('SELECT account_id, credentials FROM account_seats WHERE match_id = ? AND player_id = ?').get(
      b.matchID,
      b.playerID,
    ) as { account_id: string; credentials: string } | undefined;
    return r?.account_id === b.accountId && r.credentials === b.credentials;
  }

  async namesOf(ids: string[]): Promise<Map<string, { name: string; nameKey: string }>> {
    if (!ids.length) return new Map();
    const rows = this.sql('SELECT id, name, name_key FROM accounts WHERE id IN (SELECT value FROM json_each(?))').all(
      JSON.stringify(ids),
    ) as { id: string; name: string; name_key: string }[];
    return new Map(rows.map((r) => [r.id, { name: r.name, nameKey: r.name_key }]));
  }

  async bindingsOf(accountId: string): Promise<SeatBinding[]> {
    const rows = this.sql(
      'SELECT match_id, player_id, credentials, bound_at FROM account_seats WHERE account_id = ?',
    ).all(accountId) as { match_id: string; player_id: string; credentials: string; bound_at: number }[];
    return rows.map((r) => ({
      accountId,
      matchID: r.match_id,
      playerID: r.player_id,
      credentials: r.credentials,
      boundAt: r.bound_at,
    }));
  }

  async matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]> {
    const rows = this.sql(
      `SELECT s.player_id, s.account_id, s.credentials, a.name FROM account_seats s JOIN accounts a ON a.id = s.account_id WHERE s.match_id = ? ORDER BY s.player_id`,
    ).all(matchID) as { player_id: string; account_id: string; credentials: string; name: string }[];
    return rows.map((r) => ({
      playerID: r.player_id,
      accountId: r.account_id,
      credentials: r.credentials,
      name: r.name,
    }));
  }
}
