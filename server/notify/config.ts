// The notification settings, from the environment (documented in docs/notifications.md):
//   VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY  the Web Push application server keys (base64url, as
//                                        `npx web-push generate-vapid-keys` prints them); both or
//                                        neither: without them a key pair is made on first start
//                                        and kept in the database (server/notify/vapid.ts)
//   VAPID_SUBJECT                        mailto: or https: contact the push services may use
//   PUSH_ENDPOINT_ORIGINS                more origins a subscription's endpoint may be on besides
//                                        the browsers' own push services (comma-separated)
//   SMTP_URL, MAIL_FROM                  e-mail notifications (off without SMTP_URL)
//   PUBLIC_URL                           the site's address, for links in mails
export interface NotifyConfig {
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject: string;
  pushEndpointOrigins: string[];
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl?: string;
}

export const DEFAULT_SUBJECT = 'mailto:roundhouse@localhost';

export function notifyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  const pub = env.VAPID_PUBLIC_KEY?.trim();
  const priv = env.VAPID_PRIVATE_KEY?.trim();
  if (!!pub !== !!priv) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https:// address');
  const origins = (env.PUSH_ENDPOINT_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => {
      let u: URL;
      try {
        u = new URL(o);
      } catch {
        throw new Error(`PUSH_ENDPOINT_ORIGINS: "${o}" is not an origin such as https://push.example.org`);
      }
      if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.origin !== o.replace(/\/$/, ''))
        throw new Error(`PUSH_ENDPOINT_ORIGINS: "${o}" is not an origin such as https://push.example.org`);
      return u.origin;
    });
  return {
    ...(pub && priv ? { vapid: { publicKey: pub, privateKey: priv } } : {}),
    vapidSubject: subject,
    pushEndpointOrigins: origins,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined,
  };
}
