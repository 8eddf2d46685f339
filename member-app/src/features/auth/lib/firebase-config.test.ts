import { describe, expect, it } from 'vitest';
import { firebaseWebConfig } from './firebase-config.ts';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'barterbits.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'barterbits',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

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
