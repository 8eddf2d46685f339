import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /user/pledge: the current community pledge. */
export const getPledge = async () => (await api.getPledge()).data;

export const getPledgeQueryOptions = () => queryOptions({ queryKey: ['pledge'], queryFn: getPledge });

export const usePledge = () => useQuery(getPledgeQueryOptions());
