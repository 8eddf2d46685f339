/**
 * The console's i18nProvider (react-admin's polyglot one): react-admin's own messages with the console's
 * (en-CA.ts / fr-CA.ts) merged over them, in Canadian English or French. English is in the console's
 * chunk; French (react-admin's and the console's) is a chunk of its own, fetched only when the console
 * reads in French: at start (before the first render, `loadMessages`) or on a switch (react-admin's
 * `LocalesMenuButton`, which changes the locale in its store). A switch also applies the language outside
 * the messages (formats, the API's Accept-Language, `<html lang>`) and remembers it on this browser.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { applyLocale, isLocale, LANGUAGE_NAMES, type Locale, rememberLocale } from '../language.ts';
import english from './en-CA.ts';
import { englishText, type Translate } from './useT.ts';

/** react-admin's messages with the console's over them (a deep merge of plain objects). */
export function merged<T extends object>(base: T, own: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(own)) {
    const prior = out[key];
    out[key] =
      typeof value === 'object' && value !== null && typeof prior === 'object' && prior !== null
        ? merged(prior, value)
        : value;
  }
  return out as T;
}

const loaded = new Map<Locale, TranslationMessages>([['en-CA', merged(englishMessages, english)]]);

/** The messages of `locale` (fetched once). */
export async function loadMessages(locale: Locale): Promise<TranslationMessages> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = (await import('./french.ts')).default;
  loaded.set(locale, messages);
  return messages;
}

/** Whether the messages of `locale` are in (the French ones once fetched). */
export const messagesLoaded = (locale: Locale): boolean => loaded.has(locale);

/** The two languages, named in themselves, for react-admin's `LocalesMenuButton`. */
export const CONSOLE_LOCALES = (['en-CA', 'fr-CA'] as const).map((locale) => ({
  locale,
  name: LANGUAGE_NAMES[locale],
}));

/**
 * The console's i18nProvider, starting in `initial`, whose messages must be in (`loadMessages`): react-admin
 * asks for the first language's at once. Changing to another language applies and remembers it.
 */
export function createI18nProvider(initial: Locale): I18nProvider {
  const messagesOf = (locale: string) => {
    const at = isLocale(locale) ? locale : 'en-CA';
    return loaded.get(at) ?? loadMessages(at);
  };
  const initialMessages = loaded.get(initial);
  if (!initialMessages) throw new Error(`The console's ${initial} messages are not loaded.`);
  const provider = polyglotI18nProvider(messagesOf, initial, CONSOLE_LOCALES, { allowMissing: true });
  current = provider;
  return {
    ...provider,
    changeLocale: async (next: string, options?: unknown) => {
      await provider.changeLocale(next, options);
      if (!isLocale(next)) return;
      applyLocale(next);
      rememberLocale(next);
    },
  };
}

/** The console's provider (the last one made), for what runs outside React. */
let current: I18nProvider | undefined;

/**
 * A message in the console's language now, outside React (a list's CSV exporter, whose react-admin
 * signature has no translate): the console's provider's `translate`, which follows a switch once the other
 * language's messages are in. English before the provider exists, or for a message it lacks (as `useT`).
 */
export const consoleTranslate: Translate = (key, values) => {
  const text = current?.translate(key, values);
  return text === undefined || text === key ? englishText(key, values) : text;
};
