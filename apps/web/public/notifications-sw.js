/* global self */
// The notifications service worker (decision 0036), registered under the site's base path by
// the notifications panel when a player switches push on. It only shows what the server pushed
// (title, body) and opens the site when the notification is clicked; it caches nothing.
self.addEventListener('push', (event) => {
  let message = { title: 'Sportsbook', body: '' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON payload still shows the site's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.id === undefined ? undefined : `notification-${message.id}`,
      data: { url: self.registration.scope },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? self.registration.scope;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
