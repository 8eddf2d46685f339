/**
 * The in-app notice of chat: a one-to-one message to a member with no open chat socket. One notice
 * per conversation until it is read: the service writes it only when the recipient's unread count in
 * that conversation goes from 0 to 1, so a burst of messages is one notice, not a flood.
 */

import type { NotificationType } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { say } from '../../lib/i18n.ts';
import type { Notice } from '../notifications/notify.ts';

/** The member-app page of one conversation. */
export const chatLink = (channelId: string) => `${PAGES.chat.path}?channel=${channelId}`;

const PREVIEW_MAX = 80;

/** The start of a message's text, on one line (a photo or a shared offer is named by the notice instead). */
export function messagePreview(m: { text: string | null }): string {
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
    const name = r.senderName;
    const { kind } = r.message;
    return {
      userId: r.recipientId,
      type: 'CHAT_MESSAGE' as NotificationType,
      words: (l) => ({
        title: say(l, 'notices.chatMessage.title', { name }),
        body:
          kind === 'IMAGE'
            ? say(l, 'notices.chatMessage.photo', { name })
            : kind === 'OFFER'
              ? say(l, 'notices.chatMessage.offer', { name })
              : kind === 'TEXT'
                ? messagePreview(r.message)
                : `${name} ${messagePreview(r.message)}`,
      }),
      link: chatLink(r.channelId),
    };
  },
};
