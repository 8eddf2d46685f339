import type { TChatMessage } from '@barterbits/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applyMessageToChannels, mergeMessages } from '../lib/merge.ts';
import { chatKeys } from './keys.ts';
import type { ChannelsData } from './list-chat-channels.ts';
import type { ThreadData } from './list-chat-messages.ts';

/** Merges messages into a loaded thread (a thread not loaded yet is left to its first fetch). */
export const mergeIntoThread = (queryClient: QueryClient, channelId: string, messages: TChatMessage[]) => {
  queryClient.setQueryData<ThreadData>(chatKeys.messages(channelId), (old) =>
    old ? { ...old, messages: mergeMessages(old.messages, messages) } : old,
  );
};

/**
 * A new message (live, or the answer to a send) in the thread and the conversations list; a channel
 * the list does not hold makes it refetch.
 */
export const addMessageToCache = (
  queryClient: QueryClient,
  message: TChatMessage,
  myId: string,
  openChannelId: string | null,
) => {
  mergeIntoThread(queryClient, message.channelId, [message]);
  const list = queryClient.getQueryData<ChannelsData>(chatKeys.channels);
  if (!list) return;
  const channels = applyMessageToChannels(list.channels, message, myId, openChannelId);
  if (channels) queryClient.setQueryData<ChannelsData>(chatKeys.channels, { ...list, channels });
  else void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
};
