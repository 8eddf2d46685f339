import { describe, expect, it } from 'vitest';
import {
  APP_ENV_ELEMENT_ID,
  firebaseMessagingConfig,
  firebaseWebConfig,
  runtimeEnv,
} from './firebase-config.ts';

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

describe('runtimeEnv: the settings the server writes into the page', () => {
  const pageWith = (text: string | null) => ({
    getElementById: (id: string) =>
      id === APP_ENV_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('reads the JSON object of the app-env element, and feeds the configs', () => {
    const env = runtimeEnv(pageWith(JSON.stringify(messaging)));
    expect(env).toEqual(messaging);
    expect(firebaseMessagingConfig(env)?.vapidKey).toBe('BPk');
  });

  it('is empty without the element, with bad JSON or with JSON that is not an object', () => {
    expect(runtimeEnv(pageWith(null))).toEqual({});
    expect(runtimeEnv(pageWith('{not json'))).toEqual({});
    expect(runtimeEnv(pageWith('["VITE_FIREBASE_API_KEY"]'))).toEqual({});
    expect(runtimeEnv(pageWith('null'))).toEqual({});
    expect(runtimeEnv(undefined)).toEqual({});
  });
});
