import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/channels/{id}/bans: getBanUser (operators only). */
export const getBanUser = async (id: string) => (await api.getBanUser(id)).data;

export const getBanUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.bans(id), queryFn: () => getBanUser(id) });

/** A group's current bans, loaded for operators only. */
export const useChannelBans = (id: string, enabled: boolean) =>
  useQuery({ ...getBanUserQueryOptions(id), enabled, refetchOnMount: 'always' });
