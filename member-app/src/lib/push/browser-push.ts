/** The browser side of the push setup: Notification permission and the push service worker. */
import type { PushBrowser } from './push-setup.ts';

/** The push service worker (member-app/public): served from the site root so its scope is the whole app. */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js';

// Capture: a page that stops the click's propagation does not hide it from the prompt.
const CAPTURE = { capture: true };

const hasWorkers = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The browser port over `Notification`, `navigator.serviceWorker` and the window's clicks. */
export const browserPush: PushBrowser = {
  permission: () => (typeof Notification === 'undefined' ? null : Notification.permission),

  askPermissionOnClick: (signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve(null);
      const finish = (answer: Promise<NotificationPermission> | null) => {
        window.removeEventListener('click', onClick, CAPTURE);
        signal.removeEventListener('abort', onAbort);
        resolve(answer);
      };
      // Called inside the click's own handler: Safari and Firefox prompt only in answer to a gesture.
      // A click also comes from Enter or Space on a button or link, so keyboard members are asked too.
      const onClick = (event: MouseEvent) => {
        if (event.isTrusted) finish(Notification.requestPermission());
      };
      const onAbort = () => finish(null);
      window.addEventListener('click', onClick, CAPTURE);
      signal.addEventListener('abort', onAbort);
    }),

  registerWorker: async () => {
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
    // FCM subscribes through the registration, which needs its worker active, not just installing.
    return navigator.serviceWorker.ready;
  },

  existingWorker: async () =>
    hasWorkers() ? ((await navigator.serviceWorker.getRegistration('/')) ?? null) : null,
};
