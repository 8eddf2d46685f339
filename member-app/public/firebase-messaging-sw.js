/**
 * The push service worker (scope /, registered by src/lib/push/browser-push.ts). Hand-written on the raw
 * Push API: no Firebase SDK and nothing from a CDN, so it obeys the app's CSP and works offline. It has
 * no fetch handler, so it never stands between the app and the network.
 *
 * FCM's web push arrives as JSON: { notification: { title, body, click_action? }, data: { link?, … },
 * fcmOptions: { link? }, from, fcmMessageId }. The server puts the notice's absolute link in data.link.
 * While a tab of the app is visible nothing is shown (its live notices already tell the member), as
 * Firebase's own worker does. A click focuses the tab already showing the link, else sends an open tab
 * of the app there, else opens a window. Only links of this origin are opened.
 */
const FALLBACK_PATH = '/notification';

const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The push's JSON payload, or null when it has none or it is not JSON. */
function readPayload(event) {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

/** The link to open: the push's own when it is of this origin, else the notifications page. */
function linkOf(payload, origin) {
  const candidates = [payload.data?.link, payload.fcmOptions?.link, payload.notification?.click_action];
  for (const candidate of candidates.map(text)) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return url;
    } catch {
      // not a URL: try the next one
    }
  }
  return new URL(FALLBACK_PATH, origin);
}

/** What to show for one push, or null when it carries no title. */
function toNotification(payload, origin) {
  if (!payload || typeof payload !== 'object') return null;
  const title = text(payload.notification?.title) ?? text(payload.data?.title);
  if (!title) return null;
  const link = linkOf(payload, origin);
  return {
    title,
    options: {
      body: text(payload.notification?.body) ?? text(payload.data?.body) ?? '',
      // One notification per subject: a newer notice about the same page replaces the older one.
      tag: link.pathname + link.search,
      renotify: true,
      data: { link: link.href },
    },
  };
}

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function onPush(event) {
  const notification = toNotification(readPayload(event), self.location.origin);
  if (!notification) return;
  const open = await windowClients();
  if (open.some((client) => client.visibilityState === 'visible')) return;
  await self.registration.showNotification(notification.title, notification.options);
}

async function openLink(href) {
  const open = await windowClients();
  const showing = open.find((client) => client.url === href);
  if (showing) return showing.focus();
  const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    try {
      // navigate() works on tabs this worker controls (it claims them on activation).
      const moved = await (await tab.focus()).navigate(href);
      if (moved) return moved;
    } catch {
      // not controlled, or navigation refused: open a window instead
    }
  }
  return self.clients.openWindow(href);
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = text(event.notification.data?.link) ?? new URL(FALLBACK_PATH, self.location.origin).href;
  event.waitUntil(openLink(href));
});
