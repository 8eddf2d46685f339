/**
 * The console's language, chosen before its first render (boot.tsx): the one chosen on this browser (the
 * `bb_lang` cookie the server reads, else local storage: the member app's own, as the site speaks one
 * language per browser), else the browser's languages (`negotiateLocale`). Small on purpose: the login
 * page loads it. react-admin's messages are the console's (i18n/provider.ts); this module only applies the
 * language to what is outside them: dates, numbers and BITS (the contracts' formatter), the API's
 * Accept-Language (so its refusals come back in that language) and `<html lang>`.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  negotiateLocale,
  setFormatLocale,
} from '@barterbits/contracts';
import { api } from './api.ts';

export type { Locale };

/** The cookie (read by the server to pick a prerendered page) and local-storage key of the chosen language. */
export const LANGUAGE_KEY = 'bb_lang';

/** Each language named in itself, for the switchers. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/** The other language than `locale` (the console has two). */
export const otherLocale = (locale: Locale): Locale => (locale === 'fr-CA' ? 'en-CA' : 'fr-CA');

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** What the console's language is chosen from (the browser's own, by default). */
export interface LanguageSources {
  storage: Pick<Storage, 'getItem'>;
  cookies: string;
  languages: readonly string[];
}

const cookieValue = (cookies: string, name: string): string | null => {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

/** The language chosen on this browser (cookie, else local storage), else the browser's languages. */
export function chooseLocale(sources: LanguageSources): Locale {
  let stored: string | null = null;
  try {
    stored = sources.storage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (private mode): as if nothing were stored.
  }
  const chosen = cookieValue(sources.cookies, LANGUAGE_KEY) ?? stored;
  return isLocale(chosen) ? chosen : negotiateLocale(sources.languages);
}

/** The browser's sources of the console's language. */
export const browserLanguageSources = (): LanguageSources => ({
  storage: localStorage,
  cookies: document.cookie,
  languages: navigator.languages,
});

let current: Locale = DEFAULT_LOCALE;

/** The language the console reads in now. */
export const consoleLocale = (): Locale => current;

/** Makes `next` the console's language outside its messages: formats, the API's Accept-Language, `<html lang>`. */
export function applyLocale(next: Locale): void {
  current = next;
  setFormatLocale(next);
  api.setLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** Remembers a language the admin chose on this browser: the cookie the server reads, and local storage. */
export function rememberLocale(next: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value, no escaping needed.
  document.cookie = `${LANGUAGE_KEY}=${next}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Storage refused: the cookie still holds it.
  }
}
