import type { TOffer } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /offer/details/{id}: the own offer to edit. */
export const getOffer = async (id: string): Promise<TOffer> => (await api.getOfferDetails(id)).data;

export const getOfferQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['offer-editor', 'offer', id], queryFn: () => getOffer(id) });

export const useOffer = (id: string | null) => useQuery({ ...getOfferQueryOptions(id ?? ''), enabled: !!id });
