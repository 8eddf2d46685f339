import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

/** GET /offer/details/{id}: one offer (the owner sees their own in any status, others only listed ones). */
export const getOfferDetails = async (id: string) => (await api.getOfferDetails(id)).data;

export const getOfferDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.details(id), queryFn: () => getOfferDetails(id) });

export const useOfferDetails = (id: string | null | undefined) =>
  useQuery({ ...getOfferDetailsQueryOptions(id ?? ''), enabled: !!id, refetchOnMount: 'always' });
