import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /subscription/customer: the member's membership (null before the first payment). */
export const getMembership = async () => (await api.getCustomerSubscription()).data;

export const getMembershipQueryOptions = () =>
  queryOptions({ queryKey: ['membership', 'customer'], queryFn: getMembership, refetchOnMount: 'always' });

export const useMembership = () => useQuery(getMembershipQueryOptions());
