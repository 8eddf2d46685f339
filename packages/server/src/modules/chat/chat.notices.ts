/**
 * The in-app notice of chat: a one-to-one message to a member with no open chat socket. One notice
 * per conversation until it is read: the service writes it only when the recipient's unread count in
 * that conversation goes from 0 to 1, so a burst of messages is one notice, not a flood.
 */

import type { NotificationType } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import type { Notice } from '../notifications/notify.ts';

/** The member-app page of one conversation. */
export const chatLink = (channelId: string) => `${PAGES.chat.path}?channel=${channelId}`;

const PREVIEW_MAX = 80;

/** What the notice says the message was. */
export function messagePreview(m: { kind: string; text: string | null }): string {
  if (m.kind === 'IMAGE') return 'sent you a photo.';
  if (m.kind === 'OFFER') return 'shared an offer with you.';
  const t = (m.text ?? '').replace(/\s+/g, ' ').trim();
  return t.length > PREVIEW_MAX ? `${t.slice(0, PREVIEW_MAX - 1)}…` : t;
}

export const chatNotice = {
  /** To the recipient of a one-to-one message. */
  message(r: {
    recipientId: string;
    senderName: string;
    channelId: string;
    message: { kind: string; text: string | null };
  }): Notice {
    const preview = messagePreview(r.message);
    return {
      userId: r.recipientId,
      type: 'CHAT_MESSAGE' as NotificationType,
      title: `New message from ${r.senderName}`,
      body: r.message.kind === 'TEXT' ? preview : `${r.senderName} ${preview}`,
      link: chatLink(r.channelId),
    };
  },
};
