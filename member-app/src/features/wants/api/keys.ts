/** react-query keys of the wants feature: every query starts with `wantsKeys.all`. */
export const wantsKeys = {
  all: ['wants'] as const,
  mine: (status: string) => [...wantsKeys.all, 'mine', status] as const,
  details: (id: string) => [...wantsKeys.all, 'details', id] as const,
  matches: (id: string) => [...wantsKeys.all, 'matches', id] as const,
  feed: (filters: object) => [...wantsKeys.all, 'feed', filters] as const,
  savedSearches: () => [...wantsKeys.all, 'saved-searches'] as const,
  savedSearchMatches: (id: string) => [...wantsKeys.all, 'saved-search-matches', id] as const,
};
