// How many invitations wait in the signed-in account's inbox: asked when the navigation bar shows
// (and every minute while the page is visible, and when it comes back into view), and again after
// the inbox page changed something. Shared by every component that shows it.
import { useEffect, useState } from 'react';
import { socialApi } from './api';

let count = 0;
const listeners = new Set<(n: number) => void>();
const POLL_MS = 60_000;

function set(n: number) {
  count = n;
  for (const fn of listeners) fn(n);
}

/** Ask the server again (nothing changes when the request fails). */
export async function refreshInboxCount(): Promise<void> {
  try {
    set((await socialApi.inbox()).length);
  } catch {
    /* offline or signed out: keep what is shown */
  }
}

/** The count, kept fresh while `active` (a signed-in account). */
export function useInboxCount(active: boolean): number {
  const [n, setN] = useState(count);
  useEffect(() => {
    if (!active) return;
    listeners.add(setN);
    void refreshInboxCount();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshInboxCount();
    }, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void refreshInboxCount();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      listeners.delete(setN);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
  return active ? n : 0;
}
