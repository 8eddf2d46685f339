import { describe, expect, it } from 'vitest';
import { type PushCapabilities, pushSupport, pushSwitchesUsable } from './push-support.ts';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'barterbits.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'barterbits',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_VAPID_KEY: 'BPublicVapidKey',
};
const browser: PushCapabilities = {
  secureContext: true,
  serviceWorker: true,
  pushManager: true,
  permission: 'default',
};

describe('pushSupport', () => {
  it('needs every Firebase value', () => {
    expect(pushSupport({}, browser)).toBe('not-configured');
    expect(pushSupport({ ...firebase, VITE_FIREBASE_APP_ID: ' ' }, browser)).toBe('not-configured');
    // Social sign-in's four values are not enough: messaging needs the sender id and the VAPID key.
    expect(pushSupport({ ...firebase, VITE_FIREBASE_VAPID_KEY: '' }, browser)).toBe('not-configured');
    expect(pushSupport(firebase, browser)).toBe('available');
  });

  it('needs a secure page with service workers, PushManager and Notification', () => {
    expect(pushSupport(firebase, { ...browser, secureContext: false })).toBe('unsupported');
    expect(pushSupport(firebase, { ...browser, serviceWorker: false })).toBe('unsupported');
    expect(pushSupport(firebase, { ...browser, pushManager: false })).toBe('unsupported');
    expect(pushSupport(firebase, { ...browser, permission: null })).toBe('unsupported');
  });

  it('says when the member blocked notifications, and not when they allowed them', () => {
    expect(pushSupport(firebase, { ...browser, permission: 'denied' })).toBe('blocked');
    expect(pushSupport(firebase, { ...browser, permission: 'granted' })).toBe('available');
  });
});

describe('pushSwitchesUsable', () => {
  it('only push off for the whole site disables the Push switches', () => {
    expect(pushSwitchesUsable('not-configured')).toBe(false);
    expect(pushSwitchesUsable('unsupported')).toBe(true);
    expect(pushSwitchesUsable('blocked')).toBe(true);
    expect(pushSwitchesUsable('available')).toBe(true);
  });
});
