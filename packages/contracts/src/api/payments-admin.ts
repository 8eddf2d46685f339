/**
 * Card payments in the console: BITS loads with the card processor's reference and state, a refund of a
 * load to its card (through the processor), and the card disputes (chargebacks) with what they put at
 * risk: the BITS held and the debt of BITS already spent, which support settles or writes off.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, ZPageMeta, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZCardBrand, ZCardCharge } from './membership.ts';
import { BITS_LOAD_STATUSES } from './wallet.ts';

export const PAYMENTS_ADMIN_MESSAGES = {
  refunded: 'The load was refunded to the card and its BITS taken back.',
  refundPending: 'The BITS were taken back; the refund to the card is being made.',
  notRefundable: 'Only a card load whose BITS were credited can be refunded.',
  disputed: 'This load is disputed at the member’s bank: the dispute decides, not a refund.',
  bitsSpent: 'The member no longer has these BITS in their wallet, so the load cannot be refunded.',
  reasonMax: 'The reason must be at most 250 characters.',
  debtSettled: 'The debt is recorded as settled.',
  debtWrittenOff: 'The debt is written off.',
  noDebt: 'This dispute has no debt outstanding.',
  chargeRefunded: 'The membership payment was refunded to the card.',
  chargeNotRefundable: 'Only a paid membership charge can be refunded.',
  refundRefused: 'The card processor refused this refund.',
} as const;

/** The member a payment belongs to, as the console lists them. */
const ZPaymentMember = z
  .object({ userId: ZId, displayName: z.string(), email: z.string() })
  .meta({ id: 'PaymentMember' });

export const ZAdminCardLoad = z
  .object({
    id: ZId,
    member: ZPaymentMember,
    amountCents: z.number().int(),
    status: z.enum(BITS_LOAD_STATUSES),
    /** REFUND_PENDING / REFUNDED while a refund is made, or the processor's refusal code of a failed load. */
    failureCode: z.string().nullable(),
    card: z.object({ brand: ZCardBrand, last4: z.string() }).nullable(),
    /** The processor that took the payment (sandbox, stripe) and its references. */
    processor: z.string().nullable(),
    paymentRef: z.string().nullable(),
    chargeRef: z.string().nullable(),
    /** The dispute of this load at the member's bank, if any. */
    disputeStatus: z.enum(['OPEN', 'WON', 'LOST']).nullable(),
    /**
     * Refunded in part at the processor (Stripe's dashboard), in cents of the charge; 0 when not. The BITS
     * are not taken back for a part: support decides what to do.
     */
    processorRefundedCents: z.number().int().nonnegative(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminCardLoad' });
export type TAdminCardLoad = z.infer<typeof ZAdminCardLoad>;

export const ZAdminCardLoadsQuery = z.object({
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  userId: ZId.optional(),
  status: z.enum(BITS_LOAD_STATUSES).optional(),
  /** A processor reference (`pi_…`, `ch_…`) or part of it. */
  q: z.string().trim().max(100).optional(),
});
export type TAdminCardLoadsQuery = z.input<typeof ZAdminCardLoadsQuery>;
export const ZAdminCardLoadsResponse = z.object({ data: z.array(ZAdminCardLoad), meta: ZPageMeta });
export type TAdminCardLoadsResponse = z.infer<typeof ZAdminCardLoadsResponse>;

export const ZAdminPaymentParams = z.object({ id: ZId });

const ZAdminReason = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(250, PAYMENTS_ADMIN_MESSAGES.reasonMax);

/** POST /admin/payments/loads/{id}/refund (Idempotency-Key): the whole load, with the admin's reason. */
export const ZRefundCardLoadRequest = z.object({ reason: ZAdminReason });
export type TRefundCardLoadRequest = z.input<typeof ZRefundCardLoadRequest>;
export const ZRefundCardLoadResponse = dataEnvelope(ZAdminCardLoad).extend({ message: z.string() });

export const CARD_DISPUTE_STATUSES = ['OPEN', 'WON', 'LOST'] as const;
/** What became of a dispute's debt: settled or written off by support, or cancelled by a won dispute. */
export const DISPUTE_DEBT_STATUSES = ['SETTLED', 'WRITTEN_OFF', 'CANCELLED'] as const;

export const ZAdminDispute = z
  .object({
    id: ZId,
    processor: z.string(),
    disputeRef: z.string(),
    paymentRef: z.string().nullable(),
    chargeRef: z.string().nullable(),
    /** Null for a payment that is not a member's load (e.g. made outside BarterBits). */
    member: ZPaymentMember.nullable(),
    loadId: ZId.nullable(),
    amountCents: z.number().int(),
    heldCents: z.number().int(),
    debtCents: z.number().int(),
    debtStatus: z.enum(DISPUTE_DEBT_STATUSES).nullable(),
    status: z.enum(CARD_DISPUTE_STATUSES),
    reason: z.string().nullable(),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminDispute' });
export type TAdminDispute = z.infer<typeof ZAdminDispute>;

export const ZAdminDisputesQuery = z.object({
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  status: z.enum([...CARD_DISPUTE_STATUSES, 'ALL']).default('OPEN'),
  userId: ZId.optional(),
});
export type TAdminDisputesQuery = z.input<typeof ZAdminDisputesQuery>;
export const ZAdminDisputesResponse = z.object({
  data: z.array(ZAdminDispute),
  meta: ZPageMeta.extend({
    /**
     * What the disputes put at risk now, over all of them: BITS held in open disputes, and debt of BITS
     * already spent (open disputes', and lost ones' not yet settled or written off).
     */
    exposure: z.object({ heldCents: z.number().int(), debtCents: z.number().int() }),
  }),
});
export type TAdminDisputesResponse = z.infer<typeof ZAdminDisputesResponse>;

/** POST /admin/payments/disputes/{id}/debt: a lost dispute's debt repaid (outside BITS) or written off. */
export const ZSettleDisputeDebtRequest = z.object({
  outcome: z.enum(['SETTLED', 'WRITTEN_OFF'], { error: VALIDATION_MESSAGES.required }),
  note: ZAdminReason,
});
export type TSettleDisputeDebtRequest = z.input<typeof ZSettleDisputeDebtRequest>;
export const ZSettleDisputeDebtResponse = dataEnvelope(ZAdminDispute).extend({ message: z.string() });

/** POST /admin/payments/charges/{id}/refund (Idempotency-Key): a paid membership charge, with the admin's reason. */
export const ZRefundMembershipChargeRequest = z.object({ reason: ZAdminReason });
export type TRefundMembershipChargeRequest = z.input<typeof ZRefundMembershipChargeRequest>;
export const ZRefundMembershipChargeResponse = dataEnvelope(ZCardCharge).extend({ message: z.string() });

const TAG = 'payments-admin';

export const paymentsAdminEndpoints = {
  adminCardLoads: {
    method: 'GET',
    path: '/admin/payments/loads',
    audience: 'admin',
    summary: "BITS loads paid by card, newest first, with the processor's references and any dispute",
    tag: TAG,
    query: ZAdminCardLoadsQuery,
    response: ZAdminCardLoadsResponse,
  },
  adminRefundCardLoad: {
    method: 'POST',
    path: '/admin/payments/loads/:id/refund',
    audience: 'admin',
    summary:
      'Refunds a credited card load to its card through the processor: its BITS are taken back from the wallet first (refused when spent or disputed)',
    tag: TAG,
    params: ZAdminPaymentParams,
    body: ZRefundCardLoadRequest,
    response: ZRefundCardLoadResponse,
    idempotent: true,
  },
  adminRefundMembershipCharge: {
    method: 'POST',
    path: '/admin/payments/charges/:id/refund',
    audience: 'admin',
    summary:
      "Refunds a paid membership charge to its card through the processor; refunding the membership's latest payment ends the membership at once",
    tag: TAG,
    params: ZAdminPaymentParams,
    body: ZRefundMembershipChargeRequest,
    response: ZRefundMembershipChargeResponse,
    idempotent: true,
  },
  adminDisputes: {
    method: 'GET',
    path: '/admin/payments/disputes',
    audience: 'admin',
    summary:
      'Card disputes (chargebacks) with the BITS held and the debt of BITS already spent, and the total exposure',
    tag: TAG,
    query: ZAdminDisputesQuery,
    response: ZAdminDisputesResponse,
  },
  adminSettleDisputeDebt: {
    method: 'POST',
    path: '/admin/payments/disputes/:id/debt',
    audience: 'admin',
    summary:
      "Records a lost dispute's debt as settled or written off; the member's wallet is freed when nothing else is owed",
    tag: TAG,
    params: ZAdminPaymentParams,
    body: ZSettleDisputeDebtRequest,
    response: ZSettleDisputeDebtResponse,
  },
} as const satisfies Record<string, EndpointDef>;
