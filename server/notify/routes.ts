// The notification routes:
//   GET    /api/push/key                       → { publicKey }: the application server key
//                                                (base64url) for pushManager.subscribe
//   GET    /api/me/push                        → { devices: [{ id, service, lang, kinds, createdAt }] }:
//                                                this account's subscribed browsers (id: the
//                                                SHA-256 of the endpoint, base64url, so a page can
//                                                find its own; never the endpoint or its keys)
//   POST   /api/me/push { endpoint, keys: { p256dh, auth }, lang?, kinds? }
//                                              → 201 { id, lang, kinds }: subscribe this browser
//                                                (a PushSubscription's toJSON(); again to change
//                                                its language or kinds); 400 with a reason for an
//                                                endpoint off the known push services or bad keys
//   DELETE /api/me/push { endpoint }          → 204
// Signed in only (401); writes come from this site (server/http/origin.ts), bodies are parsed
// and bounded (server/http/body.ts).
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import { checkEndpoint, checkKeys, checkKinds, checkLang } from './endpoints';
import type { NotifyRepo } from './repo';

/** Devices one account may subscribe; a new one beyond replaces the oldest. */
export const MAX_DEVICES = 20;

export const deviceId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

export interface PushRouteDeps {
  repo: NotifyRepo;
  publicKey: string;
  pushEndpointOrigins: string[];
  /** The signed-in account of a request, if any. */
  accountOf: (ctx: Context) => Promise<string | undefined>;
  now?: () => number;
}

const only = (body: Record<string, unknown>, allowed: string[]): string | null => {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) return `Unexpected field "${k.slice(0, 40)}"`;
  return null;
};

export function mountPushRoutes(router: any, deps: PushRouteDeps): void {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  const account = async (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const id = await deps.accountOf(ctx);
    if (!id) fail(ctx, 401, 'Not signed in');
    return id;
  };

  router.get('/api/push/key', (ctx: Context) => {
    ctx.body = { publicKey: deps.publicKey };
  });

  router.get('/api/me/push', async (ctx: Context) => {
    const id = await account(ctx);
    if (!id) return;
    const subs = await repo.subscriptionsOf(id);
    ctx.body = {
      devices: subs.map((s) => ({
        id: deviceId(s.endpoint),
        service: new URL(s.endpoint).hostname,
        lang: s.lang,
        kinds: s.kinds,
        createdAt: s.createdAt,
      })),
    };
  });

  router.post('/api/me/push', async (ctx: Context) => {
    const id = await account(ctx);
    if (!id) return;
    const body = bodyOf(ctx);
    const extra = only(body, ['endpoint', 'keys', 'expirationTime', 'lang', 'kinds']);
    if (extra) return fail(ctx, 400, extra);
    const endpoint = checkEndpoint(body.endpoint, deps.pushEndpointOrigins);
    if (!endpoint.ok) return fail(ctx, 400, endpoint.error);
    const keys = checkKeys(body.keys);
    if (!keys.ok) return fail(ctx, 400, keys.error);
    const lang = checkLang(body.lang);
    if (!lang.ok) return fail(ctx, 400, lang.error);
    const kinds = checkKinds(body.kinds);
    if (!kinds.ok) return fail(ctx, 400, kinds.error);
    const existing = await repo.subscription(endpoint.value);
    await repo.putSubscription({
      endpoint: endpoint.value,
      accountId: id,
      ...keys.value,
      lang: lang.value,
      kinds: kinds.value,
      createdAt: existing?.accountId === id ? existing.createdAt : now(),
    });
    const mine = await repo.subscriptionsOf(id);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_DEVICES)))
      await repo.deleteSubscription(old.endpoint, id);
    ctx.status = 201;
    ctx.body = { id: deviceId(endpoint.value), lang: lang.value, kinds: kinds.value };
  });

  router.delete('/api/me/push', async (ctx: Context) => {
    const id = await account(ctx);
    if (!id) return;
    const body = bodyOf(ctx);
    const extra = only(body, ['endpoint']);
    if (extra) return fail(ctx, 400, extra);
    if (typeof body.endpoint !== 'string' || !body.endpoint || body.endpoint.length > 2048)
      return fail(ctx, 400, "endpoint must be the subscription's URL");
    let endpoint = body.endpoint;
    try {
      endpoint = new URL(endpoint).href;
    } catch {
      return fail(ctx, 400, "endpoint must be the subscription's URL");
    }
    await repo.deleteSubscription(endpoint, id);
    ctx.status = 204;
  });
}
