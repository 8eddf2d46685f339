/** Labels, chip colours and select choices of the offer and report enumerations shown in the console. */
import {
  formatPrice,
  OFFER_CATEGORIES,
  OFFER_REPORT_REASON_OPTIONS,
  OFFER_REPORT_STATUSES,
  OFFER_STATUSES,
  type OfferReportStatus,
  type OfferStatus,
} from '@barterbits/contracts';
import { reasonChoices } from '../components/reportReasons.ts';
import type { ConsoleKey } from '../i18n/messages.ts';

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export const OFFER_STATUS_COLORS: Record<OfferStatus, ChipColor> = {
  DRAFT: 'default',
  ACTIVE: 'success',
  PAUSED: 'warning',
  DELETE: 'default',
  ARCHIVE: 'info',
  DEACTIVATED: 'default',
  DISABLED: 'error',
  FAVOURITE: 'default',
};

export const REPORT_STATUS_COLORS: Record<OfferReportStatus, ChipColor> = {
  OPEN: 'warning',
  DECLINED: 'default',
  ACTIONED: 'success',
};

/** Each status's message, for the screens and the CSV export. */
export const OFFER_STATUS_KEYS = {
  DRAFT: 'console.offers.status.DRAFT',
  ACTIVE: 'console.offers.status.ACTIVE',
  PAUSED: 'console.offers.status.PAUSED',
  DELETE: 'console.offers.status.DELETE',
  ARCHIVE: 'console.offers.status.ARCHIVE',
  DEACTIVATED: 'console.offers.status.DEACTIVATED',
  DISABLED: 'console.offers.status.DISABLED',
  FAVOURITE: 'console.offers.status.FAVOURITE',
} as const satisfies Record<OfferStatus, ConsoleKey>;

export const REPORT_STATUS_KEYS = {
  OPEN: 'console.offers.reportStatus.OPEN',
  DECLINED: 'console.offers.reportStatus.DECLINED',
  ACTIONED: 'console.offers.reportStatus.ACTIONED',
} as const satisfies Record<OfferReportStatus, ConsoleKey>;

/** Stored statuses an admin filters by (FAVOURITE is a list, not a status); names are messages. */
export const OFFER_STATUS_CHOICES = OFFER_STATUSES.filter((s) => s !== 'FAVOURITE').map((id) => ({
  id,
  name: OFFER_STATUS_KEYS[id],
}));
export const OFFER_CATEGORY_CHOICES = OFFER_CATEGORIES.map((id) => ({ id, name: id }));
export const REPORT_STATUS_CHOICES = OFFER_REPORT_STATUSES.map((id) => ({
  id,
  name: REPORT_STATUS_KEYS[id],
}));
/** The reason filter's choices; names are messages, which react-admin translates. */
export const REPORT_REASON_CHOICES = reasonChoices(OFFER_REPORT_REASON_OPTIONS.map((r) => r.value));

/** As members see it: "1,234.50 BITS™", "40.00 BITS™/hr", "See Description"; "—" for a draft without a price. */
export function priceLabel(priceCents: number | null, priceType: string | null): string {
  if (priceCents === null && priceType !== 'See Description') return '—';
  return formatPrice(priceCents, priceType);
}

/** A camelCase details key in words (a key the shared offer format does not know): fooBar → "Foo bar". */
export const fieldLabel = (key: string): string => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A details value in words: LIKE_NEW → "Like new", numbers and text as they are. */
export const detailValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^[A-Z_]+$/.test(value)) {
    return value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');
  }
  return String(value);
};
