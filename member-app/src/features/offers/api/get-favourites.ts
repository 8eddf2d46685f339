import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

export const FAVOURITES_PAGE_SIZE = 20;

/** GET /offer/my-favourite: the member's favourites, newest first (unavailable ones flagged). */
export const getFavourites = async (offset: number) =>
  api.myFavourites({ limit: FAVOURITES_PAGE_SIZE, offset });

export const getFavouritesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: offerKeys.favourites(),
    queryFn: ({ pageParam }) => getFavourites(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useFavourites = () =>
  useInfiniteQuery({ ...getFavouritesQueryOptions(), refetchOnMount: 'always' });
