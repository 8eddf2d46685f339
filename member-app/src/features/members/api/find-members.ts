import type { QueryOf, TFindMembersResponse } from '@barterbits/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { membersKeys } from './keys.ts';

export const MEMBERS_PAGE_SIZE = 20;

export type FindMembersFilters = Omit<QueryOf<'findMembers'>, 'limit' | 'offset'>;

/** GET /user/find-members/{loginId}: one page of members around the caller (loginId = the caller's own id). */
export const findMembers = (
  loginId: string,
  filters: FindMembersFilters,
  offset: number,
): Promise<TFindMembersResponse> =>
  api.findMembers(loginId, { ...filters, limit: MEMBERS_PAGE_SIZE, offset });

export const findMembersQueryOptions = (loginId: string, filters: FindMembersFilters) =>
  infiniteQueryOptions({
    queryKey: membersKeys.find('personal', { loginId, ...filters }),
    queryFn: ({ pageParam }) => findMembers(loginId, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: loginId !== '',
  });
