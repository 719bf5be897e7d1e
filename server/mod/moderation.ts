// Moderation: roles, reports, mutes, message deletion, suspensions and the audit log. Every check
// reads the database (no cache beyond one request), so a role granted or revoked on the command
// line, or a suspension, takes effect at once on every server process.
// - A muted account writes no chat message until its mute ends (403 with the reason).
// - A suspended account's sessions end, it cannot sign in (server/accounts/sessions.ts asks
//   `signInRefusal`), so it can neither sit as itself nor write, and its seats in running
//   matches go to stand-ins (the clock module's leave: a stand-in plays the seat), and are barred
//   (server/clock/stand-in.ts): credentials the player kept in a browser no longer move, sync
//   as the seat or take it back. A suspension written on the command line is carried out by the
//   server's sweep (`applyPending`).
// - Every moderator action is written to the audit log.
import { randomBytes } from 'node:crypto';
import { accountByName } from '../accounts/names';
import type { AccountsRepo } from '../accounts/repo';
import type { AccountRow } from '../accounts/types';
import type { LogRow, ModRepo, ReportRow } from './repo';

export type ModAccounts = Pick<
  AccountsRepo,
  'accountByNameKey' | 'namesOf' | 'deleteSessionsOf' | 'bindingsOf' | 'accountById'
>;

/** Who acted: a moderator's account, or the command line (null). */
export type Actor = { id: string; name: string } | null;

export const REPORT_REASONS = ['abuse', 'spam', 'cheating', 'name', 'other'] as const;
export const MUTE_MINUTES_MAX = 30 * 24 * 60;

export interface ModDeps {
  repo: ModRepo;
  accounts: ModAccounts;
  /** The clock module: a stand-in takes a seat (with the seat's credentials). */
  standIn?: (matchID: string, playerID: string, credentials: string) => Promise<unknown>;
  /** The match store: the seat's own credentials stop counting (after its stand-in took it). */
  bar?: (matchID: string, playerID: string, credentials: string) => Promise<unknown>;
  log: (msg: string) => void;
  now?: () => number;
}

export const newId = () => randomBytes(9).toString('base64url');

export class Moderation {
  readonly now: () => number;
  constructor(readonly deps: ModDeps) {
    this.now = deps.now ?? Date.now;
  }

  get repo() {
    return this.deps.repo;
  }

  isModerator(accountId: string): Promise<boolean> {
    return this.repo.hasRole(accountId, 'moderator');
  }

  account(name: string): Promise<AccountRow | undefined> {
    return accountByName(this.deps.accounts, name);
  }

  /** Why the account may not sign in (suspended), or null. */
  async signInRefusal(accountId: string): Promise<string | null> {
    const s = await this.repo.suspensionOf(accountId);
    return s ? `This account is suspended: ${s.reason}` : null;
  }

  /** Why the account may not write in the chat now (suspended, muted), or null. */
  async writeRefusal(accountId: string): Promise<string | null> {
    const suspended = await this.signInRefusal(accountId);
    if (suspended) return suspended;
    return this.mutedFor(await this.repo.muteOf(accountId));
  }

  /** Why a seat of a match may not write in that match's chat now (the seat muted), or null. */
  async seatWriteRefusal(matchID: string, seat: string): Promise<string | null> {
    return this.mutedFor(await this.repo.seatMuteOf(matchID, seat));
  }

  private mutedFor(m: { until: number; reason: string } | undefined): string | null {
    if (!m || m.until <= this.now()) return null;
    const minutes = Math.ceil((m.until - this.now()) / 60_000);
    return `A moderator muted you in the chat for ${minutes} more minute${minutes === 1 ? '' : 's'}${m.reason ? `: ${m.reason}` : ''}`;
  }

  async record(by: Actor, action: string, accountId: string | null, detail: string): Promise<void> {
    await this.repo.addLog({ id: newId(), at: this.now(), moderatorId: by?.id ?? null, action, accountId, detail });
  }

  async grant(account: AccountRow, by: Actor = null): Promise<boolean> {
    const added = await this.repo.grantRole(account.id, 'moderator', this.now());
    if (added) await this.record(by, 'grant-moderator', account.id, '');
    return added;
  }

  async revoke(account: AccountRow, by: Actor = null): Promise<boolean> {
    const had = await this.repo.revokeRole(account.id, 'moderator');
    if (had) await this.record(by, 'revoke-moderator', account.id, '');
    return had;
  }

  /** Mute a seat of one match in its chat (a guest seat, which has no account to mute). */
  async muteSeat(matchID: string, seat: string, name: string, minutes: number, reason: string, by: Actor) {
    await this.repo.setSeatMute(
      { matchID, seat, until: this.now() + minutes * 60_000, reason },
      by?.id ?? null,
      this.now(),
    );
    const what = `${name} (seat ${seat} of ${matchID})`;
    await this.record(
      by,
      minutes ? 'mute-seat' : 'unmute-seat',
      null,
      minutes ? `${what}: ${minutes} min${reason ? `: ${reason}` : ''}` : what,
    );
  }

  async mute(account: AccountRow, minutes: number, reason: string, by: Actor): Promise<void> {
    await this.repo.setMute(
      { accountId: account.id, until: this.now() + minutes * 60_000, reason },
      by?.id ?? null,
      this.now(),
    );
    await this.record(
      by,
      minutes ? 'mute' : 'unmute',
      account.id,
      minutes ? `${minutes} min${reason ? `: ${reason}` : ''}` : '',
    );
  }

  /** Suspend: the account's sessions end at once, its running seats go to stand-ins. */
  async suspend(account: AccountRow, reason: string, by: Actor): Promise<boolean> {
    const fresh = await this.repo.suspend(
      { accountId: account.id, reason, at: this.now(), seatsDone: false },
      by?.id ?? null,
    );
    await this.deps.accounts.deleteSessionsOf(account.id);
    await this.record(by, 'suspend', account.id, reason);
    if (fresh) await this.standInSeats(account.id);
    return fresh;
  }

  async unsuspend(account: AccountRow, by: Actor): Promise<boolean> {
    const had = await this.repo.unsuspend(account.id);
    if (had) await this.record(by, 'unsuspend', account.id, '');
    return had;
  }

  /** The suspended account's seats in running matches go to stand-ins (when the server runs:
   *  the command line leaves this to the server's sweep). */
  async standInSeats(accountId: string): Promise<void> {
    if (!this.deps.standIn) return;
    for (const b of await this.deps.accounts.bindingsOf(accountId)) {
      // a finished match, or one without a clock, is refused by the clock: nothing to do there
      await this.deps
        .standIn(b.matchID, b.playerID, b.credentials)
        .catch((e) =>
          this.deps.log(
            `mod: seat ${b.playerID} of ${b.matchID} not handed to a stand-in: ${(e as Error)?.message ?? e}`,
          ),
        );
      await this.deps
        .bar?.(b.matchID, b.playerID, b.credentials)
        .catch((e) =>
          this.deps.log(`mod: seat ${b.playerID} of ${b.matchID} not barred: ${(e as Error)?.message ?? e}`),
        );
    }
    await this.repo.markSeatsDone(accountId);
  }

  /** Carry out suspensions written elsewhere (the command line, another process). */
  async applyPending(): Promise<void> {
    for (const s of await this.repo.pendingSuspensions()) {
      await this.deps.accounts.deleteSessionsOf(s.accountId);
      await this.standInSeats(s.accountId);
    }
  }

  async report(r: Omit<ReportRow, 'id' | 'at' | 'closedAt'>): Promise<ReportRow> {
    const row: ReportRow = { ...r, id: newId(), at: this.now(), closedAt: null };
    await this.repo.addReport(row);
    return row;
  }

  /** Names of accounts by ID (a deleted account's: "(deleted account)"). */
  async names(ids: (string | null)[]): Promise<(id: string | null) => string> {
    const known = await this.deps.accounts.namesOf([...new Set(ids.filter((x): x is string => !!x))]);
    return (id) => (id === null ? '(command line)' : (known.get(id)?.name ?? '(deleted account)'));
  }

  async log(limit: number) {
    const rows: LogRow[] = await this.repo.logEntries(limit);
    const name = await this.names(rows.flatMap((r) => [r.moderatorId, r.accountId]));
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      moderator: name(r.moderatorId),
      action: r.action,
      name: r.accountId ? name(r.accountId) : null,
      detail: r.detail,
    }));
  }
}
