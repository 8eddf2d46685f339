import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale, negotiateLocale } from '@barterbits/contracts';

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
 * The member app's name for Stripe's publishable key. It is on the page only while payments go through
 * Stripe (PAYMENTS_PROVIDER=stripe): its presence is what makes the app collect cards in Stripe's own
 * field; without it the app shows its own card form (the sandbox). Never taken from the environment alone,
 * so a key left in the environment cannot turn Stripe's field on over the sandbox.
 */
export const STRIPE_KEY_SETTING = 'VITE_STRIPE_PUBLISHABLE_KEY';

/** The page's settings: `pageEnv`, plus Stripe's publishable key when payments go through Stripe. */
export function memberPageSettings(
  pageEnv: Readonly<Record<string, string>>,
  stripePublishableKey: string | undefined,
): Record<string, string> {
  return stripePublishableKey ? { ...pageEnv, [STRIPE_KEY_SETTING]: stripePublishableKey } : { ...pageEnv };
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

/** The cookie in which the member app remembers the language chosen on a browser (member-app src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'bb_lang';

/** The key of a prerendered page in a language: its address alone in the default language (English). */
const pageKey = (address: string, lang: Locale): string =>
  lang === DEFAULT_LOCALE ? address : `${lang} ${address}`;

/**
 * An app's prerendered pages: address (e.g. `/sign-in`, `/admin/login`, or {@link EVERY_OTHER_ADDRESS}) and
 * language → file in `dir`, for {@link prerenderedPageFor}. An entry without a language is English. Empty
 * when the build wrote none; an entry whose file is missing, is not a plain `.html` file name of that
 * folder, or whose language is not one of the app's, is left out.
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
    const {
      path: address,
      file,
      lang = DEFAULT_LOCALE,
    } = (entry ?? {}) as { path?: unknown; file?: unknown; lang?: unknown };
    if (typeof address !== 'string' || !(address.startsWith('/') || address === EVERY_OTHER_ADDRESS))
      continue;
    if (typeof file !== 'string' || !/^[\w.-]+\.html$/.test(file) || file.includes('..')) continue;
    if (!LOCALES.includes(lang as Locale)) continue;
    if (existsSync(path.join(dir, file))) pages.set(pageKey(address, lang as Locale), file);
  }
  return pages;
}

/**
 * The language a page is sent in: the one chosen on the browser (the `bb_lang` cookie the app writes),
 * else the browser's languages (Accept-Language, through negotiateLocale).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && LOCALES.includes(value as Locale)) return value as Locale;
  }
  return negotiateLocale(acceptLanguage);
}

/**
 * The prerendered page sent for `address` in `lang`: its own, else the one for every other address; in
 * `lang` when there is one, else in English; else none.
 */
export function prerenderedPageFor<T>(
  pages: ReadonlyMap<string, T>,
  address: string,
  lang: Locale = DEFAULT_LOCALE,
): T | undefined {
  const own = pages.has(address) || pages.has(pageKey(address, lang)) ? address : EVERY_OTHER_ADDRESS;
  return pages.get(pageKey(own, lang)) ?? pages.get(own);
}
