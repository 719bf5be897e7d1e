// What a browser's PushSubscription may be. The server posts to the endpoint a client gave, so
// the endpoint must be on a push service the browsers use (or an origin the operator listed in
// PUSH_ENDPOINT_ORIGINS): never an address of the client's choosing (no requests to the
// server's own network). The keys must be a P-256 public key (p256dh: 65 bytes, uncompressed) and
// a 16-byte auth secret, both base64url, or encrypting the payload fails later.
import { createECDH } from 'node:crypto';
import { KINDS, type Kind, type Lang } from './rows';

/** Hosts of the browsers' push services: Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari
 *  (Apple), Windows (WNS). A host matches itself or, for the entries starting with a dot, any
 *  host under that domain. */
export const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
export const MAX_ENDPOINT = 1024;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export function checkEndpoint(endpoint: unknown, extraOrigins: string[]): Checked<string> {
  if (typeof endpoint !== 'string' || !endpoint) return { ok: false, error: 'endpoint must be a URL' };
  if (endpoint.length > MAX_ENDPOINT) return { ok: false, error: `endpoint is longer than ${MAX_ENDPOINT} characters` };
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return { ok: false, error: 'endpoint must be a URL' };
  }
  if (u.username || u.password) return { ok: false, error: 'endpoint must not carry a user name or password' };
  if (extraOrigins.includes(u.origin)) return { ok: true, value: u.href };
  if (u.protocol !== 'https:') return { ok: false, error: 'endpoint must be an https URL' };
  if (u.port) return { ok: false, error: 'endpoint must be on a known push service' };
  const host = u.hostname.toLowerCase();
  const known = PUSH_SERVICES.some((h) =>
    h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h,
  );
  if (!known) return { ok: false, error: 'endpoint must be on a known push service' };
  return { ok: true, value: u.href };
}

function b64(v: unknown): Buffer | null {
  if (typeof v !== 'string' || !v || v.length > 200 || !B64URL.test(v)) return null;
  return Buffer.from(v.replace(/=+$/, ''), 'base64url');
}

export function checkKeys(keys: unknown): Checked<{ p256dh: string; auth: string }> {
  if (typeof keys !== 'object' || keys === null || Array.isArray(keys))
    return { ok: false, error: 'keys must be an object { p256dh, auth }' };
  const k = keys as Record<string, unknown>;
  const p = b64(Object.hasOwn(k, 'p256dh') ? k.p256dh : undefined);
  if (!p || p.length !== 65 || p[0] !== 4)
    return { ok: false, error: 'keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url)' };
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(p); // throws unless the point is on the curve
  } catch {
    return { ok: false, error: 'keys.p256dh is not a point on P-256' };
  }
  const a = b64(Object.hasOwn(k, 'auth') ? k.auth : undefined);
  if (!a || a.length !== 16) return { ok: false, error: 'keys.auth must be 16 bytes, base64url' };
  return { ok: true, value: { p256dh: p.toString('base64url'), auth: a.toString('base64url') } };
}

export function checkKinds(v: unknown): Checked<Kind[]> {
  if (v === undefined) return { ok: true, value: [...KINDS] };
  if (!Array.isArray(v) || v.length > KINDS.length * 2 || !v.every((k) => (KINDS as readonly unknown[]).includes(k)))
    return { ok: false, error: `kinds must be a list of: ${KINDS.join(', ')}` };
  return { ok: true, value: KINDS.filter((k) => v.includes(k)) };
}

export function checkLang(v: unknown): Checked<Lang> {
  if (v === undefined) return { ok: true, value: 'en' };
  if (v !== 'en' && v !== 'ja') return { ok: false, error: 'lang must be "en" or "ja"' };
  return { ok: true, value: v };
}
