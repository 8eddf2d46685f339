/**
 * The `analytics` resource: the dashboard's figures for a range of days, as its own calls only
 * (no list or record): `analyticsOverview` → GET /analytics (the cards), `analyticsStats` →
 * GET /analytics/stats (the charts and tables).
 */
import type { QueryOf, ResponseOf, TAnalyticsOverview, TAnalyticsStats } from '@barterbits/contracts';
import type { DataProvider } from 'react-admin';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const ANALYTICS_RESOURCE = 'analytics';

/** What the analytics resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface AnalyticsApi {
  adminAnalytics(query?: QueryOf<'adminAnalytics'>): Promise<ResponseOf<'adminAnalytics'>>;
  adminAnalyticsStats(query?: QueryOf<'adminAnalyticsStats'>): Promise<ResponseOf<'adminAnalyticsStats'>>;
}

/** The days the figures are for (YYYY-MM-DD, both included, in the marketplace's time zone). */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export function createAnalyticsProvider(api: AnalyticsApi) {
  return resourceProvider(
    ANALYTICS_RESOURCE,
    {},
    {
      /** The cards: members, offers, money, refunds and open moderation work. */
      async analyticsOverview(_resource: string, range: AnalyticsRange): Promise<TAnalyticsOverview> {
        return (await api.adminAnalytics({ from: range.from, to: range.to })).data;
      },
      /** The charts and tables: daily series, funnel, categories, balances. */
      async analyticsStats(_resource: string, range: AnalyticsRange): Promise<TAnalyticsStats> {
        return (await api.adminAnalyticsStats({ from: range.from, to: range.to })).data;
      },
    },
  );
}

/** The analytics provider's calls, for `useDataProvider<AnalyticsDataProvider>()`. */
export type AnalyticsDataProvider = DataProvider &
  Pick<ReturnType<typeof createAnalyticsProvider>, 'analyticsOverview' | 'analyticsStats'>;
