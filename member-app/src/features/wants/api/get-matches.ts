import { WANTS_PAGE_DEFAULT } from '@barterbits/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { wantsKeys } from './keys.ts';

/** Whose matches: an own want's, or a saved search's. */
export type MatchesOf = { want: string } | { search: string };

/** GET /want/:id/matches or /saved-search/:id/matches: one page of matched offers, newest first. */
export const getMatches = (of: MatchesOf, offset: number) => {
  const query = { limit: WANTS_PAGE_DEFAULT, offset };
  return 'want' in of
    ? api.invoke('wantMatches', { params: { id: of.want }, query })
    : api.invoke('savedSearchMatches', { params: { id: of.search }, query });
};

export const getMatchesQueryOptions = (of: MatchesOf) =>
  infiniteQueryOptions({
    queryKey: 'want' in of ? wantsKeys.matches(of.want) : wantsKeys.savedSearchMatches(of.search),
    queryFn: ({ pageParam }) => getMatches(of, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // Reading marks the matches seen: the "new" marks of this read stay until the page is left.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useMatches = (of: MatchesOf, enabled = true) =>
  useInfiniteQuery({ ...getMatchesQueryOptions(of), enabled });
