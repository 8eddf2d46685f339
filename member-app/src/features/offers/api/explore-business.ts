import type { TExploreBusinessQuery } from '@barterbits/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { offerKeys } from '../../../lib/query-keys.ts';
import { SEARCH_PAGE_SIZE } from './search-offers.ts';

export type ExploreBusinessFilters = Omit<TExploreBusinessQuery, 'limit' | 'offset'>;

/** GET /offer/explore-business: the search restricted to business members' offers. */
export const exploreBusiness = async (filters: ExploreBusinessFilters, offset: number) =>
  api.exploreBusiness({ ...filters, limit: SEARCH_PAGE_SIZE, offset });

export const exploreBusinessQueryOptions = (filters: ExploreBusinessFilters) =>
  infiniteQueryOptions({
    queryKey: offerKeys.exploreBusiness(filters),
    queryFn: ({ pageParam }) => exploreBusiness(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useExploreBusiness = (filters: ExploreBusinessFilters) =>
  useInfiniteQuery({
    ...exploreBusinessQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
