import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** GET /gift/history: the signed-in member's sent gifts, newest first (first 100). */
export const getSentGifts = async (userId: string) => api.listSentGifts({ userId, limit: 100, offset: 0 });

export const getSentGiftsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: giftKeys.sent(), queryFn: () => getSentGifts(userId) });

export const useSentGifts = (userId: string) =>
  useQuery({ ...getSentGiftsQueryOptions(userId), refetchOnMount: 'always' });
