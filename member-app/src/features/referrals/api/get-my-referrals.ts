import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { referralKeys } from './keys.ts';

export const REFERRALS_PAGE_SIZE = 20;

/** GET /referral/invites: one page of the member's invites, newest first. */
export const getMyReferrals = (offset: number) => api.listMyReferrals({ limit: REFERRALS_PAGE_SIZE, offset });

export const getMyReferralsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.invites(),
    queryFn: ({ pageParam }) => getMyReferrals(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useMyReferrals = () =>
  useInfiniteQuery({ ...getMyReferralsQueryOptions(), refetchOnMount: 'always' });
