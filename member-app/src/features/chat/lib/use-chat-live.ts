import type { TChatEventChange } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../lib/i18n.ts';
import { type LiveEvent, useLiveEvents } from '../../../lib/live.ts';
import { useNotify } from '../../../stores/notify.ts';
import { getChannelDetails } from '../api/get-channel-details.ts';
import { chatKeys } from '../api/keys.ts';
import type { ChannelsData } from '../api/list-chat-channels.ts';
import { getMessagesAfter, type ThreadData } from '../api/list-chat-messages.ts';
import { addMessageToCache, mergeIntoThread } from '../api/thread-cache.ts';
import { newestSeq, setChannelUnread } from './merge.ts';
import type { Outbox } from './use-outbox.ts';

/** Changes that take the member out of a conversation. */
const REMOVING: ReadonlySet<TChatEventChange['action']> = new Set(['REMOVED', 'BANNED', 'BANNED_EVERYWHERE']);

/**
 * The chat page's live events: messages into the thread and the list (and out of the outbox),
 * unread counts, changes to conversations (refetch; removed or banned → the server's message and
 * back to the list), and a catch-up over REST after a reconnect or a resync.
 */
export const useChatLive = (userId: string, openChannelId: string | null, outbox: Outbox) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();

  const catchUp = async () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
    outbox.flush();
    if (!openChannelId) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.details(openChannelId) });
    const thread = queryClient.getQueryData<ThreadData>(chatKeys.messages(openChannelId));
    if (!thread) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(openChannelId) });
      return;
    }
    try {
      const missed = await getMessagesAfter(openChannelId, newestSeq(thread.messages));
      mergeIntoThread(queryClient, openChannelId, missed);
      outbox.delivered(missed);
    } catch {
      // The next reconnect or resync tries again; the thread keeps what it has.
    }
  };

  const leaveIfRemoved = async (channelId: string) => {
    try {
      await getChannelDetails(channelId);
    } catch (e) {
      notify({
        message: e instanceof Error ? e.message : t('chat.thread.removed'),
        severity: 'warning',
      });
      queryClient.removeQueries({ queryKey: chatKeys.channel(channelId) });
      navigate(PAGES.chat.path, { replace: true });
    }
  };

  useLiveEvents((event: LiveEvent) => {
    switch (event.type) {
      case 'message':
        addMessageToCache(queryClient, event.payload, userId, openChannelId);
        outbox.delivered([event.payload]);
        return;
      case 'unread': {
        const { channelId, unreadCount } = event.payload;
        if (channelId === null || unreadCount === null) return;
        queryClient.setQueryData<ChannelsData>(chatKeys.channels, (old) =>
          old ? { ...old, channels: setChannelUnread(old.channels, channelId, unreadCount) } : old,
        );
        return;
      }
      case 'channel':
      case 'member':
      case 'moderation': {
        void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
        const open = openChannelId;
        if (!open || (event.channelId !== null && event.channelId !== open)) return;
        void queryClient.invalidateQueries({ queryKey: chatKeys.channel(open) });
        if (event.payload.userId === userId && REMOVING.has(event.payload.action)) void leaveIfRemoved(open);
        return;
      }
      case 'connected':
        if (event.payload.reconnect) void catchUp();
        else outbox.flush();
        return;
      case 'resync':
        void catchUp();
        return;
      default:
        return;
    }
  });
};
