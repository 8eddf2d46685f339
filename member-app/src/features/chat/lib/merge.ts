/**
 * Merging what the thread holds (pure): server messages deduplicated by id and ordered by seq, the
 * outbox's pending messages after them unless the server already has them (same clientId), and the
 * conversations list kept in step with live messages.
 */
import type { TChatChannel, TChatMessage } from '@barterbits/contracts';
import type { T } from '../../../lib/i18n.ts';
import type { OutboxEntry } from './outbox.ts';

/** Server messages plus new ones: one per id (the newer copy wins), ordered by seq. */
export const mergeMessages = (
  held: readonly TChatMessage[],
  incoming: readonly TChatMessage[],
): TChatMessage[] => {
  const byId = new Map<string, TChatMessage>();
  for (const m of held) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/** The newest seq held (0 when none): where a catch-up starts. */
export const newestSeq = (messages: readonly TChatMessage[]): number =>
  messages.reduce((max, m) => Math.max(max, m.seq), 0);

/** The oldest seq held, or null when none: where older history is asked from. */
export const oldestSeq = (messages: readonly TChatMessage[]): number | null =>
  messages.length === 0 ? null : messages.reduce((min, m) => Math.min(min, m.seq), Number.POSITIVE_INFINITY);

/** The clientIds of the member's own messages the server holds. */
export const deliveredClientIds = (messages: readonly TChatMessage[], myId: string): string[] =>
  messages.filter((m) => m.sender?.id === myId && m.clientId !== null).map((m) => m.clientId as string);

/** One line of the thread: a message from the server, or one of the outbox still on its way. */
export type TimelineItem =
  | { type: 'message'; key: string; message: TChatMessage }
  | { type: 'outbox'; key: string; entry: OutboxEntry };

/**
 * The thread as shown: the server's messages by seq, then the channel's outbox entries in the order
 * they were written, leaving out any the server already holds (dedupe by the sender's clientId).
 */
export const buildTimeline = (
  messages: readonly TChatMessage[],
  outbox: readonly OutboxEntry[],
  channelId: string,
  myId: string,
): TimelineItem[] => {
  const sorted = mergeMessages([], messages);
  const delivered = new Set(deliveredClientIds(sorted, myId));
  const items: TimelineItem[] = sorted.map((m) => ({ type: 'message', key: m.id, message: m }));
  for (const entry of outbox) {
    if (entry.channelId !== channelId || delivered.has(entry.clientId)) continue;
    items.push({ type: 'outbox', key: `outbox-${entry.clientId}`, entry });
  }
  return items;
};

/** The newest activity first (a channel without messages by its creation time). */
export const sortChannels = (channels: readonly TChatChannel[]): TChatChannel[] =>
  [...channels].sort((a, b) => {
    const at = Date.parse(a.lastMessageAt ?? a.createdAt);
    const bt = Date.parse(b.lastMessageAt ?? b.createdAt);
    return bt - at;
  });

/**
 * A live message applied to the conversations list: its channel's last message, time and seq move on
 * (never back), its unread count grows when the message is someone else's and the channel is not open,
 * and the list is re-sorted. Returns null when the channel is not in the list (the caller refetches).
 */
export const applyMessageToChannels = (
  channels: readonly TChatChannel[],
  message: TChatMessage,
  myId: string,
  openChannelId: string | null,
): TChatChannel[] | null => {
  const channel = channels.find((c) => c.id === message.channelId);
  if (!channel) return null;
  if (message.seq <= channel.lastSeq) return [...channels];
  const mine = message.sender?.id === myId;
  const counts = !mine && openChannelId !== message.channelId;
  const next: TChatChannel = {
    ...channel,
    lastMessage: message,
    lastMessageAt: message.createdAt,
    lastSeq: message.seq,
    readSeq: mine ? message.seq : channel.readSeq,
    unreadCount: mine ? 0 : counts ? channel.unreadCount + 1 : channel.unreadCount,
  };
  return sortChannels(channels.map((c) => (c.id === channel.id ? next : c)));
};

/** A channel's unread count set from an 'unread' event or a mark-read answer. */
export const setChannelUnread = (
  channels: readonly TChatChannel[],
  channelId: string,
  unreadCount: number,
): TChatChannel[] => channels.map((c) => (c.id === channelId ? { ...c, unreadCount } : c));

/** The preview line of a conversation: text, "Photo", "Offer: <title>" or the system text. */
export const messagePreview = (t: T, message: TChatMessage | null): string => {
  if (!message) return t('chat.preview.none');
  switch (message.kind) {
    case 'IMAGE':
      return t('chat.preview.photo');
    case 'OFFER':
      return message.offer?.available && message.offer.title
        ? t('chat.preview.offer', { title: message.offer.title })
        : t('chat.preview.offerGone');
    default:
      return message.text ?? '';
  }
};

/** A day separator's key for an instant: the local calendar day. */
export const dayKey = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

/** The seq of the member's newest message the server holds, or null (where "Read" may show). */
export const lastOwnMessageSeq = (messages: readonly TChatMessage[], myId: string): number | null => {
  let seq: number | null = null;
  for (const m of messages) if (m.sender?.id === myId && (seq === null || m.seq > seq)) seq = m.seq;
  return seq;
};
