/** The one-line summaries under each chart's heading: what the chart shows, in words, in the console's language. */
import { formatDate, type TAnalyticsStats } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { formatCents, formatCount, formatShare } from './format.ts';
import type { FunnelRow } from './funnel.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A count with its noun ("1 trade", "1,200 trades"): the number formatted, the form chosen by it. */
const counted = (t: Translate, key: ConsoleKey, n: number, values: Record<string, string> = {}) =>
  t(key, { ...values, smart_count: n, count: formatCount(n) });

/** Each funnel step's name; a step the console does not know reads as the server names it. */
export const FUNNEL_STEP_KEYS: Record<string, ConsoleKey> = {
  OFFERS_CREATED: 'console.dashboard.funnelStep.OFFERS_CREATED',
  BARTER_REQUESTS: 'console.dashboard.funnelStep.BARTER_REQUESTS',
  SUCCESSFUL: 'console.dashboard.funnelStep.SUCCESSFUL',
};
export const funnelStepLabel = (row: { step: string; label: string }, t: Translate = englishText): string => {
  const key = FUNNEL_STEP_KEYS[row.step];
  return key ? t(key) : row.label;
};

/** "12 sign-ups, 5 trades and 250.00 BITS™ of barter volume over 30 days; most trades on Nov 3, 2026 (3)." */
export function dailySummary(daily: TAnalyticsStats['daily'], t: Translate = englishText): string {
  const signUps = sum(daily.map((d) => d.signUps));
  const trades = sum(daily.map((d) => d.trades));
  const volume = sum(daily.map((d) => d.volumeCents));
  const busiest = daily.reduce<(typeof daily)[number] | undefined>(
    (best, d) => (d.trades > (best?.trades ?? 0) ? d : best),
    undefined,
  );
  const base = t('console.dashboard.summary.daily', {
    signUps: counted(t, 'console.dashboard.summary.signUps', signUps),
    trades: counted(t, 'console.dashboard.summary.trades', trades),
    volume: formatCents(volume),
    days: t('console.dashboard.days', { smart_count: daily.length }),
  });
  return busiest
    ? t('console.dashboard.summary.dailyBusiest', {
        base,
        date: formatDate(busiest.day),
        count: formatCount(busiest.trades),
      })
    : t('console.dashboard.summary.dailyEnd', { base });
}

/** "40 offers created, 10 barter requests (25% of the previous step), 4 successful (40% of the previous step)." */
export function funnelSummary(rows: readonly FunnelRow[], t: Translate = englishText): string {
  return `${rows
    .map((r, i) => {
      const values = { count: formatCount(r.count), step: funnelStepLabel(r, t).toLowerCase() };
      return i === 0
        ? t('console.dashboard.summary.funnelFirst', values)
        : t('console.dashboard.summary.funnelNext', { ...values, share: formatShare(r.shareOfPrevious) });
    })
    .join(', ')}.`;
}

/** "… Most searches with no result: Services (4). 12 searches over every category found nothing." */
export function categorySummary(
  stats: Pick<TAnalyticsStats, 'categories' | 'unmetSearchesAllCategories'>,
  t: Translate = englishText,
): string {
  const top = stats.categories.reduce<(typeof stats.categories)[number] | undefined>(
    (best, c) => (c.unmetSearches > (best?.unmetSearches ?? 0) ? c : best),
    undefined,
  );
  const unmet = top
    ? t('console.dashboard.summary.topCategory', {
        category: top.category,
        count: formatCount(top.unmetSearches),
      })
    : t('console.dashboard.summary.noTopCategory');
  return t('console.dashboard.summary.categories', {
    unmet,
    all: counted(t, 'console.dashboard.summary.allCategories', stats.unmetSearchesAllCategories),
  });
}

/** "25 members hold 1,000.00 BITS™; the richest tenth of them hold 40%. 10 of them never bought …" */
export function balanceSummary(b: TAnalyticsStats['balances'], t: Translate = englishText): string {
  if (b.holders === 0) return t('console.dashboard.noBalance');
  const holders = counted(t, 'console.dashboard.summary.holders', b.holders, {
    held: formatCents(b.heldCents),
    top: formatShare(b.top10PercentShare),
  });
  const neverBought = counted(t, 'console.dashboard.summary.neverBought', b.holdersNeverBought, {
    share: formatShare(b.neverBoughtShareOfBits),
    held: formatCents(b.heldByNeverBoughtCents),
  });
  return `${holders} ${neverBought}`;
}
