import {
  formatDate,
  formatDateTime,
  PAGES,
  type TChatChannelDetails,
  type TChatMessage,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ShowMoreButton } from '../../../components/show-more-button.tsx';
import { type T, useT } from '../../../lib/i18n.ts';
import { setChatUnreadTotal, useLiveEvents, useLiveStatus } from '../../../lib/live.ts';
import { errorStatus } from '../../../lib/query-client.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSetMemberBlocked } from '../api/block-chat-member.ts';
import { useChannelDetails } from '../api/get-channel-details.ts';
import { useChannelMembers } from '../api/get-members.ts';
import { chatKeys } from '../api/keys.ts';
import type { ChannelsData } from '../api/list-chat-channels.ts';
import { getOlderMessages, type ThreadData, useThreadMessages } from '../api/list-chat-messages.ts';
import { markChatRead } from '../api/mark-chat-read.ts';
import { mergeIntoThread } from '../api/thread-cache.ts';
import {
  buildTimeline,
  dayKey,
  lastOwnMessageSeq,
  newestSeq,
  oldestSeq,
  setChannelUnread,
} from '../lib/merge.ts';
import type { Outbox } from '../lib/use-outbox.ts';
import { ChannelDetailsDialog } from './channel-details-dialog.tsx';
import { Composer } from './composer.tsx';
import { MessageItem, PendingMessageItem } from './message-item.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ThreadHeader } from './thread-header.tsx';

/** How long "… is typing" shows after the last indicator. */
const TYPING_SHOWN_MS = 4000;
/** Older messages load when the log is scrolled this close to its top. */
const LOAD_OLDER_AT_PX = 80;

/** Why the member cannot send, in their own time for a mute with an end; null when they can. */
const cannotSendReason = (t: T, d: TChatChannelDetails): string | null => {
  if (d.me.canSend) return null;
  if (d.me.mutedUntil && !d.me.mutedPermanently)
    return t('chat.thread.mutedUntil', { until: formatDateTime(d.me.mutedUntil) });
  return d.me.cannotSendReason ?? t('chat.thread.cannotSend');
};

/** "<name> is typing…" from the members typing now. */
const typingText = (t: T, names: string[]) =>
  names.length === 0 ? '' : t('chat.thread.typing', { count: names.length, names: names.join(', ') });

/** Marks the thread read while it is visible and new messages arrive; the badge follows. */
const useMarkRead = (channelId: string, newest: number) => {
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!visible || newest === 0 || newest <= marked.current) return;
    marked.current = newest;
    markChatRead(channelId, newest)
      .then((res) => {
        setChatUnreadTotal(res.unreadTotal);
        queryClient.setQueryData<ChannelsData>(chatKeys.channels, (old) =>
          old ? { ...old, channels: setChannelUnread(old.channels, channelId, res.unreadCount) } : old,
        );
      })
      .catch(() => {
        // Not marked: the next message or visit tries again.
        marked.current = 0;
      });
  }, [channelId, newest, visible, queryClient]);
};

/** Who is typing in the channel now (ids with the time their indicator ends), from live 'typing' events. */
const useTyping = (channelId: string, myId: string) => {
  const [typing, setTyping] = useState<Record<string, number>>({});
  useLiveEvents((event) => {
    if (event.type !== 'typing' || event.channelId !== channelId || event.payload.userId === myId) return;
    setTyping((t) => ({ ...t, [event.payload.userId]: Date.now() + TYPING_SHOWN_MS }));
  });
  useEffect(() => {
    const ids = Object.keys(typing);
    if (ids.length === 0) return;
    const next = Math.min(...Object.values(typing));
    const timer = setTimeout(
      () => setTyping((t) => Object.fromEntries(Object.entries(t).filter(([, until]) => until > Date.now()))),
      Math.max(0, next - Date.now()) + 10,
    );
    return () => clearTimeout(timer);
  }, [typing]);
  return {
    typingIds: Object.keys(typing),
    clearTyping: (id: string) => setTyping(({ [id]: _, ...rest }) => rest),
  };
};

const ThreadBody = ({
  channel,
  myId,
  outbox,
}: {
  channel: TChatChannelDetails;
  myId: string;
  outbox: Outbox;
}) => {
  const t = useT();
  const id = channel.id;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const thread = useThreadMessages(id);
  const members = useChannelMembers(id, channel.kind === 'GROUP');
  const liveStatus = useLiveStatus();
  const [reporting, setReporting] = useState<TChatMessage | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const other = channel.otherMember;
  const block = useSetMemberBlocked(id, other?.id ?? '');
  const logRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  const messages = thread.data?.messages ?? [];
  const newest = newestSeq(messages);
  const timeline = useMemo(
    () => buildTimeline(messages, outbox.entries, id, myId),
    [messages, outbox.entries, id, myId],
  );
  const ownLast = lastOwnMessageSeq(messages, myId);
  const { typingIds, clearTyping } = useTyping(id, myId);
  useMarkRead(id, newest);

  // Read cursors of the other member move live (DIRECT); a message from someone ends their typing.
  useLiveEvents((event) => {
    if (event.channelId !== id) return;
    if (event.type === 'read' && event.payload.userId !== myId) {
      queryClient.setQueryData<TChatChannelDetails>(chatKeys.details(id), (old) =>
        old ? { ...old, otherReadSeq: Math.max(old.otherReadSeq ?? 0, event.payload.readSeq) } : old,
      );
    }
    if (event.type === 'message' && event.payload.sender) clearTyping(event.payload.sender.id);
  });

  // A mute with an end: ask again when it ends, so the composer comes back.
  useEffect(() => {
    const until = channel.me.mutedUntil ? Date.parse(channel.me.mutedUntil) - Date.now() : null;
    if (until === null || until <= 0 || until > 2_147_000_000) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.details(id) }),
      until + 1000,
    );
    return () => clearTimeout(timer);
  }, [channel.me.mutedUntil, id, queryClient]);

  // New lines keep the log at the bottom when it was there (or the line is the member's own).
  const lastItem = timeline.at(-1);
  const lastKey = lastItem?.key;
  const lastIsMine =
    lastItem?.type === 'outbox' || (lastItem?.type === 'message' && lastItem.message.sender?.id === myId);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || lastKey === undefined) return;
    if (nearBottom.current || lastIsMine) log.scrollTop = log.scrollHeight;
  }, [lastKey, lastIsMine]);

  // Older history keeps what was on screen in place.
  const oldest = oldestSeq(messages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages were prepended.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || heightBeforeOlder.current === null) return;
    log.scrollTop += log.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldest]);

  const loadOlder = async () => {
    if (loadingOlder || !thread.data?.hasOlder || oldest === null) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await getOlderMessages(id, oldest);
      heightBeforeOlder.current = logRef.current?.scrollHeight ?? null;
      mergeIntoThread(queryClient, id, page.messages);
      queryClient.setQueryData<ThreadData>(chatKeys.messages(id), (old) =>
        old ? { ...old, hasOlder: page.hasOlder } : old,
      );
    } catch (e) {
      setOlderError(e instanceof Error ? e.message : t('chat.thread.olderFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    nearBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 120;
    if (log.scrollTop < LOAD_OLDER_AT_PX) void loadOlder();
  };

  const typingNames = typingIds.map((uid) =>
    uid === other?.id
      ? other.displayName
      : (members.data?.find((m) => m.id === uid)?.displayName ?? t('chat.thread.someone')),
  );

  const toggleBlock = () =>
    block.mutate(!channel.blockedByMe, {
      onSuccess: (res) => {
        notify({
          message: res.message ?? (channel.blockedByMe ? t('chat.block.unblocked') : t('chat.block.blocked')),
        });
        setBlockOpen(false);
      },
      onError: (e) => {
        notify({ message: e.message, severity: 'error' });
        setBlockOpen(false);
      },
    });

  let previousDay = '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ThreadHeader
        channel={channel}
        liveStatus={liveStatus}
        onDetails={() => setDetailsOpen(true)}
        onBlock={() => setBlockOpen(true)}
      />
      <Box
        ref={logRef}
        role="log"
        aria-label={t('chat.thread.messages')}
        onScroll={onScroll}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1 }}
      >
        {thread.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('chat.thread.loadingMessages')} />
          </Box>
        ) : thread.isError ? (
          <LoadError message={thread.error.message} onRetry={() => void thread.refetch()} />
        ) : (
          <>
            <ShowMoreButton
              hasMore={thread.data.hasOlder}
              loading={loadingOlder}
              onMore={() => void loadOlder()}
              sx={{ mb: 1 }}
            >
              {t('chat.thread.loadOlder')}
            </ShowMoreButton>
            {olderError ? <Alert severity="error">{olderError}</Alert> : null}
            {timeline.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
                {t('chat.thread.empty')}
              </Typography>
            ) : null}
          </>
        )}
        {/* The member's own messages not yet sent show even while the history loads or failed to. */}
        {timeline.map((item) => {
          const createdAt = item.type === 'message' ? item.message.createdAt : item.entry.createdAt;
          const day = dayKey(createdAt);
          const separator = day !== previousDay;
          previousDay = day;
          return (
            <Fragment key={item.key}>
              {separator ? (
                <Divider sx={{ my: 1.5 }}>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(createdAt)}
                  </Typography>
                </Divider>
              ) : null}
              {item.type === 'message' ? (
                <MessageItem
                  message={item.message}
                  mine={item.message.sender?.id === myId}
                  showSender={channel.kind === 'GROUP'}
                  read={
                    channel.kind === 'DIRECT' &&
                    item.message.seq === ownLast &&
                    (channel.otherReadSeq ?? 0) >= item.message.seq
                  }
                  onReport={setReporting}
                />
              ) : (
                <PendingMessageItem
                  entry={item.entry}
                  onRetry={() => outbox.retry(item.entry.clientId)}
                  onDelete={() => outbox.remove(item.entry.clientId)}
                />
              )}
            </Fragment>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" role="status" sx={{ px: 2, minHeight: 20 }}>
        {typingText(t, typingNames)}
      </Typography>
      <Composer
        channelId={id}
        disabledReason={cannotSendReason(t, channel)}
        onSend={(content) => outbox.enqueue(id, content)}
      />
      {reporting ? <ReportDialog messageId={reporting.id} onClose={() => setReporting(null)} /> : null}
      {detailsOpen ? (
        <ChannelDetailsDialog channel={channel} myId={myId} onClose={() => setDetailsOpen(false)} />
      ) : null}
      <ConfirmDialog
        open={blockOpen}
        title={
          channel.blockedByMe
            ? t('chat.block.unblockTitle', { name: channel.name })
            : t('chat.block.title', { name: channel.name })
        }
        confirmLabel={channel.blockedByMe ? t('chat.block.unblockConfirm') : t('chat.block.confirm')}
        cancelLabel={t('chat.common.cancel')}
        danger={!channel.blockedByMe}
        pending={block.isPending}
        onConfirm={toggleBlock}
        onClose={() => setBlockOpen(false)}
      >
        {channel.blockedByMe ? t('chat.block.unblockBody') : t('chat.block.body')}
      </ConfirmDialog>
    </Box>
  );
};

/** The open conversation, or why it cannot be shown (with a way back to the list). */
export const Thread = ({ channelId, myId, outbox }: { channelId: string; myId: string; outbox: Outbox }) => {
  const t = useT();
  const details = useChannelDetails(channelId);
  if (details.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('chat.thread.loadingConversation')} />
      </Box>
    );
  }
  if (details.isError) {
    const status = errorStatus(details.error);
    if (status === 404 || status === 403) {
      return (
        <Box sx={{ p: 3 }}>
          <Alert severity="warning" role="alert">
            {status === 404 ? t('chat.thread.notFound') : details.error.message}
          </Alert>
          <Link
            component={RouterLink}
            to={PAGES.chat.path}
            sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
          >
            {t('chat.thread.backToList')}
          </Link>
        </Box>
      );
    }
    return (
      <Box sx={{ p: 2 }}>
        <LoadError message={details.error.message} onRetry={() => void details.refetch()} />
      </Box>
    );
  }
  return <ThreadBody key={channelId} channel={details.data} myId={myId} outbox={outbox} />;
};
