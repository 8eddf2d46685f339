import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** GET /review/{id}: one review with its trade, reply, votes and what the caller may do. */
export const getReview = async (id: string) => (await api.getReview(id)).data;

export const getReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKeys.one(id), queryFn: () => getReview(id), retry: false });

export const useReview = (id: string) => useQuery({ ...getReviewQueryOptions(id), refetchOnMount: 'always' });
