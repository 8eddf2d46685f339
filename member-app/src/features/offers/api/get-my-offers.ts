import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { offerKeys } from '../../../lib/query-keys.ts';
import type { MyOfferStatus } from '../lib/my-offers.ts';

export const MY_OFFERS_PAGE_SIZE = 12;

/** GET /offer/my-offers: one page of the own offers (newest first) with counts per status. */
export const getMyOffers = async (status: MyOfferStatus | undefined, offset: number) =>
  api.myOffers({ ...(status ? { status } : {}), limit: MY_OFFERS_PAGE_SIZE, offset });

export const getMyOffersQueryOptions = (status: MyOfferStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: offerKeys.mine(status ?? 'ALL'),
    queryFn: ({ pageParam }) => getMyOffers(status, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useMyOffers = (status: MyOfferStatus | undefined) =>
  useInfiniteQuery({ ...getMyOffersQueryOptions(status), refetchOnMount: 'always' });
