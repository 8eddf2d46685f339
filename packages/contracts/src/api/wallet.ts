/**
 * Wallet: balance, history, transaction details, today's remaining load allowance, loading
 * BITS by card, and statements (JSON, CSV, PDF, and the two-line summary of spec §7/§9).
 *
 * Amounts travel as integer cents (1 BITS = 100 cents). In a member's history an amount is signed
 * for that member: positive when BITS came in, negative when they left.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { ZTransactionStatus, ZWalletTransactionType } from '../enums.ts';
import { dataEnvelope, ZPageMeta, zQueryInt } from '../envelope.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { withCardFingerprint } from '../idempotency.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { pinOrTokenFields, requirePinOrToken, ZCents, ZTimeZone, zIsoDay } from '../rules.ts';
import { ZCardBrand, ZCardInput, ZPaymentMethodId } from './membership.ts';
import { formatBitsGrouped, WALLET_LOAD_LIMITS } from './wallet-amounts.ts';

// The load limits and the amount's digits live in wallet-amounts.ts (no schemas): the formatter every page
// loads reads them without this module.
export { formatBitsGrouped, WALLET_LOAD_LIMITS };

/** English amounts in the wallet's English sentences, whatever language the app is in. */
const en = { locale: DEFAULT_LOCALE };

/** Wallet messages (ours; the spec gives none). */
export const WALLET_MESSAGES = {
  loadMin: `The minimum load is ${formatBitsGrouped(WALLET_LOAD_LIMITS.minLoadCents, en)} BITS.`,
  loadMax: `You can load at most ${formatBitsGrouped(WALLET_LOAD_LIMITS.maxLoadCents, en)} BITS at a time.`,
  dailyLimit: (remainingCents: number) =>
    remainingCents > 0
      ? `This load exceeds your daily limit of ${formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, en)} BITS. You can load up to ${formatBitsGrouped(remainingCents, en)} BITS more today.`
      : `You have reached your daily limit of ${formatBitsGrouped(WALLET_LOAD_LIMITS.dailyLoadLimitCents, en)} BITS. Please try again tomorrow.`,
  cardOrNewCard: 'Please choose a saved card or enter a new one.',
  loadProcessing:
    'Your payment is being processed. Your BITS will appear in your wallet shortly; you will not be charged twice.',
  loadRefunded: 'This load could not be completed and was refunded to your card.',
  loaded: 'BITS loaded.',
  statementRange: 'The start date must be on or before the end date.',
  dateInvalid: VALIDATION_MESSAGES.date,
} as const;

/** Statuses of a card load (docs/decisions.md has the transition table). */
export const BITS_LOAD_STATUSES = ['PROCESSING', 'SUCCESSFUL', 'FAILED', 'REFUND'] as const;
export const ZBitsLoadStatus = z.enum(BITS_LOAD_STATUSES);
export type BitsLoadStatus = z.infer<typeof ZBitsLoadStatus>;

/**
 * Time windows of the history and statement filters: calendar days in America/Toronto for the
 * history, in the request's `timeZone` (the member's own; default America/Toronto) for statements.
 */
export const WALLET_PERIODS = [
  'TODAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  'LAST_3_MONTHS',
  'THIS_YEAR',
  'ALL',
] as const;
export const ZWalletPeriod = z.enum(WALLET_PERIODS);
export type WalletPeriod = z.infer<typeof ZWalletPeriod>;
export const WALLET_PERIOD_LABELS: Record<WalletPeriod, string> = {
  TODAY: 'Today',
  LAST_7_DAYS: 'Last 7 days',
  LAST_30_DAYS: 'Last 30 days',
  THIS_MONTH: 'This month',
  LAST_MONTH: 'Last month',
  LAST_3_MONTHS: 'Last 3 months',
  THIS_YEAR: 'This year',
  ALL: 'All time',
};

const ZDay = zIsoDay(WALLET_MESSAGES.dateInvalid);

/**
 * The member's IANA time zone (the app sends the browser's), for the days and months of statements
 * and the times printed in statement files; default the wallet's zone, America/Toronto. "Unknown
 * time zone." for a name the runtime does not know.
 */
const ZWalletTimeZone = ZTimeZone.optional();

/** One movement as a member sees it. */
export const ZWalletTransaction = z
  .object({
    id: ZId,
    /** Human reference, e.g. BB-7K3M9Q2X. */
    reference: z.string(),
    /** The type as seen by this member: a SALE_PURCHASE reads SALE for the seller, PURCHASE for the buyer. */
    type: ZWalletTransactionType,
    /** WALLET_TRANSACTION_TYPE_LABELS of `type` ("Load BITS", "Sale", "Purchase", "RW-System" …). */
    label: z.string(),
    status: ZTransactionStatus,
    /** Signed for this member: + in, − out. */
    amountCents: z.number().int(),
    /** The member's balance right after this movement. */
    balanceAfterCents: z.number().int(),
    /** The other member, when there is one. */
    counterparty: z.object({ id: ZId, name: z.string() }).nullable(),
    memo: z.string().nullable(),
    relatedType: z.enum(['LOAD', 'BARTER', 'GIFT', 'ADJUSTMENT', 'DONATION']).nullable(),
    relatedId: ZId.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletTransaction' });
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;

export const ZLoadLimits = z.object({
  minLoadCents: z.number().int(),
  maxLoadCents: z.number().int(),
  dailyLoadLimitCents: z.number().int(),
  timeZone: z.string(),
});

/** GET /wallet */
export const ZGetWalletResponse = dataEnvelope(
  z.object({
    balanceCents: z.number().int(),
    /** The wallet is on hold: a card load of the member's is disputed at their bank (nothing may be spent). */
    spendingPaused: z.boolean(),
    /**
     * Buyer protection: BITS the member paid for barters that are still held (not in the balance, not yet
     * the sellers'), until they confirm receiving what they paid for, the hold runs out, or a dispute ends.
     */
    heldInPurchasesCents: z.number().int(),
    todayRemainingCents: z.number().int(),
    limits: ZLoadLimits,
  }),
);
export type TGetWalletResponse = z.infer<typeof ZGetWalletResponse>;

/** GET /wallet/today-remaining-bits */
export const ZTodayRemainingResponse = dataEnvelope(
  z.object({
    todayRemainingCents: z.number().int(),
    loadedTodayCents: z.number().int(),
    dailyLoadLimitCents: z.number().int(),
    /** When the allowance starts again (next midnight, America/Toronto). */
    resetsAt: z.string(),
  }),
);
export type TTodayRemainingResponse = z.infer<typeof ZTodayRemainingResponse>;

/** GET /wallet/transaction-history */
export const ZTransactionHistoryQuery = z.object({
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
  type: ZWalletTransactionType.optional(),
  /** Calendar period in `timeZone` (the member's; default America/Toronto). */
  period: ZWalletPeriod.optional(),
  timeZone: ZWalletTimeZone,
});
export type TTransactionHistoryQuery = z.input<typeof ZTransactionHistoryQuery>;
export const ZTransactionHistoryResponse = z.object({
  data: z.array(ZWalletTransaction),
  meta: ZPageMeta,
});
export type TTransactionHistoryResponse = z.infer<typeof ZTransactionHistoryResponse>;

export const ZWalletTransactionParams = z.object({ id: ZId });
export const ZWalletTransactionResponse = dataEnvelope(ZWalletTransaction);
export type TWalletTransactionResponse = z.infer<typeof ZWalletTransactionResponse>;

/** A card load. */
export const ZBitsLoad = z
  .object({
    id: ZId,
    amountCents: z.number().int(),
    status: ZBitsLoadStatus,
    card: z.object({ brand: ZCardBrand, last4: z.string() }).nullable(),
    failureCode: z.string().nullable(),
    transactionId: ZId.nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'BitsLoad' });
export type TBitsLoad = z.infer<typeof ZBitsLoad>;

/**
 * POST /wallet/load-bits (Idempotency-Key header): a saved card ({cardId}), a new one typed in our form
 * ({card, saveCard}; the embedded sandbox), or a new one entered in the card processor's own field
 * ({paymentMethodId, saveCard}; Stripe): exactly one of the three.
 */
export const ZLoadBitsRequest = z
  .object({
    amountCents: ZCents.min(WALLET_LOAD_LIMITS.minLoadCents, WALLET_MESSAGES.loadMin).max(
      WALLET_LOAD_LIMITS.maxLoadCents,
      WALLET_MESSAGES.loadMax,
    ),
    cardId: ZId.optional(),
    card: ZCardInput.optional(),
    paymentMethodId: ZPaymentMethodId.optional(),
    /** Keep the new card for later loads (it is saved only when the charge succeeds). */
    saveCard: z.boolean().optional(),
    ...pinOrTokenFields,
  })
  .refine((v) => [v.cardId, v.card, v.paymentMethodId].filter((c) => c !== undefined).length === 1, {
    message: WALLET_MESSAGES.cardOrNewCard,
    path: ['cardId'],
  })
  .refine(...requirePinOrToken);
export type TLoadBitsRequest = z.input<typeof ZLoadBitsRequest>;
export const ZLoadBitsResponse = dataEnvelope(
  z.object({
    load: ZBitsLoad,
    transaction: ZWalletTransaction,
    balanceCents: z.number().int(),
    todayRemainingCents: z.number().int(),
  }),
);
export type TLoadBitsResponse = z.infer<typeof ZLoadBitsResponse>;

/** GET /wallet/statement */
export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export const ZStatementQuery = z
  .object({
    /** Inclusive calendar days (in `timeZone`); both or neither. Otherwise `period` (default THIS_MONTH). */
    from: ZDay.optional(),
    to: ZDay.optional(),
    period: ZWalletPeriod.optional(),
    /** The zone of the days, of the summary's months and of the times in the files (default America/Toronto). */
    timeZone: ZWalletTimeZone,
    /** Answer the statement as a file instead of JSON. */
    download: z.enum(STATEMENT_FORMATS).optional(),
    /** duration=true: the monthly summary lines (spec §9: limit 2, offset 0 on the wallet page). */
    duration: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    limit: zQueryInt(1, 1000, 100),
    offset: zQueryInt(0, 1_000_000, 0),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: WALLET_MESSAGES.statementRange,
    path: ['to'],
  });
export type TStatementQuery = z.input<typeof ZStatementQuery>;

export const ZStatement = z
  .object({
    memberName: z.string(),
    /** Inclusive days in `timeZone`. */
    from: z.string(),
    to: z.string(),
    /** The zone the statement was made in: the request's `timeZone`, else America/Toronto. */
    timeZone: z.string(),
    openingBalanceCents: z.number().int(),
    closingBalanceCents: z.number().int(),
    totalInCents: z.number().int(),
    totalOutCents: z.number().int(),
    /**
     * Newest first, as every list of movements (the CSV and PDF files are oldest first, like a paper
     * statement); paged by limit/offset.
     */
    transactions: z.array(ZWalletTransaction),
  })
  .meta({ id: 'WalletStatement' });
export type TStatement = z.infer<typeof ZStatement>;

/** One line of the summary: a calendar month (in the request's `timeZone`) with its totals, newest first. */
export const ZStatementPeriod = z
  .object({
    /** "2025-03" */
    month: z.string(),
    label: z.string(),
    from: z.string(),
    to: z.string(),
    openingBalanceCents: z.number().int(),
    closingBalanceCents: z.number().int(),
    totalInCents: z.number().int(),
    totalOutCents: z.number().int(),
    count: z.number().int(),
  })
  .meta({ id: 'WalletStatementPeriod' });
export type TStatementPeriod = z.infer<typeof ZStatementPeriod>;

export const ZStatementResponse = z.object({ data: ZStatement, meta: ZPageMeta });
export type TStatementResponse = z.infer<typeof ZStatementResponse>;
export const ZStatementSummaryResponse = z.object({ data: z.array(ZStatementPeriod), meta: ZPageMeta });
export type TStatementSummaryResponse = z.infer<typeof ZStatementSummaryResponse>;

export const walletEndpoints = {
  getWallet: {
    method: 'GET',
    path: '/wallet',
    audience: 'member',
    summary: "The member's balance, today's remaining load allowance and the load limits",
    tag: 'wallet',
    response: ZGetWalletResponse,
  },
  getWalletOf: {
    method: 'GET',
    path: '/wallet/:id',
    audience: 'member',
    summary:
      "GET /wallet for a member id: the member's own wallet (as GET /wallet); any other id is 404, so wallets of others are not revealed",
    tag: 'wallet',
    params: ZWalletTransactionParams,
    response: ZGetWalletResponse,
  },
  getTransactionHistory: {
    method: 'GET',
    path: '/wallet/transaction-history',
    audience: 'member',
    summary:
      "The member's movements, newest first (filters: type as seen by the member, period in timeZone: an IANA name, default America/Toronto)",
    tag: 'wallet',
    query: ZTransactionHistoryQuery,
    response: ZTransactionHistoryResponse,
  },
  getWalletTransaction: {
    method: 'GET',
    path: '/wallet/transaction/:id',
    audience: 'member',
    summary: 'One of the member’s own movements (404 for anyone else’s)',
    tag: 'wallet',
    params: ZWalletTransactionParams,
    response: ZWalletTransactionResponse,
  },
  getTodayRemainingBits: {
    method: 'GET',
    path: '/wallet/today-remaining-bits',
    audience: 'member',
    summary: 'How much more the member may load today (calendar day, America/Toronto)',
    tag: 'wallet',
    response: ZTodayRemainingResponse,
  },
  loadBits: {
    method: 'POST',
    path: '/wallet/load-bits',
    audience: 'member',
    summary:
      'Load BITS by card with the PIN (Idempotency-Key header): a declined card moves nothing (402); a charge whose ledger write failed is completed or refunded by reconciliation',
    tag: 'wallet',
    body: ZLoadBitsRequest,
    response: ZLoadBitsResponse,
    idempotent: true,
    fingerprint: withCardFingerprint,
  },
  getStatement: {
    method: 'GET',
    path: '/wallet/statement',
    audience: 'member',
    summary:
      "Statement for a period (JSON, movements newest first); download=csv|pdf answers the file (oldest first); duration=true answers monthly summary lines. Days, months and the files' times are in timeZone (IANA name, default America/Toronto)",
    tag: 'wallet',
    query: ZStatementQuery,
    response: z.union([ZStatementResponse, ZStatementSummaryResponse]),
  },
} as const satisfies Record<string, EndpointDef>;
