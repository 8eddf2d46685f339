import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** GET /user/member-profile/{id}: the member whose reviews a page shows (name, photo, whether it is the caller). */
export const getReviewedMember = async (id: string) => (await api.getMemberProfile(id)).data;

export const getReviewedMemberQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKeys.member(id), queryFn: () => getReviewedMember(id), retry: false });

export const useReviewedMember = (id: string) =>
  useQuery({ ...getReviewedMemberQueryOptions(id), refetchOnMount: 'always' });
