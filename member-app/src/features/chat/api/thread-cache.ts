import type { TChatMessage } from '@barterbits/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applyMessageToChannels, mergeMessages } from '../lib/merge.ts';
import { chatKeys } from './keys.ts';
import type { ChannelsData } from './list-chat-channels.ts';
import type { ThreadData } from './list-chat-messages.ts';

/**
 * Merges messages into a loaded thread. A thread not loaded yet is left to its first fetch; if that fetch
 * is under way, it may have been answered before these messages existed, so it is made again.
 */
export const mergeIntoThread = (queryClient: QueryClient, channelId: string, messages: TChatMessage[]) => {
  const key = chatKeys.messages(channelId);
  if (queryClient.getQueryData<ThreadData>(key)) {
    queryClient.setQueryData<ThreadData>(key, (old) =>
      old ? { ...old, messages: mergeMessages(old.messages, messages) } : old,
    );
  } else if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) {
    // A first fetch is not restarted by an invalidation (react-query shares it): it is cancelled first.
    void queryClient
      .cancelQueries({ queryKey: key, exact: true })
      .then(() => queryClient.refetchQueries({ queryKey: key, exact: true, type: 'active' }));
  }
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
