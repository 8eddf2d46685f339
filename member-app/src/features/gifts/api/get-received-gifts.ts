import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** GET /gift: gifts to the signed-in member, pending first (first 100). */
export const getReceivedGifts = async (userId: string) =>
  api.listReceivedGifts({ userId, limit: 100, offset: 0 });

export const getReceivedGiftsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: giftKeys.received(), queryFn: () => getReceivedGifts(userId) });

export const useReceivedGifts = (userId: string) =>
  useQuery({ ...getReceivedGiftsQueryOptions(userId), refetchOnMount: 'always' });
