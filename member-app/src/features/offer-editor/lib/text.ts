/**
 * The offer editor's words for values chosen at run time (categories, steps, detail fields and their
 * choices, price types, calendar marks) as literal catalog ids, and the contracts' messages its forms
 * show (zod schemas, upload checks), looked up by their English text when shown.
 */
import {
  type CalendarDayStatus,
  formatBits,
  OFFER_MEDIA_MESSAGES,
  OFFER_MESSAGES,
  type OfferCategory,
  offerDetailRows,
  type PriceType,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import type { T } from '../../../lib/i18n.ts';

type Id = keyof Messages;

export const CATEGORY_LABEL = {
  Product: 'offer-editor.category.product',
  Services: 'offer-editor.category.services',
  'Cars & Vehicles': 'offer-editor.category.cars',
  'Vacation Rentals': 'offer-editor.category.rentals',
} as const satisfies Record<OfferCategory, Id>;

export const CATEGORY_HINT = {
  Product: 'offer-editor.hint.product',
  Services: 'offer-editor.hint.services',
  'Cars & Vehicles': 'offer-editor.hint.cars',
  'Vacation Rentals': 'offer-editor.hint.rentals',
} as const satisfies Record<OfferCategory, Id>;

/** The steps' names by step (the stored steps keep their English name, as the spec's shape has it). */
const STEP_NAME: Readonly<Record<number, Id>> = {
  1: 'offer-editor.step.1',
  2: 'offer-editor.step.2',
  3: 'offer-editor.step.3',
  4: 'offer-editor.step.4',
};
export const stepName = (t: T, id: number, english = ''): string => {
  const name = STEP_NAME[id];
  return name ? t(name) : english;
};

export const PRICE_TYPE_LABEL = {
  Hourly: 'offer-editor.priceType.hourly',
  Fixed: 'offer-editor.priceType.fixed',
  'See Description': 'offer-editor.priceType.seeDescription',
} as const satisfies Record<PriceType, Id>;

export const MARK_LABEL = {
  AVAILABLE: 'offer-editor.calendar.AVAILABLE',
  BLOCKED: 'offer-editor.calendar.BLOCKED',
  BOOKED: 'offer-editor.calendar.BOOKED',
} as const satisfies Record<CalendarDayStatus, Id>;

/** The form's labels of the category fields (lib/draft.ts DETAIL_FIELDS), by field. */
const FIELD_LABEL: Readonly<Record<string, Id>> = {
  condition: 'offer-editor.field.condition',
  quantity: 'offer-editor.field.quantity',
  serviceArea: 'offer-editor.field.serviceArea',
  serviceRadiusKm: 'offer-editor.field.serviceRadiusKm',
  make: 'offer-editor.field.make',
  model: 'offer-editor.field.model',
  year: 'offer-editor.field.year',
  mileageKm: 'offer-editor.field.mileageKm',
  transmission: 'offer-editor.field.transmission',
  fuel: 'offer-editor.field.fuel',
  guests: 'offer-editor.field.guests',
  bedrooms: 'offer-editor.field.bedrooms',
  bathrooms: 'offer-editor.field.bathrooms',
};
export const fieldLabel = (t: T, name: string, english: string): string => {
  const id = FIELD_LABEL[name];
  return id ? t(id) : english;
};

/** The hints under the category fields (lib/draft.ts DETAIL_FIELDS), by field. */
const FIELD_HINT: Readonly<Record<string, Id>> = { serviceArea: 'offer-editor.field.serviceAreaHint' };
export const fieldHint = (t: T, name: string, english: string | undefined): string | undefined => {
  const id = FIELD_HINT[name];
  return id ? t(id) : english;
};

/** The choices of the select fields (condition, transmission, fuel), by code. */
const CHOICE_LABEL: Readonly<Record<string, Id>> = {
  NEW: 'offer-editor.choice.NEW',
  LIKE_NEW: 'offer-editor.choice.LIKE_NEW',
  GOOD: 'offer-editor.choice.GOOD',
  FAIR: 'offer-editor.choice.FAIR',
  FOR_PARTS: 'offer-editor.choice.FOR_PARTS',
  AUTOMATIC: 'offer-editor.choice.AUTOMATIC',
  MANUAL: 'offer-editor.choice.MANUAL',
  GAS: 'offer-editor.choice.GAS',
  DIESEL: 'offer-editor.choice.DIESEL',
  HYBRID: 'offer-editor.choice.HYBRID',
  ELECTRIC: 'offer-editor.choice.ELECTRIC',
  OTHER: 'offer-editor.choice.OTHER',
};
export const choiceLabel = (t: T, code: string, english: string): string => {
  const id = CHOICE_LABEL[code];
  return id ? t(id) : english;
};

/** The rows the preview shows ("Mileage", not the form's "Mileage (km)"), by field. */
const ROW_LABEL: Readonly<Record<string, Id>> = {
  ...FIELD_LABEL,
  serviceRadiusKm: 'offer-editor.row.serviceRadiusKm',
  mileageKm: 'offer-editor.row.mileageKm',
};
const CHOICE_KEYS = new Set(['condition', 'transmission', 'fuel']);

/** The category's details that are set, as the offer page shows them, in the app's language. */
export const detailRowsIn = (t: T, category: OfferCategory, details: Record<string, unknown>) =>
  offerDetailRows(category, details).map((row) => {
    const label = ROW_LABEL[row.key];
    const code = details[row.key];
    const choice = CHOICE_KEYS.has(row.key) && typeof code === 'string' ? CHOICE_LABEL[code] : undefined;
    return { key: row.key, label: label ? t(label) : row.label, value: choice ? t(choice) : row.value };
  });

/** "12.50 BITS™", "40.00 BITS™/hr" or "See Description", in the app's language. */
export const priceIn = (t: T, priceCents: number | null, priceType: PriceType | null): string => {
  if (priceType === 'See Description' || priceCents === null)
    return t('offer-editor.priceType.seeDescription');
  const amount = formatBits(priceCents);
  return priceType === 'Hourly' ? t('offer-editor.price.hourlyAmount', { amount }) : amount;
};

/** The contracts' messages the editor shows, by their English text. */
const MESSAGE: ReadonlyMap<string, Id> = new Map<string, Id>([
  [OFFER_MESSAGES.titleMin, 'offer-editor.offer.titleMin'],
  [OFFER_MESSAGES.titleMax, 'offer-editor.offer.titleMax'],
  [OFFER_MESSAGES.descriptionMin, 'offer-editor.offer.descriptionMin'],
  [OFFER_MESSAGES.descriptionMax, 'offer-editor.offer.descriptionMax'],
  [OFFER_MESSAGES.category, 'offer-editor.offer.category'],
  [OFFER_MESSAGES.priceType, 'offer-editor.offer.priceType'],
  [OFFER_MESSAGES.priceRequired, 'offer-editor.offer.priceRequired'],
  [OFFER_MESSAGES.locationRequired, 'offer-editor.offer.locationRequired'],
  [OFFER_MESSAGES.latitude, 'offer-editor.offer.latitude'],
  [OFFER_MESSAGES.longitude, 'offer-editor.offer.longitude'],
  [OFFER_MESSAGES.placeMax, 'offer-editor.offer.placeMax'],
  [OFFER_MESSAGES.condition, 'offer-editor.offer.condition'],
  [OFFER_MESSAGES.quantity, 'offer-editor.offer.quantity'],
  [OFFER_MESSAGES.serviceArea, 'offer-editor.offer.serviceArea'],
  [OFFER_MESSAGES.serviceRadius, 'offer-editor.offer.serviceRadius'],
  [OFFER_MESSAGES.make, 'offer-editor.offer.make'],
  [OFFER_MESSAGES.model, 'offer-editor.offer.model'],
  [OFFER_MESSAGES.year, 'offer-editor.offer.year'],
  [OFFER_MESSAGES.mileage, 'offer-editor.offer.mileage'],
  [OFFER_MESSAGES.transmission, 'offer-editor.offer.transmission'],
  [OFFER_MESSAGES.fuel, 'offer-editor.offer.fuel'],
  [OFFER_MESSAGES.guests, 'offer-editor.offer.guests'],
  [OFFER_MESSAGES.bedrooms, 'offer-editor.offer.bedrooms'],
  [OFFER_MESSAGES.bathrooms, 'offer-editor.offer.bathrooms'],
  [OFFER_MESSAGES.categoryLocked, 'offer-editor.offer.categoryLocked'],
  [OFFER_MESSAGES.notEditable, 'offer-editor.offer.notEditable'],
  [OFFER_MESSAGES.saved, 'offer-editor.offer.saved'],
  [VALIDATION_MESSAGES.required, 'offer-editor.validation.required'],
  [VALIDATION_MESSAGES.numericOnly, 'offer-editor.validation.numericOnly'],
  [VALIDATION_MESSAGES.decimals, 'offer-editor.validation.decimals'],
  [VALIDATION_MESSAGES.numberMax, 'offer-editor.validation.numberMax'],
  [VALIDATION_MESSAGES.positive, 'offer-editor.validation.positive'],
  [VALIDATION_MESSAGES.youtubeOnly, 'offer-editor.validation.youtubeOnly'],
  [VALIDATION_MESSAGES.locationRequired, 'offer-editor.validation.locationRequired'],
  [VALIDATION_MESSAGES.fileRequired, 'offer-editor.validation.fileRequired'],
  [VALIDATION_MESSAGES.fileOneAtATime, 'offer-editor.validation.fileOneAtATime'],
  [VALIDATION_MESSAGES.fileType, 'offer-editor.validation.fileType'],
  [VALIDATION_MESSAGES.fileTooLarge, 'offer-editor.validation.fileTooLarge'],
  [VALIDATION_MESSAGES.fileMaxCount, 'offer-editor.validation.fileMaxCount'],
  [VALIDATION_MESSAGES.fileDuplicate, 'offer-editor.validation.fileDuplicate'],
  [OFFER_MEDIA_MESSAGES.calendarSaved, 'offer-editor.media.calendarSaved'],
  [OFFER_MEDIA_MESSAGES.daysMax, 'offer-editor.media.daysMax'],
]);

/** A contracts message in the app's language (one the catalog does not have stays as it is). */
export const messageIn = <M extends string | undefined>(t: T, message: M): M => {
  const id = message === undefined ? undefined : MESSAGE.get(message);
  return (id ? t(id as 'offer-editor.offer.saved') : message) as M;
};
