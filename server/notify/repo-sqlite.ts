// The notification tables on SQLite (./repo.ts describes them). Reads on the event loop's
// connection, writes through the database's writer (server/db/sqlite.ts runWrite).
import type { SqliteDb } from '../db/sqlite';
import type { NotifyRepo } from './repo';
import {
  jobOf,
  mailOf,
  subscriptionOf,
  type JobRow,
  type Kind,
  type MailRow,
  type NewJob,
  type SubscriptionRow,
} from './rows';

export class SqliteNotify implements NotifyRepo {
  constructor(private db: SqliteDb) {}

  async putSubscription(s: SubscriptionRow): Promise<void> {
    await this.db.runWrite(
      `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, lang, kinds, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh,
         auth = excluded.auth, lang = excluded.lang, kinds = excluded.kinds`,
      [s.endpoint, s.accountId, s.p256dh, s.auth, s.lang, s.kinds.join(','), s.createdAt],
    );
  }

  async deleteSubscription(endpoint: string, accountId?: string): Promise<boolean> {
    const n =
      accountId === undefined
        ? await this.db.runWrite('DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint])
        : await this.db.runWrite('DELETE FROM push_subscriptions WHERE endpoint = ? AND account_id = ?', [
            endpoint,
            accountId,
          ]);
    if (n) await this.db.runWrite('DELETE FROM notify_jobs WHERE endpoint = ?', [endpoint]);
    return n > 0;
  }

  async subscriptionsOf(accountId: string): Promise<SubscriptionRow[]> {
    return this.db
      .sql('SELECT * FROM push_subscriptions WHERE account_id = ? ORDER BY created_at')
      .all(accountId)
      .map(subscriptionOf);
  }

  async subscription(endpoint: string): Promise<SubscriptionRow | undefined> {
    const r = this.db.sql('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(endpoint);
    return r ? subscriptionOf(r) : undefined;
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.db.runWrite('DELETE FROM push_subscriptions WHERE account_id = ?', [accountId]);
    await this.db.runWrite('DELETE FROM notify_jobs WHERE account_id = ?', [accountId]);
    await this.db.runWrite('DELETE FROM mail_addresses WHERE account_id = ?', [accountId]);
  }

  async once(key: string, now: number): Promise<boolean> {
    return (
      (await this.db.runWrite('INSERT INTO notify_once (key, at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
        key,
        now,
      ])) === 1
    );
  }

  async purgeOnce(before: number): Promise<void> {
    await this.db.runWrite('DELETE FROM notify_once WHERE at < ?', [before]);
  }

  async enqueue(jobs: NewJob[]): Promise<void> {
    for (const j of jobs)
      await this.db.runWrite(
        'INSERT INTO notify_jobs (account_id, kind, match_id, data, endpoint, due_at) VALUES (?, ?, ?, ?, ?, ?)',
        [j.accountId, j.kind, j.matchID, JSON.stringify(j.data), j.endpoint, j.dueAt],
      );
  }

  async claimDue(now: number, owner: string, until: number, limit: number): Promise<JobRow[]> {
    const rows = this.db
      .sql(
        `SELECT * FROM notify_jobs WHERE due_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY due_at, id LIMIT ?`,
      )
      .all(now, now, limit);
    const claimed: JobRow[] = [];
    for (const r of rows as { id: number }[]) {
      const n = await this.db.runWrite(
        `UPDATE notify_jobs SET claimed_by = ?, claimed_until = ?
         WHERE id = ? AND (claimed_until IS NULL OR claimed_until < ?)`,
        [owner, until, r.id, now],
      );
      if (n === 1) claimed.push(jobOf(r));
    }
    return claimed;
  }

  async finishJob(id: number): Promise<void> {
    await this.db.runWrite('DELETE FROM notify_jobs WHERE id = ?', [id]);
  }

  async retryJob(id: number, dueAt: number, attempts: number): Promise<void> {
    await this.db.runWrite(
      'UPDATE notify_jobs SET due_at = ?, attempts = ?, claimed_by = NULL, claimed_until = NULL WHERE id = ?',
      [dueAt, attempts, id],
    );
  }

  async queueDepth(): Promise<number> {
    return (this.db.sql('SELECT COUNT(*) AS n FROM notify_jobs').get() as { n: number }).n;
  }

  async onceWithin(key: string, now: number, windowMs: number): Promise<boolean> {
    return (
      (await this.db.runWrite(
        `INSERT INTO notify_once (key, at) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET at = excluded.at WHERE notify_once.at < ?`,
        [key, now, now - windowMs],
      )) === 1
    );
  }

  async putMail(m: MailRow): Promise<void> {
    await this.db.runWrite(
      `INSERT INTO mail_addresses (account_id, address, verified, token_hash, lang, kinds, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET address = excluded.address, verified = excluded.verified,
         token_hash = excluded.token_hash, lang = excluded.lang, kinds = excluded.kinds, created_at = excluded.created_at`,
      [m.accountId, m.address, m.verified ? 1 : 0, m.tokenHash, m.lang, m.kinds.join(','), m.createdAt],
    );
  }

  async mailOf(accountId: string): Promise<MailRow | undefined> {
    const r = this.db.sql('SELECT * FROM mail_addresses WHERE account_id = ?').get(accountId);
    return r ? mailOf(r) : undefined;
  }

  async verifyMail(tokenHash: string): Promise<string | undefined> {
    const r = this.db.sql('SELECT account_id FROM mail_addresses WHERE token_hash = ?').get(tokenHash) as
      | { account_id: string }
      | undefined;
    if (!r) return undefined;
    await this.db.runWrite(
      'UPDATE mail_addresses SET verified = 1, token_hash = NULL WHERE account_id = ? AND token_hash = ?',
      [r.account_id, tokenHash],
    );
    return r.account_id;
  }

  async setMailKinds(accountId: string, kinds: Kind[]): Promise<void> {
    await this.db.runWrite('UPDATE mail_addresses SET kinds = ? WHERE account_id = ?', [kinds.join(','), accountId]);
  }

  async deleteMail(accountId: string): Promise<void> {
    await this.db.runWrite('DELETE FROM mail_addresses WHERE account_id = ?', [accountId]);
  }
}
