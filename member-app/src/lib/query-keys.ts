import type { QueryClient } from '@tanstack/react-query';

/**
 * react-query keys of data that several features read or refresh. A feature's own keys stay in the
 * feature (`api/keys.ts` or the query options of its `api/` file); a key another feature must know goes here.
 */

/** The signed-in member's user record (`getUserQueryOptions` in `lib/auth.tsx`). */
export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => [...userKeys.all, userId] as const,
};

/** The wallet: balance, history, statements and transactions all start with `walletKeys.all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  history: (query: object) => [...walletKeys.all, 'history', query] as const,
  statement: (query: object) => [...walletKeys.all, 'statement', query] as const,
  statementSummary: () => [...walletKeys.all, 'statement-summary'] as const,
  transaction: (id: string) => [...walletKeys.all, 'transaction', id] as const,
};

/**
 * After anything that moves money (load, barter, refund, gift): refetch every wallet query, the inactive
 * ones too (the app does not refetch on mount).
 */
export const refreshWallet = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: walletKeys.all, refetchType: 'all' });

/** The member's saved payment cards (membership manages them, the wallet pays with them). */
export const cardKeys = {
  all: ['membership', 'cards'] as const,
};

/**
 * Offers: every list of offer cards (search, favourites, own offers, the home feed) starts with
 * `offerKeys.all`, so a favourite toggle or a status change reaches all of them.
 */
export const offerKeys = {
  all: ['offers'] as const,
  home: () => [...offerKeys.all, 'home'] as const,
  search: (filters: object) => [...offerKeys.all, 'search', filters] as const,
  exploreBusiness: (filters: object) => [...offerKeys.all, 'explore-business', filters] as const,
  filter: (query: object) => [...offerKeys.all, 'filter', query] as const,
  favourites: () => [...offerKeys.all, 'favourites'] as const,
  mine: (status: string) => [...offerKeys.all, 'mine', status] as const,
  details: (id: string) => [...offerKeys.all, 'details', id] as const,
  /** Without an id: the action summaries of every offer. */
  actionSummary: (id?: string) =>
    id === undefined
      ? ([...offerKeys.all, 'action-summary'] as const)
      : ([...offerKeys.all, 'action-summary', id] as const),
  calendar: (id: string, from: string, to: string) => [...offerKeys.all, 'calendar', id, from, to] as const,
};
