import type { TWantedFeedQuery } from '@barterbits/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { wantsKeys } from './keys.ts';

export const WANTED_PAGE_SIZE = 20;

export type WantedFeedFilters = Omit<TWantedFeedQuery, 'limit' | 'offset'>;

/** GET /want/wanted: one page of other members' active wants around the member. */
export const getWantedFeed = (filters: WantedFeedFilters, offset: number) =>
  api.invoke('wantedFeed', { query: { ...filters, limit: WANTED_PAGE_SIZE, offset } });

export const getWantedFeedQueryOptions = (filters: WantedFeedFilters) =>
  infiniteQueryOptions({
    queryKey: wantsKeys.feed(filters),
    queryFn: ({ pageParam }) => getWantedFeed(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useWantedFeed = (filters: WantedFeedFilters) =>
  useInfiniteQuery({
    ...getWantedFeedQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
