/**
 * The member app's language: one Lingui instance (runtime only: the catalogs are compiled at build time by
 * scripts/vite-i18n-catalogs.ts, so no ICU parser ships), the reader's language chosen at start, the
 * catalogs a page needs loaded with its chunk, and the switch between Canadian English and French.
 *
 * Catalogs live in `{en-CA,fr-CA}.ts` pairs under `src/features/<feature>/i18n/` and `src/i18n/<name>/`;
 * a page names the ones it needs (`lazyRoute(load, { catalogs: ['auth', 'forms'] })`), and only the
 * language being read is ever fetched.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  negotiateLocale,
  setFormatLocale,
} from '@barterbits/contracts';
import { type Messages as LinguiMessages, setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import zodEnglish from 'zod/v4/locales/en.js';
import type { Messages } from '../i18n/messages.ts';
import { STORAGE_PREFIX } from '../stores/storage-prefix.ts';
import { api } from './api.ts';

export type { Locale };

/** The cookie (read by the server to pick the prerendered page) and local-storage key of the chosen language. */
export const LANGUAGE_COOKIE = 'bb_lang';

/** The one Lingui instance of the app. */
export const i18n = setupI18n();

type CatalogModule = { default: LinguiMessages };

/** `<name>/<locale>` of a catalog file: `…/features/<name>/i18n/<locale>.ts` or `…/i18n/<name>/<locale>.ts`. */
export const catalogKey = (file: string): string =>
  file.replace(
    /^.*\/(?:features\/([^/]+)\/i18n|i18n\/([^/]+))\/([a-z]{2}-CA)\.ts$/,
    (_, f, n, l) => `${f ?? n}/${l}`,
  );
/** Every catalog of the app, by `<name>/<locale>`, each its own chunk (fetched only when its language is read). */
const CATALOGS = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<CatalogModule>('../features/*/i18n/*-CA.ts'),
    ...import.meta.glob<CatalogModule>('../i18n/*/*-CA.ts'),
  }).map(([file, load]) => [catalogKey(file), load]),
);

/** The catalogs loaded so far, by name: a switch loads them again in the new language. */
const wanted = new Set<string>();
const loaded = new Set<string>();

/** The language a switch is on its way to (its catalogs loading), else null. */
let switchingTo: Locale | null = null;

/**
 * Loads the named catalogs in `locale` (each once) into the instance. Without a locale: in the app's
 * language, and also in the one a switch is on its way to, so a page loaded meanwhile (after a sign-in into
 * an account of the other language) has its words in both.
 */
export async function loadCatalogs(names: readonly string[], locale?: Locale): Promise<void> {
  if (locale === undefined) {
    const target = switchingTo;
    await Promise.all([
      loadCatalogsIn(names, currentLocale()),
      ...(target && target !== currentLocale() ? [loadCatalogsIn(names, target)] : []),
    ]);
    return;
  }
  await loadCatalogsIn(names, locale);
}

async function loadCatalogsIn(names: readonly string[], locale: Locale): Promise<void> {
  for (const name of names) wanted.add(name);
  await Promise.all(
    names.map(async (name) => {
      const key = `${name}/${locale}`;
      if (loaded.has(key)) return;
      const load = CATALOGS[key];
      if (!load) throw new Error(`No catalog ${key}`);
      const messages = (await load()).default;
      // A copy: Lingui keeps the first catalog of a locale as its store and merges later ones into it,
      // which would write other catalogs' messages into this module's export.
      i18n.load(locale, { ...messages });
      loaded.add(key);
    }),
  );
}

let locale: Locale = DEFAULT_LOCALE;

/** The language the app reads in now. */
export const currentLocale = (): Locale => locale;

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The value of cookie `name` in `cookies` (document.cookie's form), else null. */
const cookieValue = (cookies: string, name: string): string | null => {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

/** What the reader's language is chosen from (the browser's own, by default). */
export interface LanguageSources {
  storage: Pick<Storage, 'getItem'>;
  cookies: string;
  languages: readonly string[];
}

/**
 * The reader's language: the signed-in member's (stored with `bb.user`), else the one chosen on this
 * browser (the `bb_lang` cookie, else local storage), else the browser's languages (`negotiateLocale`).
 */
export function chooseLocale(sources: LanguageSources): Locale {
  const read = (key: string): string | null => {
    try {
      return sources.storage.getItem(key);
    } catch {
      return null; // Storage refused (private mode, disabled): as if nothing were stored.
    }
  };
  try {
    const member = JSON.parse(read(`${STORAGE_PREFIX}user`) ?? 'null') as { language?: unknown } | null;
    if (isLocale(member?.language)) return member.language;
  } catch {
    // An unreadable stored member has no language.
  }
  const chosen = cookieValue(sources.cookies, LANGUAGE_COOKIE) ?? read(LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(sources.languages);
}

/** The browser's sources of the reader's language. */
export const browserLanguageSources = (): LanguageSources => ({
  storage: localStorage,
  cookies: document.cookie,
  languages: navigator.languages,
});

/**
 * Zod's own messages (a schema without a message of its own) in `next`: its French is fetched only by a
 * reader of French; its English is the one zod starts with.
 */
async function applyZodLocale(next: Locale): Promise<void> {
  const messages = next === 'fr-CA' ? (await import('zod/v4/locales/fr-CA.js')).default() : zodEnglish();
  // A later switch may have happened while the French was on its way.
  if (locale === next) z.config(messages);
}

/** Makes `next` the app's language: formats, the API's Accept-Language, `<html lang>` and the messages. */
function apply(next: Locale): void {
  locale = next;
  setFormatLocale(next);
  api.setLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  i18n.activate(next);
}

/** Starts the app in `initial` (before the first render; the page's catalogs load with its chunk). */
export function startLanguage(initial: Locale): void {
  apply(initial);
  // Zod's words are shown only once a form is checked, long after its French has arrived.
  if (initial !== DEFAULT_LOCALE) void applyZodLocale(initial);
}

/** Makes `next` the app's language once the catalogs loaded so far are in in it (so nothing shows an id). */
export async function changeLocale(next: Locale): Promise<void> {
  switchingTo = next;
  try {
    await loadCatalogs([...wanted], next);
  } finally {
    if (switchingTo === next) switchingTo = null;
  }
  apply(next);
  // A catalog asked for in the old language while this one loaded (between the two reads of `wanted`).
  await loadCatalogs([...wanted], next);
  await applyZodLocale(next);
}

/** Remembers the chosen language on this browser: the cookie the server reads, and local storage. */
export function rememberLocale(next: Locale): void {
  // A year; the whole site (the server picks the prerendered page in this language). The Cookie Store API
  // is missing from some browsers the app serves.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value, no escaping needed.
  document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_COOKIE, next);
  } catch {
    // Storage refused: the cookie alone remembers it.
  }
}

/**
 * Switches the app to `next`: the catalogs loaded so far are loaded in it first, so the page re-renders
 * at once in the new language; the choice is remembered on this browser, and, with `signedIn`, stored for
 * the account (PATCH /user/language) so that every device and the server's messages follow it.
 */
export async function switchLocale(next: Locale, { signedIn = false } = {}): Promise<void> {
  await changeLocale(next);
  rememberLocale(next);
  if (signedIn) await api.updateLanguage({ language: next });
}

/**
 * Bumped on every change of the messages (a switch, and a catalog loaded later in the same language, e.g.
 * the shared components' words arriving with the next page): components reading words re-render on either.
 * Registered first, so it is bumped before React reads it.
 */
let messagesVersion = 0;
i18n.on('change', () => {
  messagesVersion++;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => messagesVersion;
/** What {@link useT} watches (React's external store): its snapshot changes whenever the words do. */
export const messagesStore = { subscribe, snapshot } as const;

/** A message of the catalogs, its values typed from its English text. */
export type T = <Id extends keyof Messages>(id: Id, ...values: ValuesOf<Messages[Id]>) => string;
type ValuesOf<S> = S extends string
  ? import('@barterbits/contracts').ArgsOf<S> extends infer A
    ? keyof A extends never
      ? []
      : [values: A]
    : never
  : never;

/** The message `id` in the app's language (outside React; components use {@link useT}). */
export const t: T = (id, ...values) => i18n._(id, values[0] as Record<string, unknown> | undefined);

/**
 * The message `id` when a loaded catalog has it, else `fallback`: for the shared components (form fields,
 * frames) that pages whose catalogs do not include their words show too, in English as before.
 */
export const tOr = (
  id: keyof Messages,
  fallback: string,
  values?: Record<string, string | number>,
): string => (id in i18n.messages ? i18n._(id, values) : fallback);

/** {@link t}, re-rendering the component when the language changes or more of its words load. */
export function useT(): T {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}

/** The app's language, re-rendering the component when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
