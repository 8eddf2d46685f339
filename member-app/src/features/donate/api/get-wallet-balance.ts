import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from '../../../lib/query-keys.ts';

/** GET /wallet, under the wallet's shared key (refreshed after every payment): the member's balance. */
export const getWalletSummary = async () => (await api.getWallet()).data;

export const getWalletBalanceQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.summary(), queryFn: getWalletSummary });

export const useWalletBalance = () =>
  useQuery({ ...getWalletBalanceQueryOptions(), select: (wallet) => wallet.balanceCents });
