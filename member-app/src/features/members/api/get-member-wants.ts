import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

/**
 * GET /want/member/:id: the member's active wants (their profile). Called through `api.invoke` (typed by
 * the contracts) so the shared client's first load stays as it is.
 */
export const getMemberWants = async (id: string) =>
  (await api.invoke('memberWants', { params: { id } })).data;

export const getMemberWantsQueryOptions = (id: string) =>
  queryOptions({ queryKey: membersKeys.wants(id), queryFn: () => getMemberWants(id) });

export const useMemberWants = (id: string) =>
  useQuery({ ...getMemberWantsQueryOptions(id), refetchOnMount: 'always' });
