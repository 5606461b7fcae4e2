/* global self */
/* The site's service worker (docs/notifications.md): shows Web Push messages and opens their page when clicked.
 * Plain JavaScript served as is from the site root (`/sw.js`, never cached: the server sends it `no-cache`), so
 * its scope is the whole site. It caches nothing: the site works as it does without it. */

// Caching nothing, a new version can take over at once, and tabs opened before the first install come under it
// (so a notification click can navigate them).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A message as the server sends it (PushMessage in @app/shared/push): { type, title, body, url, tag }. */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: shown with the general text below rather than dropped (a push must show a notification).
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'New notification', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.tag || undefined,
      data: { url },
    }),
  );
});

/** Focuses an open tab of the site and takes it to the message's page; opens one when none is open. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const site = tabs.filter((client) => new URL(client.url).origin === target.origin);
      const tab = site.find((client) => client.url === target.href) || site[0];
      if (tab) {
        try {
          const focused = await tab.focus();
          if (focused.url !== target.href) await focused.navigate(target.href);
          return;
        } catch {
          // navigate() needs a tab this worker controls: a new tab at the page instead.
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
