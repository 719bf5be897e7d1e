// The accounts module's repository: the only code that reads or writes its tables (what each keeps:
// ./types.ts). SQLite: ./repo-sqlite.ts, Postgres: ./repo-postgres.ts.
//   accounts            one row per account: name, its unique key (./names.ts), password hash
//   sessions            signed-in devices, by the hash of the session ID (./sessions.ts)
//   passkeys            WebAuthn credentials (./passkeys.ts)
//   passkey_challenges  one-use WebAuthn challenges
//   account_seats       seats bound to accounts (./seats.ts), with the seat's credentials
//   password_resets     one-use password reset links an administrator made (./password-reset.ts),
//                       by the hash of the token
import { forDb } from '../db/open';
import type { Db, ModuleSchema } from '../db/types';
import { SqliteAccounts } from './repo-sqlite';
import { PgAccounts } from './repo-postgres';
import type { AccountRow, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from './types';
import type { MatchSeatAccount } from '../ratings/types';

export interface AccountsRepo {
  /** Store a new account; false when its nameKey is taken (nothing stored). */
  createAccount(a: AccountRow): Promise<boolean>;
  accountById(id: string): Promise<AccountRow | undefined>;
  accountByNameKey(nameKey: string): Promise<AccountRow | undefined>;
  /** The names of the accounts of `ids` that exist, by ID. */
  namesOf(ids: string[]): Promise<Map<string, { name: string; nameKey: string }>>;
  /** Accounts by name key, at most `limit`, those after `afterNameKey` when given; `search`: only
   *  name keys containing it (the admin command line). */
  listAccounts(q: { limit: number; afterNameKey?: string; search?: string }): Promise<AccountRow[]>;
  setPasswordHash(accountId: string, hash: string | null): Promise<void>;
  /** Delete the account with its sessions, passkeys, challenges and seat bindings (one transaction). */
  deleteAccount(accountId: string): Promise<void>;
  createSession(s: SessionRow): Promise<void>;
  sessionByHash(idHash: string): Promise<SessionRow | undefined>;
  touchSession(idHash: string, now: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** End every session of the account but `keepIdHash` (if given). */
  deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void>;
  /** Drop sessions unused since `before`; how many. */
  purgeSessions(before: number): Promise<number>;
  /** Store a passkey; false when its credential ID is already stored. */
  addPasskey(p: PasskeyRow): Promise<boolean>;
  passkeysOf(accountId: string): Promise<PasskeyRow[]>;
  passkeyById(id: string): Promise<PasskeyRow | undefined>;
  usePasskey(id: string, counter: number, now: number): Promise<void>;
  /** Remove the account's passkey `id`; false when it has none by that ID. */
  deletePasskey(accountId: string, id: string): Promise<boolean>;
  /** Keep a WebAuthn challenge until it is used or expires (expired ones are dropped here). */
  putChallenge(c: ChallengeRow, now: number): Promise<void>;
  /** Take (delete and return) an unexpired challenge of `purpose`: each is used at most once. */
  takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined>;
  /** Bind a seat to an account. `replace`: a seat bound to another account moves (a fresh join);
   *  otherwise it stays where it is (adoption never takes a seat from an account). True when the
   *  seat is bound to `b.accountId` afterwards. */
  bindSeat(b: SeatBinding, replace: boolean): Promise<boolean>;
  /** Keep a password reset (by the hash of its token) for the account, replacing the account's
   *  earlier ones. */
  putPasswordReset(r: { tokenHash: string; accountId: string; expiresAt: number }): Promise<void>;
  /** The account of an unexpired reset (read only: `takePasswordReset` uses it). */
  passwordResetAccount(tokenHash: string, now: number): Promise<string | undefined>;
  /** Use a reset: deleted (each works once) and its account returned when it had not expired. */
  takePasswordReset(tokenHash: string, now: number): Promise<string | undefined>;
  /** Every seat bound to the account. */
  bindingsOf(accountId: string): Promise<SeatBinding[]>;
  /** The seats of a match bound to accounts, with each account's name. */
  matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]>;
}

const tables = (int: string) => `
  CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    webauthn_user_id TEXT NOT NULL UNIQUE,
    created_at ${int} NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessions (
    id_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    last_seen_at ${int} NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
  CREATE INDEX IF NOT EXISTS sessions_seen ON sessions (last_seen_at);
  CREATE TABLE IF NOT EXISTS passkeys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    public_key TEXT NOT NULL,
    counter ${int} NOT NULL,
    transports TEXT NOT NULL,
    rp_id TEXT NOT NULL,
    created_at ${int} NOT NULL,
    last_used_at ${int}
  );
  CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
  CREATE TABLE IF NOT EXISTS passkey_challenges (
    challenge TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    account_id TEXT,
    data TEXT,
    expires_at ${int} NOT NULL
  );
  CREATE TABLE IF NOT EXISTS account_seats (
    match_id TEXT NOT NULL,
    player_id TEXT NOT NULL,
    account_id TEXT NOT NULL,
    credentials TEXT NOT NULL,
    bound_at ${int} NOT NULL,
    PRIMARY KEY (match_id, player_id)
  );
  CREATE INDEX IF NOT EXISTS account_seats_account ON account_seats (account_id);`;

const resets = (int: string) => `
  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    expires_at ${int} NOT NULL
  );
  CREATE INDEX password_resets_account ON password_resets (account_id);`;

export const ACCOUNTS_SCHEMA: ModuleSchema = {
  module: 'accounts',
  sqlite: [tables('INTEGER'), resets('INTEGER')],
  postgres: [tables('BIGINT'), resets('BIGINT')],
};

/** The accounts repository on `db`, its tables migrated. */
export async function openAccountsRepo(db: Db): Promise<AccountsRepo> {
  await db.migrate(ACCOUNTS_SCHEMA);
  return forDb<AccountsRepo>(db, { sqlite: (d) => new SqliteAccounts(d), postgres: (d) => new PgAccounts(d) });
}
