import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

/** GET /review/summary?userId=: average hearts, count and count per heart of the member's reviews. */
export const getReviewSummary = async (userId: string) => (await api.getReviewSummary({ userId })).data;

export const getReviewSummaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: membersKeys.summary(userId), queryFn: () => getReviewSummary(userId) });

export const useReviewSummary = (userId: string, enabled = true) =>
  useQuery({ ...getReviewSummaryQueryOptions(userId), enabled, refetchOnMount: 'always' });
