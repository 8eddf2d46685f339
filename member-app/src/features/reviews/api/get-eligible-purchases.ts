import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** GET /review/eligible?userId=: the caller's purchases with that member still open for a review. */
export const getEligiblePurchases = async (userId: string) =>
  (await api.listReviewEligibility({ userId })).data;

export const getEligiblePurchasesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: reviewKeys.eligible(userId), queryFn: () => getEligiblePurchases(userId) });

export const useEligiblePurchases = (userId: string, enabled = true) =>
  useQuery({
    ...getEligiblePurchasesQueryOptions(userId),
    enabled: enabled && userId !== '',
    refetchOnMount: 'always',
  });
