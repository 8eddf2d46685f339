import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { wantsKeys } from './keys.ts';

/** GET /want/:id: the want's card, and its state when it is the member's own. */
export const getWant = async (id: string) => (await api.invoke('getWant', { params: { id } })).data;

export const getWantQueryOptions = (id: string) =>
  queryOptions({ queryKey: wantsKeys.details(id), queryFn: () => getWant(id) });

export const useWant = (id: string) =>
  useQuery({ ...getWantQueryOptions(id), enabled: id !== '', refetchOnMount: 'always' });
