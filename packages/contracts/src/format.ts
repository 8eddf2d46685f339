/**
 * One format for dates, times, numbers and money in the member app, the console and the server,
 * in Canadian English and Canadian French, written here once. Intl gives every separator and name.
 *
 * - Language: each function takes `{ locale }` ('en-CA' | 'fr-CA'); without it, the current locale,
 *   {@link formatLocale}, which is English until the apps call {@link setFormatLocale} on a language
 *   switch. **The server never sets it and always passes the recipient's locale** (the member an
 *   e-mail, a notice or a statement is for), since one process writes for members of both languages.
 * - Dates and times: "Nov 23, 2026", "Nov 23, 2026, 10:48 p.m.", "10:48 p.m.", "June 2025"; in French
 *   "23 nov. 2026", "23 nov. 2026, 22 h 48", "22 h 48", "juin 2025". An instant (ISO date-time, epoch
 *   ms or Date) is shown in `timeZone` when given, else in the runtime's own zone (the member's
 *   browser). A calendar day "2026-11-23" or month "2026-11" has no zone and is shown as that day or
 *   month wherever it is formatted.
 * - Counts and measures are grouped ("85,000", "85,000 km"; "85 000 km" in French); a number that
 *   names rather than counts (a year, a reference, a PIN) is never grouped:
 *   `formatNumber(2015, { plain: true })` is "2015".
 * - Money: BITS always grouped with two decimals, exact from integer cents: "1,025.50 BITS™",
 *   "1 025,50 BITS™" (U+00A0 between groups and before BITS™).
 * - Nothing to show (null, undefined, '', an invalid date) formats as ''; callers add their own "—".
 */

import { formatBitsGrouped, WALLET_LOAD_LIMITS } from './api/wallet-amounts.ts';
import { CURRENCY_DISPLAY } from './constants.ts';
import type { OfferCategory, PriceType } from './enums.ts';
import { formatLocale, type LocaleOption, numberFormat, unitSpace } from './format-locale.ts';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

export { formatLocale, type LocaleOption, setFormatLocale } from './format-locale.ts';

/** The locale dates, numbers and amounts are shown in until a member chooses another (Canadian English). */
export const LOCALE: Locale = DEFAULT_LOCALE;

/**
 * The zone of text made where no member's zone is known (e-mails): the platform's zone, the wallet's
 * default (America/Toronto). In the apps an instant is shown in the browser's zone instead.
 */
export const DEFAULT_TIME_ZONE: string = WALLET_LOAD_LIMITS.timeZone;

/** An instant (ISO text, epoch ms, Date) or a calendar day "YYYY-MM-DD" / month "YYYY-MM". */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions extends LocaleOption {
  /** IANA zone of the instant ("America/Vancouver"); default the runtime's zone. */
  timeZone?: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_MONTH = /^\d{4}-\d{2}$/;

/** The instant to format and the zone to read it in; null when there is nothing to show. */
function toInstant(value: DateInput, timeZone: string | undefined): { date: Date; timeZone?: string } | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day or month names no instant: noon UTC read in UTC is that day anywhere.
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    return { date: new Date(`${value}T12:00:00Z`), timeZone: 'UTC' };
  }
  if (typeof value === 'string' && CALENDAR_MONTH.test(value)) {
    return { date: new Date(`${value}-01T12:00:00Z`), timeZone: 'UTC' };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return timeZone ? { date, timeZone } : { date };
}

/** A date format of these options, its Intl formats made once per locale and zone. */
function formatWith(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (value: DateInput, opts: DateFormatOptions = {}): string => {
    const instant = toInstant(value, opts.timeZone);
    if (!instant) return '';
    const { timeZone } = instant;
    const locale = opts.locale ?? formatLocale();
    const key = `${locale}|${timeZone ?? ''}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
      formats.set(key, format);
    }
    return format.format(instant.date);
  };
}

/** "Nov 23, 2026"; "23 nov. 2026" */
export const formatDate = formatWith({ year: 'numeric', month: 'short', day: 'numeric' });

/** Lower case without accents, so that "Févr." and "fevr" read alike. */
const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const monthNameLists = new Map<Locale, string[]>();

/** The locale's twelve month names as Intl writes them, folded: "january"…, "janvier"…"decembre". */
function monthNames(locale: Locale): string[] {
  let names = monthNameLists.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, m) => folded(format.format(Date.UTC(2026, m, 15))));
    monthNameLists.set(locale, names);
  }
  return names;
}

/**
 * The month (1–12) a name or its abbreviation of three letters or more gives ("Nov", "november",
 * "Sept."; in French "nov.", "novembre", "févr.", also the English names), or 0, also when the
 * letters could start two months ("jui": juin or juillet).
 */
function monthOf(name: string, locale: Locale): number {
  const word = folded(name).replace(/\.$/, '');
  if (word.length < 3) return 0;
  const locales = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const months = new Set(
    locales.flatMap((l) => monthNames(l).flatMap((m, i) => (m.startsWith(word) ? [i + 1] : []))),
  );
  return months.size === 1 ? [...months][0]! : 0;
}

/**
 * The calendar day "YYYY-MM-DD" a person typed, or null: the apps' own format ("Nov 28, 2026",
 * "November 28 2026"; "28 nov. 2026", "1er décembre 2026" in French), day first ("28 Nov 2026") or
 * ISO ("2026-11-28"). Month names are read in the locale (default the current one) and in English.
 * Days that do not exist (Feb 30) are null, as the contracts' date rule refuses them.
 */
export function parseDay(text: string, opts: LocaleOption = {}): string | null {
  const locale = opts.locale ?? formatLocale();
  const t = text.trim().replace(/\s+/g, ' ');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const monthFirst = /^(\p{L}+\.?) (\d{1,2}),? (\d{4})$/u.exec(t);
  const dayFirst = /^(\d{1,2})(?:er)? (\p{L}+\.?),? (\d{4})$/u.exec(t);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : monthFirst
      ? [Number(monthFirst[3]), monthOf(monthFirst[1] ?? '', locale), Number(monthFirst[2])]
      : dayFirst
        ? [Number(dayFirst[3]), monthOf(dayFirst[2] ?? '', locale), Number(dayFirst[1])]
        : [0, 0, 0];
  if (m < 1 || m > 12 || d < 1 || y < 1000 || y > 9999) return null;
  const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return date.getUTCMonth() + 1 === m && date.getUTCDate() === d ? day : null;
}

/** "Monday, November 23, 2026" ("lundi 23 novembre 2026"): a day read out on its own (calendar cells, their labels). */
export const formatFullDate = formatWith({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** "Nov 23, 2026, 10:48 p.m."; "23 nov. 2026, 22 h 48" */
export const formatDateTime = formatWith({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "10:48 p.m."; "22 h 48" */
export const formatTime = formatWith({ hour: 'numeric', minute: '2-digit' });

/** "November 2026"; "novembre 2026" */
export const formatMonth = formatWith({ year: 'numeric', month: 'long' });

export interface NumberFormatOptions extends LocaleOption {
  /** A unit written after the number: "km" → "85,000 km" ("85 000 km", no-break spaces, in French). */
  unit?: string;
  /** A number that names rather than counts (a year, a reference): no grouping, "2015". */
  plain?: boolean;
}

/**
 * "85,000", "85,000 km", "3.5" ("85 000", "85 000 km", "3,5" in French); `plain` for identifiers
 * ("2015"). '' for a missing or non-finite value.
 */
export function formatNumber(
  value: number | bigint | null | undefined,
  opts: NumberFormatOptions = {},
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const locale = opts.locale ?? formatLocale();
  const text = numberFormat(locale, opts.plain).format(value);
  return opts.unit ? `${text}${unitSpace(locale)}${opts.unit}` : text;
}

/**
 * "1,025.50 BITS™" ("1 025,50 BITS™" in French) from integer cents (exact, never rounded); `signed`
 * adds + for money in.
 */
export function formatBits(cents: number | bigint, opts: { signed?: boolean } & LocaleOption = {}): string {
  const locale = opts.locale ?? formatLocale();
  const plus = opts.signed && (typeof cents === 'bigint' ? cents > 0n : cents > 0) ? '+' : '';
  return `${plus}${formatBitsGrouped(cents, { locale })}${unitSpace(locale)}${CURRENCY_DISPLAY}`;
}

/**
 * An offer's price: "1,234.50 BITS™", "40.00 BITS™/hr", or "See Description" (also for no price).
 * The amount follows the locale; the words stay English until they have their French.
 */
export function formatPrice(
  priceCents: number | null,
  priceType: PriceType | string | null,
  opts: LocaleOption = {},
): string {
  const french = (opts.locale ?? formatLocale()) === 'fr-CA';
  if (priceType === 'See Description' || priceCents === null)
    return french ? 'Voir la description' : 'See Description';
  const amount = formatBits(priceCents, opts);
  return priceType === 'Hourly' ? `${amount}/${french ? 'h' : 'hr'}` : amount;
}

/**
 * Money in a real currency from integer cents: "$9.99 CAD", "$1,000.00 CAD"; in French the sign
 * follows the amount, as Intl places it: "9,99 $ CAD", "1 000,00 $ CAD" (no-break spaces).
 */
export function formatMoney(cents: number | bigint, currency = 'CAD', opts: LocaleOption = {}): string {
  const locale = opts.locale ?? formatLocale();
  const amount = formatBitsGrouped(cents, { locale });
  return locale === 'fr-CA' ? `${amount}\u00a0$\u00a0${currency}` : `$${amount} ${currency}`;
}

/* Offer attributes: the category-specific details as the offer page, the editor's review and the
   console show them ("Year: 2015", "Mileage: 85,000 km", "Transmission: Automatic"). */

const CONDITION_LABELS: Record<string, string> = {
  NEW: 'New',
  LIKE_NEW: 'Like new',
  GOOD: 'Good',
  FAIR: 'Fair',
  FOR_PARTS: 'For parts',
};
const TRANSMISSION_LABELS: Record<string, string> = { AUTOMATIC: 'Automatic', MANUAL: 'Manual' };
const FUEL_LABELS: Record<string, string> = {
  GAS: 'Gas',
  DIESEL: 'Diesel',
  HYBRID: 'Hybrid',
  ELECTRIC: 'Electric',
  OTHER: 'Other',
};

type DetailKind =
  | { kind: 'text' }
  | { kind: 'count'; unit?: string }
  | { kind: 'identifier' }
  | { kind: 'choice'; labels: Record<string, string> };

/** Each category's attributes in display order: the key in `details`, its label and how it reads. */
export const OFFER_DETAIL_DISPLAY: Record<OfferCategory, ({ key: string; label: string } & DetailKind)[]> = {
  Product: [
    { key: 'condition', label: 'Condition', kind: 'choice', labels: CONDITION_LABELS },
    { key: 'quantity', label: 'Quantity', kind: 'count' },
  ],
  Services: [
    { key: 'serviceArea', label: 'Service area', kind: 'text' },
    { key: 'serviceRadiusKm', label: 'Service radius', kind: 'count', unit: 'km' },
  ],
  'Cars & Vehicles': [
    { key: 'make', label: 'Make', kind: 'text' },
    { key: 'model', label: 'Model', kind: 'text' },
    { key: 'year', label: 'Year', kind: 'identifier' },
    { key: 'mileageKm', label: 'Mileage', kind: 'count', unit: 'km' },
    { key: 'transmission', label: 'Transmission', kind: 'choice', labels: TRANSMISSION_LABELS },
    { key: 'fuel', label: 'Fuel', kind: 'choice', labels: FUEL_LABELS },
  ],
  'Vacation Rentals': [
    { key: 'guests', label: 'Guests', kind: 'count' },
    { key: 'bedrooms', label: 'Bedrooms', kind: 'count' },
    { key: 'bathrooms', label: 'Bathrooms', kind: 'count' },
  ],
};

export interface OfferDetailRow {
  key: string;
  label: string;
  value: string;
}

const detailText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const detailNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The category's attributes that are set, as label and formatted value, in display order. The numbers
 * follow the locale; the labels stay English until they have their French.
 */
export function offerDetailRows(
  category: OfferCategory,
  details: Record<string, unknown>,
  opts: LocaleOption = {},
): OfferDetailRow[] {
  const rows: OfferDetailRow[] = [];
  for (const field of OFFER_DETAIL_DISPLAY[category] ?? []) {
    const raw = details[field.key];
    let value: string | null = null;
    switch (field.kind) {
      case 'text':
        value = detailText(raw);
        break;
      case 'count':
      case 'identifier': {
        const n = detailNumber(raw);
        value =
          n === null
            ? null
            : formatNumber(
                n,
                field.kind === 'identifier' ? { ...opts, plain: true } : { ...opts, unit: field.unit },
              );
        break;
      }
      case 'choice': {
        const code = detailText(raw);
        value = code === null ? null : (field.labels[code] ?? code);
        break;
      }
    }
    if (value !== null) rows.push({ key: field.key, label: field.label, value });
  }
  return rows;
}
