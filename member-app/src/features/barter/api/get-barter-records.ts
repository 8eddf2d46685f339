import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { barterKeys } from './keys.ts';

export const BARTER_PAGE_SIZE = 20;

/** GET /purchase/barter-record/user/{id}: one page of the seller's Barter Sales, newest first. */
export const getBarterRecords = (userId: string, offset: number, signal?: AbortSignal) =>
  api.listBarterRecords(userId, { limit: BARTER_PAGE_SIZE, offset }, signal);

export const getBarterRecordsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: barterKeys.sales(userId),
    queryFn: ({ pageParam, signal }) => getBarterRecords(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useBarterRecords = (userId: string) =>
  useInfiniteQuery({ ...getBarterRecordsQueryOptions(userId), refetchOnMount: 'always' });
