import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /subscription/plans: the membership plan and its price. */
export const getPlans = async () => (await api.listPlans()).data;

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: ['membership', 'plans'], queryFn: getPlans });

export const usePlans = () => useQuery(getPlansQueryOptions());
