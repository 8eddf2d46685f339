/**
 * Push notifications for the signed-in member (spec §1): `usePushSetup` in the member shell starts
 * them, `stopPush` runs before logout. Off (nothing asked, nothing loaded) unless the build has the
 * Firebase messaging config (VITE_FIREBASE_*, lib/firebase-config.ts).
 */
import { useEffect } from 'react';
import { api } from '../api.ts';
import { firebaseMessagingConfig } from '../firebase-config.ts';
import { browserPush } from './browser-push.ts';
import { createFirebaseMessaging } from './firebase-messaging.ts';
import { createPushSetup } from './push-setup.ts';
import { browserStore } from './push-storage.ts';

const setup = createPushSetup(firebaseMessagingConfig(), (config) => ({
  api,
  browser: browserPush,
  messaging: createFirebaseMessaging(config),
  local: browserStore('localStorage'),
  session: browserStore('sessionStorage'),
  now: Date.now,
  log: (message, detail) => (detail === undefined ? console.info(message) : console.info(message, detail)),
}));

/** Sets push up for the member: asks permission, stores this browser's device token (never throws). */
export const startPush = (userId: string): Promise<void> => setup.start(userId);

/** Removes this browser's device token from the server and Firebase; call before `api.logout()`. */
export const stopPush = (): Promise<void> => setup.stop();

/** Starts push once a member is signed in (the member shell, i.e. onboarded members only). */
export const usePushSetup = (userId: string | undefined): void => {
  useEffect(() => {
    if (userId) void startPush(userId);
  }, [userId]);
};
