// The notification module's rows as its repositories hand them out (./repo.ts).

export const KINDS = ['your-turn', 'time-low', 'match-started', 'match-ended', 'invited'] as const;
export type Kind = (typeof KINDS)[number];
export type Lang = 'en' | 'ja';

export interface SubscriptionRow {
  endpoint: string;
  accountId: string;
  p256dh: string;
  auth: string;
  lang: Lang;
  kinds: Kind[];
  createdAt: number;
}

export interface MailRow {
  accountId: string;
  address: string;
  verified: boolean;
  tokenHash: string | null;
  lang: Lang;
  kinds: Kind[];
  createdAt: number;
}

export function mailOf(r: any): MailRow {
  return {
    accountId: r.account_id,
    address: r.address,
    verified: !!Number(r.verified),
    tokenHash: r.token_hash ?? null,
    lang: r.lang === 'ja' ? 'ja' : 'en',
    kinds: String(r.kinds)
      .split(',')
      .filter((k): k is Kind => (KINDS as readonly string[]).includes(k)),
    createdAt: Number(r.created_at),
  };
}

export interface JobRow {
  id: number;
  accountId: string;
  kind: Kind;
  matchID: string;
  /** What the payload is made from (fan-out jobs), or the payload itself (device jobs). */
  data: Record<string, unknown>;
  /** null: a job for every device of the account that wants `kind`. */
  endpoint: string | null;
  dueAt: number;
  attempts: number;
}

export type NewJob = Omit<JobRow, 'id' | 'attempts'>;

/** Rows as both databases return them. */
export function subscriptionOf(r: any): SubscriptionRow {
  return {
    endpoint: r.endpoint,
    accountId: r.account_id,
    p256dh: r.p256dh,
    auth: r.auth,
    lang: r.lang === 'ja' ? 'ja' : 'en',
    kinds: String(r.kinds)
      .split(',')
      .filter((k): k is Kind => (KINDS as readonly string[]).includes(k)),
    createdAt: Number(r.created_at),
  };
}

export function jobOf(r: any): JobRow {
  return {
    id: Number(r.id),
    accountId: r.account_id,
    kind: r.kind,
    matchID: r.match_id,
    data: JSON.parse(r.data),
    endpoint: r.endpoint ?? null,
    dueAt: Number(r.due_at),
    attempts: Number(r.attempts),
  };
}
