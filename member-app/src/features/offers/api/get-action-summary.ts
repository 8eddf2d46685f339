import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

/** GET /offer/action-summary/{id}: views, favourites and reports of the own offer. */
export const getActionSummary = async (id: string) => (await api.offerActionSummary(id)).data;

export const getActionSummaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.actionSummary(id), queryFn: () => getActionSummary(id) });

export const useActionSummary = (id: string) =>
  useQuery({ ...getActionSummaryQueryOptions(id), refetchOnMount: 'always' });
