import type { TSearchOffersQuery } from '@barterbits/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

export const SEARCH_PAGE_SIZE = 20;

export type SearchOffersFilters = Omit<TSearchOffersQuery, 'limit' | 'offset'>;

/** GET /offer/search-offer: one page of listable offers of others around the member. */
export const searchOffers = async (filters: SearchOffersFilters, offset: number) =>
  api.searchOffers({ ...filters, limit: SEARCH_PAGE_SIZE, offset });

export const searchOffersQueryOptions = (filters: SearchOffersFilters) =>
  infiniteQueryOptions({
    queryKey: offerKeys.search(filters),
    queryFn: ({ pageParam }) => searchOffers(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useSearchOffers = (filters: SearchOffersFilters, enabled = true) =>
  useInfiniteQuery({
    ...searchOffersQueryOptions(filters),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
