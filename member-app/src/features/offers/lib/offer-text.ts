/**
 * An offer's words chosen at run time, as literal catalog ids: the owner's statuses, the report reasons,
 * the category's details and the price, in the app's language.
 */
import {
  formatBits,
  type OfferCategory,
  type OfferReportReason,
  offerDetailRows,
  type PriceType,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import type { T } from '../../../lib/i18n.ts';
import type { MyOfferStatus } from './my-offers.ts';

type Id = keyof Messages;

export const STATUS_LABEL = {
  ACTIVE: 'offers.status.ACTIVE',
  DRAFT: 'offers.status.DRAFT',
  PAUSED: 'offers.status.PAUSED',
  ARCHIVE: 'offers.status.ARCHIVE',
  DISABLED: 'offers.status.DISABLED',
  DEACTIVATED: 'offers.status.DEACTIVATED',
} as const satisfies Record<MyOfferStatus, Id>;

export const STATUS_LIST = {
  ACTIVE: 'offers.list.ACTIVE',
  DRAFT: 'offers.list.DRAFT',
  PAUSED: 'offers.list.PAUSED',
  ARCHIVE: 'offers.list.ARCHIVE',
  DISABLED: 'offers.list.DISABLED',
  DEACTIVATED: 'offers.list.DEACTIVATED',
} as const satisfies Record<MyOfferStatus, Id>;

export const STATUS_EMPTY = {
  ACTIVE: 'offers.empty.ACTIVE',
  DRAFT: 'offers.empty.DRAFT',
  PAUSED: 'offers.empty.PAUSED',
  ARCHIVE: 'offers.empty.ARCHIVE',
  DISABLED: 'offers.empty.DISABLED',
  DEACTIVATED: 'offers.empty.DEACTIVATED',
} as const satisfies Record<MyOfferStatus, Id>;

export const REASON_LABEL = {
  SUSPICIOUS: 'offers.reason.SUSPICIOUS',
  ITS_SPAM: 'offers.reason.ITS_SPAM',
  ADULT_CONTENT: 'offers.reason.ADULT_CONTENT',
  FALSE_INFORMATION: 'offers.reason.FALSE_INFORMATION',
  MY_INTELLECTUAL_PROPERTY: 'offers.reason.MY_INTELLECTUAL_PROPERTY',
  OFFENSIVE_OR_INAPPROPRIATE: 'offers.reason.OFFENSIVE_OR_INAPPROPRIATE',
  OTHER: 'offers.reason.OTHER',
} as const satisfies Record<OfferReportReason, Id>;

const DETAIL_LABEL: Readonly<Record<string, Id>> = {
  condition: 'offers.detail.condition',
  quantity: 'offers.detail.quantity',
  serviceArea: 'offers.detail.serviceArea',
  serviceRadiusKm: 'offers.detail.serviceRadiusKm',
  make: 'offers.detail.make',
  model: 'offers.detail.model',
  year: 'offers.detail.year',
  mileageKm: 'offers.detail.mileageKm',
  transmission: 'offers.detail.transmission',
  fuel: 'offers.detail.fuel',
  guests: 'offers.detail.guests',
  bedrooms: 'offers.detail.bedrooms',
  bathrooms: 'offers.detail.bathrooms',
};

const CHOICE_LABEL: Readonly<Record<string, Id>> = {
  NEW: 'offers.choice.NEW',
  LIKE_NEW: 'offers.choice.LIKE_NEW',
  GOOD: 'offers.choice.GOOD',
  FAIR: 'offers.choice.FAIR',
  FOR_PARTS: 'offers.choice.FOR_PARTS',
  AUTOMATIC: 'offers.choice.AUTOMATIC',
  MANUAL: 'offers.choice.MANUAL',
  GAS: 'offers.choice.GAS',
  DIESEL: 'offers.choice.DIESEL',
  HYBRID: 'offers.choice.HYBRID',
  ELECTRIC: 'offers.choice.ELECTRIC',
  OTHER: 'offers.choice.OTHER',
};

/** The details whose value is a code from a list (the others are the member's own text or numbers). */
const CHOICE_KEYS = new Set(['condition', 'transmission', 'fuel']);

/** The category's details that are set, labels and choices in the app's language (numbers formatted). */
export const detailRowsIn = (t: T, category: OfferCategory, details: Record<string, unknown>) =>
  offerDetailRows(category, details).map((row) => {
    const label = DETAIL_LABEL[row.key];
    const code = details[row.key];
    const choice =
      CHOICE_KEYS.has(row.key) && typeof code === 'string' ? CHOICE_LABEL[code.trim()] : undefined;
    return { key: row.key, label: label ? t(label) : row.label, value: choice ? t(choice) : row.value };
  });

/** "12.50 BITS™", "40.00 BITS™/hr" or "See Description", in the app's language. */
export const priceIn = (t: T, priceCents: number | null, priceType: PriceType | string | null): string => {
  if (priceType === 'See Description' || priceCents === null) return t('offers.price.seeDescription');
  const amount = formatBits(priceCents);
  return priceType === 'Hourly' ? t('offers.price.hourly', { amount }) : amount;
};

/** A price type's name ("Hourly", "Fixed", "See Description"), or "—" when none is set. */
export const priceTypeIn = (t: T, priceType: PriceType | null): string =>
  priceType === 'Hourly'
    ? t('offers.priceType.hourly')
    : priceType === 'Fixed'
      ? t('offers.priceType.fixed')
      : priceType === 'See Description'
        ? t('offers.price.seeDescription')
        : '—';
