import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** GET /offer/suggestions: up to 8 typo-tolerant titles and words for the search box. */
export const getSuggestions = async (q: string, categoryIds?: string) =>
  (await api.offerSuggestions({ q, ...(categoryIds ? { categoryIds } : {}) })).data;

export const getSuggestionsQueryOptions = (q: string, categoryIds?: string) =>
  queryOptions({
    queryKey: ['offer-suggestions', q, categoryIds ?? ''],
    queryFn: () => getSuggestions(q, categoryIds),
    staleTime: 60_000,
  });

/** Suggestions for the (already debounced) text; nothing is asked for an empty box. */
export const useSuggestions = (q: string, categoryIds?: string) =>
  useQuery({ ...getSuggestionsQueryOptions(q.trim(), categoryIds), enabled: q.trim().length > 0 });
