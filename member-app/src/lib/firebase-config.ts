/**
 * The Firebase web config, read from VITE_FIREBASE_* at build time or, for a build deployed to several
 * places, given at run time by the server: it writes FIREBASE_* of its environment into the page as
 * `<script id="app-env" type="application/json">` (data, never run; see the server's member-page.ts),
 * and a value given there wins over the build's. Social sign-in (Firebase Authentication) needs the four
 * web app values; push (Firebase Cloud Messaging) needs those plus the sender id and the web push (VAPID)
 * key. Without them the feature is off: no button, no permission asked.
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

/** The id of the page's run-time settings element (the server's member-page.ts writes it). */
export const APP_ENV_ELEMENT_ID = 'app-env';

/** The run-time settings the server wrote into the page, or none. */
export function runtimeEnv(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Env {
  const text = doc?.getElementById(APP_ENV_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Env) : {};
  } catch {
    return {};
  }
}

/** The build's VITE_* values with the page's run-time ones over them. */
export const appEnv = (): Env => ({ ...import.meta.env, ...runtimeEnv() });
const value = (env: Env, key: string) => {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/** Reads VITE_FIREBASE_* (build or run time); null (social sign-in hidden) unless all are set. */
export function firebaseWebConfig(env: Env = appEnv()): FirebaseWebConfig | null {
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
export function firebaseMessagingConfig(env: Env = appEnv()): FirebaseMessagingConfig | null {
  const web = firebaseWebConfig(env);
  const messagingSenderId = value(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  const vapidKey = value(env, 'VITE_FIREBASE_VAPID_KEY');
  if (!web || !messagingSenderId || !vapidKey) return null;
  return { ...web, messagingSenderId, vapidKey };
}
