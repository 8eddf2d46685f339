/**
 * Disputes of held barter payments (buyer protection, see `barter.ts`).
 *
 * While a payment is held (`hold.status` HELD) its buyer may open a dispute: a reason from the list, what
 * went wrong, and up to three photos (uploaded first, each through POST /purchase/barter-dispute/photo). The
 * hold becomes DISPUTED, so the payment is no longer released by itself, the buyer cannot release it nor the
 * seller refund it: an admin decides. The seller answers once. Both read the dispute's timeline on the barter's
 * page (GET /purchase/barter-request/:id gives it) and may talk in their chat.
 *
 * An admin (moderator or super admin; support reads) resolves it in the console: the held BITS go to the
 * seller (RELEASE), back to the buyer (REFUND), or are split by amount (SPLIT: `sellerCents` to the seller,
 * the rest to the buyer), with a note both parties read. Until the seller has answered, the admin may only
 * refund the buyer, and only once the seller has had `BARTER_DISPUTE_ANSWER_DAYS` days to answer.
 *
 * | status   | who           | what                                       |
 * |----------|---------------|--------------------------------------------|
 * | OPEN     | buyer         | opened, waiting for the seller's answer    |
 * | ANSWERED | seller        | the seller's side is in                    |
 * | RESOLVED | admin         | the held BITS went where the admin decided |
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, pageEnvelope, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

/** Days a seller has to answer before an admin may refund the buyer without the seller's side. */
export const BARTER_DISPUTE_ANSWER_DAYS = 3;
/** Photos a buyer may attach to a dispute. */
export const BARTER_DISPUTE_PHOTOS_MAX = 3;
/** The multipart field of POST /purchase/barter-dispute/photo. */
export const BARTER_DISPUTE_PHOTO_FIELD = 'file';
/** The upload kind of a dispute's photos. */
export const BARTER_DISPUTE_PHOTO_KIND = 'barter-dispute';
/** Longest text of a dispute, an answer or an admin's note. */
export const BARTER_DISPUTE_TEXT_MAX = 1000;

/** Why a buyer disputes a payment. */
export const BARTER_DISPUTE_REASONS = [
  'NOT_RECEIVED',
  'NOT_AS_DESCRIBED',
  'DAMAGED',
  'SERVICE_NOT_DONE',
  'OTHER',
] as const;
export const ZBarterDisputeReason = z.enum(BARTER_DISPUTE_REASONS, { error: M.required });
export type BarterDisputeReason = z.infer<typeof ZBarterDisputeReason>;

export const BARTER_DISPUTE_STATUSES = ['OPEN', 'ANSWERED', 'RESOLVED'] as const;
export const ZBarterDisputeStatus = z.enum(BARTER_DISPUTE_STATUSES);
export type BarterDisputeStatus = z.infer<typeof ZBarterDisputeStatus>;

/** Where an admin sends the held BITS. */
export const BARTER_DISPUTE_OUTCOMES = ['RELEASE', 'REFUND', 'SPLIT'] as const;
export const ZBarterDisputeOutcome = z.enum(BARTER_DISPUTE_OUTCOMES, { error: M.required });
export type BarterDisputeOutcome = z.infer<typeof ZBarterDisputeOutcome>;

export const BARTER_DISPUTE_MESSAGES = {
  opened: 'Dispute opened. The seller is asked for their side, and an admin will decide.',
  answered: 'Your answer was added to the dispute.',
  resolved: 'The dispute is resolved and the held BITS were moved.',
  photoUploaded: 'Photo attached.',
  notHeld: 'Only a payment still on hold can be disputed.',
  alreadyDisputed: 'This payment is already disputed.',
  onlyBuyer: 'Only the buyer can open a dispute.',
  onlySeller: 'Only the seller can answer a dispute.',
  alreadyAnswered: 'You already answered this dispute.',
  notOpen: 'This dispute is already resolved.',
  answeredMeanwhile: 'The seller has just answered: read their answer and decide again.',
  photoUnknown: 'A photo could not be found. Please attach it again.',
  tooManyPhotos: `Attach at most ${BARTER_DISPUTE_PHOTOS_MAX} photos.`,
  textMax: `Must be at most ${BARTER_DISPUTE_TEXT_MAX} characters.`,
  splitRange: 'The seller’s part must be more than 0 and less than the BITS held.',
  splitNeedsAmount: 'Enter the seller’s part of a split.',
  waitForAnswer: `The seller has ${BARTER_DISPUTE_ANSWER_DAYS} days to answer before the dispute can be resolved without their side.`,
  unansweredRefundOnly: 'The seller did not answer: the dispute can only be resolved for the buyer.',
} as const;

const zDisputeText = () =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(BARTER_DISPUTE_TEXT_MAX, BARTER_DISPUTE_MESSAGES.textMax);

export const ZBarterDisputePhoto = z.object({ uploadId: ZId, url: z.string(), thumbUrl: z.string() });
export type TBarterDisputePhoto = z.infer<typeof ZBarterDisputePhoto>;

/** One step of a dispute, as both parties and admins read it. */
export const ZBarterDisputeEvent = z.object({
  kind: z.enum(['OPENED', 'ANSWERED', 'RESOLVED']),
  /** Who took the step. */
  by: z.enum(['BUYER', 'SELLER', 'ADMIN']),
  text: z.string().nullable(),
  at: z.string(),
});
export type TBarterDisputeEvent = z.infer<typeof ZBarterDisputeEvent>;

/** A dispute as its parties read it (on the barter's page). */
export const ZBarterDispute = z
  .object({
    id: ZId,
    status: ZBarterDisputeStatus,
    reason: ZBarterDisputeReason,
    text: z.string(),
    photos: z.array(ZBarterDisputePhoto),
    sellerAnswer: z.string().nullable(),
    answeredAt: z.string().nullable(),
    /** From then on an admin may refund the buyer though the seller has not answered. */
    answerDueAt: z.string(),
    openedAt: z.string(),
    outcome: ZBarterDisputeOutcome.nullable(),
    /** What the resolution gave each side (cents), and the admin's note to both. */
    sellerCents: z.number().int().nullable(),
    buyerCents: z.number().int().nullable(),
    resolutionNote: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    /** Every step, oldest first. */
    timeline: z.array(ZBarterDisputeEvent),
  })
  .meta({ id: 'BarterDispute' });
export type TBarterDispute = z.infer<typeof ZBarterDispute>;

/** POST /purchase/barter-dispute: the buyer disputes a held payment. */
export const ZOpenBarterDisputeRequest = z.object({
  requestId: ZId,
  reason: ZBarterDisputeReason,
  text: zDisputeText(),
  /** From POST /purchase/barter-dispute/photo, the caller's own (at most three). */
  photoUploadIds: z
    .array(ZId)
    .max(BARTER_DISPUTE_PHOTOS_MAX, BARTER_DISPUTE_MESSAGES.tooManyPhotos)
    .default([]),
});
export type TOpenBarterDisputeRequest = z.input<typeof ZOpenBarterDisputeRequest>;

/** POST /purchase/barter-dispute/answer: the seller's side, once. */
export const ZAnswerBarterDisputeRequest = z.object({ requestId: ZId, text: zDisputeText() });
export type TAnswerBarterDisputeRequest = z.input<typeof ZAnswerBarterDisputeRequest>;

export const ZBarterDisputeResponse = dataEnvelope(ZBarterDispute);
export const ZBarterDisputePhotoResponse = dataEnvelope(ZBarterDisputePhoto);

const ZDisputeParty = z.object({ id: ZId, displayName: z.string(), email: z.string() });

/** A dispute as the console lists and shows it: the barter, both parties and what is held. */
export const ZAdminBarterDispute = ZBarterDispute.extend({
  barter: z.object({
    id: ZId,
    reference: z.string(),
    offerTitle: z.string(),
    amountCents: z.number().int(),
    /** BITS still held (the amount less refunds), 0 once resolved. */
    heldCents: z.number().int(),
  }),
  buyer: ZDisputeParty,
  seller: ZDisputeParty,
  resolvedBy: z.object({ id: ZId, displayName: z.string() }).nullable(),
}).meta({ id: 'AdminBarterDispute' });
export type TAdminBarterDispute = z.infer<typeof ZAdminBarterDispute>;

export const ZAdminBarterDisputesQuery = z.object({
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  /** OPEN and ANSWERED together are the disputes to decide (the default). */
  status: z.enum([...BARTER_DISPUTE_STATUSES, 'UNRESOLVED', 'ALL']).default('UNRESOLVED'),
  reason: ZBarterDisputeReason.optional(),
  /** A party of the barter (buyer or seller). */
  userId: ZId.optional(),
});
export type TAdminBarterDisputesQuery = z.input<typeof ZAdminBarterDisputesQuery>;
export const ZAdminBarterDisputesResponse = pageEnvelope(ZAdminBarterDispute);
export type TAdminBarterDisputesResponse = z.infer<typeof ZAdminBarterDisputesResponse>;
export const ZAdminBarterDisputeParams = z.object({ id: ZId });

/** POST /admin/barter-disputes/{id}/resolve (Idempotency-Key). */
export const ZResolveBarterDisputeRequest = z
  .object({
    outcome: ZBarterDisputeOutcome,
    /** SPLIT only: the seller's part in cents (the buyer gets the rest of what is held). */
    sellerCents: z.number({ error: M.required }).int().positive().optional(),
    /** Read by both parties. */
    note: zDisputeText(),
  })
  .refine((v) => v.outcome !== 'SPLIT' || v.sellerCents !== undefined, {
    message: BARTER_DISPUTE_MESSAGES.splitNeedsAmount,
    path: ['sellerCents'],
  });
export type TResolveBarterDisputeRequest = z.input<typeof ZResolveBarterDisputeRequest>;
export const ZAdminBarterDisputeResponse = dataEnvelope(ZAdminBarterDispute);

/** The buyer's and seller's calls: part of the barter module (its maintenance lock covers them). */
export const barterDisputeEndpoints = {
  uploadBarterDisputePhoto: {
    method: 'POST',
    path: '/purchase/barter-dispute/photo',
    audience: 'member',
    summary:
      'Upload a photo for a dispute (multipart/form-data, one file in field "file"; JPEG, PNG or WebP by content, at most 5 MB); answers the uploadId for openBarterDispute',
    tag: 'barter',
    response: ZBarterDisputePhotoResponse,
  },
  openBarterDispute: {
    method: 'POST',
    path: '/purchase/barter-dispute',
    audience: 'member',
    summary:
      'The buyer disputes a held payment (reason, text, up to 3 photos): it is no longer released by itself and an admin decides; opening again answers the same',
    tag: 'barter',
    body: ZOpenBarterDisputeRequest,
    response: ZBarterDisputeResponse,
  },
  answerBarterDispute: {
    method: 'POST',
    path: '/purchase/barter-dispute/answer',
    audience: 'member',
    summary: "The seller's side of a dispute, once",
    tag: 'barter',
    body: ZAnswerBarterDisputeRequest,
    response: ZBarterDisputeResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/** The console's calls: support reads, moderators and super admins resolve. */
export const barterDisputeAdminEndpoints = {
  adminBarterDisputes: {
    method: 'GET',
    path: '/admin/barter-disputes',
    audience: 'admin',
    summary: 'Disputes of held barter payments, oldest unresolved first (status, reason and member filters)',
    tag: 'barter-disputes',
    query: ZAdminBarterDisputesQuery,
    response: ZAdminBarterDisputesResponse,
  },
  adminBarterDispute: {
    method: 'GET',
    path: '/admin/barter-disputes/:id',
    audience: 'admin',
    summary: 'One dispute with its barter, parties, photos and timeline',
    tag: 'barter-disputes',
    params: ZAdminBarterDisputeParams,
    response: ZAdminBarterDisputeResponse,
  },
  adminResolveBarterDispute: {
    method: 'POST',
    path: '/admin/barter-disputes/:id/resolve',
    audience: 'admin',
    summary:
      'Resolves a dispute: the held BITS to the seller, back to the buyer, or split by amount, with a note both parties read',
    tag: 'barter-disputes',
    params: ZAdminBarterDisputeParams,
    body: ZResolveBarterDisputeRequest,
    response: ZAdminBarterDisputeResponse,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>;
