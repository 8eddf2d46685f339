import { MEMBER_RADIUS_MAX_KM } from '@barterbits/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** Members shown per search in the member picker. */
const PICKER_LIMIT = 10;

/** GET /user/find-members/{loginId}?search: members matching a name, within the widest radius. */
export const findMembers = async (userId: string, search: string) =>
  (await api.findMembers(userId, { search, radius: MEMBER_RADIUS_MAX_KM, limit: PICKER_LIMIT })).data;

export const findMembersQueryOptions = (userId: string, search: string) =>
  queryOptions({
    queryKey: chatKeys.memberSearch(userId, search),
    queryFn: () => findMembers(userId, search),
  });

/** Members matching `search` (asked once it has 2 characters). */
export const useFindMembers = (userId: string, search: string) =>
  useQuery({
    ...findMembersQueryOptions(userId, search),
    enabled: userId !== '' && search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
