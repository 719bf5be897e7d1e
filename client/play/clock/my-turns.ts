// Which of this browser's online matches wait for it, and how long each turn has left: asked from
// the server (/api/turns) for the seats kept in this browser, every 30 s while the app is open,
// when the tab comes back into view and when a page asks; one request for the whole app. The
// count of matches waiting for this browser goes to the tab title ("(2) Roundhouse") and the
// app icon's badge (navigator.setAppBadge, where the browser has it).
import { useEffect, useState } from 'react';
import { store } from '../../store';
import { clockApi } from './api';
import { setTitleParts } from './title';

/** Per match: the seats to act, whether it is over, and the ms each acting seat had left when
 *  asked (leftMs: absent from older servers; only seats on a clock). */
export type TurnInfo = Record<string, { toAct: string[]; over: boolean; leftMs?: Record<string, number> } | null>;

export const POLL_MS = 30_000;
let latest: TurnInfo = {};
/** When `latest` was asked (its leftMs count from then). */
let latestAt = 0;
const listeners = new Set<(t: TurnInfo) => void>();
let timer: number | undefined;

export const matchKey = (gameId: string, matchID: string) => `${gameId}/${matchID}`;

/** Matches (gameId/matchID) where a seat this browser holds must act. */
export function myTurnKeys(info: TurnInfo = latest): string[] {
  return store
    .seats()
    .filter((s) => info[s.matchID]?.toAct.includes(s.playerID))
    .map((s) => matchKey(s.gameId, s.matchID));
}

/** The ms left in a match's turn now: the seat's own when it is to act, else the least of the
 *  seats to act; null when no clock runs there. */
export function timeLeft(info: TurnInfo, matchID: string, playerID: string, now = Date.now()): number | null {
  const left = info[matchID]?.leftMs;
  if (!left) return null;
  const own = Object.hasOwn(left, playerID) ? left[playerID] : undefined;
  const values = own !== undefined ? [own] : Object.values(left);
  if (!values.length) return null;
  return Math.max(0, Math.min(...values) - Math.max(0, now - latestAt));
}

/** The app icon's badge (installed app; browsers without it are left alone). */
function setBadge(count: number) {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & BadgeApi);
  if (!nav || typeof nav.setAppBadge !== 'function') return;
  const done = count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0));
  void Promise.resolve(done).catch(() => undefined);
}
interface BadgeApi {
  setAppBadge?: (n?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export async function refreshTurns(): Promise<void> {
  const ids = [...new Set(store.seats().map((s) => s.matchID))].slice(0, 100);
  if (!ids.length) latest = {};
  else {
    try {
      const asked = Date.now();
      latest = await clockApi.turns(ids);
      latestAt = asked;
    } catch {
      return;
    }
  }
  const count = myTurnKeys().length;
  setTitleParts({ count });
  setBadge(count);
  for (const fn of listeners) fn(latest);
}

export function useMyTurns(): TurnInfo {
  const [info, setInfo] = useState(latest);
  useEffect(() => {
    listeners.add(setInfo);
    if (timer === undefined) {
      void refreshTurns();
      // a background tab keeps asking too: its title is what shows the count there
      timer = window.setInterval(() => void refreshTurns(), POLL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void refreshTurns();
      });
    }
    return () => {
      listeners.delete(setInfo);
    };
  }, []);
  return info;
}
