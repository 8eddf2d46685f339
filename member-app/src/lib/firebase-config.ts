/**
 * The Firebase web config, read from VITE_FIREBASE_* at build time. Social sign-in (Firebase
 * Authentication) needs the four web app values; push (Firebase Cloud Messaging) needs those plus the
 * sender id and the web push (VAPID) key. Without them the feature is off: no button, no permission asked.
 */

/** The Firebase web config the social buttons need; all four values or none. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

/** What push needs: the web config, FCM's sender id and the public VAPID key of the Firebase project. */
export interface FirebaseMessagingConfig extends FirebaseWebConfig {
  messagingSenderId: string;
  vapidKey: string;
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

/**
 * The web config plus VITE_FIREBASE_MESSAGING_SENDER_ID and VITE_FIREBASE_VAPID_KEY; null (push off)
 * unless every one is set.
 */
export function firebaseMessagingConfig(env: Env = import.meta.env): FirebaseMessagingConfig | null {
  const web = firebaseWebConfig(env);
  const messagingSenderId = value(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  const vapidKey = value(env, 'VITE_FIREBASE_VAPID_KEY');
  if (!web || !messagingSenderId || !vapidKey) return null;
  return { ...web, messagingSenderId, vapidKey };
}
