import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { BARTER_PAGE_SIZE } from './get-barter-records.ts';
import { barterKeys } from './keys.ts';

/** GET /purchase/barter-request/user/{id}: one page of the buyer's purchases, pending first. */
export const getBarterRequests = (userId: string, offset: number, signal?: AbortSignal) =>
  api.listBarterRequests(userId, { limit: BARTER_PAGE_SIZE, offset }, signal);

export const getBarterRequestsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: barterKeys.purchases(userId),
    queryFn: ({ pageParam, signal }) => getBarterRequests(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useBarterRequests = (userId: string) =>
  useInfiniteQuery({ ...getBarterRequestsQueryOptions(userId), refetchOnMount: 'always' });
