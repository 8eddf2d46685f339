/**
 * Offer calls: create a draft, edit it, read one offer, list the own
 * offers with counts per status, and change an offer's status (members and admins).
 *
 * Drafts may be incomplete (only category and title are needed to save one); publishing
 * (→ ACTIVE) and editing a listed offer need every field of {@link ZOfferCompleteInput}.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import {
  MEMBER_CHANGEABLE_OFFER_STATUSES,
  OFFER_STATUSES,
  ZOfferCategory,
  ZOfferStatus,
  ZPriceType,
} from '../enums.ts';
import { dataEnvelope, ZPageMeta, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZCents, ZYouTubeUrl } from '../rules.ts';
import { ZOfferSellerCard } from './offer-search.ts';

export const OFFER_TITLE_MIN = 3;
export const OFFER_TITLE_MAX = 100;
export const OFFER_DESCRIPTION_MIN = 10;
export const OFFER_DESCRIPTION_MAX = 2000;
export const OFFER_REASON_MAX = 500;
export const VEHICLE_MIN_YEAR = 1950;
/** Model years run up to next year (dealers list next year's models early). */
export const vehicleMaxYear = (now: Date = new Date()) => now.getFullYear() + 1;

/** Messages of the offer calls (ours; the spec gives none). */
export const OFFER_MESSAGES = {
  titleMin: `Title must be at least ${OFFER_TITLE_MIN} characters.`,
  titleMax: `Title must be at most ${OFFER_TITLE_MAX} characters.`,
  descriptionMin: `Description must be at least ${OFFER_DESCRIPTION_MIN} characters.`,
  descriptionMax: `Description must be at most ${OFFER_DESCRIPTION_MAX} characters.`,
  category: 'Please choose a category: Product, Services, Cars & Vehicles or Vacation Rentals.',
  priceType: 'Please choose a price type: Hourly, Fixed or See Description.',
  priceRequired: 'Please enter a price, or choose "See Description".',
  locationRequired: 'Please set where the offer is.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  placeMax: 'Must be at most 100 characters.',
  condition: 'Please choose the condition.',
  quantity: 'Quantity must be a whole number from 1 to 1000.',
  serviceArea: 'Please describe the service area (2 to 100 characters).',
  serviceRadius: 'Service radius must be a whole number of km from 1 to 500.',
  make: 'Please enter the make (at most 50 characters).',
  model: 'Please enter the model (at most 50 characters).',
  year: `Year must be from ${VEHICLE_MIN_YEAR} to next year.`,
  mileage: 'Mileage must be a whole number of km from 0 to 2,000,000.',
  transmission: 'Please choose the transmission.',
  fuel: 'Please choose the fuel type.',
  guests: 'Guests must be a whole number from 1 to 50.',
  bedrooms: 'Bedrooms must be a whole number from 0 to 50.',
  bathrooms: 'Bathrooms must be a whole number from 0 to 50.',
  reasonMax: `The reason must be at most ${OFFER_REASON_MAX} characters.`,
  reasonRequired: 'Please give the reason for disabling this offer.',
  memberStatus: 'Members can set only Draft, Archive, Disabled, Paused, Active or Delete.',
  categoryLocked: 'The category of a published offer cannot change. Create a new offer instead.',
  notEditable: 'This offer can no longer be edited.',
  notOwner: 'You can only change your own offers.',
  adminOnly: 'Only admins can make this change.',
  membersOnly: 'Only members can make this change.',
  created: 'Your draft has been saved.',
  saved: 'Your changes have been saved.',
  statusChanged: 'The offer status has been updated.',
} as const;

export const PRODUCT_CONDITIONS = ['NEW', 'LIKE_NEW', 'GOOD', 'FAIR', 'FOR_PARTS'] as const;
export const TRANSMISSIONS = ['AUTOMATIC', 'MANUAL'] as const;
export const FUEL_TYPES = ['GAS', 'DIESEL', 'HYBRID', 'ELECTRIC', 'OTHER'] as const;

const int = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

export const ZProductDetails = z.object({
  condition: z.enum(PRODUCT_CONDITIONS, { error: OFFER_MESSAGES.condition }),
  quantity: int(1, 1000, OFFER_MESSAGES.quantity),
});
export const ZServicesDetails = z.object({
  serviceArea: text(2, 100, OFFER_MESSAGES.serviceArea),
  serviceRadiusKm: int(1, 500, OFFER_MESSAGES.serviceRadius).optional(),
});
export const ZVehicleDetails = z.object({
  make: text(1, 50, OFFER_MESSAGES.make),
  model: text(1, 50, OFFER_MESSAGES.model),
  year: int(VEHICLE_MIN_YEAR, 9999, OFFER_MESSAGES.year).refine(
    (y) => y <= vehicleMaxYear(),
    OFFER_MESSAGES.year,
  ),
  mileageKm: int(0, 2_000_000, OFFER_MESSAGES.mileage),
  transmission: z.enum(TRANSMISSIONS, { error: OFFER_MESSAGES.transmission }),
  fuel: z.enum(FUEL_TYPES, { error: OFFER_MESSAGES.fuel }),
});
export const ZVacationDetails = z.object({
  guests: int(1, 50, OFFER_MESSAGES.guests),
  bedrooms: int(0, 50, OFFER_MESSAGES.bedrooms),
  bathrooms: int(0, 50, OFFER_MESSAGES.bathrooms),
});

/** Category-specific fields, by category. */
export const OFFER_DETAILS_SCHEMAS = {
  Product: ZProductDetails,
  Services: ZServicesDetails,
  'Cars & Vehicles': ZVehicleDetails,
  'Vacation Rentals': ZVacationDetails,
} as const;

/** An optional YouTube link; empty means none. */
const ZOptionalVideoUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || ZYouTubeUrl.safeParse(v).success, M.youtubeOnly)
  .optional();

const commonFields = (complete: boolean) => ({
  title: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .min(OFFER_TITLE_MIN, OFFER_MESSAGES.titleMin)
    .max(OFFER_TITLE_MAX, OFFER_MESSAGES.titleMax),
  description: complete
    ? z
        .string({ error: M.required })
        .trim()
        .min(1, M.required)
        .min(OFFER_DESCRIPTION_MIN, OFFER_MESSAGES.descriptionMin)
        .max(OFFER_DESCRIPTION_MAX, OFFER_MESSAGES.descriptionMax)
    : z.string().trim().max(OFFER_DESCRIPTION_MAX, OFFER_MESSAGES.descriptionMax).optional(),
  priceType: complete
    ? z.enum(ZPriceType.options, { error: OFFER_MESSAGES.priceType })
    : z.enum(ZPriceType.options, { error: OFFER_MESSAGES.priceType }).optional(),
  /** Price in BITS cents; optional only with "See Description". */
  priceCents: ZCents.nullable().optional(),
  videoUrl: ZOptionalVideoUrl,
  city: z.string().trim().max(100, OFFER_MESSAGES.placeMax).optional(),
  province: z.string().trim().max(100, OFFER_MESSAGES.placeMax).optional(),
  latitude: z
    .number({ error: OFFER_MESSAGES.latitude })
    .min(-90, OFFER_MESSAGES.latitude)
    .max(90, OFFER_MESSAGES.latitude)
    .optional(),
  longitude: z
    .number({ error: OFFER_MESSAGES.longitude })
    .min(-180, OFFER_MESSAGES.longitude)
    .max(180, OFFER_MESSAGES.longitude)
    .optional(),
});

function makeOfferInputSchema(complete: boolean) {
  const variant = <C extends keyof typeof OFFER_DETAILS_SCHEMAS>(category: C) => {
    const details: z.ZodObject = OFFER_DETAILS_SCHEMAS[category];
    return z.object({
      category: z.literal(category),
      details: complete ? details : details.partial().default({}),
      ...commonFields(complete),
    });
  };
  return z
    .discriminatedUnion(
      'category',
      [variant('Product'), variant('Services'), variant('Cars & Vehicles'), variant('Vacation Rentals')],
      { error: OFFER_MESSAGES.category },
    )
    .superRefine((v, ctx) => {
      if (!complete) return;
      if (v.priceType !== 'See Description' && (v.priceCents === null || v.priceCents === undefined)) {
        ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.priceRequired, path: ['priceCents'] });
      }
      if (v.latitude === undefined || v.longitude === undefined) {
        ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.locationRequired, path: ['latitude'] });
      }
    });
}

/** A draft as saved from the stepper: category and title required, the rest as far as filled in. */
export const ZOfferDraftInput = makeOfferInputSchema(false);
export type TOfferDraftInput = z.input<typeof ZOfferDraftInput>;
/** Everything a listed offer needs (publishing, editing an ACTIVE/PAUSED/ARCHIVE offer). */
export const ZOfferCompleteInput = makeOfferInputSchema(true);
export type TOfferCompleteInput = z.input<typeof ZOfferCompleteInput>;

/** One photo of an offer: the full image (≤ 1600 px) and the square list thumbnail. */
export const ZOfferPhoto = z
  .object({
    id: ZId,
    url: z.string(),
    thumbUrl: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'OfferPhoto' });
export type TOfferPhoto = z.infer<typeof ZOfferPhoto>;

export const ZOffer = z
  .object({
    id: ZId,
    userId: ZId,
    title: z.string(),
    description: z.string().nullable(),
    category: ZOfferCategory,
    priceCents: z.number().int().nullable(),
    priceType: ZPriceType.nullable(),
    status: ZOfferStatus,
    details: z.record(z.string(), z.unknown()),
    city: z.string().nullable(),
    province: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    videoUrl: z.string().nullable(),
    /** In display order; the first is the cover. */
    photos: z.array(ZOfferPhoto),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
    statusChangedAt: z.string().nullable(),
    /** Shown to the owner and admins only (null for everyone else). */
    disabledReason: z.string().nullable(),
  })
  .meta({ id: 'Offer' });
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferIdParams = z.object({ id: ZId });

/** GET /offer/details/{id}: the offer with what its page shows around it. */
export const ZOfferDetails = ZOffer.extend({
  seller: ZOfferSellerCard,
  /** km from the viewer's general location (1 decimal); null when either has no location. */
  distanceKm: z.number().nullable(),
  /** Whether the viewer has favourited it. */
  favourited: z.boolean(),
  favouritesCount: z.number().int().nonnegative(),
  /** The viewer owns it (show Edit instead of Favourite/Report). */
  isOwner: z.boolean(),
}).meta({ id: 'OfferDetails' });
export type TOfferDetails = z.infer<typeof ZOfferDetails>;
export const ZOfferDetailsResponse = dataEnvelope(ZOfferDetails);
export type TOfferDetailsResponse = z.infer<typeof ZOfferDetailsResponse>;

export const ZCreateOfferRequest = ZOfferDraftInput;
export const ZOfferResponse = dataEnvelope(ZOffer);
export type TOfferResponse = z.infer<typeof ZOfferResponse>;

/** PUT /offer/{id}: the whole editable field set (drafts may stay incomplete). */
export const ZUpdateOfferRequest = ZOfferDraftInput;

/** Statuses that appear as tabs of /my-offers (DELETE is gone; FAVOURITE is a list, not a status). */
export const MY_OFFER_STATUSES = OFFER_STATUSES.filter(
  (s): s is Exclude<(typeof OFFER_STATUSES)[number], 'DELETE' | 'FAVOURITE'> =>
    s !== 'DELETE' && s !== 'FAVOURITE',
);
export const ZMyOfferStatus = z.enum(MY_OFFER_STATUSES);

export const ZMyOffersQuery = z.object({
  status: ZMyOfferStatus.optional(),
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
const ZOfferCount = z.number().int().nonnegative();
/** One count per status, each status a property of its own (so the OpenAPI document lists them). */
const ZMyOfferCounts = z.object(
  Object.fromEntries(MY_OFFER_STATUSES.map((s) => [s, ZOfferCount])) as Record<
    z.infer<typeof ZMyOfferStatus>,
    typeof ZOfferCount
  >,
);
export const ZMyOffersResponse = z.object({
  data: z.array(ZOffer),
  meta: ZPageMeta,
  counts: ZMyOfferCounts,
});
export type TMyOffersResponse = z.infer<typeof ZMyOffersResponse>;

export const OFFER_ACTORS = ['MEMBER', 'ADMIN'] as const;
export const ZOfferActor = z.enum(OFFER_ACTORS);
export type OfferActor = z.infer<typeof ZOfferActor>;

export const ZChangeOfferStatusRequest = z
  .object({
    offerId: ZId,
    status: ZOfferStatus,
    user: ZOfferActor,
    reason: z.string().trim().max(OFFER_REASON_MAX, OFFER_MESSAGES.reasonMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.user === 'MEMBER' && !(MEMBER_CHANGEABLE_OFFER_STATUSES as readonly string[]).includes(v.status)) {
      ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.memberStatus, path: ['status'] });
    }
    if (v.user === 'ADMIN' && v.status === 'DISABLED' && !v.reason) {
      ctx.addIssue({ code: 'custom', message: OFFER_MESSAGES.reasonRequired, path: ['reason'] });
    }
  });
export type TChangeOfferStatusRequest = z.input<typeof ZChangeOfferStatusRequest>;

export const offersEndpoints = {
  createOffer: {
    method: 'POST',
    path: '/offer',
    audience: 'member',
    summary: 'Save a new offer as a DRAFT (needs a completed onboarding and an active membership)',
    tag: 'offers',
    body: ZCreateOfferRequest,
    response: ZOfferResponse,
  },
  updateOffer: {
    method: 'PUT',
    path: '/offer/:id',
    audience: 'member',
    summary: 'Edit the own offer (not when deleted or disabled); listed offers need every field',
    tag: 'offers',
    params: ZOfferIdParams,
    body: ZUpdateOfferRequest,
    response: ZOfferResponse,
  },
  getOfferDetails: {
    method: 'GET',
    path: '/offer/details/:id',
    audience: 'user',
    summary: 'One offer: the owner sees their own, others only ACTIVE offers of active members, admins all',
    tag: 'offers',
    params: ZOfferIdParams,
    response: ZOfferDetailsResponse,
  },
  myOffers: {
    method: 'GET',
    path: '/offer/my-offers',
    audience: 'member',
    summary: "The member's own offers (newest first), optionally of one status, with counts per status",
    tag: 'offers',
    query: ZMyOffersQuery,
    response: ZMyOffersResponse,
  },
  changeOfferStatus: {
    method: 'PATCH',
    path: '/offer',
    audience: 'user',
    summary: 'Change an offer status: user=MEMBER for the own offers, user=ADMIN for moderation',
    tag: 'offers',
    body: ZChangeOfferStatusRequest,
    response: ZOfferResponse,
  },
} as const satisfies Record<string, EndpointDef>;
