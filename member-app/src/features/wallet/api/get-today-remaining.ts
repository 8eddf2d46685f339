import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /wallet/today-remaining-bits. */
export const getTodayRemaining = async () => (await api.getTodayRemainingBits()).data;

export const getTodayRemainingQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'today-remaining'], queryFn: getTodayRemaining });

export const useTodayRemaining = () => useQuery(getTodayRemainingQueryOptions());
