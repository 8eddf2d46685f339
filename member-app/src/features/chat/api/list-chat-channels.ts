import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sortChannels } from '../lib/merge.ts';
import { chatKeys } from './keys.ts';

/** Conversations loaded at once (the newest activity first). */
export const CHANNELS_PAGE_SIZE = 100;

/** GET /chat/channels: the member's conversations, newest activity first. */
export const listChatChannels = async () => {
  const res = await api.listChatChannels({ limit: CHANNELS_PAGE_SIZE });
  return { channels: sortChannels(res.data), total: res.meta.total, unreadTotal: res.meta.unreadTotal };
};

/** The conversations list as the cache holds it. */
export type ChannelsData = Awaited<ReturnType<typeof listChatChannels>>;

export const listChatChannelsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.channels, queryFn: listChatChannels });

/** The conversations list (fresh on every visit; live events keep it in step). */
export const useChatChannels = () =>
  useQuery({ ...listChatChannelsQueryOptions(), refetchOnMount: 'always' });
