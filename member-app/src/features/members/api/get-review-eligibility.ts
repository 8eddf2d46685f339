import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

/** GET /review/eligible?userId=: the caller's purchases with this member still open for a review. */
export const getReviewEligibility = async (userId: string) =>
  (await api.listReviewEligibility({ userId })).data;

export const getReviewEligibilityQueryOptions = (userId: string) =>
  queryOptions({ queryKey: membersKeys.eligibility(userId), queryFn: () => getReviewEligibility(userId) });

/** Only asked on another member's profile (never one's own). */
export const useReviewEligibility = (userId: string, enabled: boolean) =>
  useQuery({ ...getReviewEligibilityQueryOptions(userId), enabled, refetchOnMount: 'always' });
