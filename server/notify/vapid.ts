// The Web Push application server keys (VAPID, RFC 8292): from the environment, or a P-256 key
// pair made from a secret the database keeps (server/db: serverSecret), so every process of a
// cluster and every restart signs with the same key and browsers' subscriptions stay valid.
import { createECDH, createHash } from 'node:crypto';
import type { Db } from '../db/types';
import type { NotifyConfig } from './config';

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed public key (the browser's applicationServerKey). */
  publicKey: string;
  /** base64url of the 32-byte private key. */
  privateKey: string;
}

export const VAPID_SECRET = 'vapid-private-key';

export async function vapidKeys(config: Pick<NotifyConfig, 'vapid'>, db: Pick<Db, 'serverSecret'>): Promise<VapidKeys> {
  if (config.vapid) {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(config.vapid.privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') !== config.vapid.publicKey.replace(/=+$/, ''))
      throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    return { publicKey: ecdh.getPublicKey('base64url'), privateKey: config.vapid.privateKey.replace(/=+$/, '') };
  }
  // 32 random bytes kept by the database; hashed so that the key is below the curve order for
  // any secret (a SHA-256 value is not always, but the chance it is not is ~2^-32: retried).
  const secret = await db.serverSecret(VAPID_SECRET);
  for (let i = 0; ; i++) {
    const priv = createHash('sha256').update(`${secret}:${i}`).digest();
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(priv);
      return { publicKey: ecdh.getPublicKey('base64url'), privateKey: priv.toString('base64url') };
    } catch {
      // not a valid private key: the next one
    }
  }
}
