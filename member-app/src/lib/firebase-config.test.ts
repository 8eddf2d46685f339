import { describe, expect, it } from 'vitest';
import { firebaseMessagingConfig, firebaseWebConfig } from './firebase-config.ts';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'barterbits.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'barterbits',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};
const messaging = { ...full, VITE_FIREBASE_MESSAGING_SENDER_ID: '1234', VITE_FIREBASE_VAPID_KEY: ' BPk ' };

describe('firebaseWebConfig', () => {
  it('is on only when every value is set', () => {
    expect(firebaseWebConfig(full)).toEqual({
      apiKey: 'key',
      authDomain: 'barterbits.firebaseapp.com',
      projectId: 'barterbits',
      appId: '1:2:web:3',
    });
    expect(firebaseWebConfig({})).toBeNull();
    expect(firebaseWebConfig({ ...full, VITE_FIREBASE_APP_ID: '  ' })).toBeNull();
    expect(firebaseWebConfig({ ...full, VITE_FIREBASE_PROJECT_ID: undefined })).toBeNull();
  });
});

describe('firebaseMessagingConfig', () => {
  it('adds the sender id and the trimmed VAPID key', () => {
    expect(firebaseMessagingConfig(messaging)).toEqual({
      apiKey: 'key',
      authDomain: 'barterbits.firebaseapp.com',
      projectId: 'barterbits',
      appId: '1:2:web:3',
      messagingSenderId: '1234',
      vapidKey: 'BPk',
    });
  });

  it('is off without the sender id, the VAPID key or the web config (sign-in alone does not turn push on)', () => {
    expect(firebaseMessagingConfig(full)).toBeNull();
    expect(firebaseMessagingConfig({ ...messaging, VITE_FIREBASE_VAPID_KEY: '' })).toBeNull();
    expect(
      firebaseMessagingConfig({ ...messaging, VITE_FIREBASE_MESSAGING_SENDER_ID: undefined }),
    ).toBeNull();
    expect(firebaseMessagingConfig({ ...messaging, VITE_FIREBASE_API_KEY: undefined })).toBeNull();
  });
});
