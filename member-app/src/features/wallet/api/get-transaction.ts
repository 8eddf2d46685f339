import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';

/** GET /wallet/transaction/{id}: one of the member's own movements. */
export const getWalletTransaction = async (id: string) => (await api.getWalletTransaction(id)).data;

export const getWalletTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: walletKeys.transaction(id), queryFn: () => getWalletTransaction(id) });

export const useWalletTransaction = (id: string) => useQuery(getWalletTransactionQueryOptions(id));
