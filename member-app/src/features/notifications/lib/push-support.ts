/**
 * Whether this browser can get push notifications, for the settings page's information line (asking for
 * permission and registering the device is the push setup's job, not this page's).
 */
import type { Messages } from '../../../i18n/messages.ts';
import { firebaseMessagingConfig } from '../../../lib/firebase-config.ts';

/** What the browser offers for web push. */
export interface PushCapabilities {
  secureContext: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  /** Notification.permission, or null when the Notification API is missing. */
  permission: NotificationPermission | null;
}

export type PushSupport = 'not-configured' | 'unsupported' | 'blocked' | 'available';

/** What the page says for each state, in a member's words (ids of the notifications catalog). */
export const PUSH_SUPPORT_MESSAGES = {
  'not-configured': 'notifications.push.notConfigured',
  unsupported: 'notifications.push.unsupported',
  blocked: 'notifications.push.blocked',
  available: 'notifications.push.available',
} as const satisfies Record<PushSupport, keyof Messages>;

/**
 * Whether the Push switches can be used: not when push is off for the whole site (no device could get
 * one). A browser that cannot show them, or blocks them, still has the member's other devices.
 */
export const pushSwitchesUsable = (state: PushSupport): boolean => state !== 'not-configured';

/**
 * Push needs the Firebase messaging config (the web app values, the sender id and the VAPID key: the same
 * test the push setup makes), then a secure page with service workers, PushManager and Notification.
 */
export const pushSupport = (env: Record<string, unknown>, caps: PushCapabilities): PushSupport => {
  if (firebaseMessagingConfig(env) === null) return 'not-configured';
  if (!caps.secureContext || !caps.serviceWorker || !caps.pushManager || caps.permission === null)
    return 'unsupported';
  return caps.permission === 'denied' ? 'blocked' : 'available';
};

/** The capabilities of the browser the page runs in. */
export const browserPushCapabilities = (): PushCapabilities => ({
  secureContext: typeof window !== 'undefined' && window.isSecureContext,
  serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  pushManager: typeof window !== 'undefined' && 'PushManager' in window,
  permission: typeof Notification === 'undefined' ? null : Notification.permission,
});
