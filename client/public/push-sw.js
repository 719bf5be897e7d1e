// The service worker's push handling, imported by the Workbox worker (vite.config.ts:
// workbox.importScripts). A push's payload (server/notify/notifier.ts) carries its title and
// body already in the device's language, the match and the link to it; a click opens the match
// (#/play/<game>/<match>: the page finds the account's seat there) in a window of this site,
// reusing one that is open.
/* global self, clients */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const ja = data.lang === 'ja';
  const title = typeof data.title === 'string' && data.title ? data.title : 'Roundhouse';
  const body =
    typeof data.body === 'string' ? data.body : ja ? 'お知らせがあります。' : 'Something happened in a match.';
  const url = typeof data.url === 'string' && data.url.startsWith('/#/') ? data.url : '/';
  const match = typeof data.matchID === 'string' ? data.matchID : '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      lang: ja ? 'ja' : 'en',
      icon: '/icon-192.png',
      // one notification per match: a newer one replaces the older
      tag: match ? `match:${match}` : undefined,
      renotify: !!match,
      data: { url, type: data.type, matchID: match, gameId: data.gameId, seat: data.seat },
    }),
  );
});

/** Open the match a notification is about: navigate a window of this site that is open (and
 *  controlled by this worker) there, else open a new one. */
self.openNotified = async (notification) => {
  const target = new URL((notification.data && notification.data.url) || '/', self.location.origin).href;
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of open) {
    if (new URL(w.url).origin !== self.location.origin) continue;
    try {
      const there = (await w.navigate(target)) || w;
      await there.focus().catch(() => undefined);
      return there;
    } catch {
      // not controlled by this worker: open a new window instead
    }
  }
  return clients.openWindow(target);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.openNotified(event.notification));
});
