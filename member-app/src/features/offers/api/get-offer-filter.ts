import type { TOfferFilterQuery } from '@barterbits/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { offerKeys } from '../../../lib/query-keys.ts';

/** GET /offer/filter: offers per category, price range and radius steps for the filter panel. */
export const getOfferFilter = async (query: TOfferFilterQuery) => (await api.offerFilter(query)).data;

export const getOfferFilterQueryOptions = (query: TOfferFilterQuery) =>
  queryOptions({ queryKey: offerKeys.filter(query), queryFn: () => getOfferFilter(query) });

/** The panel's facets for the current text and distance (the previous ones stay while the next load). */
export const useOfferFilter = (query: TOfferFilterQuery) =>
  useQuery({ ...getOfferFilterQueryOptions(query), placeholderData: keepPreviousData });
