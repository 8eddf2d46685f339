/**
 * Analytics for the console's dashboard: the range is resolved once (range.ts), the
 * figure groups are read in parallel (each its own aggregate query: on PostgreSQL each takes a pooled
 * connection) and shaped into the contracts' flat rows. The barter and card-load figures read the
 * rollups of the range's days that have them (analytics.rollup.ts) and count the others live; offers, wants and
 * matches are always counted live. Definitions: contracts
 * `api/analytics.ts`.
 */
import {
  ANALYTICS_FUNNEL_LABELS,
  ANALYTICS_FUNNEL_STEPS,
  ANALYTICS_TOP_QUERIES,
  type MatchSubject,
  OFFER_CATEGORIES,
  OFFER_STATUSES,
  type OfferCategory,
  type OfferStatus,
  type TAnalyticsOverview,
  type TAnalyticsQuery,
  type TAnalyticsStats,
} from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { createAnalyticsRepository, type RollupSplit } from './analytics.repository.ts';
import { type AnalyticsWindow, daysFrom, resolveAnalyticsRange, spansOf } from './range.ts';

/** Offer statuses stored on offers (FAVOURITE is a list filter, never a status). */
const STORED_OFFER_STATUSES = OFFER_STATUSES.filter((s) => s !== 'FAVOURITE');

/** part / whole as a fraction rounded to 4 decimals; null when whole is 0. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

export function createAnalyticsService(deps: { db: DbOrTx; now?: () => Date }) {
  const repo = createAnalyticsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The range's days that have rollups, and the instants of the others (counted live). */
  const splitOf = async (w: AnalyticsWindow): Promise<RollupSplit> => {
    const rolled = await repo.rolledDays(w);
    const have = new Set(rolled);
    return { rolled, live: spansOf(daysFrom(w.from, w.to).filter((d) => !have.has(d))) };
  };

  return {
    /** GET /analytics: the cards. */
    async overview(q: TAnalyticsQuery): Promise<TAnalyticsOverview> {
      const w = resolveAnalyticsRange(q, now());
      const split = await splitOf(w);
      const [members, trades, offerRows, created, loads, gifts, moderation, protection, matchRows] =
        await Promise.all([
          repo.members(w),
          repo.trades(w, split),
          repo.offersByStatusAndCategory(),
          repo.offersCreated(w),
          repo.loads(split),
          repo.gifts(w),
          repo.moderation(),
          repo.protection(w),
          repo.matchesMade(w),
        ]);
      const matchesOf = (kind: MatchSubject) => matchRows.find((r) => r.kind === kind);
      const matchesMade = matchRows.reduce((sum, r) => sum + r.made, 0);
      const matchesBartered = matchRows.reduce((sum, r) => sum + r.bartered, 0);
      const byStatus = new Map<string, number>();
      const byCategory = new Map<string, { total: number; active: number }>();
      for (const r of offerRows) {
        byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.n);
        const c = byCategory.get(r.category) ?? { total: 0, active: 0 };
        c.total += r.n;
        if (r.status === 'ACTIVE') c.active += r.n;
        byCategory.set(r.category, c);
      }
      const gmvCents = Number(trades.gmv);
      const chargedLoads = loads.loaded + loads.refunded;
      const notTrading = shareOf(members.total - Math.min(trades.traders, members.total), members.total);
      return {
        range: { from: w.from, to: w.to, days: w.days, timeZone: w.timeZone },
        members: {
          total: members.total,
          newInRange: members.new_in_range,
          activeTraders: trades.traders,
          notTradingShare: notTrading,
        },
        offers: {
          total: offerRows.reduce((sum, r) => sum + r.n, 0),
          createdInRange: created.n,
          byStatus: STORED_OFFER_STATUSES.map((status: OfferStatus) => ({
            status,
            count: byStatus.get(status) ?? 0,
          })),
          byCategory: OFFER_CATEGORIES.map((category: OfferCategory) => ({
            category,
            ...(byCategory.get(category) ?? { total: 0, active: 0 }),
          })),
        },
        money: {
          loadsCount: loads.loaded,
          bitsLoadedCents: Number(loads.loaded_cents),
          tradesCount: trades.trades,
          gmvCents,
          averageTradeCents: trades.trades > 0 ? Math.round(gmvCents / trades.trades) : 0,
          giftsCount: gifts.sent,
          giftsCents: Number(gifts.sent_cents),
          giftsClaimedCount: gifts.claimed,
        },
        refunds: {
          refundedTrades: trades.refunded,
          refundedCents: Number(trades.refunded_cents),
          tradeRefundRate: shareOf(trades.refunded, trades.trades),
          chargedLoads,
          refundedLoads: loads.refunded,
          loadRefundRate: shareOf(loads.refunded, chargedLoads),
        },
        protection: {
          heldCents: Number(protection.held_cents),
          heldCount: protection.held_count,
          openDisputes: protection.open_disputes,
          heldTrades: protection.held_trades,
          disputedTrades: protection.disputed,
          disputeRate: shareOf(protection.disputed, protection.held_trades),
        },
        matches: {
          made: matchesMade,
          ofWants: matchesOf('WANT')?.made ?? 0,
          ofSearches: matchesOf('SEARCH')?.made ?? 0,
          becameBarters: matchesBartered,
          barterRate: shareOf(matchesBartered, matchesMade),
        },
        moderation: {
          openOfferReports: moderation.offer_reports,
          openReviewReports: moderation.review_reports,
          openChatReports: moderation.chat_reports,
          openReports: moderation.offer_reports + moderation.review_reports + moderation.chat_reports,
          unansweredFeedback: moderation.feedback,
        },
      };
    },

    /** GET /analytics/stats: the charts. */
    async stats(q: TAnalyticsQuery): Promise<TAnalyticsStats> {
      const w = resolveAnalyticsRange(q, now());
      const split = await splitOf(w);
      const [daily, created, barter, supply, wants, misses, topMisses, balances] = await Promise.all([
        repo.daily(w, split),
        repo.offersCreated(w),
        repo.barterBreakdown(w, split),
        repo.offerSupply(w),
        repo.wantDemand(w),
        repo.missesByCategory(w),
        repo.topMisses(w, ANALYTICS_TOP_QUERIES),
        repo.balances(),
      ]);
      const perCategory = barter.filter((b) => b.category_row);
      const perDay = new Map(barter.filter((b) => !b.category_row).map((b) => [b.day, b]));
      const made = perCategory.reduce((sum, b) => sum + b.made, 0);
      const madePaid = perCategory.reduce((sum, b) => sum + b.made_paid, 0);
      const funnelCounts = [created.n, made, madePaid];
      const missesOf = new Map(misses.map((m) => [m.category, m.n]));
      const demandOf = new Map(perCategory.map((b) => [b.category, b]));
      const supplyOf = new Map(supply.map((c) => [c.category, c]));
      const wantsOf = new Map(wants.map((c) => [c.category, c]));
      const held = Number(balances.held);
      return {
        range: { from: w.from, to: w.to, days: w.days, timeZone: w.timeZone },
        daily: daily.map((d) => {
          const trades = perDay.get(d.day);
          return {
            day: d.day,
            signUps: d.sign_ups,
            trades: trades?.trades ?? 0,
            volumeCents: Number(trades?.volume ?? 0),
            bitsLoadedCents: Number(d.loaded),
          };
        }),
        funnel: ANALYTICS_FUNNEL_STEPS.map((step, i) => ({
          step,
          label: ANALYTICS_FUNNEL_LABELS[step],
          count: funnelCounts[i]!,
          shareOfPrevious: i === 0 ? null : shareOf(funnelCounts[i]!, funnelCounts[i - 1]!),
        })),
        categories: OFFER_CATEGORIES.map((category) => {
          const demand = demandOf.get(category);
          return {
            category,
            activeOffers: supplyOf.get(category)?.active ?? 0,
            offersPublished: supplyOf.get(category)?.published ?? 0,
            activeWants: wantsOf.get(category)?.active ?? 0,
            wantsPosted: wantsOf.get(category)?.posted ?? 0,
            barterRequests: demand?.made ?? 0,
            trades: demand?.trades ?? 0,
            volumeCents: Number(demand?.volume ?? 0),
            unmetSearches: missesOf.get(category) ?? 0,
          };
        }),
        unmetSearchesAllCategories: missesOf.get('') ?? 0,
        unmetQueries: topMisses.map((m) => ({ query: m.query, category: m.category, count: m.n })),
        balances: {
          holders: balances.holders,
          heldCents: held,
          holdersNeverBought: balances.never,
          heldByNeverBoughtCents: Number(balances.never_held),
          neverBoughtShareOfBits: shareOf(Number(balances.never_held), held),
          top10PercentShare: shareOf(Number(balances.top10), held),
        },
        lorenz:
          balances.holders === 0
            ? []
            : [...balances.lorenz, balances.held].map((cum, i) => ({
                holdersShare: (i + 1) / 10,
                bitsShare: shareOf(Number(cum), held) ?? 0,
              })),
      };
    },
  };
}
