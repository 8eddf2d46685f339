import type { SocialProvider } from '@barterbits/contracts';

/** The Firebase web config the social buttons need; all four values or none. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

type Env = Record<string, unknown>;
const value = (env: Env, key: string) => {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/** Reads VITE_FIREBASE_* at build time; null (social sign-in hidden) unless all are set. */
export function firebaseWebConfig(env: Env = import.meta.env): FirebaseWebConfig | null {
  const apiKey = value(env, 'VITE_FIREBASE_API_KEY');
  const authDomain = value(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const projectId = value(env, 'VITE_FIREBASE_PROJECT_ID');
  const appId = value(env, 'VITE_FIREBASE_APP_ID');
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  return { apiKey, authDomain, projectId, appId };
}

/** Providers offered, in the order shown. */
export const SOCIAL_BUTTONS: { provider: SocialProvider; label: string }[] = [
  { provider: 'Google', label: 'Continue with Google' },
  { provider: 'Facebook', label: 'Continue with Facebook' },
  { provider: 'Apple', label: 'Continue with Apple' },
];
