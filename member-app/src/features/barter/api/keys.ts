/** react-query keys of the barter feature (everything barter starts with ['barter']). */
export const barterKeys = {
  all: ['barter'] as const,
  sales: (userId: string) => ['barter', 'sales', userId] as const,
  purchases: (userId: string) => ['barter', 'purchases', userId] as const,
  detail: (id: string) => ['barter', 'detail', id] as const,
  lookup: (query: string) => ['barter', 'lookup', query] as const,
  activeOffers: ['barter', 'active-offers'] as const,
  /** A dispute's photo: outside ['barter'], so refreshing the barter's pages does not load it again. */
  disputePhoto: (url: string) => ['barter-dispute-photo', url] as const,
};
