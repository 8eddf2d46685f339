/**
 * How a member's message is sent: its image or offer checked before the transaction, then written
 * with the channel's next seq under its lock once the sender may send there; after the commit, its
 * events and the in-app notice to a recipient who is away.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type TChatMessage, type ZSendMessageRequest } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { isListed } from '../offers/visibility.ts';
import { type ChatCore, forbidden, mutedRefusal, notFound } from './chat.core.ts';
import { chatNotice } from './chat.notices.ts';
import { CHAT_IMAGE_KIND, createChatRepository, type MessageRow } from './chat.repository.ts';

export type SendBody = z.output<typeof ZSendMessageRequest>;

/** A refused send whose (sender, clientId) a concurrent send took: rolled back, then answered. */
export class DuplicateSend extends Error {}

/** What chat_send answers: the message's seq, the channel's current members, a first unread's reader. */
type ChatSendRow = { seq: string | number; recipients: string[]; first_unread_for: string | null };

/** The call of chat_send (migration 0029), its text made once. */
const chatSend = preparedSql<
  Pick<
    MessageRow,
    'id' | 'channelId' | 'senderId' | 'clientId' | 'kind' | 'text' | 'uploadId' | 'offerId'
  > & {
    at: string;
  },
  ChatSendRow
>(
  'chat_send',
  (v) => sql`select * from chat_send(${v.id}::uuid, ${v.channelId}::uuid, ${v.senderId}::uuid, ${v.clientId},
    ${v.kind}, ${v.text}, ${v.uploadId}::uuid, ${v.offerId}::uuid, ${v.at}::timestamptz)`,
);

/**
 * The answer to a send chat_send refused (`chat_send:<REASON>`, looked for in the error and its causes as
 * drivers wrap it), or null for any other error.
 */
function refusalOf(e: unknown): Error | null {
  for (let err: unknown = e, depth = 0; err && depth < 4; depth++) {
    const o = err as { message?: unknown; detail?: unknown; cause?: unknown };
    const reason = typeof o.message === 'string' && /^chat_send:([A-Z_]+)$/.exec(o.message)?.[1];
    if (reason) {
      switch (reason) {
        case 'DUPLICATE':
          return new DuplicateSend();
        case 'BANNED':
          return forbidden(CHAT_MESSAGES.banned);
        case 'BANNED_EVERYWHERE':
          return forbidden(CHAT_MESSAGES.bannedEverywhere);
        case 'MUTED':
          return mutedRefusal(new Date(Number(o.detail)));
        case 'FROZEN':
          return forbidden(CHAT_MESSAGES.frozen);
        case 'YOU_BLOCKED':
          return forbidden(CHAT_MESSAGES.youBlocked);
        case 'BLOCKED':
          return forbidden(CHAT_MESSAGES.blocked);
        default:
          return notFound();
      }
    }
    err = o.cause;
  }
  return null;
}

/** Sending, shared by the messages themselves and by the offer card of a one-to-one conversation. */
export function createChatSending(core: ChatCore) {
  const { db, hub, repo, nameOf, publish, toMessage, unreadEvents } = core;

  /** Checks the body's image or offer before the transaction (same for a retry). */
  async function checkAttachment(auth: AuthContext, body: SendBody) {
    if (body.kind === 'IMAGE') {
      const up = await repo.upload(body.uploadId!);
      if (!up || up.userId !== auth.userId || up.kind !== CHAT_IMAGE_KIND) {
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.imageNotFound, {
          fieldErrors: { uploadId: [CHAT_MESSAGES.imageNotFound] },
        });
      }
    }
    if (body.kind === 'OFFER') await checkOffer(auth, body.offerId!);
  }

  async function checkOffer(auth: AuthContext, offerId: string) {
    const o = await repo.offerWithOwner(offerId);
    const visible = !!o && (o.userId === auth.userId ? o.status !== 'DELETE' : isListed(o, o.ownerStatusId));
    if (!visible) {
      throw new AppError('NOT_FOUND', CHAT_MESSAGES.offerNotFound, {
        fieldErrors: { offerId: [CHAT_MESSAGES.offerNotFound] },
      });
    }
  }

  const sameContent = (m: MessageRow, channelId: string, b: SendBody) =>
    m.channelId === channelId &&
    m.kind === b.kind &&
    (m.text ?? undefined) === b.text &&
    (m.uploadId ?? undefined) === b.uploadId &&
    (m.offerId ?? undefined) === b.offerId;

  /**
   * Writes the message with the channel's next seq, once the sender may send there: one statement,
   * chat_send (migration 0029), which takes the seq under the channel's lock, checks (each check reading
   * what committed before it, so a moderation change that held the lock first is seen), inserts and moves
   * the sender's read cursor. On the database itself it is its own transaction; given a transaction it
   * runs in it. A refusal throws its AppError and leaves nothing, not even the seq; DuplicateSend when
   * (sender, clientId) exists (then the caller answers that message).
   */
  async function sendIn(
    db: DbOrTx,
    auth: AuthContext,
    channelId: string,
    m: {
      kind: string;
      text?: string | null;
      uploadId?: string | null;
      offerId?: string | null;
      clientId: string | null;
    },
  ) {
    const row: MessageRow = {
      id: randomUUID(),
      channelId,
      seq: 0,
      senderId: auth.userId,
      clientId: m.clientId,
      kind: m.kind,
      text: m.text ?? null,
      uploadId: m.uploadId ?? null,
      offerId: m.offerId ?? null,
      createdAt: new Date(),
    };
    let sent: ChatSendRow;
    try {
      [sent] = (await chatSend(db, { ...row, at: row.createdAt.toISOString() })) as [ChatSendRow];
    } catch (e) {
      throw refusalOf(e) ?? e;
    }
    row.seq = Number(sent.seq);
    // One notice per conversation until read: only when the recipient's unread goes from 0 to 1. Whether
    // they are away is asked after the commit (noticeIfAway): on PostgreSQL it may wait on other instances,
    // which must not happen while the send holds the channel's lock.
    return { row, recipients: sent.recipients, firstUnreadFor: sent.first_unread_for };
  }

  /** The in-app notice of a one-to-one message whose recipient has no open socket (after the send's commit). */
  async function noticeIfAway(recipientId: string | null, row: MessageRow, senderId: string) {
    if (!recipientId || (await hub.isOnline(recipientId))) return;
    await db.transaction(async (tx) =>
      notify(
        tx,
        chatNotice.message({
          recipientId,
          senderName: await nameOf(createChatRepository(tx), senderId),
          channelId: row.channelId,
          message: { kind: row.kind, text: row.text ?? null },
        }),
      ),
    );
  }

  /**
   * After the commit: the message to the channel's members and each other member's unread count, in one
   * publish. Answers the message as the API shows it.
   */
  async function afterSend(row: MessageRow, recipients: string[], senderId: string): Promise<TChatMessage> {
    const [message, unread] = await Promise.all([
      toMessage(repo, row),
      unreadEvents(
        recipients.filter((u) => u !== senderId),
        row.channelId,
      ),
    ]);
    await publish([{ type: 'message', channelId: row.channelId, recipients, payload: message }, ...unread]);
    return message;
  }

  return { checkAttachment, checkOffer, sameContent, sendIn, noticeIfAway, afterSend };
}

export type ChatSending = ReturnType<typeof createChatSending>;
