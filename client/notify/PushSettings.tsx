// The account page's notification settings for this device: subscribe it (the browser's
// permission, then pushManager.subscribe with the server's key from GET /api/push/key, sent to
// POST /api/me/push with this page's language), choose the kinds it gets, or turn it off. The
// server lists the account's devices by an id (the SHA-256 of the endpoint): this page finds its
// own among them (server/notify/routes.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../lobby-api';
import { ErrorLine } from '../error-line';
import './notify.css';

export const KINDS = ['your-turn', 'time-low', 'match-started', 'match-ended', 'invited'] as const;
type Kind = (typeof KINDS)[number];
interface Device {
  id: string;
  kinds: Kind[];
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(new URL(endpoint).href)),
  );
  let bin = '';
  for (const b of digest) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function keyBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export function PushSettings() {
  const { t, i18n } = useTranslation('notify');
  const lang = i18n.language === 'ja' ? 'ja' : 'en';
  const [sub, setSub] = useState<PushSubscription | null>(null);
  const [mine, setMine] = useState<Device | null>(null);
  const [others, setOthers] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : 'denied'));

  const load = async () => {
    const reg = await registration();
    const s = (await reg?.pushManager.getSubscription()) ?? null;
    const { devices } = await request<{ devices: Device[] }>('GET', '/api/me/push');
    const id = s ? await deviceIdOf(s.endpoint) : null;
    setSub(s);
    setMine(devices.find((d) => d.id === id) ?? null);
    setOthers(devices.filter((d) => d.id !== id).length);
  };
  useEffect(() => {
    if (supported()) void load().catch(() => undefined);
  }, []);

  const save = async (s: PushSubscription, kinds: readonly Kind[]) => {
    const r = await request<{ id: string; kinds: Kind[] }>('POST', '/api/me/push', { ...s.toJSON(), lang, kinds });
    setSub(s);
    setMine({ id: r.id, kinds: r.kinds });
  };

  const act = (fn: () => Promise<void>) => async () => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(t('failed', { why: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = act(async () => {
    const p = await Notification.requestPermission();
    setPermission(p);
    if (p !== 'granted') return;
    const reg = await registration();
    if (!reg) throw new Error('no service worker');
    const { publicKey } = await request<{ publicKey: string }>('GET', '/api/push/key');
    const s =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await save(s, KINDS);
  });

  const turnOff = act(async () => {
    if (sub) {
      await request<void>('DELETE', '/api/me/push', { endpoint: sub.endpoint });
      await sub.unsubscribe().catch(() => false);
    }
    setSub(null);
    setMine(null);
  });

  const toggle = (kind: Kind, on: boolean) =>
    act(async () => {
      if (!sub || !mine) return;
      await save(sub, on ? [...mine.kinds, kind] : mine.kinds.filter((k) => k !== kind));
    })();

  return (
    <section aria-labelledby="notify-h" className="notify-settings">
      <h2 id="notify-h">{t('title')}</h2>
      <p className="help">{t('help')}</p>
      {!supported() ? (
        <p>{t('unsupported')}</p>
      ) : permission === 'denied' ? (
        <p role="status">{t('denied')}</p>
      ) : mine && sub ? (
        <>
          <p role="status">{t('on')}</p>
          <fieldset>
            <legend>{t('kindsLegend')}</legend>
            {KINDS.map((k) => (
              <label key={k} className="check-row">
                <input
                  type="checkbox"
                  name={`notify-${k}`}
                  checked={mine.kinds.includes(k)}
                  disabled={busy}
                  onChange={(e) => toggle(k, e.target.checked)}
                />{' '}
                {t(`kind.${k}`)}
              </label>
            ))}
          </fieldset>
          <p>
            <button className="button" type="button" disabled={busy} onClick={() => void turnOff()}>
              {t('turnOff')}
            </button>
          </p>
        </>
      ) : (
        <p>
          <button className="button primary" type="button" disabled={busy} onClick={() => void turnOn()}>
            {t('turnOn')}
          </button>
        </p>
      )}
      {others > 0 ? <p className="help">{t('others', { count: others })}</p> : null}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </section>
  );
}
