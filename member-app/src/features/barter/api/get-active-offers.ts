import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** GET /offer/my-offers?status=ACTIVE: the seller's offers that a sale can be for. */
export const getActiveOffers = async () =>
  (await api.myOffers({ status: 'ACTIVE', limit: 100, offset: 0 })).data;

export const getActiveOffersQueryOptions = () =>
  queryOptions({ queryKey: barterKeys.activeOffers, queryFn: getActiveOffers });

export const useActiveOffers = () => useQuery({ ...getActiveOffersQueryOptions(), refetchOnMount: 'always' });
