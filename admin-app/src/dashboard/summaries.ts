/** The one-line summaries under each chart's heading: what the chart shows, in words. */
import { formatDate, type TAnalyticsStats } from '@barterbits/contracts';
import { countOf, formatCents, formatCount, formatShare } from './format.ts';
import type { FunnelRow } from './funnel.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** "12 sign-ups, 5 trades and 250.00 BITS™ of barter volume over 30 days; most trades on Nov 3, 2026 (3)." */
export function dailySummary(daily: TAnalyticsStats['daily']): string {
  const signUps = sum(daily.map((d) => d.signUps));
  const trades = sum(daily.map((d) => d.trades));
  const volume = sum(daily.map((d) => d.volumeCents));
  const busiest = daily.reduce<(typeof daily)[number] | undefined>(
    (best, d) => (d.trades > (best?.trades ?? 0) ? d : best),
    undefined,
  );
  const base = `${countOf(signUps, 'sign-up', 'sign-ups')}, ${countOf(trades, 'trade', 'trades')} and ${formatCents(volume)} of barter volume over ${countOf(daily.length, 'day', 'days')}`;
  return busiest
    ? `${base}; most trades on ${formatDate(busiest.day)} (${formatCount(busiest.trades)}).`
    : `${base}.`;
}

/** "40 offers created, 10 barter requests (25%), 4 successful (40% of requests)." */
export function funnelSummary(rows: readonly FunnelRow[]): string {
  return `${rows
    .map((r, i) =>
      i === 0
        ? `${formatCount(r.count)} ${r.label.toLowerCase()}`
        : `${formatCount(r.count)} ${r.label.toLowerCase()} (${formatShare(r.shareOfPrevious)} of the previous step)`,
    )
    .join(', ')}.`;
}

/** "Most wanted without a result: Services (4 searches). 12 searches over every category found nothing." */
export function categorySummary(
  stats: Pick<TAnalyticsStats, 'categories' | 'unmetSearchesAllCategories'>,
): string {
  const top = stats.categories.reduce<(typeof stats.categories)[number] | undefined>(
    (best, c) => (c.unmetSearches > (best?.unmetSearches ?? 0) ? c : best),
    undefined,
  );
  const unmet = top
    ? `Most searches with no result: ${top.category} (${formatCount(top.unmetSearches)}).`
    : 'No search in one category came back empty.';
  return `Active offers and offers published (supply) against barter requests and trades (demand) per category. ${unmet} ${countOf(stats.unmetSearchesAllCategories, 'search', 'searches')} over every category found nothing.`;
}

/** "25 members hold 1,000.00 BITS™; the richest tenth of them hold 40%. 10 of them never bought …" */
export function balanceSummary(b: TAnalyticsStats['balances']): string {
  if (b.holders === 0) return 'No member holds BITS yet.';
  return `${countOf(b.holders, 'member holds', 'members hold')} ${formatCents(b.heldCents)}; the richest tenth of them hold ${formatShare(b.top10PercentShare)}. ${formatCount(b.holdersNeverBought)} of them never bought anything and hold ${formatShare(b.neverBoughtShareOfBits)} of these BITS (${formatCents(b.heldByNeverBoughtCents)}).`;
}
