// Database rows of the account tables as the stores read them (SQLite and Postgres alike; Postgres
// hands BIGINT columns back as strings).
import type { AccountRow, PasskeyRow } from './types';

/** What goes with a deleted account, besides its `accounts` row: its sessions, passkeys,
 *  challenges, seat bindings and password resets. (Its ratings and quick-match queue entry go through their own
 *  modules; its rated results stay in the other players' histories, under a neutral name:
 *  ./seats.ts.) */
export const ACCOUNT_ROWS = ['sessions', 'passkeys', 'passkey_challenges', 'account_seats', 'password_resets'];

export interface DbAccount {
  id: string;
  name: string;
  name_key: string;
  password_hash: string | null;
  webauthn_user_id: string;
  created_at: number;
}

export function accountOf(r: DbAccount | undefined): AccountRow | undefined {
  return r
    ? {
        id: r.id,
        name: r.name,
        nameKey: r.name_key,
        passwordHash: r.password_hash,
        webauthnUserId: r.webauthn_user_id,
        createdAt: Number(r.created_at),
      }
    : undefined;
}

export interface DbPasskey {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  rp_id: string;
  created_at: number;
  last_used_at: number | null;
}

export function passkeyOf(r: DbPasskey): PasskeyRow {
  let transports: string[] = [];
  try {
    const t = JSON.parse(r.transports);
    if (Array.isArray(t)) transports = t.filter((x) => typeof x === 'string');
  } catch {
    /* stored by us: always JSON */
  }
  return {
    id: r.id,
    accountId: r.account_id,
    publicKey: r.public_key,
    counter: Number(r.counter),
    transports,
    rpId: r.rp_id,
    createdAt: Number(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  };
}
