/**
 * The wallet's load limits and a BITS amount's grouped digits: plain values and a formatter, no schemas, so
 * that the formatter every page loads (format.ts) reads them without the wallet's endpoint schemas.
 * Re-exported by wallet.ts, their home in the API.
 */
import { decimalSeparator, formatLocale, type LocaleOption, numberFormat } from '../format-locale.ts';
import { centsToBits } from '../rules.ts';

/** Load limits (the spec leaves them open; docs/decisions.md). */
export const WALLET_LOAD_LIMITS = {
  /** Smallest single load: 1.00 BITS. */
  minLoadCents: 100,
  /** Largest single load: 2,000.00 BITS. */
  maxLoadCents: 200_000,
  /**
   * Loads per calendar day in the time zone below (PROCESSING and SUCCESSFUL loads count). That zone
   * is also the wallet's default zone: statements and history periods are in the member's zone when
   * they send one (`timeZone`), else in this one.
   */
  dailyLoadLimitCents: 500_000,
  timeZone: 'America/Toronto',
} as const;

/**
 * A BITS amount's digits, grouped in the locale: "2,000.00" in English, "2 000,00" in French (U+00A0
 * between groups). Exact from integer cents of any size: the whole BITS are grouped by Intl as a
 * bigint and the cents are written as they are, so nothing passes through floating point. The locale
 * defaults to the current one ({@link formatLocale}); the server always names the reader's.
 */
export const formatBitsGrouped = (cents: number | bigint, opts: LocaleOption = {}): string => {
  const locale = opts.locale ?? formatLocale();
  const [whole = '0', frac] = centsToBits(cents).split('.');
  const neg = whole.startsWith('-');
  const grouped = numberFormat(locale).format(BigInt(neg ? whole.slice(1) : whole));
  return `${neg ? '-' : ''}${grouped}${decimalSeparator(locale)}${frac}`;
};
