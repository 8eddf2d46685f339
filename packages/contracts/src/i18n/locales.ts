/**
 * The languages a member can read BarterBits in: Canadian English and Canadian French. This module is
 * imported by the member app's first bundle, so it stays tiny: the list, its zod schema and the
 * negotiation of a reader's language from an Accept-Language header or `navigator.languages`.
 */

import { z } from 'zod';

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';
export const ZLocale = z.enum(LOCALES);

/** The language a primary subtag names, for the two languages offered; any other is skipped. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * The tags of an Accept-Language header, most preferred first: ordered by q-value, then by position;
 * a tag with q=0 (not acceptable) or an unreadable q-value is left out.
 */
function rankedTags(header: string): string[] {
  const ranked: { tag: string; q: number; position: number }[] = [];
  header.split(',').forEach((part, position) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() === 'q')
        q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (q > 0) ranked.push({ tag, q, position });
  });
  ranked.sort((a, b) => b.q - a.q || a.position - b.position);
  return ranked.map((r) => r.tag);
}

/**
 * The language the reader's preferences name: an Accept-Language header (with q-values) or a list of
 * tags such as `navigator.languages`, most preferred first. The first tag in French ("fr", "fr-FR",
 * "fr-CA"…) gives 'fr-CA', the first in English gives 'en-CA'; other languages and "*" are skipped, and
 * with none of the two (or nothing given) the answer is null.
 */
export function requestedLocale(preferences: readonly string[] | string | null | undefined): Locale | null {
  if (preferences == null) return null;
  const tags = typeof preferences === 'string' ? rankedTags(preferences) : preferences;
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
    const locale = Object.hasOwn(BY_LANGUAGE, language) ? BY_LANGUAGE[language] : undefined;
    if (locale) return locale;
  }
  return null;
}

/** The reader's language from their preferences ({@link requestedLocale}), {@link DEFAULT_LOCALE} when they name neither. */
export function negotiateLocale(preferences: readonly string[] | string | null | undefined): Locale {
  return requestedLocale(preferences) ?? DEFAULT_LOCALE;
}

/**
 * Text an admin writes in both languages (a business category's name, the community pledge): the French
 * one for a French reader when the admin gave it, else the English one, which every such text has.
 */
export const inLanguage = (locale: Locale, english: string, french: string | null | undefined): string =>
  locale === 'fr-CA' && french ? french : english;
