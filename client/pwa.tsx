// The service worker (vite-plugin-pwa, Workbox): registered from the bundle (no inline script).
// A new version installs in the background and then WAITS: the page keeps the code it started
// with until the player presses "Update" (or closes every tab), so a game never runs half old,
// half new code. Games on this device are saved in localStorage and resume after the reload.
// Also: whether the browser is online, for the pages that need the server.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { href } from './router';

let needRefresh = false;
let update: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** How often an open page asks whether a new version was deployed (also on becoming visible). */
const CHECK_EVERY_MS = 30 * 60_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true, // called after the page's load event already
    onNeedRefresh() {
      needRefresh = true;
      emit();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** "A new version is ready": shown until the player updates or puts it off for this visit. */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const waiting = useSyncExternalStore(subscribe, () => needRefresh);
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!waiting || later) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      <p>
        <strong>{t('pwa.updateReady')}</strong> {t('pwa.updateNote')}
      </p>
      <p className="actions">
        <button
          className="button primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void update?.(true);
          }}>
          {t('pwa.update')}
        </button>
        <button className="button" onClick={() => setLater(true)}>
          {t('pwa.later')}
        </button>
      </p>
    </div>
  );
}

/** navigator.onLine, kept current. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(navigator.onLine);
    window.addEventListener('online', on);
    window.addEventListener('offline', on);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', on);
    };
  }, []);
  return online;
}

/** The page in place of one that works only through the server, while offline. */
export function NeedsNetwork() {
  const { t } = useTranslation('app');
  return (
    <div className="needs-network" role="alert">
      <h1>{t('pwa.needsNetwork')}</h1>
      <p>{t('pwa.needsNetworkWhy')}</p>
      <p>
        <a className="button primary" href={href()}>
          {t('pwa.playOffline')}
        </a>
      </p>
    </div>
  );
}

/** A small "Offline" mark for the top bar. */
export function OfflineBadge() {
  const { t } = useTranslation('app');
  const online = useOnline();
  return online ? null : (
    <span className="offline-badge" title={t('pwa.offlineTitle')}>
      {t('pwa.offline')}
    </span>
  );
}
