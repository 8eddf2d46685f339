import { MEMBER_OFFERS_PAGE_DEFAULT } from '@barterbits/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { membersKeys } from './keys.ts';

/** GET /user/member-profile/{id}/offers: one page of the member's ACTIVE offers, newest first. */
export const getMemberOffers = (id: string, offset: number) =>
  api.getMemberOffers(id, { limit: MEMBER_OFFERS_PAGE_DEFAULT, offset });

export const getMemberOffersQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: membersKeys.offers(id),
    queryFn: ({ pageParam }) => getMemberOffers(id, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useMemberOffers = (id: string, enabled = true) =>
  useInfiniteQuery({ ...getMemberOffersQueryOptions(id), enabled, refetchOnMount: 'always' });
