import type { QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Analytics: the console dashboard's cards and charts. One typed function per endpoint. */
export const analyticsApi = (invoke: Invoke) => ({
  /** GET /analytics (admin): the cards for a range of days (default: the last 30). */
  adminAnalytics: (query?: QueryOf<'adminAnalytics'>) => invoke('adminAnalytics', { query }),
  /** GET /analytics/stats (admin): the charts' series and tables for a range of days. */
  adminAnalyticsStats: (query?: QueryOf<'adminAnalyticsStats'>) => invoke('adminAnalyticsStats', { query }),
});
