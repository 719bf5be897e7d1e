// Who is signed in on this device, for the whole app: asked once at start (GET /api/me) when
// this browser was signed in before (a flag in localStorage: a guest's pages make no request
// and log no 401), then after every sign-in, sign-up and sign-out, here or in another tab of
// this browser (the flag changing there fires a storage event here). The account's seats are merged into this browser's
// seats (client/store.ts, tagged with the account), so My matches, the "your turn" count and the
// play page find them on any device; signing out forgets the tagged ones here (they stay with the
// account).
import { useEffect, useState } from 'react';
import { refreshTurns } from '../play/clock/my-turns';
import { store } from '../store';
import { accountApi, type Me } from './api';

/** How many guest seats the sign-up just adopted (for the account page to say so once). */
export const ADOPTED_KEY = 'rh_adopted';

export type AccountState = { status: 'unknown' } | { status: 'guest' } | { status: 'signed-in'; me: Me };

let state: AccountState = { status: 'unknown' };
const listeners = new Set<(s: AccountState) => void>();
let loading: Promise<AccountState> | undefined;
/** Set while this browser is signed in (the session itself is an HttpOnly cookie). */
const SIGNED_IN_FLAG = 'rh_account';
const flag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(SIGNED_IN_FLAG, '1');
    else localStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    /* storage unavailable */
  }
};
const flagged = () => {
  try {
    return localStorage.getItem(SIGNED_IN_FLAG) === '1';
  } catch {
    return true;
  }
};

// Another tab of this browser signed in or out (its flag write reaches this one as a storage
// event; a write that changes nothing fires none, so the tabs do not echo each other).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if ((e.key === SIGNED_IN_FLAG || e.key === null) && state.status !== 'unknown') void refreshAccount();
  });
}

function set(next: AccountState) {
  state = next;
  for (const fn of listeners) fn(state);
}

export function accountState(): AccountState {
  return state;
}

/** The signed-in account, or null (guest or not known yet). */
export function signedInMe(): Me | null {
  return state.status === 'signed-in' ? state.me : null;
}

/** Ask the server who this device is signed in as; merge the account's seats. */
export function refreshAccount(): Promise<AccountState> {
  loading = accountApi.me().then(
    async (me) => {
      flag(true);
      set({ status: 'signed-in', me });
      await syncSeats(me.id).catch(() => undefined);
      return state;
    },
    (e: { status?: number }) => {
      if (e?.status === 401) {
        flag(false);
        forgetAccountSeats();
        set({ status: 'guest' });
      } else if (state.status === 'unknown') set({ status: 'guest' });
      return state;
    },
  );
  return loading;
}

export function useAccount(): AccountState {
  const [s, setS] = useState(state);
  useEffect(() => {
    listeners.add(setS);
    setS(state);
    if (!loading) {
      if (flagged()) void refreshAccount();
      else {
        loading = Promise.resolve(state);
        if (state.status === 'unknown') set({ status: 'guest' });
      }
    }
    return () => {
      listeners.delete(setS);
    };
  }, []);
  return s;
}

/** Put the account's seats into this browser's list (new ones added, held ones tagged). */
export async function syncSeats(accountId: string): Promise<number> {
  const matches = await accountApi.matches();
  let added = 0;
  // oldest first, so that saveSeat's "newest on top" keeps the account's order
  for (const m of [...matches].reverse()) {
    const held = store.seat(m.gameId, m.matchID);
    if (
      held &&
      held.playerID === m.playerID &&
      held.credentials === m.credentials &&
      held.account === accountId &&
      !!held.rated === !!m.rated
    )
      continue;
    if (!held) added++;
    store.saveSeat({
      gameId: m.gameId,
      matchID: m.matchID,
      playerID: m.playerID,
      credentials: m.credentials,
      name: m.name,
      createdAt: held?.createdAt ?? m.createdAt,
      account: accountId,
      rated: m.rated || undefined,
    });
  }
  if (matches.length) void refreshTurns();
  return added;
}

/** A guest browser's seats, offered to the new account (the server checks each). */
export async function adoptGuestSeats(): Promise<number> {
  const seats = store
    .seats()
    .filter((s) => !s.account)
    .slice(0, 100);
  if (!seats.length) return 0;
  const { adopted } = await accountApi.adoptSeats(
    seats.map((s) => ({ gameId: s.gameId, matchID: s.matchID, playerID: s.playerID, credentials: s.credentials })),
  );
  return adopted;
}

/** Seats that came with an account leave this browser when it signs out. */
export function forgetAccountSeats() {
  for (const s of store.seats()) if (s.account) store.forgetSeat(s.gameId, s.matchID);
}

/** After a sign-in or sign-up on this device. */
export async function signedIn(opts: { adopt?: boolean } = {}): Promise<AccountState> {
  if (opts.adopt) await adoptGuestSeats().catch(() => 0);
  return refreshAccount();
}

export async function signOut(): Promise<void> {
  await accountApi.signOut();
  flag(false);
  forgetAccountSeats();
  set({ status: 'guest' });
  void refreshTurns();
}

/** After the account was deleted on this device. */
export function accountGone(): void {
  flag(false);
  forgetAccountSeats();
  set({ status: 'guest' });
}
