import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

/** GET /user/member-profile/{id}: a member's public profile (404 when unknown, suspended or onboarding). */
export const getMemberProfile = async (id: string) => (await api.getMemberProfile(id)).data;

export const getMemberProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: membersKeys.profile(id), queryFn: () => getMemberProfile(id) });

export const useMemberProfile = (id: string) =>
  useQuery({ ...getMemberProfileQueryOptions(id), refetchOnMount: 'always' });
