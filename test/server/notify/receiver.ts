// A push service stand-in on loopback, and a browser's subscription keys: what the tests of
// server/notify/ send pushes to. Every push it receives is checked as a push service and a
// browser would:
// - the VAPID JWT (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, an ES256 JWT whose
//   signature verifies with the server's key from GET /api/push/key, whose aud is this
//   receiver's origin and whose exp is within 24 hours;
// - the payload (RFC 8291 over RFC 8188 aes128gcm), decrypted with the subscription's own
//   private key and auth secret, written here from the RFCs with node:crypto.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  /** The JWT's claims, once its signature verified. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload, parsed. */
  payload: any;
}

/** A browser's subscription keys: an ECDH P-256 pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body for `keys`. */
export function decryptPush(body: Buffer, keys: BrowserKeys): Buffer {
  // RFC 8188 §2.1 header: salt (16) | rs (4) | idlen (1) | keyid (idlen: the server's ECDH key)
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not an uncompressed P-256 key`);
  if (records.length > rs) throw new Error('more than one record');
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  // RFC 8291 §3.3: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const prkKey = hmac(keys.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  // RFC 8188 §2.2, §2.3: PRK = HMAC(salt, IKM); CEK and NONCE from it
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  // one record: the sequence number 0 leaves the nonce as it is
  const tag = records.subarray(records.length - 16);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(tag);
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record's padding delimiter is 0x02, followed by zeros
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}

/** Verify the VAPID Authorization header with the server's public key (base64url, 65 bytes). */
export function verifyVapid(header: string | undefined, serverKey: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = m;
  if (k !== serverKey) throw new Error('the k= key is not the server key');
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const raw = Buffer.from(serverKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('the JWT signature does not verify');
  return JSON.parse(Buffer.from(p, 'base64url').toString()) as Received['claims'];
}

/** A push service stand-in: answers `status(path)` (201 by default) to every valid push. */
export async function pushReceiver(serverKey: () => string) {
  const received: Received[] = [];
  const errors: string[] = [];
  const answers = new Map<string, number>();
  const keys = new Map<string, BrowserKeys>();
  const srv = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        const path = req.url ?? '';
        const k = keys.get(path);
        if (!k) throw new Error(`no subscription at ${path}`);
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = verifyVapid(req.headers.authorization, serverKey());
        if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
        if (!(claims.exp * 1000 > Date.now() && claims.exp * 1000 <= Date.now() + 24 * 3_600_000 + 60_000))
          throw new Error(`exp ${claims.exp}`);
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), k).toString('utf8'));
        received.push({ path, headers: req.headers, claims, payload });
        res.statusCode = answers.get(path) ?? 201;
      } catch (e) {
        errors.push((e as Error).message);
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  let n = 0;
  return {
    origin,
    received,
    errors,
    /** A new subscription on this receiver: what a browser's PushSubscription.toJSON() gives. */
    subscribe() {
      const k = browserKeys();
      const path = `/push/${++n}`;
      keys.set(path, k);
      return { path, keys: k, json: { endpoint: origin + path, keys: k.json } };
    },
    answer(path: string, status: number) {
      answers.set(path, status);
    },
    close: () => new Promise<void>((r) => srv.close(() => r())),
  };
}
