import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** The dashboard's query keys (react-admin's refresh button refetches them with every other query). */
export const ANALYTICS_KEY = ['analytics'] as const;

/**
 * GET /analytics and GET /analytics/stats for the days from `from` to `to`; nothing is asked while
 * `enabled` is false (custom days the server would refuse). The previous range stays on screen while
 * a new one loads.
 */
export function useAnalytics(range: { from: string; to: string }, enabled: boolean) {
  const query = { from: range.from, to: range.to };
  const overview = useQuery({
    queryKey: [...ANALYTICS_KEY, 'overview', query],
    queryFn: async () => (await api.adminAnalytics(query)).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const stats = useQuery({
    queryKey: [...ANALYTICS_KEY, 'stats', query],
    queryFn: async () => (await api.adminAnalyticsStats(query)).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { overview, stats };
}
