/**
 * Barter: a seller asks a buyer to pay BITS for one of the seller's ACTIVE offers; the
 * buyer accepts with their PIN (the BITS move buyer → seller as one SALE_PURCHASE movement) or
 * declines; the seller may cancel before the buyer decides and refund, fully or in part, after.
 *
 * Status transitions (enforced by the server with conditional updates):
 *
 * | from     | to        | who    | money                                  |
 * |----------|-----------|--------|----------------------------------------|
 * | PENDING  | ACCEPTED  | buyer  | SALE_PURCHASE buyer → seller (amount)  |
 * | PENDING  | REJECTED  | buyer  | none                                   |
 * | PENDING  | CANCELLED | seller | none                                   |
 * | ACCEPTED | ACCEPTED  | seller | partial REFUND seller → buyer          |
 * | ACCEPTED | REFUND    | seller | REFUND seller → buyer of the rest      |
 *
 * REJECTED, CANCELLED and REFUND are final.
 *
 * Buyer protection (the server's BARTER_HOLD_DAYS, 7 days unless set; 0 turns it off): an accepted payment
 * goes buyer → BARTER_HOLDING and is held (`hold.status` HELD) until it is RELEASED to the seller, by the
 * buyer's confirmation that they received what they paid for or by the server once `hold.releaseAt` has
 * come, or RETURNED to the buyer by the seller's full refund (a partial refund comes out of the hold, the
 * rest is released later). While a payment is held the buyer sees "Confirm you received it", the seller
 * "On hold, released on …". Without a hold (`hold` null) the seller is paid at once.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import type { TransactionStatus } from '../enums.ts';
import { dataEnvelope, pageEnvelope, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { pinOrTokenFields, requirePinOrToken, ZCents, ZPinAttempt } from '../rules.ts';
import { ZBarterDispute } from './barter-disputes.ts';

/** The statuses a barter request can have, in the order of the table above. */
export const BARTER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'REFUND',
] as const satisfies readonly TransactionStatus[];
export const ZBarterStatus = z.enum(BARTER_STATUSES);
export type BarterStatus = z.infer<typeof ZBarterStatus>;

/** How the statuses read in lists (REFUND reads as "Refunded"; a partly refunded sale is still "Accepted"). */
export const BARTER_STATUS_LABELS: Record<BarterStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Declined',
  CANCELLED: 'Cancelled',
  REFUND: 'Refunded',
};

/** A held payment's state: HELD until RELEASED to the seller or RETURNED to the buyer; DISPUTED while an admin decides. */
export const BARTER_HOLD_STATUSES = ['HELD', 'RELEASED', 'RETURNED', 'DISPUTED'] as const;
export const ZBarterHoldStatus = z.enum(BARTER_HOLD_STATUSES);
export type BarterHoldStatus = z.infer<typeof ZBarterHoldStatus>;

/** Who released a held payment to the seller: the buyer, the server when the hold ran out, or an admin. */
export const BARTER_RELEASERS = ['BUYER', 'AUTO', 'ADMIN'] as const;
export const ZBarterReleaser = z.enum(BARTER_RELEASERS);
export type BarterReleaser = z.infer<typeof ZBarterReleaser>;

export const BARTER_MESSAGES = {
  created: 'Sale request sent to the buyer.',
  accepted: 'Payment sent. Thank you!',
  declined: 'You declined this request.',
  cancelled: 'Sale request cancelled.',
  refunded: 'Refund sent to the buyer.',
  notPending: 'This request is no longer pending.',
  notRefundable: 'Only an accepted sale can be refunded.',
  refundTooLarge: 'The refund cannot be more than the amount paid less earlier refunds.',
  buyerNotFound: 'No active member matches this buyer.',
  buyerIsSelf: 'You cannot sell to yourself.',
  offerNotActive: 'Pick one of your active offers.',
  sellerInactive: 'The seller can no longer be paid.',
  pinRequired: 'Enter your PIN to accept.',
  released: 'Payment released to the seller. Thank you!',
  notHeld: 'This payment is no longer on hold.',
  disputed: 'This payment is disputed: an admin decides where it goes.',
  noteMax: 'Must be at most 250 characters.',
} as const;

export const ZBarterParty = z.object({ id: ZId, displayName: z.string() });

/** A barter request as both sides see it. Amounts are integer cents. */
export const ZBarterRequest = z
  .object({
    id: ZId,
    reference: z.string(),
    seller: ZBarterParty,
    buyer: ZBarterParty,
    /** The offer (id null when the offer was deleted since); title as it was when the request was made. */
    offer: z.object({ id: ZId.nullable(), title: z.string() }),
    amountCents: z.number().int(),
    refundedCents: z.number().int(),
    status: ZBarterStatus,
    note: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    /** The reference of the SALE_PURCHASE movement once accepted. */
    transactionReference: z.string().nullable(),
    /** Buyer protection: the payment's hold, from the buyer's acceptance; null when the seller was paid at once. */
    hold: z
      .object({
        status: ZBarterHoldStatus,
        /** When the server releases the payment to the seller if the buyer has not confirmed by then. */
        releaseAt: z.string(),
        releasedAt: z.string().nullable(),
        releasedBy: ZBarterReleaser.nullable(),
        /** What the hold still holds (the amount less refunds) while HELD or DISPUTED; 0 after. */
        heldCents: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'BarterRequest' });
export type TBarterRequest = z.infer<typeof ZBarterRequest>;

/** A refund of an accepted sale (detail view). */
export const ZBarterRefund = z.object({
  reference: z.string(),
  amountCents: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TBarterRefund = z.infer<typeof ZBarterRefund>;

export const ZBarterRequestDetail = ZBarterRequest.extend({
  refunds: z.array(ZBarterRefund),
  /** The buyer's dispute of the held payment, with its timeline; null when there is none. */
  dispute: ZBarterDispute.nullable(),
}).meta({
  id: 'BarterRequestDetail',
});
export type TBarterRequestDetail = z.infer<typeof ZBarterRequestDetail>;

export const ZBarterUserParams = z.object({ id: ZId });
export const ZBarterIdParams = z.object({ id: ZId });

export const ZListBarterQuery = z.object({
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, Math.min(MAX_PAGE_SIZE, 100), 20),
  status: ZBarterStatus.optional(),
});
export type TListBarterQuery = z.input<typeof ZListBarterQuery>;
export const ZListBarterResponse = pageEnvelope(ZBarterRequest);
export type TListBarterResponse = z.infer<typeof ZListBarterResponse>;

export const ZGetBarterResponse = dataEnvelope(ZBarterRequestDetail);

/** GET /purchase/buyer-lookup?query=: an exact e-mail, or the start of a username (2+ characters). */
export const ZBuyerLookupQuery = z.object({
  query: z.string({ error: M.required }).trim().min(2, M.required).max(254),
});
export const ZBuyerCandidate = z.object({
  id: ZId,
  displayName: z.string(),
  userName: z.string().nullable(),
});
export type TBuyerCandidate = z.infer<typeof ZBuyerCandidate>;
export const ZBuyerLookupResponse = dataEnvelope(z.array(ZBuyerCandidate));

const ZNote = z.string().trim().max(250, BARTER_MESSAGES.noteMax);

export const ZCreateBarterRequest = z.object({
  /** The buyer's id, from GET /purchase/buyer-lookup. */
  buyerId: ZId,
  /** One of the seller's ACTIVE offers. */
  offerId: ZId,
  amountCents: ZCents,
  note: ZNote.optional(),
});
export type TCreateBarterRequest = z.infer<typeof ZCreateBarterRequest>;
export const ZBarterRequestResponse = dataEnvelope(ZBarterRequest);

export const ZConfirmBarterRequest = z.object({
  requestId: ZId,
  accept: z.boolean(),
  /** Required to accept (or pinToken from POST /user/verify-pin); ignored when declining. */
  pin: ZPinAttempt.optional(),
  pinToken: z.string().min(1).max(200).optional(),
});
export type TConfirmBarterRequest = z.infer<typeof ZConfirmBarterRequest>;
/** The request after the decision; on accept also the movement and the buyer's balance after it. */
export const ZConfirmBarterResponse = dataEnvelope(
  z.object({
    request: ZBarterRequest,
    transactionReference: z.string().nullable(),
    balanceCents: z.number().int(),
  }),
);
export type TConfirmBarterResponse = z.infer<typeof ZConfirmBarterResponse>;

export const ZCancelBarterRequest = z.object({ requestId: ZId });

/** The buyer confirms they received what they paid for: the held payment goes to the seller. */
export const ZReleaseBarterRequest = z.object({ requestId: ZId });
/** The request after the release, and the reference of the movement that paid the seller. */
export const ZReleaseBarterResponse = dataEnvelope(
  z.object({ request: ZBarterRequest, transactionReference: z.string() }),
);
export type TReleaseBarterResponse = z.infer<typeof ZReleaseBarterResponse>;

/** A refund moves the seller's BITS, so it needs the seller's PIN (or a pinToken), as every spend does. */
export const ZBarterRefundRequest = z
  .object({
    requestId: ZId,
    amountCents: ZCents,
    reason: ZNote.optional(),
    ...pinOrTokenFields,
  })
  .refine(...requirePinOrToken);
export type TBarterRefundRequest = z.infer<typeof ZBarterRefundRequest>;
/** The request after the refund, the refund movement, and the seller's balance after it. */
export const ZBarterRefundResponse = dataEnvelope(
  z.object({ request: ZBarterRequest, refund: ZBarterRefund, balanceCents: z.number().int() }),
);
export type TBarterRefundResponse = z.infer<typeof ZBarterRefundResponse>;

export const barterEndpoints = {
  listBarterRecords: {
    method: 'GET',
    path: '/purchase/barter-record/user/:id',
    audience: 'member',
    summary: "The seller's Barter Sales (requests they made), newest first; :id must be the caller",
    tag: 'barter',
    params: ZBarterUserParams,
    query: ZListBarterQuery,
    response: ZListBarterResponse,
  },
  listBarterRequests: {
    method: 'GET',
    path: '/purchase/barter-request/user/:id',
    audience: 'member',
    summary: "The buyer's Purchases Made Using BITS: pending first, then newest; :id must be the caller",
    tag: 'barter',
    params: ZBarterUserParams,
    query: ZListBarterQuery,
    response: ZListBarterResponse,
  },
  buyerLookup: {
    method: 'GET',
    path: '/purchase/buyer-lookup',
    audience: 'member',
    summary: 'Active members to sell to, by exact e-mail or username prefix (never yourself); at most 10',
    tag: 'barter',
    query: ZBuyerLookupQuery,
    response: ZBuyerLookupResponse,
  },
  getBarterRequest: {
    method: 'GET',
    path: '/purchase/barter-request/:id',
    audience: 'member',
    summary: 'One barter request with its refunds (its seller or buyer only)',
    tag: 'barter',
    params: ZBarterIdParams,
    response: ZGetBarterResponse,
  },
  createBarterRequest: {
    method: 'POST',
    path: '/purchase/barter-request',
    audience: 'member',
    summary: 'The seller asks a buyer to pay BITS for one of their ACTIVE offers (PENDING)',
    tag: 'barter',
    body: ZCreateBarterRequest,
    response: ZBarterRequestResponse,
    idempotent: true,
  },
  confirmBarterRequest: {
    method: 'POST',
    path: '/purchase/barter-request/confirmation',
    audience: 'member',
    summary:
      'The buyer accepts with PIN (BITS move buyer → seller, or into the hold of buyer protection; 409 INSUFFICIENT_BITS leaves it PENDING) or declines',
    tag: 'barter',
    body: ZConfirmBarterRequest,
    response: ZConfirmBarterResponse,
    idempotent: true,
  },
  releaseBarterPayment: {
    method: 'POST',
    path: '/purchase/barter-request/release',
    audience: 'member',
    summary:
      'The buyer confirms they received what they paid for: the held payment (less refunds) goes to the seller; releasing again answers the same',
    tag: 'barter',
    body: ZReleaseBarterRequest,
    response: ZReleaseBarterResponse,
    idempotent: true,
  },
  cancelBarterRequest: {
    method: 'POST',
    path: '/purchase/barter-request/cancel',
    audience: 'member',
    summary: 'The seller cancels a PENDING request (nothing moves); cancelling again answers the same',
    tag: 'barter',
    body: ZCancelBarterRequest,
    response: ZBarterRequestResponse,
  },
  refundBarter: {
    method: 'POST',
    path: '/purchase/barter-refund',
    audience: 'member',
    summary:
      'The seller refunds an accepted sale, fully or in part, never more than paid less refunded (REFUND seller → buyer, or out of the hold while the payment is held; refused while disputed)',
    tag: 'barter',
    body: ZBarterRefundRequest,
    response: ZBarterRefundResponse,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>;
