import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Suggestions are requested from this many typed characters on (the API's minimum). */
export const PLACES_MIN_INPUT = 2;
/** How many suggestions to fetch; the list shows them 5 at a time. */
export const PLACES_FETCH_LIMIT = 50;

/** GET /places/autocomplete. */
export const getPlaceSuggestions = async (input: string, signal?: AbortSignal) =>
  (await api.placesAutocomplete({ input, limit: PLACES_FETCH_LIMIT }, signal)).data;

export const getPlaceSuggestionsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: ['places', 'autocomplete', input],
    queryFn: ({ signal }) => getPlaceSuggestions(input, signal),
    staleTime: 5 * 60_000,
  });

export const usePlaceSuggestions = (input: string) => {
  const text = input.trim();
  return useQuery({
    ...getPlaceSuggestionsQueryOptions(text),
    enabled: text.length >= PLACES_MIN_INPUT,
    placeholderData: keepPreviousData,
  });
};

/** GET /places/details/:placeId. */
export const getPlaceDetails = async (placeId: string, signal?: AbortSignal) =>
  (await api.placeDetails(placeId, signal)).data;

export const getPlaceDetailsQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['places', 'details', placeId],
    queryFn: ({ signal }) => getPlaceDetails(placeId, signal),
    staleTime: 60 * 60_000,
  });
