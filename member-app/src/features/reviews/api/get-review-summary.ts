import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/**
 * GET /review/summary?userId=: average, count and count per heart of the enabled reviews the member
 * received, or (`given`) wrote.
 */
export const getReviewSummary = async (userId: string, given = false) =>
  (await api.getReviewSummary(given ? { userId, isGiven: 'true' } : { userId })).data;

export const getReviewSummaryQueryOptions = (userId: string, given = false) =>
  queryOptions({
    queryKey: reviewKeys.summary(userId, given),
    queryFn: () => getReviewSummary(userId, given),
  });

export const useReviewSummary = (userId: string, given = false) =>
  useQuery({
    ...getReviewSummaryQueryOptions(userId, given),
    enabled: userId !== '',
    refetchOnMount: 'always',
  });
