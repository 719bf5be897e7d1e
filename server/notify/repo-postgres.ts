// The notification tables on Postgres (./repo.ts describes them). Several processes share them:
// due jobs are claimed with FOR UPDATE SKIP LOCKED, so each is sent by one process.
import type { PgDb } from '../db/postgres';
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

export class PgNotify implements NotifyRepo {
  constructor(private db: PgDb) {}

  private q(text: string, args: unknown[] = []) {
    return this.db.pool.query(text, args);
  }

  async putSubscription(s: SubscriptionRow): Promise<void> {
    await this.q(
      `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, lang, kinds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh,
         auth = excluded.auth, lang = excluded.lang, kinds = excluded.kinds`,
      [s.endpoint, s.accountId, s.p256dh, s.auth, s.lang, s.kinds.join(','), s.createdAt],
    );
  }

  async deleteSubscription(endpoint: string, accountId?: string): Promise<boolean> {
    const { rowCount } =
      accountId === undefined
        ? await this.q('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint])
        : await this.q('DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2', [endpoint, accountId]);
    if (rowCount) await this.q('DELETE FROM notify_jobs WHERE endpoint = $1', [endpoint]);
    return !!rowCount;
  }

  async subscriptionsOf(accountId: string): Promise<SubscriptionRow[]> {
    const { rows } = await this.q('SELECT * FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at', [
      accountId,
    ]);
    return rows.map(subscriptionOf);
  }

  async subscription(endpoint: string): Promise<SubscriptionRow | undefined> {
    const { rows } = await this.q('SELECT * FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
    return rows[0] ? subscriptionOf(rows[0]) : undefined;
  }

  async forgetAccount(accountId: string): Promise<void> {
    await this.q('DELETE FROM push_subscriptions WHERE account_id = $1', [accountId]);
    await this.q('DELETE FROM notify_jobs WHERE account_id = $1', [accountId]);
    await this.q('DELETE FROM mail_addresses WHERE account_id = $1', [accountId]);
  }

  async once(key: string, now: number): Promise<boolean> {
    const { rowCount } = await this.q(
      'INSERT INTO notify_once (key, at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, now],
    );
    return rowCount === 1;
  }

  async purgeOnce(before: number): Promise<void> {
    await this.q('DELETE FROM notify_once WHERE at < $1', [before]);
  }

  async enqueue(jobs: NewJob[]): Promise<void> {
    for (const j of jobs)
      await this.q(
        'INSERT INTO notify_jobs (account_id, kind, match_id, data, endpoint, due_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [j.accountId, j.kind, j.matchID, JSON.stringify(j.data), j.endpoint, j.dueAt],
      );
  }

  async claimDue(now: number, owner: string, until: number, limit: number): Promise<JobRow[]> {
    const { rows } = await this.q(
      `UPDATE notify_jobs SET claimed_by = $1, claimed_until = $2
       WHERE id IN (SELECT id FROM notify_jobs
                    WHERE due_at <= $3 AND (claimed_until IS NULL OR claimed_until < $3)
                    ORDER BY due_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [owner, until, now, limit],
    );
    return rows.map(jobOf);
  }

  async finishJob(id: number): Promise<void> {
    await this.q('DELETE FROM notify_jobs WHERE id = $1', [id]);
  }

  async retryJob(id: number, dueAt: number, attempts: number): Promise<void> {
    await this.q(
      'UPDATE notify_jobs SET due_at = $1, attempts = $2, claimed_by = NULL, claimed_until = NULL WHERE id = $3',
      [dueAt, attempts, id],
    );
  }

  async queueDepth(): Promise<number> {
    const { rows } = await this.q('SELECT COUNT(*)::int AS n FROM notify_jobs');
    return rows[0].n;
  }

  async onceWithin(key: string, now: number, windowMs: number): Promise<boolean> {
    const { rowCount } = await this.q(
      `INSERT INTO notify_once (key, at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET at = excluded.at WHERE notify_once.at < $3`,
      [key, now, now - windowMs],
    );
    return rowCount === 1;
  }

  async putMail(m: MailRow): Promise<void> {
    await this.q(
      `INSERT INTO mail_addresses (account_id, address, verified, token_hash, lang, kinds, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id) DO UPDATE SET address = excluded.address, verified = excluded.verified,
         token_hash = excluded.token_hash, lang = excluded.lang, kinds = excluded.kinds, created_at = excluded.created_at`,
      [m.accountId, m.address, m.verified ? 1 : 0, m.tokenHash, m.lang, m.kinds.join(','), m.createdAt],
    );
  }

  async mailOf(accountId: string): Promise<MailRow | undefined> {
    const { rows } = await this.q('SELECT * FROM mail_addresses WHERE account_id = $1', [accountId]);
    return rows[0] ? mailOf(rows[0]) : undefined;
  }

  async verifyMail(tokenHash: string): Promise<string | undefined> {
    const { rows } = await this.q(
      'UPDATE mail_addresses SET verified = 1, token_hash = NULL WHERE token_hash = $1 RETURNING account_id',
      [tokenHash],
    );
    return rows[0]?.account_id;
  }

  async setMailKinds(accountId: string, kinds: Kind[]): Promise<void> {
    await this.q('UPDATE mail_addresses SET kinds = $1 WHERE account_id = $2', [kinds.join(','), accountId]);
  }

  async deleteMail(accountId: string): Promise<void> {
    await this.q('DELETE FROM mail_addresses WHERE account_id = $1', [accountId]);
  }
}
