import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** GET /gift/{id}: one gift (its sender or recipient only). */
export const getGift = async (id: string) => (await api.getGift(id)).data;

export const getGiftQueryOptions = (id: string) =>
  queryOptions({ queryKey: giftKeys.one(id), queryFn: () => getGift(id), retry: false });

export const useGift = (id: string) => useQuery({ ...getGiftQueryOptions(id), refetchOnMount: 'always' });
