import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/channels/{id}: one conversation with the member's standing in it. */
export const getChannelDetails = async (id: string) => (await api.getChannelDetails(id)).data;

export const getChannelDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.details(id), queryFn: () => getChannelDetails(id) });

/** The open conversation's details (fresh on every open). */
export const useChannelDetails = (id: string) =>
  useQuery({ ...getChannelDetailsQueryOptions(id), refetchOnMount: 'always' });
