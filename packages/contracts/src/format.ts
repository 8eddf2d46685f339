/**
 * One format for dates, times, numbers and money in the member app, the console and the server
 *: Canadian English first, in {@link LOCALE}, written here once.
 *
 * - Dates and times: "Nov 23, 2026", "Nov 23, 2026, 10:48 p.m.", "10:48 p.m.", "June 2025". An
 *   instant (ISO date-time, epoch ms or Date) is shown in `timeZone` when given, else in the
 *   runtime's own zone (the member's browser). A calendar day "2026-11-23" or month "2026-11" has no
 *   zone and is shown as that day or month wherever it is formatted.
 * - Counts and measures are grouped ("85,000", "85,000 km"); a number that names rather than counts
 *   (a year, a reference, a PIN) is never grouped: `formatNumber(2015, { plain: true })` is "2015".
 * - Money: BITS always grouped with two decimals ("1,025.50 BITS™"), exact from integer cents.
 * - Nothing to show (null, undefined, '', an invalid date) formats as ''; callers add their own "—".
 */

import { formatBitsGrouped, WALLET_LOAD_LIMITS } from './api/wallet.ts';
import { CURRENCY_DISPLAY } from './constants.ts';
import type { OfferCategory, PriceType } from './enums.ts';

/** The locale of every date, number and amount shown (Canada first). */
export const LOCALE = 'en-CA';

/**
 * The zone of text made where no member's zone is known (e-mails): the platform's zone, the wallet's
 * default (America/Toronto). In the apps an instant is shown in the browser's zone instead.
 */
export const DEFAULT_TIME_ZONE: string = WALLET_LOAD_LIMITS.timeZone;

/** An instant (ISO text, epoch ms, Date) or a calendar day "YYYY-MM-DD" / month "YYYY-MM". */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, timeZone ? { ...options, timeZone } : options);
    dateFormats.set(key, format);
  }
  return format;
}

const formatWith =
  (options: Intl.DateTimeFormatOptions) =>
  (value: DateInput, opts: DateFormatOptions = {}): string => {
    const instant = toInstant(value, opts.timeZone);
    return instant ? dateFormat(options, instant.timeZone).format(instant.date) : '';
  };

/** "Nov 23, 2026" */
export const formatDate = formatWith({ year: 'numeric', month: 'short', day: 'numeric' });

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month (1–12) a name or its abbreviation of three letters or more gives ("Nov", "november", "Sept."), or 0. */
function monthOf(name: string): number {
  const word = name.toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return 0;
  return MONTH_NAMES.findIndex((m) => m.startsWith(word) || (word === 'sept' && m === 'september')) + 1;
}

/**
 * The calendar day "YYYY-MM-DD" a person typed, or null: the apps' own format ("Nov 28, 2026",
 * "November 28 2026"), day first ("28 Nov 2026") or ISO ("2026-11-28"). Days that do not exist
 * (Feb 30) are null, as the contracts' date rule refuses them.
 */
export function parseDay(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const monthFirst = /^([A-Za-z]+\.?) (\d{1,2}),? (\d{4})$/.exec(t);
  const dayFirst = /^(\d{1,2}) ([A-Za-z]+\.?),? (\d{4})$/.exec(t);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : monthFirst
      ? [Number(monthFirst[3]), monthOf(monthFirst[1] ?? ''), Number(monthFirst[2])]
      : dayFirst
        ? [Number(dayFirst[3]), monthOf(dayFirst[2] ?? ''), Number(dayFirst[1])]
        : [0, 0, 0];
  if (m < 1 || m > 12 || d < 1 || y < 1000 || y > 9999) return null;
  const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return date.getUTCMonth() + 1 === m && date.getUTCDate() === d ? day : null;
}

/** "Monday, November 23, 2026": a day read out on its own (calendar cells, their labels). */
export const formatFullDate = formatWith({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** "Nov 23, 2026, 10:48 p.m." */
export const formatDateTime = formatWith({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "10:48 p.m." */
export const formatTime = formatWith({ hour: 'numeric', minute: '2-digit' });

/** "November 2026" */
export const formatMonth = formatWith({ year: 'numeric', month: 'long' });

export interface NumberFormatOptions {
  /** A unit written after the number: "km" → "85,000 km". */
  unit?: string;
  /** A number that names rather than counts (a year, a reference): no grouping, "2015". */
  plain?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "85,000", "85,000 km", "3.5"; `plain` for identifiers ("2015"). '' for a missing or non-finite value. */
export function formatNumber(
  value: number | bigint | null | undefined,
  opts: NumberFormatOptions = {},
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const key = opts.plain ? 'plain' : 'grouped';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { useGrouping: !opts.plain, maximumFractionDigits: 3 });
    numberFormats.set(key, format);
  }
  const text = format.format(value);
  return opts.unit ? `${text} ${opts.unit}` : text;
}

/** "1,025.50 BITS™" from integer cents (exact, never rounded); `signed` adds + for money in. */
export function formatBits(cents: number | bigint, opts: { signed?: boolean } = {}): string {
  const plus = opts.signed && (typeof cents === 'bigint' ? cents > 0n : cents > 0) ? '+' : '';
  return `${plus}${formatBitsGrouped(cents)} ${CURRENCY_DISPLAY}`;
}

/** An offer's price: "1,234.50 BITS™", "40.00 BITS™/hr", or "See Description" (also for no price). */
export function formatPrice(priceCents: number | null, priceType: PriceType | string | null): string {
  if (priceType === 'See Description' || priceCents === null) return 'See Description';
  const amount = formatBits(priceCents);
  return priceType === 'Hourly' ? `${amount}/hr` : amount;
}

/** Money in a real currency from integer cents: "$9.99 CAD", "$1,000.00 CAD". */
export const formatMoney = (cents: number | bigint, currency = 'CAD'): string =>
  `$${formatBitsGrouped(cents)} ${currency}`;

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

/** The category's attributes that are set, as label and formatted value, in display order. */
export function offerDetailRows(category: OfferCategory, details: Record<string, unknown>): OfferDetailRow[] {
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
            : formatNumber(n, field.kind === 'identifier' ? { plain: true } : { unit: field.unit });
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
