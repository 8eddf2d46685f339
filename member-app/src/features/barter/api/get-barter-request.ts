import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** GET /purchase/barter-request/{id}: one request with its refunds (seller or buyer only). */
export const getBarterRequest = async (id: string, signal?: AbortSignal) =>
  (await api.getBarterRequest(id, signal)).data;

export const getBarterRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: barterKeys.detail(id),
    queryFn: ({ signal }) => getBarterRequest(id, signal),
  });

export const useBarterRequest = (id: string) =>
  useQuery({ ...getBarterRequestQueryOptions(id), refetchOnMount: 'always' });
