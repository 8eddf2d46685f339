import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/channels/{id}/members: getMembers (operators, mutes, read cursors). */
export const getMembers = async (id: string) => (await api.getMembers(id)).data;

export const getMembersQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.members(id), queryFn: () => getMembers(id) });

/** A conversation's members (for names of who is typing, and the details dialog). */
export const useChannelMembers = (id: string, enabled = true) =>
  useQuery({ ...getMembersQueryOptions(id), enabled });
