/**
 * The push-notification setup (spec §1): for a signed-in member, ask the browser for
 * permission, get this browser's FCM device token and store it (POST /notify/manage-token); at logout,
 * remove it (DELETE /notify/manage-token) and forget it on Firebase. Everything outside (browser,
 * Firebase, API, storage, clock) comes in as ports, so the rules are tested with fakes; `push.ts` wires
 * the real ones. Nothing here ever throws or shows an error: every refusal is logged only.
 */
import type { FirebaseMessagingConfig } from '../firebase-config.ts';
import {
  clearPushRecord,
  isRegistrationDue,
  markPermissionAsked,
  type PushStore,
  readPushRecord,
  wasPermissionAsked,
  writePushRecord,
} from './push-storage.ts';

/** The two calls of the notifications API the setup makes. */
export interface PushApi {
  registerDeviceToken(body: { token: string; platform: 'WEB' }): Promise<unknown>;
  removeDeviceToken(body: { token: string }): Promise<unknown>;
}

/** What the setup needs from the browser. */
export interface PushBrowser {
  /** `Notification.permission`, or null when the browser has no Notification API. */
  permission(): NotificationPermission | null;
  /**
   * Asks for permission on the member's next click (browsers show the prompt only in answer to a user
   * gesture); null when the signal aborts first (signed out).
   */
  askPermissionOnClick(signal: AbortSignal): Promise<NotificationPermission | null>;
  /** Registers the push service worker at scope / and resolves once it is active. */
  registerWorker(): Promise<ServiceWorkerRegistration>;
  /** The push worker's registration, if one exists. */
  existingWorker(): Promise<ServiceWorkerRegistration | null>;
}

/** What the setup needs from Firebase Cloud Messaging (loaded on first use). */
export interface PushMessaging {
  /** Whether this browser can use FCM web push (`isSupported()` of firebase/messaging). */
  isSupported(): Promise<boolean>;
  /** This browser's device token through the given worker registration ('' when FCM gave none). */
  getToken(registration: ServiceWorkerRegistration): Promise<string>;
  /** Invalidates this browser's token on FCM and drops its push subscription. */
  deleteToken(registration: ServiceWorkerRegistration): Promise<void>;
}

export interface PushSetupDeps {
  api: PushApi;
  browser: PushBrowser;
  messaging: PushMessaging;
  /** Keeps the registered token across sessions (local storage; logout clears it). */
  local: PushStore | null;
  /** Keeps "permission asked" for this tab's session. */
  session: PushStore | null;
  now: () => number;
  /** Where refusals and failures go (console.info): never shown to the member. */
  log: (message: string, detail?: unknown) => void;
  /** How long logout waits for a setup still in flight before it removes the token. */
  stopWaitMs?: number;
}

/** Starts and stops push for the signed-in member. */
export interface PushSetup {
  /** Sets push up for the member (once per page load and member); resolves when done or given up. */
  start(userId: string): Promise<void>;
  /** Before logout: removes the stored token from the server, then forgets it on Firebase. */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5000;

/** Waits for the promise (which never rejects) at most `ms`. */
async function settleWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * The setup for the given Firebase config, its ports made from it; without a config (push not
 * configured) it does nothing and makes none.
 */
export function createPushSetup(
  config: FirebaseMessagingConfig | null,
  makeDeps: (config: FirebaseMessagingConfig) => PushSetupDeps,
): PushSetup {
  if (!config) return { start: async () => {}, stop: async () => {} };
  const deps = makeDeps(config);
  const { api, browser, messaging, local, session, now, log } = deps;
  let running: { userId: string; controller: AbortController; done: Promise<void> } | null = null;
  // The Firebase side of the last logout, which a new sign-in in this tab waits for.
  let forgetting: Promise<void> = Promise.resolve();

  const permissionFor = async (signal: AbortSignal): Promise<NotificationPermission | null> => {
    const permission = browser.permission();
    if (permission !== 'default') return permission;
    if (wasPermissionAsked(session)) return 'default';
    const answer = await browser.askPermissionOnClick(signal);
    if (answer !== null) markPermissionAsked(session);
    return answer;
  };

  const setUp = async (userId: string, signal: AbortSignal) => {
    await forgetting;
    if (browser.permission() === null)
      return log('Push notifications: this browser has no Notification API.');
    const permission = await permissionFor(signal);
    if (permission === null || signal.aborted) return;
    if (permission !== 'granted') return log(`Push notifications: permission is "${permission}".`);
    const record = readPushRecord(local);
    if (!isRegistrationDue(record, userId, now())) return;
    if (!(await messaging.isSupported())) return log('Push notifications: not supported by this browser.');
    const token = await messaging.getToken(await browser.registerWorker());
    if (!token) return log('Push notifications: Firebase gave no device token.');
    if (signal.aborted) return;
    if (record?.userId === userId && record.token !== token) {
      await api.removeDeviceToken({ token: record.token }).catch(() => {});
    }
    await api.registerDeviceToken({ token, platform: 'WEB' });
    // Written even when logout began meanwhile: stop() waits for this and removes the token again.
    writePushRecord(local, { userId, token, registeredAt: now() });
  };

  const forget = async () => {
    const registration = await browser.existingWorker();
    if (registration) await messaging.deleteToken(registration);
  };

  return {
    start(userId) {
      if (running?.userId === userId) return running.done;
      running?.controller.abort();
      const controller = new AbortController();
      const done = setUp(userId, controller.signal).catch((error: unknown) =>
        log('Push notifications are not set up.', error),
      );
      running = { userId, controller, done };
      return done;
    },

    async stop() {
      const current = running;
      running = null;
      if (current) {
        current.controller.abort();
        await settleWithin(current.done, deps.stopWaitMs ?? STOP_WAIT_MS);
      }
      const record = readPushRecord(local);
      clearPushRecord(local);
      if (!record) return;
      await api
        .removeDeviceToken({ token: record.token })
        .catch((error: unknown) => log('Push notifications: the device token was not removed.', error));
      forgetting = forget().catch((error: unknown) =>
        log('Push notifications: the token was not deleted on Firebase.', error),
      );
    },
  };
}
