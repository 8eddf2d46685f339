import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { reviewKeys } from './keys.ts';

export const REVIEWS_PAGE_SIZE = 10;

/** GET /review?userId=&isGiven=: one page of a member's reviews, received or given, newest first. */
export const getReviews = (userId: string, given: boolean, offset: number) =>
  api.listReviews({ userId, isGiven: given ? 'true' : 'false', limit: REVIEWS_PAGE_SIZE, offset });

export const getReviewsQueryOptions = (userId: string, given: boolean) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(userId, given),
    queryFn: ({ pageParam }) => getReviews(userId, given, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useReviews = (userId: string, given: boolean) =>
  useInfiniteQuery({
    ...getReviewsQueryOptions(userId, given),
    enabled: userId !== '',
    refetchOnMount: 'always',
  });
