/**
 * Gifts of BITS: a member gives BITS to an e-mail address. The BITS leave the sender's
 * wallet at once and wait in the GIFT_HOLDING account while the gift is PENDING; the recipient (the
 * member whose verified e-mail is the gift's address, including someone who signs up later) claims
 * them (ACCEPTED); unclaimed after GIFT_CLAIM_DAYS they go back to the sender (RETURNED); the sender
 * may take a pending gift back (CANCELLED).
 *
 * Status transitions (the server enforces them with conditional updates):
 *   PENDING → ACCEPTED (recipient claims) | RETURNED (claim period over) | CANCELLED (sender cancels)
 *   ACCEPTED, RETURNED, CANCELLED are final.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, pageEnvelope, zQueryInt } from '../envelope.ts';
import { pinOrTokenFields, requirePinOrToken, ZCents, ZEmail, ZMoneyInput, ZTextArea } from '../rules.ts';

/** Days a recipient has to claim a gift before it returns to the sender. */
export const GIFT_CLAIM_DAYS = 30;
/** The largest single gift: 10,000 BITS (in cents). */
export const GIFT_MAX_CENTS = 10_000 * 100;

export const GIFT_STATUSES = ['PENDING', 'ACCEPTED', 'RETURNED', 'CANCELLED'] as const;
export const ZGiftStatus = z.enum(GIFT_STATUSES);
export type GiftStatus = z.infer<typeof ZGiftStatus>;

export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
};

/**
 * Address checks (POST /gift/validate-email) per member: at most `max` per `windowSeconds`, so the
 * check is no way to test many addresses.
 */
export const GIFT_EMAIL_CHECK_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** Gift messages (ours; the spec gives none). */
export const GIFT_MESSAGES = {
  ownEmail: 'You cannot send a gift to yourself.',
  /** The same answer for every address that is not the sender's own: it never tells whether it has an account. */
  deliverable: `Your gift will be sent to this address. If no account uses it yet, the BITS wait for them to sign up, and come back to you after ${GIFT_CLAIM_DAYS} days unclaimed.`,
  knownMember: 'You have exchanged BITS with this member before.',
  checkLimit: 'You have checked too many email addresses. Please wait a minute and try again.',
  amountMax: `A gift can be at most ${GIFT_MAX_CENTS / 100} BITS.`,
  notYours: 'This gift was sent to another email address.',
  verifyEmail: 'Please verify your email address to claim this gift.',
  alreadyClaimed: 'This gift has already been claimed.',
  returned: 'This gift was not claimed in time and has gone back to the sender.',
  cancelled: 'The sender has cancelled this gift.',
  expired: 'This gift has expired.',
  notPending: 'This gift can no longer be cancelled.',
  sent: 'Your gift is on its way.',
  claimed: 'The BITS are now in your wallet.',
  cancelledBySender: 'Your gift has been cancelled and the BITS are back in your wallet.',
} as const;

/** A gift amount in cents: positive, whole cents, at most GIFT_MAX_CENTS. */
export const ZGiftCents = ZCents.max(GIFT_MAX_CENTS, GIFT_MESSAGES.amountMax);
/** The amount field as typed ("25", "4.50"), converted to cents with the gift maximum. */
export const ZGiftAmountInput = ZMoneyInput.refine((c) => c <= GIFT_MAX_CENTS, GIFT_MESSAGES.amountMax);

/** The message with the gift: optional, under 250 characters (spec §5 text areas). */
export const ZGiftMessage = ZTextArea.trim();

/** A member as shown on a gift: display name (business name, else first name and last initial). */
export const ZGiftParty = z.object({ id: ZId, displayName: z.string() });

export const ZGift = z
  .object({
    id: ZId,
    /** Human reference, e.g. GF-7K3M9Q2X. */
    reference: z.string(),
    sender: ZGiftParty,
    recipientEmail: z.string(),
    /** The recipient member: for the recipient always; for the sender only once claimed (a pending gift never tells whether its address has an account). */
    recipient: ZGiftParty.nullable(),
    amountCents: z.number().int(),
    message: z.string().nullable(),
    status: ZGiftStatus,
    /** Whether the caller sent or received it. */
    direction: z.enum(['SENT', 'RECEIVED']),
    /** The caller may claim it now (recipient, PENDING, not expired, e-mail verified). */
    canClaim: z.boolean(),
    /** The caller may cancel it now (sender, PENDING). */
    canCancel: z.boolean(),
    createdAt: z.string(),
    /** The end of the claim period; afterwards the gift returns to the sender. */
    expiresAt: z.string(),
    claimedAt: z.string().nullable(),
    /** When it was returned or cancelled. */
    returnedAt: z.string().nullable(),
    /** References of the ledger movements: the hold, and the claim/return/cancel. */
    holdTransactionReference: z.string().nullable(),
    settleTransactionReference: z.string().nullable(),
  })
  .meta({ id: 'Gift' });
export type TGift = z.infer<typeof ZGift>;

/**
 * POST /gift/validate-email: whether a gift to the address can be delivered. It never tells whether
 * a stranger's address has an account: every address but the sender's own gets the same ADDRESS
 * answer (a gift to an address without an account waits for its sign-up). Only a member the sender
 * has exchanged BITS with (a claimed gift or an accepted barter, either way) is named.
 */
export const ZValidateGiftEmailRequest = z.object({ email: ZEmail });
export type TValidateGiftEmailRequest = z.input<typeof ZValidateGiftEmailRequest>;
export const ZValidateGiftEmailResponse = dataEnvelope(
  z.object({
    email: z.string(),
    /** KNOWN_MEMBER: a member you have exchanged BITS with (named); ADDRESS: any other address; REFUSED: your own. */
    recipient: z.enum(['KNOWN_MEMBER', 'ADDRESS', 'REFUSED']),
    canReceive: z.boolean(),
    /** Only for KNOWN_MEMBER. */
    displayName: z.string().nullable(),
    message: z.string(),
  }),
);
export type TValidateGiftEmailResponse = z.infer<typeof ZValidateGiftEmailResponse>;

/** POST /gift: the PIN, or the pinToken of POST /user/verify-pin. */
export const ZSendGiftRequest = z
  .object({
    recipientEmail: ZEmail,
    amountCents: ZGiftCents,
    message: ZGiftMessage.optional(),
    ...pinOrTokenFields,
  })
  .refine(...requirePinOrToken);
export type TSendGiftRequest = z.input<typeof ZSendGiftRequest>;

/** The gift and the caller's balance after the call. */
export const ZGiftWithBalanceResponse = dataEnvelope(
  z.object({ gift: ZGift, balanceCents: z.number().int() }),
);
export type TGiftWithBalanceResponse = z.infer<typeof ZGiftWithBalanceResponse>;

export const ZGiftListQuery = z.object({
  /** Must be the caller's id when given. */
  userId: ZId.optional(),
  status: ZGiftStatus.optional(),
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export type TGiftListQuery = z.input<typeof ZGiftListQuery>;
export const ZGiftListResponse = pageEnvelope(ZGift);
export type TGiftListResponse = z.infer<typeof ZGiftListResponse>;

export const ZGiftIdParams = z.object({ id: ZId });
export const ZGiftResponse = dataEnvelope(ZGift);
export type TGiftResponse = z.infer<typeof ZGiftResponse>;

export const ZGiftIdRequest = z.object({ giftId: ZId });
export type TGiftIdRequest = z.input<typeof ZGiftIdRequest>;

export const giftsEndpoints = {
  validateGiftEmail: {
    method: 'POST',
    path: '/gift/validate-email',
    audience: 'member',
    summary: `Whether a gift to an address can be delivered: the same answer for members and non-members (never whether the address has an account); named only for a member you have exchanged BITS with; refused for your own address. At most ${GIFT_EMAIL_CHECK_LIMIT.max} checks a minute (429 with Retry-After)`,
    tag: 'gifts',
    body: ZValidateGiftEmailRequest,
    response: ZValidateGiftEmailResponse,
  },
  sendGift: {
    method: 'POST',
    path: '/gift',
    audience: 'member',
    summary:
      'Give BITS (PIN or pinToken; Idempotency-Key header): the BITS move to gift holding and the gift is PENDING until claimed, returned or cancelled',
    tag: 'gifts',
    body: ZSendGiftRequest,
    response: ZGiftWithBalanceResponse,
    idempotent: true,
  },
  listSentGifts: {
    method: 'GET',
    path: '/gift/history',
    audience: 'member',
    summary: "The caller's sent gifts, newest first (userId, when given, must be the caller)",
    tag: 'gifts',
    query: ZGiftListQuery,
    response: ZGiftListResponse,
  },
  listReceivedGifts: {
    method: 'GET',
    path: '/gift',
    audience: 'member',
    summary:
      "Gifts to the caller (by id, or to the caller's verified e-mail), pending first then newest (userId, when given, must be the caller)",
    tag: 'gifts',
    query: ZGiftListQuery,
    response: ZGiftListResponse,
  },
  getGift: {
    method: 'GET',
    path: '/gift/:id',
    audience: 'member',
    summary: 'One gift (its sender or recipient only)',
    tag: 'gifts',
    params: ZGiftIdParams,
    response: ZGiftResponse,
  },
  claimGift: {
    method: 'POST',
    path: '/gift/claim',
    audience: 'member',
    summary:
      'Claim a pending gift to your verified e-mail (Idempotency-Key header): the BITS move to your wallet and the gift is ACCEPTED',
    tag: 'gifts',
    body: ZGiftIdRequest,
    response: ZGiftWithBalanceResponse,
    idempotent: true,
  },
  cancelGift: {
    method: 'POST',
    path: '/gift/cancel',
    audience: 'member',
    summary:
      'Take back a pending gift you sent (Idempotency-Key header): the BITS return to your wallet and the gift is CANCELLED',
    tag: 'gifts',
    body: ZGiftIdRequest,
    response: ZGiftWithBalanceResponse,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>;
