/**
 * Chat messages: a channel's history, sending (rate-limited; a retried clientId answers its first
 * message), an operator's announcement, read cursors, and chat images (storing one, and who may see it).
 */
import {
  CHAT_MESSAGES,
  CHAT_SEND_RATE_LIMIT,
  type TChatMessage,
  type ZListMessagesQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import { storePrivateImage } from '../../lib/private-images.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type ChatCore, chatImageUrl, conflict, notFound } from './chat.core.ts';
import { CHAT_IMAGE_KIND, createChatRepository, type MessageRow } from './chat.repository.ts';
import { type ChatSending, DuplicateSend, type SendBody } from './chat.sending.ts';

export const CHAT_SEND_RULE: RateLimitRule = {
  name: 'chat-send',
  ...CHAT_SEND_RATE_LIMIT,
  message: 'You are sending messages too fast. Please wait a moment.',
};

type MessagesQuery = z.output<typeof ZListMessagesQuery>;

/** A channel's messages: reading, sending, read cursors, and the images they carry. */
export function createChatMessages(core: ChatCore, sending: ChatSending) {
  const { db, storage, repo, publish, toMessages, toMessage } = core;
  const { refuseGlobalBan, access, operatorAccess, writeSystem, unreadEvents } = core;
  const { checkAttachment, sameContent, sendIn, noticeIfAway, afterSend } = sending;

  async function messages(auth: AuthContext, channelId: string, q: MessagesQuery) {
    const { channel, me } = await access(repo, auth, channelId);
    const { rows, hasMore } = await repo.messages(channelId, q);
    return {
      data: await toMessages(repo, rows),
      meta: { hasMore, lastSeq: Number(channel.lastSeq), readSeq: Number(me.readSeq), limit: q.limit },
    };
  }

  async function send(auth: AuthContext, channelId: string, body: SendBody): Promise<TChatMessage> {
    const prior = await repo.messageByClientId(auth.userId, body.clientId);
    if (prior) {
      if (!sameContent(prior, channelId, body)) {
        throw new AppError('CONFLICT', CHAT_MESSAGES.clientIdReused, {
          fieldErrors: { clientId: [CHAT_MESSAGES.clientIdReused] },
        });
      }
      return toMessage(repo, prior);
    }
    await takeRateLimit(db, CHAT_SEND_RULE, auth.userId);
    await checkAttachment(auth, body);
    let sent: Awaited<ReturnType<typeof sendIn>>;
    try {
      // On the database itself: the send is one statement, its own transaction.
      sent = await sendIn(db, auth, channelId, {
        kind: body.kind,
        text: body.text ?? null,
        uploadId: body.uploadId ?? null,
        offerId: body.offerId ?? null,
        clientId: body.clientId,
      });
    } catch (e) {
      if (!(e instanceof DuplicateSend)) throw e;
      const won = await repo.messageByClientId(auth.userId, body.clientId);
      if (!won) throw e;
      if (!sameContent(won, channelId, body)) throw conflict(CHAT_MESSAGES.clientIdReused);
      return toMessage(repo, won);
    }
    const message = await afterSend(sent.row, sent.recipients, auth.userId);
    await noticeIfAway(sent.firstUnreadFor, sent.row, auth.userId);
    return message;
  }

  async function sendDefault(auth: AuthContext, channelId: string, text: string) {
    let written: MessageRow | null = null;
    let recipients: string[] = [];
    await db.transaction(async (tx) => {
      const r = createChatRepository(tx);
      await operatorAccess(r, auth, channelId);
      recipients = await r.memberIds(channelId);
      written = await writeSystem(tx, channelId, text);
      await r.advanceRead(channelId, auth.userId, Number(written.seq));
    });
    return afterSend(written!, recipients, auth.userId);
  }

  async function markRead(auth: AuthContext, channelId: string, seq: number) {
    const { me } = await access(repo, auth, channelId);
    const before = Number(me.readSeq);
    const row = await repo.advanceRead(channelId, auth.userId, seq);
    if (!row) throw notFound();
    const channel = (await repo.channel(channelId))!;
    const readSeq = Number(row.readSeq);
    const total = (await repo.unreadTotals([auth.userId])).get(auth.userId)?.total ?? 0;
    if (readSeq > before) {
      const recipients = await repo.memberIds(channelId);
      await publish([
        { type: 'read', channelId, recipients, payload: { userId: auth.userId, readSeq } },
        ...(await unreadEvents([auth.userId], channelId)),
      ]);
    }
    return {
      channelId,
      readSeq,
      unreadCount: Math.max(0, Number(channel.lastSeq) - readSeq),
      unreadTotal: total,
    };
  }

  // ---------- images ----------

  /** Stores a chat image (checked by content) for a later IMAGE send; the same image answers its upload. */
  async function uploadImage(auth: AuthContext, buffer: Buffer) {
    if (!storage) throw new AppError('SERVICE_UNAVAILABLE');
    await refuseGlobalBan(repo, auth.userId);
    return storePrivateImage(db, storage, {
      userId: auth.userId,
      kind: CHAT_IMAGE_KIND,
      field: 'file',
      buffer,
      urlOf: chatImageUrl,
    });
  }

  /** Whether the caller may load the chat image (uploader, or a member of a channel showing it). */
  async function canSeeImage(auth: AuthContext, uploadId: string) {
    if (await repo.activeBan(auth.userId, null)) return false;
    return repo.canSeeUpload(auth.userId, uploadId);
  }

  return { messages, send, sendDefault, markRead, uploadImage, canSeeImage };
}
