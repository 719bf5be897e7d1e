// How many invitations wait in the signed-in account's inbox: asked when the first component that
// shows it appears (and every minute while the page is visible, and when it comes back into
// view), and again after the inbox page changed something. One poll for all the components that
// show it (the bar's Inbox link, the phone's Menu button).
import { useEffect, useState } from 'react';
import { socialApi } from './api';

let count = 0;
const listeners = new Set<(n: number) => void>();
const POLL_MS = 60_000;
let timer: ReturnType<typeof setInterval> | undefined;

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

const onVisible = () => document.visibilityState === 'visible' && void refreshInboxCount();

function subscribe(fn: (n: number) => void): () => void {
  listeners.add(fn);
  if (listeners.size === 1) {
    void refreshInboxCount();
    timer = setInterval(() => document.visibilityState === 'visible' && void refreshInboxCount(), POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
  }
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}

/** The count, kept fresh while `active` (a signed-in account). */
export function useInboxCount(active: boolean): number {
  const [n, setN] = useState(count);
  useEffect(() => (active ? subscribe(setN) : undefined), [active]);
  return active ? n : 0;
}
