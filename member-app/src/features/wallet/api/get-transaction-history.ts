import type { TTransactionHistoryQuery } from '@barterbits/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';

/** GET /wallet/transaction-history: newest first, paged, filtered. */
export const getTransactionHistory = async (query: TTransactionHistoryQuery) =>
  api.getTransactionHistory(query);

export const getTransactionHistoryQueryOptions = (query: TTransactionHistoryQuery = {}) =>
  queryOptions({
    queryKey: walletKeys.history(query),
    queryFn: () => getTransactionHistory(query),
    placeholderData: keepPreviousData,
  });

export const useTransactionHistory = (query: TTransactionHistoryQuery = {}) =>
  useQuery(getTransactionHistoryQueryOptions(query));
