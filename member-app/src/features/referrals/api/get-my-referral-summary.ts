import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { referralKeys } from './keys.ts';

/** GET /referral/my-invite: the member's code and link, counts per state, rewards and the reward rules. */
export const getMyReferralSummary = async () => (await api.getMyReferralSummary()).data;

export const getMyReferralSummaryQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.summary(), queryFn: getMyReferralSummary });

export const useMyReferralSummary = () =>
  useQuery({ ...getMyReferralSummaryQueryOptions(), refetchOnMount: 'always' });
