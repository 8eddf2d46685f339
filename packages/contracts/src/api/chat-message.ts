/**
 * A chat message as the API and the live connection carry it, and the payloads of chat's live events
 * (the live protocol, `live.ts`, says which frame carries which). Kept apart from `chat.ts`: the member
 * app checks every live frame from the start of a session, so these are loaded up front, the rest of
 * chat's contracts only with the chat page.
 */
import { z } from 'zod';
import { ZId } from '../entities.ts';

export const CHAT_MESSAGE_KINDS = ['TEXT', 'IMAGE', 'OFFER', 'SYSTEM'] as const;
export const ZChatMessageKind = z.enum(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = z.infer<typeof ZChatMessageKind>;

/** A member as chat shows them: display name (business name, else "Alex M.") and photo. */
export const ZChatMemberRef = z
  .object({ id: ZId, displayName: z.string(), profilePhoto: z.string().nullable() })
  .meta({ id: 'ChatMemberRef' });
export type TChatMemberRef = z.infer<typeof ZChatMemberRef>;

/** An offer shown as a card in a thread; `available` false (and the rest null) when the reader may not see it. */
export const ZChatOfferCard = z.object({
  id: ZId,
  available: z.boolean(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
});
export type TChatOfferCard = z.infer<typeof ZChatOfferCard>;

export const ZChatImage = z.object({ uploadId: ZId, url: z.string(), thumbUrl: z.string() });

export const ZChatMessage = z
  .object({
    id: ZId,
    channelId: ZId,
    /** Gapless per channel, from 1. */
    seq: z.number().int().positive(),
    kind: ZChatMessageKind,
    /** null for SYSTEM messages (and a sender whose account is gone). */
    sender: ZChatMemberRef.nullable(),
    /** The sender's client id (null for SYSTEM and cards posted by the server). */
    clientId: z.string().nullable(),
    text: z.string().nullable(),
    image: ZChatImage.nullable(),
    offer: ZChatOfferCard.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** type 'message': the message as GET …/messages returns it (clientId only for its sender). */
export const ZChatEventMessage = ZChatMessage;
/** type 'read': a member's read cursor moved. */
export const ZChatEventRead = z.object({ userId: ZId, readSeq: z.number().int().nonnegative() });
/** type 'typing': a member is writing in the channel. */
export const ZChatEventTyping = z.object({ userId: ZId });
/** type 'unread': the recipient's new unread total. */
export const ZChatEventUnread = z.object({
  total: z.number().int().nonnegative(),
  channelId: ZId.nullable(),
  unreadCount: z.number().int().nonnegative().nullable(),
});
/** type 'channel' | 'member' | 'moderation': what changed; clients refetch details/members. */
export const ZChatEventChange = z.object({
  action: z.enum([
    'CREATED',
    'JOINED',
    'LEFT',
    'REMOVED',
    'OPERATOR_ADDED',
    'OPERATOR_REMOVED',
    'MUTED',
    'UNMUTED',
    'BANNED',
    'UNBANNED',
    'FROZEN',
    'UNFROZEN',
    'BANNED_EVERYWHERE',
    'UNBANNED_EVERYWHERE',
    'BLOCKED',
    'UNBLOCKED',
  ]),
  userId: ZId.nullable(),
  until: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type TChatEventChange = z.infer<typeof ZChatEventChange>;
