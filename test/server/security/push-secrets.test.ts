// Push subscriptions are secrets of their account (server/notify/): another signed-in account
// reads none of them through any route it can call (its own device list, the profiles, the
// match lists), and cannot remove them; the owner's own list gives only ids (hashes of the
// endpoints), never an endpoint or its keys. An endpoint that is not on a push service is
// refused before anything is stored, whichever way it is spelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { Jar, PASSWORD, serve, uniqueName } from '../accounts/helpers';
import { browserKeys } from '../notify/receiver';

let srv: RoundhouseServer;
beforeAll(async () => {
  srv = await serve('sqlite');
}, 60_000);
afterAll(() => srv?.stop());

describe('push subscriptions stay with their account', () => {
  it('another account never sees or removes them; the owner sees no endpoint or key; off-service endpoints are refused', async () => {
    const ann = new Jar(srv.url);
    const bob = new Jar(srv.url);
    const annName = uniqueName('Ann');
    await ann.signUp(annName, PASSWORD);
    await bob.signUp(uniqueName('Bob'), PASSWORD);
    const keys = browserKeys().json;
    const endpoint = 'https://fcm.googleapis.com/fcm/send/secret-token-of-ann';
    expect((await ann.post('/api/me/push', { endpoint, keys })).status).toBe(201);
    const secrets = [endpoint, 'secret-token-of-ann', keys.p256dh, keys.auth];
    for (const path of ['/api/me/push', '/api/me', '/api/me/matches', `/api/players/${encodeURIComponent(annName)}`]) {
      const text = JSON.stringify((await bob.get(path)).json);
      for (const s of secrets) expect(text, path).not.toContain(s);
    }
    expect((await bob.get('/api/me/push')).json.devices).toEqual([]);
    const own = JSON.stringify((await ann.get('/api/me/push')).json);
    for (const s of secrets) expect(own).not.toContain(s);
    expect((await bob.del('/api/me/push', { endpoint })).status).toBe(204);
    expect((await ann.get('/api/me/push')).json.devices).toHaveLength(1);
    for (const bad of [
      'https://FCM.googleapis.com.attacker.example/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com@attacker.example/x',
      'gopher://fcm.googleapis.com/x',
    ]) {
      const r = await bob.post('/api/me/push', { endpoint: bad, keys });
      expect(r.status, bad).toBe(400);
    }
    expect((await bob.get('/api/me/push')).json.devices).toEqual([]);
  });
});
