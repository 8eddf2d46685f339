/**
 * Admin wallet: every ledger movement with filters, one movement's details, a member's
 * wallet summary, and the admin's adjustment or reward (POST /wallet/transaction).
 *
 * Paths: the spec lists GET /wallet/transaction/{id} for both audiences. The member call of that
 * path belongs to the member wallet module; the admin detail is GET /wallet/transactions/{id} (the
 * list's own path plus the id), so the two audiences never share one route.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { ZTransactionStatus, ZWalletTransactionType } from '../enums.ts';
import { dataEnvelope, pageEnvelope, ZSortOrder, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZCents, zIsoDay } from '../rules.ts';

export const ADMIN_WALLET_MESSAGES = {
  rewarded: 'Reward sent.',
  credited: 'Credit recorded.',
  debited: 'Debit recorded.',
  notAMember: 'Only members have a wallet.',
  memberNotFound: 'This member does not exist.',
  reasonMax: 'Must be at most 250 characters.',
  dateRange: 'The start date must be on or before the end date.',
} as const;

/** What an admin can post: a reward (REWARDS → member) or a correction (ADJUSTMENTS ↔ member). */
export const ADMIN_WALLET_KINDS = ['REWARD', 'CREDIT', 'DEBIT'] as const;
export const ZAdminWalletKind = z.enum(ADMIN_WALLET_KINDS);
export type AdminWalletKind = z.infer<typeof ZAdminWalletKind>;
export const ADMIN_WALLET_KIND_LABELS: Record<AdminWalletKind, string> = {
  REWARD: 'Reward (from the rewards account)',
  CREDIT: 'Credit (correction in favour of the member)',
  DEBIT: 'Debit (correction against the member)',
};

/** System accounts of the ledger (created by migration). */
export const SYSTEM_ACCOUNT_CODES = [
  'CARD_LOADS',
  'REWARDS',
  'ADJUSTMENTS',
  'GIFT_HOLDING',
  'COMMUNITY_FUND',
  'DISPUTE_HOLDING',
  'BARTER_HOLDING',
] as const;
export const SYSTEM_ACCOUNT_LABELS: Record<(typeof SYSTEM_ACCOUNT_CODES)[number], string> = {
  CARD_LOADS: 'Card loads',
  REWARDS: 'Rewards',
  ADJUSTMENTS: 'Adjustments',
  GIFT_HOLDING: 'Gift holding',
  COMMUNITY_FUND: 'Community Fund',
  DISPUTE_HOLDING: 'Dispute holding',
  BARTER_HOLDING: 'Barter payments on hold',
};

/** One side of a movement: a member wallet (with the member's name) or a system account (its code). */
export const ZWalletParty = z
  .object({
    kind: z.enum(['MEMBER', 'SYSTEM']),
    accountId: ZId,
    /** The member's id (null for a system account). */
    userId: ZId.nullable(),
    /** Member: business name, else first and last name, else username, else e-mail. System: its label. */
    displayName: z.string(),
    email: z.string().nullable(),
    /** The system account's code (null for a member). */
    code: z.enum(SYSTEM_ACCOUNT_CODES).nullable(),
  })
  .meta({ id: 'WalletParty' });
export type TWalletParty = z.infer<typeof ZWalletParty>;

/** One ledger movement as the console lists it. */
export const ZAdminWalletTransaction = z
  .object({
    id: ZId,
    reference: z.string(),
    type: ZWalletTransactionType,
    /** The type's label (§3: "Load BITS", "RW-System", "Sale" …). */
    label: z.string(),
    status: ZTransactionStatus,
    amountCents: z.number().int().positive(),
    /** Where the BITS came from / went to (null for a movement that moved nothing, e.g. a failed one). */
    from: ZWalletParty.nullable(),
    to: ZWalletParty.nullable(),
    /** Who asked for it: the member, or the admin for adjustments and rewards. */
    initiatedBy: ZId.nullable(),
    initiatedByName: z.string().nullable(),
    /** The reason of an adjustment or reward; the member's note otherwise. */
    memo: z.string().nullable(),
    relatedType: z.enum(['LOAD', 'BARTER', 'GIFT', 'ADJUSTMENT', 'DONATION', 'DISPUTE']).nullable(),
    relatedId: ZId.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminWalletTransaction' });
export type TAdminWalletTransaction = z.infer<typeof ZAdminWalletTransaction>;

/** A movement with its ledger entries (each leg with the account's balance right after it). */
export const ZAdminWalletTransactionDetails = ZAdminWalletTransaction.extend({
  entries: z.array(
    z.object({
      party: ZWalletParty,
      /** Signed: negative left the account, positive entered it. */
      amountCents: z.number().int(),
      balanceAfterCents: z.number().int(),
    }),
  ),
  metadata: z.record(z.string(), z.unknown()),
}).meta({ id: 'AdminWalletTransactionDetails' });
export type TAdminWalletTransactionDetails = z.infer<typeof ZAdminWalletTransactionDetails>;

export const ADMIN_WALLET_SORT_FIELDS = ['createdAt', 'amountCents', 'reference', 'type', 'status'] as const;

const ZDay = zIsoDay();

/** GET /wallet/transactions (admin): every movement, filtered, sorted and paged. Dates are UTC days, both inclusive. */
export const ZAdminWalletTransactionsQuery = z
  .object({
    offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
    limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
    sortBy: z.enum(ADMIN_WALLET_SORT_FIELDS).default('createdAt'),
    sortOrder: ZSortOrder.default('DESC'),
    type: ZWalletTransactionType.optional(),
    status: ZTransactionStatus.optional(),
    /** Movements touching this member's wallet (or asked for by them). */
    userId: ZId.optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    /** The reference, or part of it, case-insensitively. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: ADMIN_WALLET_MESSAGES.dateRange,
    path: ['to'],
  });
export type TAdminWalletTransactionsQuery = z.input<typeof ZAdminWalletTransactionsQuery>;
export const ZAdminWalletTransactionsResponse = pageEnvelope(ZAdminWalletTransaction);
export type TAdminWalletTransactionsResponse = z.infer<typeof ZAdminWalletTransactionsResponse>;

export const ZAdminWalletTransactionParams = z.object({ id: ZId });
export const ZAdminWalletTransactionResponse = dataEnvelope(ZAdminWalletTransactionDetails);
export type TAdminWalletTransactionResponse = z.infer<typeof ZAdminWalletTransactionResponse>;

/** POST /wallet/transaction (admin): a reward or a correction, always with a reason. Idempotency-Key required. */
export const ZAdminWalletTransactionRequest = z.object({
  userId: ZId,
  kind: ZAdminWalletKind,
  amountCents: ZCents,
  reason: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(250, ADMIN_WALLET_MESSAGES.reasonMax),
});
export type TAdminWalletTransactionRequest = z.infer<typeof ZAdminWalletTransactionRequest>;
export const ZAdminWalletPostResponse = dataEnvelope(
  z.object({
    transaction: ZAdminWalletTransaction,
    /** The member's balance right after the movement. */
    balanceCents: z.number().int().nonnegative(),
  }),
);
export type TAdminWalletPostResponse = z.infer<typeof ZAdminWalletPostResponse>;

/** GET /wallet/users/{id} (admin): a member's wallet at a glance. */
export const ZAdminWalletSummary = z
  .object({
    userId: ZId,
    /** Null until the member's wallet is first used. */
    accountId: ZId.nullable(),
    balanceCents: z.number().int().nonnegative(),
    /** BITS that entered / left the wallet, all time. */
    totalInCents: z.number().int().nonnegative(),
    totalOutCents: z.number().int().nonnegative(),
    transactionCount: z.number().int().nonnegative(),
    lastMovementAt: z.string().nullable(),
    byType: z.array(
      z.object({
        type: ZWalletTransactionType,
        label: z.string(),
        count: z.number().int().nonnegative(),
        inCents: z.number().int().nonnegative(),
        outCents: z.number().int().nonnegative(),
      }),
    ),
  })
  .meta({ id: 'AdminWalletSummary' });
export type TAdminWalletSummary = z.infer<typeof ZAdminWalletSummary>;
export const ZAdminWalletSummaryResponse = dataEnvelope(ZAdminWalletSummary);
export type TAdminWalletSummaryResponse = z.infer<typeof ZAdminWalletSummaryResponse>;

export const walletAdminEndpoints = {
  adminWalletTransactions: {
    method: 'GET',
    path: '/wallet/transactions',
    audience: 'admin',
    summary:
      'Every wallet movement, filtered (type, status, member, date range, reference), sorted and paged',
    tag: 'wallet-admin',
    query: ZAdminWalletTransactionsQuery,
    response: ZAdminWalletTransactionsResponse,
  },
  adminWalletTransaction: {
    method: 'GET',
    path: '/wallet/transactions/:id',
    audience: 'admin',
    summary: 'One wallet movement with its ledger entries',
    tag: 'wallet-admin',
    params: ZAdminWalletTransactionParams,
    response: ZAdminWalletTransactionResponse,
  },
  adminWalletPost: {
    method: 'POST',
    path: '/wallet/transaction',
    audience: 'admin',
    summary:
      'An admin reward (REWARDS → member) or correction (CREDIT / DEBIT against ADJUSTMENTS) with a reason; never takes a member below zero',
    tag: 'wallet-admin',
    body: ZAdminWalletTransactionRequest,
    response: ZAdminWalletPostResponse,
    idempotent: 'movement',
  },
  adminWalletSummary: {
    method: 'GET',
    path: '/wallet/users/:id',
    audience: 'admin',
    summary: "A member's wallet: balance, totals in and out, counts by type",
    tag: 'wallet-admin',
    params: ZAdminWalletTransactionParams,
    response: ZAdminWalletSummaryResponse,
  },
} as const satisfies Record<string, EndpointDef>;
