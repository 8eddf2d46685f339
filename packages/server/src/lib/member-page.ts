import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The member app's page with run-time settings: one build deployed to several places (staging,
 * production) gets its Firebase web config from the server's environment rather than from the build.
 * The values are written into index.html as `<script id="app-env" type="application/json">`, which the
 * browser never runs (so the CSP is unchanged) and the app reads at start (member-app
 * src/lib/firebase-config.ts). Only public web values go there: they are in every page anyway.
 */

/** Server variable → the name the member app reads (the same as its build-time VITE_* name). */
export const MEMBER_PAGE_ENV: Readonly<Record<string, string>> = {
  FIREBASE_API_KEY: 'VITE_FIREBASE_API_KEY',
  FIREBASE_AUTH_DOMAIN: 'VITE_FIREBASE_AUTH_DOMAIN',
  FIREBASE_PROJECT_ID: 'VITE_FIREBASE_PROJECT_ID',
  FIREBASE_APP_ID: 'VITE_FIREBASE_APP_ID',
  FIREBASE_MESSAGING_SENDER_ID: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  FIREBASE_VAPID_KEY: 'VITE_FIREBASE_VAPID_KEY',
};

/** The page's settings from the server's environment: the set, non-blank ones, by the app's names. */
export function memberPageEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [server, app] of Object.entries(MEMBER_PAGE_ENV)) {
    const value = env[server]?.trim();
    if (value) out[app] = value;
  }
  return out;
}

/**
 * index.html with the settings before `</head>`, or unchanged when there are none. The JSON is escaped
 * so that no value can end the element (`<` becomes \u003c, and the line separators JSON allows but
 * scripts once did not are escaped too).
 */
export function withPageEnv(html: string, pageEnv: Readonly<Record<string, string>>): string {
  if (Object.keys(pageEnv).length === 0) return html;
  const json = JSON.stringify(pageEnv)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const element = `<script id="app-env" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? element + html : `${html.slice(0, at)}${element}${html.slice(at)}`;
}

/** The list of prerendered pages an app's build writes beside its index.html (scripts/prerender.mjs). */
export const PRERENDERED_LIST = 'prerendered.json';

/** The address of a prerendered page that is sent for every address without a page of its own. */
export const EVERY_OTHER_ADDRESS = '*';

/**
 * An app's prerendered pages: address (e.g. `/sign-in`, `/admin/login`, or {@link EVERY_OTHER_ADDRESS}) → file in
 * `dir`. Empty when the build wrote none; an entry whose file is missing, or is not a plain `.html` file name
 * of that folder, is left out.
 */
export function prerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(path.join(dir, PRERENDERED_LIST), 'utf8'));
  } catch {
    return pages;
  }
  if (!Array.isArray(list)) return pages;
  for (const entry of list) {
    const { path: address, file } = (entry ?? {}) as { path?: unknown; file?: unknown };
    if (typeof address !== 'string' || !(address.startsWith('/') || address === EVERY_OTHER_ADDRESS))
      continue;
    if (typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) continue;
    if (existsSync(path.join(dir, file))) pages.set(address, file);
  }
  return pages;
}

/** The prerendered page sent for `address`: its own, else the one for every other address, else none. */
export function prerenderedPageFor<T>(pages: ReadonlyMap<string, T>, address: string): T | undefined {
  return pages.get(address) ?? pages.get(EVERY_OTHER_ADDRESS);
}
