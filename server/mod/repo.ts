// The moderation module's repository: the only code that reads or writes its tables. The
// statements are written once, with `?` placeholders, and run on SQLite (reads on the event
// loop's connection, writes through the writer thread) or on Postgres (placeholders as $n).
//   mod_roles        accounts' roles (moderator), granted on the command line
//   mod_reports      reports: who reported whom (the account, or the name of a guest seat's
//                    message), the match and message if any, the reason and text, when closed
//   mod_mutes        an account's chat muted until a time
//   mod_seat_mutes   a seat's chat in one match muted until a time (a guest seat: no account)
//   mod_suspensions  suspended accounts with the reason; seats_done once the account's running
//                    seats went to stand-ins (a suspension from the command line is carried out
//                    by the server within a few seconds)
//   mod_log          the audit log: every moderator action, who did it (a moderator's account,
//                    or the command line) and on whom
import { forDb } from '../db/open';
import type { PgDb } from '../db/postgres';
import type { SqliteDb } from '../db/sqlite';
import type { Db, ModuleSchema } from '../db/types';

export type Role = 'moderator';

export interface ReportRow {
  id: string;
  reporterId: string;
  /** The reported account; null for a guest seat's message (then `name` is the seat's name). */
  accountId: string | null;
  name: string;
  matchID: string | null;
  messageId: string | null;
  reason: string;
  text: string;
  at: number;
  closedAt: number | null;
}

export interface MuteRow {
  accountId: string;
  until: number;
  reason: string;
}

export interface SeatMuteRow {
  matchID: string;
  seat: string;
  until: number;
  reason: string;
}

export interface SuspensionRow {
  accountId: string;
  reason: string;
  at: number;
  seatsDone: boolean;
}

export interface LogRow {
  id: string;
  at: number;
  /** The moderator's account; null for the command line. */
  moderatorId: string | null;
  action: string;
  /** The account acted on, if any. */
  accountId: string | null;
  detail: string;
}

export interface ModRepo {
  hasRole(accountId: string, role: Role): Promise<boolean>;
  /** True when the role is new. */
  grantRole(accountId: string, role: Role, at: number): Promise<boolean>;
  /** True when the account had the role. */
  revokeRole(accountId: string, role: Role): Promise<boolean>;
  addReport(r: ReportRow): Promise<void>;
  /** Open reports, newest first. */
  openReports(limit: number): Promise<ReportRow[]>;
  /** True when an open report was closed. */
  closeReport(id: string, at: number, byId: string): Promise<boolean>;
  setMute(m: MuteRow, byId: string | null, at: number): Promise<void>;
  muteOf(accountId: string): Promise<MuteRow | undefined>;
  setSeatMute(m: SeatMuteRow, byId: string | null, at: number): Promise<void>;
  seatMuteOf(matchID: string, seat: string): Promise<SeatMuteRow | undefined>;
  /** Suspend (or change the reason of a suspension); true when the account was not suspended. */
  suspend(s: SuspensionRow, byId: string | null): Promise<boolean>;
  /** True when the account was suspended. */
  unsuspend(accountId: string): Promise<boolean>;
  suspensionOf(accountId: string): Promise<SuspensionRow | undefined>;
  /** Suspensions whose seats have not gone to stand-ins yet. */
  pendingSuspensions(): Promise<SuspensionRow[]>;
  markSeatsDone(accountId: string): Promise<void>;
  addLog(l: LogRow): Promise<void>;
  /** The audit log, newest first. */
  logEntries(limit: number): Promise<LogRow[]>;
  /** An account deleted: its roles, mute and suspension go (reports and the log keep its ID). */
  forgetAccount(accountId: string): Promise<void>;
}

const tables = (int: string) => `
  CREATE TABLE IF NOT EXISTS mod_roles (
    account_id TEXT NOT NULL,
    role TEXT NOT NULL,
    granted_at ${int} NOT NULL,
    PRIMARY KEY (account_id, role)
  );
  CREATE TABLE IF NOT EXISTS mod_reports (
    id TEXT PRIMARY KEY,
    reporter_id TEXT NOT NULL,
    account_id TEXT,
    name TEXT NOT NULL,
    match_id TEXT,
    message_id TEXT,
    reason TEXT NOT NULL,
    text TEXT NOT NULL,
    at ${int} NOT NULL,
    closed_at ${int},
    closed_by TEXT
  );
  CREATE INDEX IF NOT EXISTS mod_reports_open ON mod_reports (closed_at, at);
  CREATE TABLE IF NOT EXISTS mod_mutes (
    account_id TEXT PRIMARY KEY,
    until ${int} NOT NULL,
    reason TEXT NOT NULL,
    by_id TEXT,
    at ${int} NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mod_suspensions (
    account_id TEXT PRIMARY KEY,
    reason TEXT NOT NULL,
    by_id TEXT,
    at ${int} NOT NULL,
    seats_done INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mod_log (
    id TEXT PRIMARY KEY,
    at ${int} NOT NULL,
    moderator_id TEXT,
    action TEXT NOT NULL,
    account_id TEXT,
    detail TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS mod_log_at ON mod_log (at);`;

const seatMutes = (int: string) => `
  CREATE TABLE IF NOT EXISTS mod_seat_mutes (
    match_id TEXT NOT NULL,
    seat TEXT NOT NULL,
    until ${int} NOT NULL,
    reason TEXT NOT NULL,
    by_id TEXT,
    at ${int} NOT NULL,
    PRIMARY KEY (match_id, seat)
  );`;

export const MOD_SCHEMA: ModuleSchema = {
  module: 'mod',
  sqlite: [tables('INTEGER'), seatMutes('INTEGER')],
  postgres: [tables('BIGINT'), seatMutes('BIGINT')],
};

/** How the statements run on one database. */
interface Q {
  all(text: string, args: unknown[]): Promise<any[]>;
  /** Rows changed. */
  run(text: string, args: unknown[]): Promise<number>;
}

const sqliteQ = (db: SqliteDb): Q => ({
  all: async (text, args) => db.sql(text).all(...args) as any[],
  run: (text, args) => db.runWrite(text, args),
});

const pgText = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};
const pgQ = (db: PgDb): Q => ({
  all: async (text, args) => (await db.pool.query(pgText(text), args)).rows,
  run: async (text, args) => (await db.pool.query(pgText(text), args)).rowCount ?? 0,
});

const num = (v: unknown) => Number(v);
const report = (r: any): ReportRow => ({
  id: r.id,
  reporterId: r.reporter_id,
  accountId: r.account_id,
  name: r.name,
  matchID: r.match_id,
  messageId: r.message_id,
  reason: r.reason,
  text: r.text,
  at: num(r.at),
  closedAt: r.closed_at === null ? null : num(r.closed_at),
});
const suspension = (r: any): SuspensionRow => ({
  accountId: r.account_id,
  reason: r.reason,
  at: num(r.at),
  seatsDone: num(r.seats_done) === 1,
});

class Mod implements ModRepo {
  constructor(private q: Q) {}

  async hasRole(accountId: string, role: Role) {
    return (
      (await this.q.all('SELECT 1 AS x FROM mod_roles WHERE account_id = ? AND role = ?', [accountId, role])).length > 0
    );
  }

  async grantRole(accountId: string, role: Role, at: number) {
    return (
      (await this.q.run(
        'INSERT INTO mod_roles (account_id, role, granted_at) VALUES (?, ?, ?) ON CONFLICT (account_id, role) DO NOTHING',
        [accountId, role, at],
      )) === 1
    );
  }

  async revokeRole(accountId: string, role: Role) {
    return (await this.q.run('DELETE FROM mod_roles WHERE account_id = ? AND role = ?', [accountId, role])) === 1;
  }

  async addReport(r: ReportRow) {
    await this.q.run(
      `INSERT INTO mod_reports (id, reporter_id, account_id, name, match_id, message_id, reason, text, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [r.id, r.reporterId, r.accountId, r.name, r.matchID, r.messageId, r.reason, r.text, r.at],
    );
  }

  async openReports(limit: number) {
    return (
      await this.q.all('SELECT * FROM mod_reports WHERE closed_at IS NULL ORDER BY at DESC, id DESC LIMIT ?', [limit])
    ).map(report);
  }

  async closeReport(id: string, at: number, byId: string) {
    return (
      (await this.q.run('UPDATE mod_reports SET closed_at = ?, closed_by = ? WHERE id = ? AND closed_at IS NULL', [
        at,
        byId,
        id,
      ])) === 1
    );
  }

  async setMute(m: MuteRow, byId: string | null, at: number) {
    await this.q.run(
      `INSERT INTO mod_mutes (account_id, until, reason, by_id, at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET until = excluded.until, reason = excluded.reason, by_id = excluded.by_id, at = excluded.at`,
      [m.accountId, m.until, m.reason, byId, at],
    );
  }

  async muteOf(accountId: string) {
    const [r] = await this.q.all('SELECT account_id, until, reason FROM mod_mutes WHERE account_id = ?', [accountId]);
    return r ? { accountId: r.account_id, until: num(r.until), reason: r.reason } : undefined;
  }

  async setSeatMute(m: SeatMuteRow, byId: string | null, at: number) {
    await this.q.run(
      `INSERT INTO mod_seat_mutes (match_id, seat, until, reason, by_id, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (match_id, seat) DO UPDATE SET until = excluded.until, reason = excluded.reason, by_id = excluded.by_id, at = excluded.at`,
      [m.matchID, m.seat, m.until, m.reason, byId, at],
    );
  }

  async seatMuteOf(matchID: string, seat: string) {
    const [r] = await this.q.all('SELECT until, reason FROM mod_seat_mutes WHERE match_id = ? AND seat = ?', [
      matchID,
      seat,
    ]);
    return r ? { matchID, seat, until: num(r.until), reason: r.reason } : undefined;
  }

  async suspend(s: SuspensionRow, byId: string | null) {
    const had = await this.suspensionOf(s.accountId);
    if (had) {
      await this.q.run('UPDATE mod_suspensions SET reason = ? WHERE account_id = ?', [s.reason, s.accountId]);
      return false;
    }
    return (
      (await this.q.run(
        `INSERT INTO mod_suspensions (account_id, reason, by_id, at, seats_done) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (account_id) DO NOTHING`,
        [s.accountId, s.reason, byId, s.at, s.seatsDone ? 1 : 0],
      )) === 1
    );
  }

  async unsuspend(accountId: string) {
    return (await this.q.run('DELETE FROM mod_suspensions WHERE account_id = ?', [accountId])) === 1;
  }

  async suspensionOf(accountId: string) {
    const [r] = await this.q.all('SELECT * FROM mod_suspensions WHERE account_id = ?', [accountId]);
    return r ? suspension(r) : undefined;
  }

  async pendingSuspensions() {
    return (await this.q.all('SELECT * FROM mod_suspensions WHERE seats_done = 0 LIMIT 100', [])).map(suspension);
  }

  async markSeatsDone(accountId: string) {
    await this.q.run('UPDATE mod_suspensions SET seats_done = 1 WHERE account_id = ?', [accountId]);
  }

  async addLog(l: LogRow) {
    await this.q.run(
      'INSERT INTO mod_log (id, at, moderator_id, action, account_id, detail) VALUES (?, ?, ?, ?, ?, ?)',
      [l.id, l.at, l.moderatorId, l.action, l.accountId, l.detail],
    );
  }

  async logEntries(limit: number) {
    return (await this.q.all('SELECT * FROM mod_log ORDER BY at DESC, id DESC LIMIT ?', [limit])).map(
      (r): LogRow => ({
        id: r.id,
        at: num(r.at),
        moderatorId: r.moderator_id,
        action: r.action,
        accountId: r.account_id,
        detail: r.detail,
      }),
    );
  }

  async forgetAccount(accountId: string) {
    await this.q.run('DELETE FROM mod_roles WHERE account_id = ?', [accountId]);
    await this.q.run('DELETE FROM mod_mutes WHERE account_id = ?', [accountId]);
    await this.q.run('DELETE FROM mod_suspensions WHERE account_id = ?', [accountId]);
  }
}

/** The moderation repository on `db`, its tables migrated. */
export async function openModRepo(db: Db): Promise<ModRepo> {
  await db.migrate(MOD_SCHEMA);
  return forDb<ModRepo>(db, { sqlite: (d) => new Mod(sqliteQ(d)), postgres: (d) => new Mod(pgQ(d)) });
}
