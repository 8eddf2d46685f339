import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { donateKeys } from './keys.ts';

export const DONATIONS_PAGE_SIZE = 20;

/** GET /donate/history: one page of the member's donations, newest first. */
export const getMyDonations = (offset: number) => api.listMyDonations({ limit: DONATIONS_PAGE_SIZE, offset });

export const getMyDonationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: donateKeys.history(),
    queryFn: ({ pageParam }) => getMyDonations(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useMyDonations = () =>
  useInfiniteQuery({ ...getMyDonationsQueryOptions(), refetchOnMount: 'always' });
