// The notification module's repository: the only code that reads or writes its tables.
//   push_subscriptions  one row per browser (its push endpoint), the account it belongs to, the
//                       subscription's public keys (p256dh, auth: what the payload is encrypted
//                       to), the device's language and the kinds of notification it wants
//   notify_jobs         the send queue: a notification for an account (endpoint null: not yet
//                       fanned out to its devices) or for one device (endpoint and payload set);
//                       due_at for backoff and scheduled ones (time-low), claimed_by/claimed_until
//                       so that with several processes one of them sends each
//   notify_once         keys of notifications already queued (one push per match per turn), kept
//                       for a while and then purged
//   mail_addresses      an account's e-mail address for notifications (step 2): verified or not
//                       (the SHA-256 of the link's token until it is), the language and the kinds
//                       it wants by mail
import { forDb } from '../db/open';
import type { Db, ModuleSchema } from '../db/types';
import { PgNotify } from './repo-postgres';
import { SqliteNotify } from './repo-sqlite';
import type { JobRow, Kind, MailRow, NewJob, SubscriptionRow } from './rows';

export { KINDS, type Kind, type Lang, type JobRow, type MailRow, type NewJob, type SubscriptionRow } from './rows';

export interface NotifyRepo {
  /** Add or replace the device's subscription (an endpoint belongs to one account: the last one
   *  signed in on that browser). */
  putSubscription(s: SubscriptionRow): Promise<void>;
  /** Remove a subscription (of `accountId` only, when given) and its queued jobs; true if there was one. */
  deleteSubscription(endpoint: string, accountId?: string): Promise<boolean>;
  subscriptionsOf(accountId: string): Promise<SubscriptionRow[]>;
  subscription(endpoint: string): Promise<SubscriptionRow | undefined>;
  /** A deleted account's subscriptions and jobs. */
  forgetAccount(accountId: string): Promise<void>;
  /** Record `key` once: true the first time. */
  once(key: string, now: number): Promise<boolean>;
  purgeOnce(before: number): Promise<void>;
  enqueue(jobs: NewJob[]): Promise<void>;
  /** Claim up to `limit` due jobs not claimed by a live claim, for `owner` until `until`. */
  claimDue(now: number, owner: string, until: number, limit: number): Promise<JobRow[]>;
  finishJob(id: number): Promise<void>;
  /** Put a claimed job back for a later try. */
  retryJob(id: number, dueAt: number, attempts: number): Promise<void>;
  /** Jobs waiting (due or scheduled). */
  queueDepth(): Promise<number>;
  /** Record `key` unless it was recorded less than `windowMs` ago: true when recorded now. */
  onceWithin(key: string, now: number, windowMs: number): Promise<boolean>;
  /** Set the account's address (unverified, with the token's hash) or replace it. */
  putMail(m: MailRow): Promise<void>;
  mailOf(accountId: string): Promise<MailRow | undefined>;
  /** Mark the address whose verification token hashes to `tokenHash` verified; its account. */
  verifyMail(tokenHash: string): Promise<string | undefined>;
  setMailKinds(accountId: string, kinds: Kind[]): Promise<void>;
  deleteMail(accountId: string): Promise<void>;
}

const sqliteTables = `
  CREATE TABLE IF NOT EXISTS push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL,
    kinds TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
  CREATE TABLE IF NOT EXISTS notify_jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    match_id TEXT NOT NULL,
    data TEXT NOT NULL,
    endpoint TEXT,
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until INTEGER
  );
  CREATE INDEX IF NOT EXISTS notify_jobs_due ON notify_jobs (due_at);
  CREATE TABLE IF NOT EXISTS notify_once (
    key TEXT PRIMARY KEY,
    at INTEGER NOT NULL
  );`;

const pgTables = `
  CREATE TABLE IF NOT EXISTS push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL,
    kinds TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
  CREATE TABLE IF NOT EXISTS notify_jobs (
    id BIGSERIAL PRIMARY KEY,
    account_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    match_id TEXT NOT NULL,
    data TEXT NOT NULL,
    endpoint TEXT,
    due_at BIGINT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until BIGINT
  );
  CREATE INDEX IF NOT EXISTS notify_jobs_due ON notify_jobs (due_at);
  CREATE TABLE IF NOT EXISTS notify_once (
    key TEXT PRIMARY KEY,
    at BIGINT NOT NULL
  );`;

const mailTable = (int: string) => `
  CREATE TABLE IF NOT EXISTS mail_addresses (
    account_id TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0,
    token_hash TEXT,
    lang TEXT NOT NULL,
    kinds TEXT NOT NULL,
    created_at ${int} NOT NULL
  );
  CREATE INDEX IF NOT EXISTS mail_addresses_token ON mail_addresses (token_hash);`;

export const NOTIFY_SCHEMA: ModuleSchema = {
  module: 'notify',
  sqlite: [sqliteTables, mailTable('INTEGER')],
  postgres: [pgTables, mailTable('BIGINT')],
};

/** The notification repository on `db`, its tables migrated. */
export async function openNotifyRepo(db: Db): Promise<NotifyRepo> {
  await db.migrate(NOTIFY_SCHEMA);
  return forDb<NotifyRepo>(db, { sqlite: (d) => new SqliteNotify(d), postgres: (d) => new PgNotify(d) });
}
