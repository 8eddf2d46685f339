/**
 * The language the shared formatter (format.ts, and the amounts of api/wallet.ts) writes in when a
 * caller names none, and the number formats of each language. A module of its own so that the wallet
 * contract and format.ts share it without importing each other.
 *
 * Only the apps set it (on a language switch). The server never does: one process answers members
 * of both languages, so it names the reader's locale on every call instead.
 */

import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

/** A formatter's choice of language; without it, the current locale ({@link formatLocale}). */
export interface LocaleOption {
  locale?: Locale;
}

let current: Locale = DEFAULT_LOCALE;

/** The locale dates, numbers and amounts are written in when a call names none. */
export const formatLocale = (): Locale => current;

/** Writes dates, numbers and amounts in `locale` from now on (the apps call it when a member switches). */
export function setFormatLocale(locale: Locale): void {
  current = locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The locale's number format: grouped ("85,000", "85 000") or, `plain`, not ("2015"); up to 3 decimals. */
export function numberFormat(locale: Locale, plain = false): Intl.NumberFormat {
  const key = `${locale}|${plain}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: !plain, maximumFractionDigits: 3 });
    numberFormats.set(key, format);
  }
  return format;
}

const decimals = new Map<Locale, string>();

/** The locale's decimal separator, as Intl writes it: "." in English, "," in French. */
export function decimalSeparator(locale: Locale): string {
  let separator = decimals.get(locale);
  if (separator === undefined) {
    separator =
      numberFormat(locale)
        .formatToParts(0.5)
        .find((p) => p.type === 'decimal')?.value ?? '.';
    decimals.set(locale, separator);
  }
  return separator;
}

/**
 * The space between a number and the unit after it ("85,000 km", "1,025.50 BITS™"): a no-break space
 * in French, as French typography sets it (the line never breaks between them); a plain one in English.
 */
export const unitSpace = (locale: Locale): string => (locale === 'fr-CA' ? '\u00a0' : ' ');
