/**
 * Firebase Cloud Messaging for the push setup. The SDK is loaded by dynamic import on first use only
 * (never in the entry chunk), under an app name of its own so it never clashes with the default app
 * social sign-in initialises with fewer options.
 */
import type { Messaging } from 'firebase/messaging';
import type { FirebaseMessagingConfig } from '../firebase-config.ts';
import type { PushMessaging } from './push-setup.ts';

const APP_NAME = 'barterbits-push';

/** The messaging port over firebase/messaging for the given config. */
export function createFirebaseMessaging(config: FirebaseMessagingConfig): PushMessaging {
  const { vapidKey, ...options } = config;
  const load = async () => {
    const [{ getApps, initializeApp }, fcm] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(options, APP_NAME);
    return { fcm, messaging: fcm.getMessaging(app) };
  };
  const tokenOf = (
    fcm: typeof import('firebase/messaging'),
    messaging: Messaging,
    serviceWorkerRegistration: ServiceWorkerRegistration,
  ) => fcm.getToken(messaging, { vapidKey, serviceWorkerRegistration });

  return {
    isSupported: async () => (await import('firebase/messaging')).isSupported(),
    getToken: async (registration) => {
      const { fcm, messaging } = await load();
      return tokenOf(fcm, messaging, registration);
    },
    deleteToken: async (registration) => {
      if (Notification.permission !== 'granted') {
        // getToken (which tells the SDK the registration deleteToken acts on) needs permission: without
        // it, dropping the push subscription is what makes the token dead.
        await (await registration.pushManager.getSubscription())?.unsubscribe();
        return;
      }
      const { fcm, messaging } = await load();
      await tokenOf(fcm, messaging, registration);
      await fcm.deleteToken(messaging);
    },
  };
}
