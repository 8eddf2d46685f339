/**
 * Donations to the BarterBits Community Fund (spec §2 /donate): a signed-in member gives
 * BITS from their wallet to the system account COMMUNITY_FUND, which helps new members and local
 * causes. A donation is one ledger movement (type TRANSFER, related type DONATION) from the member's
 * wallet to the fund; it is final (no refund by the member). How admins spend the fund is later work.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, pageEnvelope, zQueryInt } from '../envelope.ts';
import { pinOrTokenFields, requirePinOrToken, ZCents, ZMoneyInput, ZTextArea } from '../rules.ts';

/** The smallest donation: 1.00 BITS (in cents). */
export const DONATION_MIN_CENTS = 100;
/** The largest single donation: 10,000 BITS (in cents), as for a gift. */
export const DONATION_MAX_CENTS = 10_000 * 100;
/** The amounts the donate page offers with one tap (cents): 5, 10, 25 and 50 BITS. */
export const DONATION_PRESET_CENTS = [500, 1_000, 2_500, 5_000] as const;
/** The memo of every donation movement, as the wallet history shows it. */
export const DONATION_MEMO = 'Donation to the Community Fund';

/** Donation messages (ours; the spec gives none). */
export const DONATION_MESSAGES = {
  amountMin: `A donation must be at least ${DONATION_MIN_CENTS / 100} BITS.`,
  amountMax: `A donation can be at most ${DONATION_MAX_CENTS / 100} BITS.`,
  thanks: 'Thank you! Your BITS are now in the Community Fund.',
} as const;

/** A donation amount in cents: whole cents, from DONATION_MIN_CENTS to DONATION_MAX_CENTS. */
export const ZDonationCents = ZCents.min(DONATION_MIN_CENTS, DONATION_MESSAGES.amountMin).max(
  DONATION_MAX_CENTS,
  DONATION_MESSAGES.amountMax,
);
/** The amount field as typed ("10", "2.50"), converted to cents with the donation bounds. */
export const ZDonationAmountInput = ZMoneyInput.refine(
  (c) => c >= DONATION_MIN_CENTS,
  DONATION_MESSAGES.amountMin,
).refine((c) => c <= DONATION_MAX_CENTS, DONATION_MESSAGES.amountMax);

/** The optional note with a donation: under 250 characters (spec §5 text areas). */
export const ZDonationMessage = ZTextArea.trim();

/** One donation as its donor sees it. */
export const ZDonation = z
  .object({
    id: ZId,
    /** The ledger movement's reference, e.g. BB-7K3M9Q2X (as the wallet history shows it). */
    reference: z.string(),
    amountCents: z.number().int(),
    message: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Donation' });
export type TDonation = z.infer<typeof ZDonation>;

/** GET /donate/fund: the fund's figures and the caller's own share. */
export const ZCommunityFund = z
  .object({
    /** What the fund holds now. */
    balanceCents: z.number().int(),
    /** How many members have donated (each counted once). */
    donorCount: z.number().int(),
    /** What the caller has given in all. */
    myTotalCents: z.number().int(),
    /** How many donations the caller has made. */
    myDonationCount: z.number().int(),
  })
  .meta({ id: 'CommunityFund' });
export type TCommunityFund = z.infer<typeof ZCommunityFund>;
export const ZCommunityFundResponse = dataEnvelope(ZCommunityFund);
export type TCommunityFundResponse = z.infer<typeof ZCommunityFundResponse>;

/** POST /donate: the amount, the PIN (or the pinToken of POST /user/verify-pin), an optional message. */
export const ZDonateRequest = z
  .object({
    amountCents: ZDonationCents,
    message: ZDonationMessage.optional(),
    ...pinOrTokenFields,
  })
  .refine(...requirePinOrToken);
export type TDonateRequest = z.input<typeof ZDonateRequest>;

/** The donation and the caller's balance after it. */
export const ZDonateResponse = dataEnvelope(
  z.object({ donation: ZDonation, balanceCents: z.number().int() }),
);
export type TDonateResponse = z.infer<typeof ZDonateResponse>;

export const ZDonationListQuery = z.object({
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export type TDonationListQuery = z.input<typeof ZDonationListQuery>;
export const ZDonationListResponse = pageEnvelope(ZDonation);
export type TDonationListResponse = z.infer<typeof ZDonationListResponse>;

export const donationsEndpoints = {
  getCommunityFund: {
    method: 'GET',
    path: '/donate/fund',
    audience: 'member',
    summary:
      "The Community Fund: what it holds, how many members have donated, and the caller's own total and count",
    tag: 'donations',
    response: ZCommunityFundResponse,
  },
  donate: {
    method: 'POST',
    path: '/donate',
    audience: 'member',
    summary: `Give BITS to the Community Fund (PIN or pinToken; Idempotency-Key header): ${DONATION_MIN_CENTS / 100} to ${DONATION_MAX_CENTS / 100} BITS move from your wallet to the fund at once (409 INSUFFICIENT_BITS and nothing moves when the wallet is short); answers the donation and your new balance`,
    tag: 'donations',
    body: ZDonateRequest,
    response: ZDonateResponse,
    idempotent: true,
  },
  listMyDonations: {
    method: 'GET',
    path: '/donate/history',
    audience: 'member',
    summary: "The caller's donations to the Community Fund, newest first",
    tag: 'donations',
    query: ZDonationListQuery,
    response: ZDonationListResponse,
  },
} as const satisfies Record<string, EndpointDef>;
