/**
 * Membership calls: saved payment cards, the membership plan, subscribing, cancelling and
 * renewing, and the admin's view of a member's membership. Card numbers travel only in the add-card
 * and subscribe requests; what comes back is the processor's brand and the last four digits.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { ZSubscriptionState } from '../enums.ts';
import { dataEnvelope, ZMessageResponse } from '../envelope.ts';
import { withCardFingerprint } from '../idempotency.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { makeMonthYearSchema, ZCancelMembershipReason, ZPostalCode } from '../rules.ts';
import { ZUserIdParams } from './users.ts';

/** Card field messages (ours; the spec gives none). */
export const CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  cvc: 'CVC must be 3 digits.',
  cvcAmex: 'CVC must be 4 digits for American Express.',
  holderName: 'Please enter the name on the card.',
  holderNameMax: 'The name on the card must be at most 100 characters.',
  expired: 'Your card has expired. Please use another card.',
  noCard: 'Please add a payment card first.',
  cardOfActiveMembership: 'This card pays for your membership. Add another card before removing it.',
  tooManyCards: 'You can save at most 5 cards. Remove one before adding another.',
  alreadyActive: 'You already have an active membership.',
  notActive: 'Your membership is not active.',
  secureField: 'Please enter your card in the secure card field.',
  enterCard: 'Please enter your card details.',
  noSecureField: 'Cards are entered in the card form here: there is no secure card field to prepare.',
  setupNotFinished: 'Your card could not be saved. Please enter it again.',
  oneCard: 'Please pay with one card: a saved card or a new one.',
} as const;

/** What the card processor's webhook answers an event it cannot take (read by the processor's logs). */
export const PAYMENT_EVENT_MESSAGES = {
  badSignature: 'The event is not signed with this webhook’s secret.',
} as const;

export const CARD_BRANDS = ['Visa', 'Mastercard', 'Amex', 'Discover'] as const;
export const ZCardBrand = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof ZCardBrand>;

/** At most this many saved (not removed) cards per member. */
export const MAX_SAVED_CARDS = 5;

/** The number as typed without spaces or dashes. */
export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '');

/** Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges), or null when it is none of the accepted brands. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'Visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'Amex';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'Mastercard';
  if (/^(6011|65\d{2}|64[4-9]\d)\d{12,15}$/.test(digits)) return 'Discover';
  return null;
}

/** A card number: digits (spaces and dashes allowed as typed), an accepted brand and a valid checksum. */
export const ZCardNumber = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .transform(normalizeCardNumber)
  .refine((n) => luhnValid(n) && cardBrandOf(n) !== null, CARD_MESSAGES.number);

const cardFields = z.object({
  number: ZCardNumber,
  expMonth: z.number({ error: M.monthRange }),
  expYear: z.number({ error: M.yearInvalid }),
  cvc: z.string({ error: M.required }).trim().min(1, M.required),
  holderName: z
    .string({ error: M.required })
    .trim()
    .min(1, CARD_MESSAGES.holderName)
    .max(100, CARD_MESSAGES.holderNameMax),
  postalCode: ZPostalCode.optional(),
});

/** Expiry (spec §5 month/year rules) and the CVC length of the card's brand. */
const refineCard =
  (now: () => Date) =>
  (v: z.output<typeof cardFields>, ctx: z.RefinementCtx): void => {
    const expiry = makeMonthYearSchema(now).safeParse({ month: v.expMonth, year: v.expYear });
    if (!expiry.success) {
      for (const issue of expiry.error.issues) {
        const field = issue.path[0] === 'year' ? 'expYear' : 'expMonth';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
    }
    const amex = cardBrandOf(v.number) === 'Amex';
    if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(v.cvc)) {
      ctx.addIssue({
        code: 'custom',
        message: amex ? CARD_MESSAGES.cvcAmex : CARD_MESSAGES.cvc,
        path: ['cvc'],
      });
    }
  };

/** Card details as typed in the card form (the same rules validate the form and the request). */
export const makeCardInputSchema = (now: () => Date = () => new Date()) =>
  cardFields.superRefine(refineCard(now));
export const ZCardInput = makeCardInputSchema();

/**
 * A card entered in the card processor's own field in the browser, as the processor's payment method
 * (Stripe: `pm_…`): the number never reaches our server.
 */
export const ZPaymentMethodId = z
  .string({ error: CARD_MESSAGES.secureField })
  .regex(/^pm_[A-Za-z0-9_]{1,250}$/, CARD_MESSAGES.secureField);
export type TCardInput = z.input<typeof ZCardInput>;

/** A saved card: never the number, only the brand, last four digits and expiry. */
export const ZPaymentCard = z
  .object({
    id: ZId,
    brand: ZCardBrand,
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    holderName: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentCard' });
export type TPaymentCard = z.infer<typeof ZPaymentCard>;

export const ZCardIdParams = z.object({ id: ZId });

/** A card being saved through the card processor's own field (Stripe: a SetupIntent, `seti_…`). */
export const ZSetupIntentId = z
  .string({ error: CARD_MESSAGES.secureField })
  .regex(/^seti_[A-Za-z0-9_]{1,250}$/, CARD_MESSAGES.secureField);

/**
 * POST /payment/cards: a card typed in our form ({card fields}; the embedded sandbox), or one the member's
 * browser saved through the card processor's field ({setupIntentId}; Stripe, after createCardSetup). The
 * first card becomes the default; `makeDefault` makes a later one the default.
 */
export const ZAddCardRequest = z.union([
  cardFields.extend({ makeDefault: z.boolean().optional() }).superRefine(refineCard(() => new Date())),
  z.object({ setupIntentId: ZSetupIntentId, makeDefault: z.boolean().optional() }),
]);
export type TAddCardRequest = z.input<typeof ZAddCardRequest>;
export const ZAddCardResponse = dataEnvelope(ZPaymentCard);
export type TAddCardResponse = z.infer<typeof ZAddCardResponse>;

export const ZListCardsResponse = dataEnvelope(z.array(ZPaymentCard));

/**
 * POST /payment/cards/setup: a card about to be saved through the card processor's own field. The browser
 * completes it with `clientSecret` (Stripe.js `confirmCardSetup`), then sends `setupIntentId` to addCard.
 */
export const ZCardSetupResponse = dataEnvelope(
  z.object({ setupIntentId: z.string(), clientSecret: z.string() }).meta({ id: 'CardSetup' }),
);
export type TCardSetupResponse = z.infer<typeof ZCardSetupResponse>;
export type TListCardsResponse = z.infer<typeof ZListCardsResponse>;

/** The one membership plan. */
export const ZMembershipPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    currency: z.string(),
    interval: z.enum(['month', 'year']),
    intervalCount: z.number().int(),
    /** Memberships do not renew by themselves in this version: renewal is the member's action. */
    autoRenew: z.boolean(),
  })
  .meta({ id: 'MembershipPlan' });
export type TMembershipPlan = z.infer<typeof ZMembershipPlan>;
export const ZListPlansResponse = dataEnvelope(z.array(ZMembershipPlan));
export type TListPlansResponse = z.infer<typeof ZListPlansResponse>;

/** A member's membership as the member and admins see it. */
export const ZMembership = z
  .object({
    id: ZId,
    userId: ZId,
    status: ZSubscriptionState,
    /** Whether the member's privileges are on: ACTIVE, or CANCELLED with the paid period still running. */
    hasAccess: z.boolean(),
    plan: ZMembershipPlan,
    priceCents: z.number().int(),
    currency: z.string(),
    startedAt: z.string(),
    currentPeriodEnd: z.string(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    card: ZPaymentCard.pick({ id: true, brand: true, last4: true, expMonth: true, expYear: true })
      .extend({ removed: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'Membership' });
export type TMembership = z.infer<typeof ZMembership>;

/** A charge made through the payments processor. */
export const CARD_CHARGE_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export const ZCardCharge = z
  .object({
    id: ZId,
    purpose: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.enum(CARD_CHARGE_STATUSES),
    failureCode: z.string().nullable(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    /** The card processor's reference of the payment (Stripe: `pi_…`; the sandbox: its charge id). */
    processorRef: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CardCharge' });
export type TCardCharge = z.infer<typeof ZCardCharge>;

/**
 * POST /subscription/subscribe: pay with a saved card ({cardId}), a new one typed in our form ({card}; the
 * embedded sandbox) or a new one entered in the card processor's own field ({paymentMethodId}; Stripe):
 * exactly one of the three. A new card is saved when the charge succeeds.
 */
export const ZSubscribeRequest = z
  .object({
    cardId: ZId.optional(),
    card: ZCardInput.optional(),
    paymentMethodId: ZPaymentMethodId.optional(),
    makeDefault: z.boolean().optional(),
  })
  .refine((v) => [v.cardId, v.card, v.paymentMethodId].filter((c) => c !== undefined).length === 1, {
    message: CARD_MESSAGES.noCard,
    path: ['cardId'],
  });
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

/** The membership after a payment, with the receipt of that payment. */
export const ZMembershipPaymentResponse = dataEnvelope(
  z.object({ membership: ZMembership, charge: ZCardCharge }),
);
export type TMembershipPaymentResponse = z.infer<typeof ZMembershipPaymentResponse>;

export const ZGetCustomerQuery = z.object({ userId: ZId.optional() });
/** null when the member has never subscribed. */
export const ZGetCustomerResponse = dataEnvelope(ZMembership.nullable());
export type TGetCustomerResponse = z.infer<typeof ZGetCustomerResponse>;

export const ZCancelMembershipRequest = z.object({ reason: ZCancelMembershipReason.default('') });
export type TCancelMembershipRequest = z.input<typeof ZCancelMembershipRequest>;
export const ZCancelMembershipResponse = dataEnvelope(ZMembership);

/**
 * POST /subscription/renew-subscription: the membership's card unless another saved card is named
 * ({cardId}) or a new card is entered in the card processor's own field ({paymentMethodId}; Stripe, saved
 * when the charge succeeds); at most one of the two.
 */
export const ZRenewMembershipRequest = z
  .object({ cardId: ZId.optional(), paymentMethodId: ZPaymentMethodId.optional() })
  .refine((v) => v.cardId === undefined || v.paymentMethodId === undefined, {
    message: CARD_MESSAGES.oneCard,
    path: ['cardId'],
  });
export type TRenewMembershipRequest = z.input<typeof ZRenewMembershipRequest>;

/** GET /user/memberShip-details/{id} (admin). */
export const ZMembershipDetailsResponse = dataEnvelope(
  z.object({
    userId: ZId,
    userSubscription: ZSubscriptionState,
    membership: ZMembership.nullable(),
    cards: z.array(ZPaymentCard),
    charges: z.array(ZCardCharge),
    summary: z.object({
      totalPaidCents: z.number().int(),
      succeededCount: z.number().int(),
      failedCount: z.number().int(),
      lastChargeAt: z.string().nullable(),
    }),
  }),
);
export type TMembershipDetailsResponse = z.infer<typeof ZMembershipDetailsResponse>;

export const membershipEndpoints = {
  addCard: {
    method: 'POST',
    path: '/payment/cards',
    audience: 'member',
    summary: 'Save a card (tokenized by the payments processor; only brand and last four are kept)',
    tag: 'membership',
    body: ZAddCardRequest,
    response: ZAddCardResponse,
  },
  createCardSetup: {
    method: 'POST',
    path: '/payment/cards/setup',
    audience: 'member',
    summary:
      "Prepare saving a card in the card processor's own field (Stripe's SetupIntent); refused with the embedded sandbox",
    tag: 'membership',
    response: ZCardSetupResponse,
  },
  listCards: {
    method: 'GET',
    path: '/payment/cards',
    audience: 'member',
    summary: "The member's saved cards, default first",
    tag: 'membership',
    response: ZListCardsResponse,
  },
  setDefaultCard: {
    method: 'PATCH',
    path: '/payment/cards/:id/default',
    audience: 'member',
    summary: 'Make a saved card the default; answers the updated list',
    tag: 'membership',
    params: ZCardIdParams,
    response: ZListCardsResponse,
  },
  deleteCard: {
    method: 'DELETE',
    path: '/payment/cards/:id',
    audience: 'member',
    summary: 'Remove a saved card (not the only card of an active membership)',
    tag: 'membership',
    params: ZCardIdParams,
    response: ZMessageResponse,
  },
  listPlans: {
    method: 'GET',
    path: '/subscription/plans',
    audience: 'public',
    summary: 'The membership plan and its price',
    tag: 'membership',
    response: ZListPlansResponse,
  },
  subscribe: {
    method: 'POST',
    path: '/subscription/subscribe',
    audience: 'member',
    summary:
      'Pay the membership (Idempotency-Key header); at the SUBSCRIPTION stage this completes the stage',
    tag: 'membership',
    body: ZSubscribeRequest,
    response: ZMembershipPaymentResponse,
    idempotent: true,
    fingerprint: withCardFingerprint,
  },
  getCustomerSubscription: {
    method: 'GET',
    path: '/subscription/customer',
    audience: 'user',
    summary: "The member's membership (admins pass ?userId=)",
    tag: 'membership',
    query: ZGetCustomerQuery,
    response: ZGetCustomerResponse,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/subscription/cancel-subscription',
    audience: 'member',
    summary: 'Cancel the membership; access continues until the end of the paid period',
    tag: 'membership',
    body: ZCancelMembershipRequest,
    response: ZCancelMembershipResponse,
  },
  renewSubscription: {
    method: 'POST',
    path: '/subscription/renew-subscription',
    audience: 'member',
    summary: 'Pay one more period (Idempotency-Key header): extends or reactivates the membership',
    tag: 'membership',
    body: ZRenewMembershipRequest,
    response: ZMembershipPaymentResponse,
    idempotent: true,
  },
  getUserSubscription: {
    method: 'GET',
    path: '/subscription/:id',
    audience: 'admin',
    summary: 'The membership of user {id}',
    tag: 'membership',
    params: ZUserIdParams,
    response: ZGetCustomerResponse,
  },
  getMembershipDetails: {
    method: 'GET',
    path: '/user/memberShip-details/:id',
    audience: 'admin',
    summary: "User {id}'s membership, saved cards and recent charges",
    tag: 'membership',
    params: ZUserIdParams,
    response: ZMembershipDetailsResponse,
  },
} as const satisfies Record<string, EndpointDef>;
