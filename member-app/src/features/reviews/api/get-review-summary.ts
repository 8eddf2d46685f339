import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** GET /review/summary?userId=: average, count and count per heart of the member's enabled reviews. */
export const getReviewSummary = async (userId: string) => (await api.getReviewSummary({ userId })).data;

export const getReviewSummaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.summary(userId), queryFn: () => getReviewSummary(userId) });

export const useReviewSummary = (userId: string) =>
  useQuery({ ...getReviewSummaryQueryOptions(userId), enabled: userId !== '', refetchOnMount: 'always' });
