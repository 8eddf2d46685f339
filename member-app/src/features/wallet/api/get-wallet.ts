import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';

/** GET /wallet: balance, today's remaining load allowance, load limits. */
export const getWallet = async () => (await api.getWallet()).data;

export const getWalletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.summary(), queryFn: getWallet });

export const useWallet = () => useQuery(getWalletQueryOptions());
