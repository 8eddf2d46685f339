/**
 * The offer being created or edited, as the form holds it (strings as typed), and its conversion to
 * the API body. Field rules and messages come from the contracts (offers.ts, rules.ts).
 */
import {
  bitsToCents,
  centsToBits,
  type FUEL_TYPES,
  formatPrice as formatOfferPrice,
  VALIDATION_MESSAGES as M,
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_DETAILS_SCHEMAS,
  OFFER_MESSAGES,
  OFFER_TITLE_MAX,
  OFFER_TITLE_MIN,
  type OfferCategory,
  type PRODUCT_CONDITIONS,
  type PriceType,
  type TOffer,
  type TOfferDraftInput,
  type TOfferPhoto,
  type TRANSMISSIONS,
  ZNumberInput,
  ZOfferCompleteInput,
  ZYouTubeUrl,
} from '@barterbits/contracts';
import { z } from 'zod';
import { sanitizeMoneyInput } from '../../../lib/money.ts';

/** A place picked for the offer; null in the draft means "my general location". */
export interface PickedLocation {
  label: string;
  city: string | null;
  province: string | null;
  latitude: number;
  longitude: number;
}

export interface OfferDraft {
  /** The server's DRAFT once saved (needed for photos). */
  offerId: string | null;
  category: OfferCategory | null;
  title: string;
  description: string;
  /** Category-specific values as typed. */
  details: Record<string, string>;
  priceType: PriceType | null;
  /** BITS as typed ("12.50"). */
  price: string;
  location: PickedLocation | null;
  /** Where the saved offer is (from the server), shown while `location` is the general one. */
  savedPlace: string | null;
  videoUrl: string;
  /** The saved offer's photos, cover first. */
  photos: TOfferPhoto[];
}

export const emptyDraft = (): OfferDraft => ({
  offerId: null,
  category: null,
  title: '',
  description: '',
  details: {},
  priceType: null,
  price: '',
  location: null,
  savedPlace: null,
  videoUrl: '',
  photos: [],
});

const placeOf = (city: string | null, province: string | null) =>
  [city, province].filter(Boolean).join(', ') || null;

/** The form's view of a stored offer (edit-offer). */
export function draftFromOffer(offer: TOffer): OfferDraft {
  return {
    offerId: offer.id,
    category: offer.category,
    title: offer.title,
    description: offer.description ?? '',
    details: Object.fromEntries(
      Object.entries(offer.details ?? {}).map(([k, v]) => [
        k,
        v === null || v === undefined ? '' : String(v),
      ]),
    ),
    priceType: offer.priceType,
    price: offer.priceCents === null ? '' : centsToBits(offer.priceCents),
    location: null,
    savedPlace: placeOf(offer.city, offer.province),
    videoUrl: offer.videoUrl ?? '',
    photos: offer.photos,
  };
}

interface DetailField {
  name: string;
  label: string;
  kind: 'int' | 'text' | 'select';
  required: boolean;
  options?: readonly { value: string; label: string }[];
  /** Hint under the field. */
  hint?: string;
}

const CONDITION_LABELS: Record<(typeof PRODUCT_CONDITIONS)[number], string> = {
  NEW: 'New',
  LIKE_NEW: 'Like new',
  GOOD: 'Good',
  FAIR: 'Fair',
  FOR_PARTS: 'For parts',
};
const TRANSMISSION_LABELS: Record<(typeof TRANSMISSIONS)[number], string> = {
  AUTOMATIC: 'Automatic',
  MANUAL: 'Manual',
};
const FUEL_LABELS: Record<(typeof FUEL_TYPES)[number], string> = {
  GAS: 'Gas',
  DIESEL: 'Diesel',
  HYBRID: 'Hybrid',
  ELECTRIC: 'Electric',
  OTHER: 'Other',
};
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** The category-specific fields (docs/decisions.md "Offers"), in form order. */
export const DETAIL_FIELDS: Record<OfferCategory, DetailField[]> = {
  Product: [
    {
      name: 'condition',
      label: 'Condition',
      kind: 'select',
      required: true,
      options: options(CONDITION_LABELS),
    },
    { name: 'quantity', label: 'Quantity', kind: 'int', required: true },
  ],
  Services: [
    {
      name: 'serviceArea',
      label: 'Service area',
      kind: 'text',
      required: true,
      hint: 'e.g. Downtown Toronto',
    },
    { name: 'serviceRadiusKm', label: 'Service radius (km)', kind: 'int', required: false },
  ],
  'Cars & Vehicles': [
    { name: 'make', label: 'Make', kind: 'text', required: true },
    { name: 'model', label: 'Model', kind: 'text', required: true },
    { name: 'year', label: 'Year', kind: 'int', required: true },
    { name: 'mileageKm', label: 'Mileage (km)', kind: 'int', required: true },
    {
      name: 'transmission',
      label: 'Transmission',
      kind: 'select',
      required: true,
      options: options(TRANSMISSION_LABELS),
    },
    { name: 'fuel', label: 'Fuel', kind: 'select', required: true, options: options(FUEL_LABELS) },
  ],
  'Vacation Rentals': [
    { name: 'guests', label: 'Guests', kind: 'int', required: true },
    { name: 'bedrooms', label: 'Bedrooms', kind: 'int', required: true },
    { name: 'bathrooms', label: 'Bathrooms', kind: 'int', required: true },
  ],
};

/** Typed detail strings → the API's values (numbers for whole-number fields; blanks left out). */
export function toDetails(category: OfferCategory, values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS[category]) {
    const raw = (values[field.name] ?? '').trim();
    if (raw === '') continue;
    out[field.name] = field.kind === 'int' ? (/^-?\d+$/.test(raw) ? Number(raw) : Number.NaN) : raw;
  }
  return out;
}

/** The price in cents when the typed price is a valid amount, else null. */
export function priceCentsOf(price: string): number | null {
  const ok = ZNumberInput.safeParse(price);
  if (!ok.success || Number(price) <= 0) return null;
  return bitsToCents(ok.data);
}

/** "12.50 BITS™", "40.00 BITS™/hr" or "See Description": as the offer page shows it (contracts `formatPrice`). */
export const formatPrice = (priceCents: number | null, priceType: PriceType | null): string =>
  formatOfferPrice(priceCents, priceType);

/** The API body (POST /offer, PUT /offer/{id}) for a draft with a category. */
export function toOfferBody(draft: OfferDraft): TOfferDraftInput {
  const category = draft.category as OfferCategory;
  const priceCents = draft.priceType === 'See Description' ? null : priceCentsOf(draft.price);
  return {
    category,
    title: draft.title.trim(),
    description: draft.description.trim(),
    ...(draft.priceType ? { priceType: draft.priceType } : {}),
    priceCents,
    videoUrl: draft.videoUrl.trim(),
    ...(draft.location
      ? {
          latitude: draft.location.latitude,
          longitude: draft.location.longitude,
          ...(draft.location.city ? { city: draft.location.city } : {}),
          ...(draft.location.province ? { province: draft.location.province } : {}),
        }
      : {}),
    details: toDetails(category, draft.details),
  } as TOfferDraftInput;
}

/* Step schemas: the form values as typed, checked with the contracts' rules and messages. */

export const ZCategoryStep = z.object({
  category: z.enum(['Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'], {
    error: OFFER_MESSAGES.category,
  }),
});

const ZOfferDescription = z
  .string()
  .trim()
  .min(1, M.required)
  .min(OFFER_DESCRIPTION_MIN, OFFER_MESSAGES.descriptionMin)
  .max(OFFER_DESCRIPTION_MAX, OFFER_MESSAGES.descriptionMax);

export const zDetailsStep = (category: OfferCategory) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, M.required)
      .min(OFFER_TITLE_MIN, OFFER_MESSAGES.titleMin)
      .max(OFFER_TITLE_MAX, OFFER_MESSAGES.titleMax),
    description: ZOfferDescription,
    details: z.preprocess(
      (v) => toDetails(category, (v ?? {}) as Record<string, string>),
      OFFER_DETAILS_SCHEMAS[category] as z.ZodObject,
    ),
  });

export const ZPriceStep = z
  .object({
    priceType: z.enum(['Hourly', 'Fixed', 'See Description'], { error: OFFER_MESSAGES.priceType }),
    price: z.string(),
  })
  .superRefine((v, ctx) => {
    const price = v.price.trim();
    if (v.priceType === 'See Description' && price === '') return;
    if (price === '') {
      ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.priceRequired, path: ['price'] });
      return;
    }
    const parsed = ZNumberInput.safeParse(price);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? M.numericOnly,
        path: ['price'],
      });
    } else if (Number(price) <= 0) {
      ctx.addIssue({ code: 'custom', message: M.positive, path: ['price'] });
    }
  });

export const ZMediaStep = z.object({
  videoUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || ZYouTubeUrl.safeParse(v).success, M.youtubeOnly),
});

/** The shared money-input filter (lib/money.ts), under the name this module's tests use. */
export const sanitizeMoney = sanitizeMoneyInput;

/** Steps whose fields a complete-offer problem belongs to (1-based). */
const FIELD_STEP: Record<string, number> = {
  category: 1,
  title: 2,
  description: 2,
  details: 2,
  priceType: 3,
  priceCents: 3,
  latitude: 3,
  longitude: 3,
  city: 3,
  province: 3,
  videoUrl: 4,
};
export const stepOfField = (field: string): number => FIELD_STEP[field.split('.')[0] ?? ''] ?? 1;

/** What is still missing before the offer can be published: messages with their step. */
export function publishProblems(draft: OfferDraft): { step: number; message: string }[] {
  if (!draft.category) return [{ step: 1, message: OFFER_MESSAGES.category }];
  const parsed = ZOfferCompleteInput.safeParse(toOfferBody(draft));
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((i) => !(i.path[0] === 'latitude' && !draft.location))
    .map((i) => ({ step: stepOfField(i.path.map(String).join('.')), message: i.message }));
}
