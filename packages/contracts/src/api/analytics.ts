/**
 * Analytics: the console's dashboard, computed by the server for a range of calendar days
 * in the marketplace's time zone (America/Toronto, the wallet's: `ANALYTICS_TIME_ZONE`).
 *
 * - GET /analytics: the cards (members, offers, money, refunds, matches, moderation).
 * - GET /analytics/stats: the charts (daily series, funnel, supply and demand per category, the
 *   searches that found nothing, balance concentration).
 *
 * Amounts are integer cents; shares are fractions (4 decimals; from 0 to 1 except the funnel's),
 * null when nothing was there to divide by. Every table is an array of flat rows, so the console exports it as CSV as is.
 *
 * Definitions (docs/decisions.md, "Analytics"):
 * - a trade is a paid barter request (ACCEPTED, or REFUND after payment), dated by its decision;
 *   volume (GMV) is the amount paid, before refunds;
 * - an active trader is a member who bought or sold in a trade of the range;
 * - a load counts once SUCCESSFUL, dated by its completion;
 * - snapshots (offers by status, open reports, unanswered feedback, balances) are as of now.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZOfferCategory, ZOfferStatus } from '../enums.ts';
import { dataEnvelope } from '../envelope.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { zIsoDay } from '../rules.ts';
import { WALLET_LOAD_LIMITS } from './wallet.ts';

/** The zone whose calendar days the range and the daily series count in. */
export const ANALYTICS_TIME_ZONE: string = WALLET_LOAD_LIMITS.timeZone;
/** The longest range, in days (both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The searches that found nothing listed by GET /analytics/stats (most frequent first). */
export const ANALYTICS_TOP_QUERIES = 20;

export const ANALYTICS_MESSAGES = {
  badDate: VALIDATION_MESSAGES.date,
  dateRange: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`,
} as const;

const DAY_MS = 86_400_000;
const ZDay = zIsoDay(ANALYTICS_MESSAGES.badDate);

/** Days from `from` to `to`, both included (ISO dates). */
export const analyticsRangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The range of both calls: `from` and `to` are calendar days in ANALYTICS_TIME_ZONE, `to` included.
 * Without `to`, today; without `from`, ANALYTICS_DEFAULT_DAYS days ending on `to`.
 */
export const ZAnalyticsQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: ANALYTICS_MESSAGES.dateRange,
    path: ['to'],
  })
  .refine(
    (v) => !v.from || !v.to || v.from > v.to || analyticsRangeDays(v.from, v.to) <= ANALYTICS_MAX_DAYS,
    {
      message: ANALYTICS_MESSAGES.rangeTooLong,
      path: ['from'],
    },
  );
export type TAnalyticsQuery = z.input<typeof ZAnalyticsQuery>;

/** The range the figures are for, as the server resolved it. */
export const ZAnalyticsRange = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int().positive(),
  timeZone: z.string(),
});
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();
/** A fraction from 0 to 1, null when the denominator is 0. */
const share = z.number().min(0).max(1).nullable();

export const ZAnalyticsOverview = z
  .object({
    range: ZAnalyticsRange,
    members: z.object({
      /** Members (any status) signed up before the end of the range. */
      total: count,
      /** Members who signed up in the range. */
      newInRange: count,
      /** Members who bought or sold in a trade of the range. */
      activeTraders: count,
      /** 1 − activeTraders / total. */
      notTradingShare: share,
    }),
    offers: z.object({
      /** Every offer, whatever its status (now). */
      total: count,
      /** Offers created in the range. */
      createdInRange: count,
      /** Now: one row per status, every status listed. */
      byStatus: z.array(z.object({ status: ZOfferStatus, count })),
      /** Now: one row per category, every category listed. */
      byCategory: z.array(z.object({ category: ZOfferCategory, total: count, active: count })),
    }),
    money: z.object({
      /** SUCCESSFUL loads completed in the range. */
      loadsCount: count,
      bitsLoadedCents: cents,
      /** Trades (paid barter requests) decided in the range, and their volume before refunds (GMV). */
      tradesCount: count,
      gmvCents: cents,
      /** gmvCents / tradesCount, rounded (0 without trades). */
      averageTradeCents: cents,
      /** Gifts sent in the range (cancelled ones left out), and those claimed so far. */
      giftsCount: count,
      giftsCents: cents,
      giftsClaimedCount: count,
    }),
    refunds: z.object({
      /** Of the trades of the range: those refunded, fully or in part, and the BITS refunded. */
      refundedTrades: count,
      refundedCents: cents,
      /** refundedTrades / tradesCount. */
      tradeRefundRate: share,
      /** Loads of the range that were charged (SUCCESSFUL or REFUND) and those refunded to the card. */
      chargedLoads: count,
      refundedLoads: count,
      /** refundedLoads / chargedLoads. */
      loadRefundRate: share,
    }),
    /** Buyer protection: barter payments held until the buyer confirms, and disputes of them. */
    protection: z.object({
      /** Now: BITS held for buyers (held or disputed payments), and how many payments. */
      heldCents: cents,
      heldCount: count,
      /** Now: disputes not yet resolved. */
      openDisputes: count,
      /** Of the trades of the range paid into a hold: those disputed, and disputed / held. */
      heldTrades: count,
      disputedTrades: count,
      disputeRate: share,
    }),
    /**
     * Matching: matches made in the range (an offer found for a member's want or saved search), and of
     * them those that became barters: the match's owner was later asked to pay for that offer (a barter
     * request with them as buyer, made at or after the match, whatever became of it).
     */
    matches: z.object({
      made: count,
      ofWants: count,
      ofSearches: count,
      becameBarters: count,
      /** becameBarters / made. */
      barterRate: share,
    }),
    moderation: z.object({
      /** Now: reports still OPEN. */
      openOfferReports: count,
      openReviewReports: count,
      openChatReports: count,
      /** The sum of the three. */
      openReports: count,
      /** Now: feedback NEW or IN_PROGRESS. */
      unansweredFeedback: count,
    }),
  })
  .meta({ id: 'AnalyticsOverview' });
export type TAnalyticsOverview = z.infer<typeof ZAnalyticsOverview>;
export const ZAnalyticsOverviewResponse = dataEnvelope(ZAnalyticsOverview);
export type TAnalyticsOverviewResponse = z.infer<typeof ZAnalyticsOverviewResponse>;

/** The funnel's steps, in order. */
export const ANALYTICS_FUNNEL_STEPS = ['OFFERS_CREATED', 'BARTER_REQUESTS', 'SUCCESSFUL'] as const;
export const ZAnalyticsFunnelStep = z.enum(ANALYTICS_FUNNEL_STEPS);
export const ANALYTICS_FUNNEL_LABELS: Record<(typeof ANALYTICS_FUNNEL_STEPS)[number], string> = {
  OFFERS_CREATED: 'Offers created',
  BARTER_REQUESTS: 'Barter requests',
  SUCCESSFUL: 'Successful',
};

export const ZAnalyticsStats = z
  .object({
    range: ZAnalyticsRange,
    /** One row per day of the range, days without activity included (zeros). */
    daily: z.array(
      z.object({
        day: z.string(),
        signUps: count,
        trades: count,
        volumeCents: cents,
        bitsLoadedCents: cents,
      }),
    ),
    /**
     * Offers created in the range → barter requests made in the range → those of them paid
     * (ACCEPTED or REFUND). `shareOfPrevious`: count / the previous step's count (null for the first).
     */
    funnel: z.array(
      z.object({
        step: ZAnalyticsFunnelStep,
        label: z.string(),
        count,
        /** May pass 1: an offer can get several requests. */
        shareOfPrevious: z.number().nonnegative().nullable(),
      }),
    ),
    /**
     * Supply and demand per category: ACTIVE offers now, offers published in the range, ACTIVE wants
     * now (not past their expiry) and wants posted in the range, barter requests made in the range and
     * trades of the range (by the offer's category; a request whose offer was deleted is left out), and
     * searches in that one category that found nothing.
     */
    categories: z.array(
      z.object({
        category: ZOfferCategory,
        activeOffers: count,
        offersPublished: count,
        activeWants: count,
        wantsPosted: count,
        barterRequests: count,
        trades: count,
        volumeCents: cents,
        unmetSearches: count,
      }),
    ),
    /** Searches over every category that found nothing (not in the rows above). */
    unmetSearchesAllCategories: count,
    /** The most frequent searches that found nothing in the range ('' category: all categories). */
    unmetQueries: z.array(z.object({ query: z.string(), category: z.string(), count })),
    /** Member wallets now. */
    balances: z.object({
      /** Members with BITS, and the BITS they hold. */
      holders: count,
      heldCents: cents,
      /** Of them, those who never bought anything (no trade as buyer, ever), and what they hold. */
      holdersNeverBought: count,
      heldByNeverBoughtCents: cents,
      /** heldByNeverBoughtCents / heldCents. */
      neverBoughtShareOfBits: share,
      /** The BITS held by the richest tenth of holders (at least one), as a share of heldCents. */
      top10PercentShare: share,
    }),
    /**
     * Lorenz curve of the holders' balances, poorest first: the share of heldCents held by the
     * poorest `holdersShare` of holders, at each tenth (empty without holders).
     */
    lorenz: z.array(z.object({ holdersShare: z.number(), bitsShare: z.number() })),
  })
  .meta({ id: 'AnalyticsStats' });
export type TAnalyticsStats = z.infer<typeof ZAnalyticsStats>;
export const ZAnalyticsStatsResponse = dataEnvelope(ZAnalyticsStats);
export type TAnalyticsStatsResponse = z.infer<typeof ZAnalyticsStatsResponse>;

export const analyticsEndpoints = {
  adminAnalytics: {
    method: 'GET',
    path: '/analytics',
    audience: 'admin',
    summary:
      'Dashboard cards for a range of days (America/Toronto): members, offers, BITS loaded, barter volume, gifts, refunds, matches, open reports and unanswered feedback',
    tag: 'analytics',
    query: ZAnalyticsQuery,
    response: ZAnalyticsOverviewResponse,
  },
  adminAnalyticsStats: {
    method: 'GET',
    path: '/analytics/stats',
    audience: 'admin',
    summary:
      'Dashboard charts for a range of days: daily series, funnel, supply and demand per category (offers, wants, requests) with unmet searches, balance concentration',
    tag: 'analytics',
    query: ZAnalyticsQuery,
    response: ZAnalyticsStatsResponse,
  },
} as const satisfies Record<string, EndpointDef>;
