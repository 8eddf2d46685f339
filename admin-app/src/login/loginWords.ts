import type { Locale } from '@barterbits/contracts';
import english from './i18n/en-CA.ts';

/** The login page's words in one language. */
export type LoginWords = Readonly<Record<keyof typeof english, string>>;

export { english as ENGLISH_LOGIN_WORDS };

/** The login page's words in `locale`: English is in the page; French is a chunk of its own, fetched on demand. */
export async function loadLoginWords(locale: Locale): Promise<LoginWords> {
  return locale === 'fr-CA' ? (await import('./i18n/fr-CA.ts')).default : english;
}
