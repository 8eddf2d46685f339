import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { donateKeys } from './keys.ts';

/** GET /donate/fund: what the Community Fund holds, its donors, and the member's own total. */
export const getCommunityFund = async () => (await api.getCommunityFund()).data;

export const getCommunityFundQueryOptions = () =>
  queryOptions({ queryKey: donateKeys.fund(), queryFn: getCommunityFund });

export const useCommunityFund = () =>
  useQuery({ ...getCommunityFundQueryOptions(), refetchOnMount: 'always' });
