import type { BodyOf, TFindMembersResponse } from '@barterbits/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { MEMBERS_PAGE_SIZE } from './find-members.ts';
import { membersKeys } from './keys.ts';

export type FindBusinessMembersFilters = Omit<BodyOf<'findBusinessMembers'>, 'limit' | 'offset'>;

/** POST /user/business/find-member: one page of business members around the caller, by category. */
export const findBusinessMembers = (
  filters: FindBusinessMembersFilters,
  offset: number,
): Promise<TFindMembersResponse> => api.findBusinessMembers({ ...filters, limit: MEMBERS_PAGE_SIZE, offset });

export const findBusinessMembersQueryOptions = (filters: FindBusinessMembersFilters) =>
  infiniteQueryOptions({
    queryKey: membersKeys.find('business', filters),
    queryFn: ({ pageParam }) => findBusinessMembers(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
