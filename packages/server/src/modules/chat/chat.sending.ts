/**
 * How a member's message is sent: its image or offer checked before the transaction, then written
 * with the channel's next seq under its lock once the sender may send there; after the commit, its
 * events and the in-app notice to a recipient who is away.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type TChatMessage, type ZSendMessageRequest } from '@barterbits/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { isListed } from '../offers/visibility.ts';
import { type ChatCore, forbidden, notFound } from './chat.core.ts';
import { chatNotice } from './chat.notices.ts';
import { type BanRow, CHAT_IMAGE_KIND, createChatRepository, type MessageRow } from './chat.repository.ts';

export type SendBody = z.output<typeof ZSendMessageRequest>;

/** Where a ban applies: this channel, or chat everywhere. */
const banScope = (ban: BanRow | null) => (ban ? (ban.channelId ? 'CHANNEL' : 'EVERYWHERE') : null);

/** A refused send whose (sender, clientId) a concurrent send took: rolled back, then answered. */
export class DuplicateSend extends Error {}

/** Sending, shared by the messages themselves and by the offer card of a one-to-one conversation. */
export function createChatSending(core: ChatCore) {
  const { db, hub, repo, cannotSend, nameOf, publish, toMessage, unreadEvents } = core;

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
   * Inside `tx`: takes the next seq under the channel lock, checks the sender may send, inserts and
   * moves the sender's read cursor: three statements while the lock is held (`nextSeq`, `sendChecks`,
   * `insertOwnMessage`), each reading what committed before it, so a moderation change that held the
   * lock first is seen. Throws DuplicateSend when (sender, clientId) exists (then the caller answers
   * that message).
   */
  async function sendIn(
    tx: Tx,
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
    const r = createChatRepository(tx);
    const now = new Date();
    const channel = await r.nextSeq(channelId, now);
    if (!channel) throw notFound();
    const otherId =
      channel.kind === 'DIRECT' ? channel.directKey!.split(':').find((i) => i !== auth.userId)! : null;
    const checks = await r.sendChecks(channelId, auth.userId, otherId);
    const { members, blocks } = checks;
    // With nobody left in the channel the checks did not read the ban.
    const ban = members.length > 0 ? checks.ban : banScope(await r.activeBan(auth.userId, channelId));
    if (ban) throw forbidden(ban === 'CHANNEL' ? CHAT_MESSAGES.banned : CHAT_MESSAGES.bannedEverywhere);
    const me = members.find((x) => x.userId === auth.userId);
    if (!me) throw notFound();
    const refused = cannotSend(channel, me, blocks);
    if (refused) throw forbidden(refused);
    const seq = Number(channel.lastSeq);
    const row = await r.insertOwnMessage({
      id: randomUUID(),
      channelId,
      seq,
      senderId: auth.userId,
      clientId: m.clientId,
      kind: m.kind,
      text: m.text ?? null,
      uploadId: m.uploadId ?? null,
      offerId: m.offerId ?? null,
      createdAt: now,
    });
    if (!row) throw new DuplicateSend();
    // One notice per conversation until read: only when the recipient's unread goes from 0 to 1. Whether
    // they are away is asked after the commit (noticeIfAway): on PostgreSQL it may wait on other instances,
    // which must not happen while this transaction holds the channel's lock.
    const other = otherId ? members.find((x) => x.userId === otherId) : undefined;
    const firstUnreadFor = other && Number(other.readSeq) >= seq - 1 ? other.userId : null;
    return { row, recipients: members.map((x) => x.userId), firstUnreadFor };
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
