import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ANALYTICS_RESOURCE, type AnalyticsDataProvider } from './analyticsDataProvider.ts';

/** The dashboard's query keys (react-admin's refresh button refetches them with every other query). */
export const ANALYTICS_KEY = [ANALYTICS_RESOURCE] as const;

/**
 * The analytics provider's overview and stats for the days from `from` to `to`; nothing is asked while
 * `enabled` is false (custom days the server would refuse). The previous range stays on screen while
 * a new one loads.
 */
export function useAnalytics(range: { from: string; to: string }, enabled: boolean) {
  const dataProvider = useDataProvider<AnalyticsDataProvider>();
  const query = { from: range.from, to: range.to };
  const overview = useQuery({
    queryKey: [...ANALYTICS_KEY, 'overview', query],
    queryFn: () => dataProvider.analyticsOverview(ANALYTICS_RESOURCE, query),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const stats = useQuery({
    queryKey: [...ANALYTICS_KEY, 'stats', query],
    queryFn: () => dataProvider.analyticsStats(ANALYTICS_RESOURCE, query),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { overview, stats };
}
