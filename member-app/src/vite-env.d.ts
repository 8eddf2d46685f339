/**
 * Build-time settings the member app reads through `import.meta.env` (Vite's own typing covers the rest).
 * Firebase: the web app's config from the Firebase console (Project settings → Your apps → Web app);
 * the first four turn on social sign-in, all six turn on push notifications (lib/firebase-config.ts).
 */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** The project's sender id (Project settings → Cloud Messaging). */
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  /** The public key of the Web Push certificate (Project settings → Cloud Messaging → Web configuration). */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}
