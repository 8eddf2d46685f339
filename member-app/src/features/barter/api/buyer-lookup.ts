import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** GET /purchase/buyer-lookup?query=: members to sell to (exact e-mail or username prefix). */
export const buyerLookup = async (query: string, signal?: AbortSignal) =>
  (await api.buyerLookup({ query }, signal)).data;

export const buyerLookupQueryOptions = (query: string) =>
  queryOptions({
    queryKey: barterKeys.lookup(query),
    queryFn: ({ signal }) => buyerLookup(query, signal),
    staleTime: 30_000,
  });

/** Runs once the query has 2 characters or more. */
export const useBuyerLookup = (query: string) =>
  useQuery({
    ...buyerLookupQueryOptions(query.trim()),
    enabled: query.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
