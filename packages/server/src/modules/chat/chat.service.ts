/**
 * Chat rules. Every change runs in one transaction; its hub events are published after
 * the transaction commits (a failed publish is logged, never undoes the change: clients catch up
 * with afterSeq). Moderation is checked under the channel's row lock on every send and join:
 * - only current members read or send (others: 404); a member banned from chat everywhere: 403;
 * - muted members cannot send (403 with until when); banned members are removed and cannot rejoin;
 * - a frozen channel accepts messages from operators only (a frozen DIRECT channel from nobody);
 * - a block stops one-to-one messages either way;
 * - only operators moderate, operators cannot be muted or banned, DIRECT channels have no moderation.
 */
import {
  CHAT_MESSAGES,
  CHAT_REPORT_CONTEXT,
  CHAT_SEND_RATE_LIMIT,
  type ChatReportReason,
  type ChatReportStatus,
  formatDateTime,
  type TChatBan,
  type TChatChannel,
  type TChatChannelDetails,
  type TChatEventChange,
  type TChatMember,
  type TChatMemberRef,
  type TChatMessage,
  type TChatReport,
  type TChatReportDetail,
  type ZAdminChatBansQuery,
  type ZChatReportsQuery,
  type ZListMessagesQuery,
  type ZSendMessageRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import { type UploadStorage, uploadUrl } from '../../adapters/uploads.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import { storePrivateImage } from '../../lib/private-images.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { isListed } from '../offers/visibility.ts';
import { fullName, shortName } from '../users/display-name.ts';
import { chatNotice } from './chat.notices.ts';
import {
  type BanRow,
  CHAT_IMAGE_KIND,
  type ChannelRow,
  type ChatRepository,
  createChatRepository,
  type MemberRow,
  type MessageRow,
} from './chat.repository.ts';
import type { ChatEvent, ChatHub } from './hub.ts';

/** A mute without end is stored as this far-future time and answered as `mutedPermanently`. */
const FOREVER = new Date('9999-12-31T00:00:00Z');
const isForever = (d: Date | null) => !!d && d.getTime() >= FOREVER.getTime();

export const CHAT_SEND_RULE: RateLimitRule = {
  name: 'chat-send',
  ...CHAT_SEND_RATE_LIMIT,
  message: 'You are sending messages too fast. Please wait a moment.',
};

const MEMBER_BANNED = CHAT_MESSAGES.memberBanned;

type SendBody = z.output<typeof ZSendMessageRequest>;
type MessagesQuery = z.output<typeof ZListMessagesQuery>;
type ReportsQuery = z.output<typeof ZChatReportsQuery>;
type BansQuery = z.output<typeof ZAdminChatBansQuery>;

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

const notFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.channelNotFound);
const forbidden = (m: string) => new AppError('FORBIDDEN', m);
const conflict = (m: string) => new AppError('CONFLICT', m);

/** The duration's end, or FOREVER for none. */
const untilOf = (minutes: number | null | undefined, now = Date.now()) =>
  minutes ? new Date(now + minutes * 60_000) : FOREVER;

/** A refused send whose (sender, clientId) a concurrent send took: rolled back, then answered. */
class DuplicateSend extends Error {}

export interface ChatServiceDeps {
  db: Db;
  hub: ChatHub;
  storage?: UploadStorage;
  log?: (err: unknown, msg: string) => void;
}

export function createChatService({ db, hub, storage, log }: ChatServiceDeps) {
  const repo = createChatRepository(db);

  /** Publishes after commit; a failure is logged (the change stands; clients catch up). */
  async function publish(events: ChatEvent[]) {
    for (const e of events) {
      if (e.recipients.length === 0) continue;
      try {
        await hub.publish(e);
      } catch (err) {
        log?.(err, 'chat event publish failed');
      }
    }
  }

  // ---------- views ----------

  async function refs(
    r: DbOrTx | ChatRepository,
    ids: (string | null)[],
  ): Promise<Map<string, TChatMemberRef>> {
    const rr = 'people' in r ? r : createChatRepository(r);
    const people = await rr.people(ids.filter((i): i is string => !!i));
    return new Map(
      people.map((p) => [
        p.id,
        { id: p.id, displayName: shortName(p), profilePhoto: p.profilePhoto ?? null },
      ]),
    );
  }

  async function toMessages(r: ChatRepository, rows: MessageRow[]): Promise<TChatMessage[]> {
    const people = await refs(
      r,
      rows.map((m) => m.senderId),
    );
    const offerIds = [...new Set(rows.map((m) => m.offerId).filter((i): i is string => !!i))];
    const cards = new Map((await r.offerCards(offerIds)).map((o) => [o.id, o]));
    return rows.map((m) => {
      const o = m.offerId ? cards.get(m.offerId) : undefined;
      const available = !!o && isListed(o, Number(o.owner_status_id));
      return {
        id: m.id,
        channelId: m.channelId,
        seq: Number(m.seq),
        kind: m.kind as TChatMessage['kind'],
        sender: m.senderId ? (people.get(m.senderId) ?? null) : null,
        clientId: m.clientId,
        text: m.text,
        image: m.uploadId
          ? {
              uploadId: m.uploadId,
              url: chatImageUrl(m.uploadId, 'full'),
              thumbUrl: chatImageUrl(m.uploadId, 'thumb'),
            }
          : null,
        offer:
          m.kind === 'OFFER' || m.offerId
            ? {
                id: m.offerId ?? o?.id ?? m.id,
                available,
                title: available ? o!.title : null,
                category: available ? o!.category : null,
                coverThumbUrl:
                  available && o!.cover_upload_id ? uploadUrl(o!.cover_upload_id, 'thumb') : null,
              }
            : null,
        createdAt: iso(m.createdAt)!,
      };
    });
  }

  async function toMessage(r: ChatRepository, row: MessageRow) {
    return (await toMessages(r, [row]))[0]!;
  }

  function toMember(m: MemberRow, ref: TChatMemberRef | undefined): TChatMember {
    const muted = !!m.mutedUntil && m.mutedUntil.getTime() > Date.now();
    return {
      ...(ref ?? { id: m.userId, displayName: 'Member', profilePhoto: null }),
      isOperator: m.isOperator,
      mutedUntil: muted && !isForever(m.mutedUntil) ? iso(m.mutedUntil) : null,
      mutedPermanently: muted && isForever(m.mutedUntil),
      muteReason: muted ? m.muteReason : null,
      readSeq: Number(m.readSeq),
      joinedAt: iso(m.joinedAt)!,
    };
  }

  async function toBans(r: ChatRepository, rows: BanRow[]): Promise<TChatBan[]> {
    const people = await refs(
      r,
      rows.flatMap((b) => [b.userId, b.bannedBy]),
    );
    return rows.map((b) => ({
      id: b.id,
      channelId: b.channelId,
      member: people.get(b.userId) ?? { id: b.userId, displayName: 'Member', profilePhoto: null },
      reason: b.reason,
      until: iso(b.until),
      bannedBy: b.bannedBy ? (people.get(b.bannedBy) ?? null) : null,
      createdAt: iso(b.createdAt)!,
    }));
  }

  /** List lines for the caller's memberships. */
  async function toChannels(
    r: ChatRepository,
    userId: string,
    rows: { channel: ChannelRow; me: MemberRow }[],
  ) {
    const ids = rows.map((x) => x.channel.id);
    const members = await r.membersOfChannels(ids);
    const byChannel = new Map<string, MemberRow[]>();
    for (const m of members) byChannel.set(m.channelId, [...(byChannel.get(m.channelId) ?? []), m]);
    const others = rows
      .filter((x) => x.channel.kind === 'DIRECT')
      .map((x) => x.channel.directKey!.split(':').find((id) => id !== userId)!);
    const people = await refs(r, others);
    const lastRows = await r.lastMessages(
      rows.map((x) => ({ id: x.channel.id, lastSeq: Number(x.channel.lastSeq) })),
    );
    const last = new Map((await toMessages(r, lastRows)).map((m) => [m.channelId, m]));
    return rows.map(({ channel: c, me }): TChatChannel => {
      const otherId = c.kind === 'DIRECT' ? c.directKey!.split(':').find((id) => id !== userId)! : null;
      const other = otherId
        ? (people.get(otherId) ?? { id: otherId, displayName: 'Member', profilePhoto: null })
        : null;
      const lastSeq = Number(c.lastSeq);
      const readSeq = Number(me.readSeq);
      return {
        id: c.id,
        kind: c.kind as TChatChannel['kind'],
        name: other ? other.displayName : (c.name ?? 'Group'),
        photo: other ? other.profilePhoto : null,
        otherMember: other,
        memberCount: byChannel.get(c.id)?.length ?? 0,
        frozen: c.frozen,
        lastMessage: last.get(c.id) ?? null,
        lastMessageAt: iso(c.lastMessageAt),
        lastSeq,
        readSeq,
        unreadCount: Math.max(0, lastSeq - readSeq),
        createdAt: iso(c.createdAt)!,
      };
    });
  }

  async function details(r: ChatRepository, userId: string, channel: ChannelRow, me: MemberRow) {
    const [line] = await toChannels(r, userId, [{ channel, me }]);
    const otherId = line!.otherMember?.id ?? null;
    let otherReadSeq: number | null = null;
    let blocks = { aBlockedB: false, bBlockedA: false };
    if (otherId) {
      const other = await r.member(channel.id, otherId);
      otherReadSeq = other ? Number(other.readSeq) : 0;
      blocks = await r.blocksBetween(userId, otherId);
    }
    const reason = cannotSend(channel, me, blocks);
    const m = toMember(me, undefined);
    const out: TChatChannelDetails = {
      ...line!,
      me: {
        isOperator: me.isOperator,
        mutedUntil: m.mutedUntil,
        mutedPermanently: m.mutedPermanently,
        muteReason: m.muteReason,
        canSend: reason === null,
        cannotSendReason: reason,
      },
      otherReadSeq,
      blockedByMe: blocks.aBlockedB,
      blockedMe: blocks.bBlockedA,
      createdBy: channel.createdBy,
    };
    return out;
  }

  /** Why `me` may not send in the channel now (null: may send). */
  function cannotSend(
    channel: ChannelRow,
    me: MemberRow,
    blocks: { aBlockedB: boolean; bBlockedA: boolean },
  ): string | null {
    if (me.mutedUntil && me.mutedUntil.getTime() > Date.now()) {
      return isForever(me.mutedUntil)
        ? CHAT_MESSAGES.muted
        : CHAT_MESSAGES.mutedUntil(`${formatDateTime(me.mutedUntil.toISOString(), { timeZone: 'UTC' })} UTC`);
    }
    if (channel.frozen && !(channel.kind === 'GROUP' && me.isOperator)) return CHAT_MESSAGES.frozen;
    if (blocks.aBlockedB) return CHAT_MESSAGES.youBlocked;
    if (blocks.bBlockedA) return CHAT_MESSAGES.blocked;
    return null;
  }

  // ---------- access ----------

  async function refuseGlobalBan(r: ChatRepository, userId: string) {
    if (await r.activeBan(userId, null)) throw forbidden(CHAT_MESSAGES.bannedEverywhere);
  }

  /** The channel and the caller's membership (404 for non-members, 403 banned everywhere). */
  async function access(r: ChatRepository, auth: AuthContext, channelId: string) {
    await refuseGlobalBan(r, auth.userId);
    const channel = await r.channel(channelId);
    const me = channel ? await r.member(channelId, auth.userId) : null;
    if (channel && !me && (await r.activeBan(auth.userId, channelId))) throw forbidden(CHAT_MESSAGES.banned);
    if (!channel || !me) throw notFound();
    return { channel, me };
  }

  function requireGroup(channel: ChannelRow) {
    if (channel.kind !== 'GROUP') throw conflict(CHAT_MESSAGES.directOnly);
  }

  /** Under the channel lock: the channel (GROUP) and the caller as operator. */
  async function operatorAccess(r: ChatRepository, auth: AuthContext, channelId: string) {
    await refuseGlobalBan(r, auth.userId);
    const channel = await r.lockChannel(channelId);
    const me = channel ? await r.member(channelId, auth.userId) : null;
    if (!channel || !me) throw notFound();
    requireGroup(channel);
    if (!me.isOperator) throw forbidden(CHAT_MESSAGES.notOperator);
    return { channel, me };
  }

  async function nameOf(r: ChatRepository, userId: string) {
    return (await refs(r, [userId])).get(userId)?.displayName ?? 'A member';
  }

  /** Writes a SYSTEM message (inside the caller's transaction, under the channel lock). */
  async function writeSystem(tx: Tx, channelId: string, text: string): Promise<MessageRow> {
    const r = createChatRepository(tx);
    const now = new Date();
    const ch = await r.nextSeq(channelId, now);
    const row = await r.insertMessage({
      channelId,
      seq: Number(ch!.lastSeq),
      kind: 'SYSTEM',
      text,
      createdAt: now,
    });
    return row!;
  }

  /** The 'message' events of written rows, to the channel's current members. */
  async function messageEvents(rows: MessageRow[], recipients: string[]): Promise<ChatEvent[]> {
    const out = await toMessages(repo, rows);
    return out.map((m) => ({ type: 'message', channelId: m.channelId, recipients, payload: m }));
  }

  async function unreadEvents(userIds: string[], channelId: string | null): Promise<ChatEvent[]> {
    const totals = await repo.unreadTotals(userIds);
    const perChannel = new Map<string, number>();
    if (channelId) {
      for (const m of await repo.membersOfChannels([channelId])) {
        perChannel.set(m.userId, m.readSeq);
      }
    }
    const ch = channelId ? await repo.channel(channelId) : null;
    return userIds.map((u) => ({
      type: 'unread',
      channelId,
      recipients: [u],
      payload: {
        total: totals.get(u)?.total ?? 0,
        channelId,
        unreadCount:
          ch && perChannel.has(u) ? Math.max(0, Number(ch.lastSeq) - Number(perChannel.get(u))) : null,
      },
    }));
  }

  const change = (
    type: 'channel' | 'member' | 'moderation',
    channelId: string | null,
    recipients: string[],
    payload: TChatEventChange,
  ): ChatEvent => ({ type, channelId, recipients, payload });

  // ---------- sending ----------

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
   * Inside `tx`: takes the next seq under the channel lock, checks the sender may send, inserts.
   * Throws DuplicateSend when (sender, clientId) exists (then the caller answers that message).
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
    const me = await r.member(channelId, auth.userId);
    const ban = await r.activeBan(auth.userId, channelId);
    if (ban) throw forbidden(ban.channelId ? CHAT_MESSAGES.banned : CHAT_MESSAGES.bannedEverywhere);
    if (!me) throw notFound();
    const members = await r.members(channelId);
    const otherId =
      channel.kind === 'DIRECT' ? channel.directKey!.split(':').find((i) => i !== auth.userId)! : null;
    const blocks = otherId
      ? await r.blocksBetween(auth.userId, otherId)
      : { aBlockedB: false, bBlockedA: false };
    const refused = cannotSend(channel, me, blocks);
    if (refused) throw forbidden(refused);
    const seq = Number(channel.lastSeq);
    const row = await r.insertMessage({
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
    // The sender has read everything up to their own message.
    await r.advanceRead(channelId, auth.userId, seq);
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

  async function afterSend(row: MessageRow, recipients: string[], senderId: string) {
    const events = await messageEvents([row], recipients);
    events.push(
      ...(await unreadEvents(
        recipients.filter((u) => u !== senderId),
        row.channelId,
      )),
    );
    await publish(events);
  }

  // ---------- membership changes ----------

  /** Members to add: distinct, not the caller, existing ACTIVE members (404 otherwise), not banned. */
  async function checkInvitees(
    r: ChatRepository,
    auth: AuthContext,
    ids: string[],
    channelId: string | null,
  ) {
    const wanted = [...new Set(ids)];
    if (wanted.includes(auth.userId)) {
      throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.self, {
        fieldErrors: { memberIds: [CHAT_MESSAGES.self] },
      });
    }
    const found = new Set(await r.activeMembers(wanted));
    if (wanted.some((i) => !found.has(i))) {
      throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound, {
        fieldErrors: { memberIds: [CHAT_MESSAGES.memberNotFound] },
      });
    }
    const banned = channelId ? await r.bannedAmong(wanted, channelId) : [...(await r.globallyBanned(wanted))];
    if (banned.length > 0) throw forbidden(MEMBER_BANNED);
    return wanted;
  }

  async function namesList(r: ChatRepository, ids: string[]) {
    const p = await refs(r, ids);
    return ids.map((i) => p.get(i)?.displayName ?? 'A member').join(', ');
  }

  /** The target of an operator action: a current member (404 otherwise). */
  async function targetMember(r: ChatRepository, channelId: string, memberId: string) {
    const t = await r.member(channelId, memberId);
    if (!t) throw new AppError('NOT_FOUND', CHAT_MESSAGES.notInChannel);
    return t;
  }

  async function memberView(r: ChatRepository, m: MemberRow) {
    return toMember(m, (await refs(r, [m.userId])).get(m.userId));
  }

  // ---------- admin views ----------

  async function toReports(r: ChatRepository, rows: Awaited<ReturnType<ChatRepository['reports']>>['rows']) {
    const ids = rows
      .flatMap((x) => [x.reporter_id, x.sender_id, x.resolved_by])
      .filter((i): i is string => !!i);
    const people = new Map((await r.people(ids)).map((p) => [p.id, p]));
    const party = (id: string | null) => {
      if (!id) return null;
      const p = people.get(id);
      return p
        ? { id, name: fullName(p, p.email), email: p.email }
        : { id, name: 'Deleted member', email: '' };
    };
    const banned = await r.globallyBanned(rows.map((x) => x.sender_id).filter((i): i is string => !!i));
    return rows.map(
      (x): TChatReport => ({
        id: x.id,
        reason: x.reason as ChatReportReason,
        details: x.details,
        status: x.status as ChatReportStatus,
        createdAt: iso(x.created_at)!,
        resolvedAt: iso(x.resolved_at),
        resolvedBy: party(x.resolved_by),
        reporter: party(x.reporter_id)!,
        messageId: x.message_id,
        messageSeq: Number(x.seq),
        messageKind: x.kind as TChatReport['messageKind'],
        messageText: x.text,
        messageImageUrl: x.upload_id ? chatImageUrl(x.upload_id, 'full') : null,
        messageOfferId: x.offer_id,
        messageCreatedAt: iso(x.message_created_at)!,
        sender: party(x.sender_id),
        senderBanned: !!x.sender_id && banned.has(x.sender_id),
        channelId: x.channel_id,
        channelKind: x.channel_kind as TChatReport['channelKind'],
        channelName: x.channel_name,
        channelFrozen: x.channel_frozen,
        messageReports: Number(x.message_reports),
      }),
    );
  }

  return {
    // ---------- reading ----------

    async listChannels(
      auth: AuthContext,
      q: { limit: number; offset: number },
    ): Promise<Page<TChatChannel, { unreadTotal: number }>> {
      await refuseGlobalBan(repo, auth.userId);
      const { rows, total } = await repo.channelsOf(auth.userId, q);
      const items = await toChannels(repo, auth.userId, rows);
      const unread = (await repo.unreadTotals([auth.userId])).get(auth.userId);
      return { items, total, unreadTotal: unread?.total ?? 0 };
    },

    /** The badge: 0 for a member banned from chat (they cannot read it anyway). */
    async unread(auth: AuthContext) {
      if (await repo.activeBan(auth.userId, null)) return { total: 0, channels: 0 };
      const u = (await repo.unreadTotals([auth.userId])).get(auth.userId);
      return { total: u?.total ?? 0, channels: u?.channels ?? 0 };
    },

    async getChannel(auth: AuthContext, channelId: string) {
      const { channel, me } = await access(repo, auth, channelId);
      return details(repo, auth.userId, channel, me);
    },

    async members(auth: AuthContext, channelId: string, filter: 'all' | 'operators' | 'muted' = 'all') {
      const { channel } = await access(repo, auth, channelId);
      if (filter !== 'all') requireGroup(channel);
      const rows = await repo.members(channelId);
      const people = await refs(
        repo,
        rows.map((m) => m.userId),
      );
      const all = rows.map((m) => toMember(m, people.get(m.userId)));
      if (filter === 'operators') return all.filter((m) => m.isOperator);
      if (filter === 'muted') return all.filter((m) => m.mutedUntil !== null || m.mutedPermanently);
      return all;
    },

    async messages(auth: AuthContext, channelId: string, q: MessagesQuery) {
      const { channel, me } = await access(repo, auth, channelId);
      const { rows, hasMore } = await repo.messages(channelId, q);
      return {
        data: await toMessages(repo, rows),
        meta: { hasMore, lastSeq: Number(channel.lastSeq), readSeq: Number(me.readSeq), limit: q.limit },
      };
    },

    async getUser(auth: AuthContext, userId: string) {
      if (!(await repo.isMemberAccount(userId)))
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound);
      const ref = (await refs(repo, [userId])).get(userId)!;
      const b = await repo.blocksBetween(auth.userId, userId);
      return { ...ref, blockedByMe: b.aBlockedB, blockedMe: b.bBlockedA };
    },

    // ---------- channels ----------

    async openDirect(auth: AuthContext, body: { memberId: string; offerId?: string | undefined }) {
      const { memberId, offerId } = body;
      if (memberId === auth.userId) {
        throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.self, {
          fieldErrors: { memberId: [CHAT_MESSAGES.self] },
        });
      }
      await refuseGlobalBan(repo, auth.userId);
      if ((await repo.activeMembers([memberId])).length === 0) {
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound, {
          fieldErrors: { memberId: [CHAT_MESSAGES.memberNotFound] },
        });
      }
      const b = await repo.blocksBetween(auth.userId, memberId);
      if (b.aBlockedB) throw forbidden(CHAT_MESSAGES.youBlocked);
      if (b.bBlockedA) throw forbidden(CHAT_MESSAGES.blocked);
      if (offerId) await checkOffer(auth, offerId);
      const key = [auth.userId, memberId].sort().join(':');
      let created = false;
      let written: MessageRow | null = null;
      let recipients: string[] = [];
      let firstUnreadFor: string | null = null;
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        // Two first opens at once: the second waits for the first's commit and then finds its channel.
        created = await r.insertDirect(key, auth.userId);
        const channel = (await r.directByKey(key))!;
        if (created) await r.addMembers(channel.id, [auth.userId, memberId], 0);
        if (!offerId) return;
        const last =
          Number(channel.lastSeq) > 0 ? await r.messageAt(channel.id, Number(channel.lastSeq)) : null;
        if (last?.kind === 'OFFER' && last.offerId === offerId) return;
        try {
          // In a savepoint: a card that cannot be posted (e.g. a frozen channel) does not stop the opening.
          const sent = await tx.transaction((sp) =>
            sendIn(sp, auth, channel.id, { kind: 'OFFER', offerId, clientId: null }),
          );
          written = sent.row;
          recipients = sent.recipients;
          firstUnreadFor = sent.firstUnreadFor;
        } catch (e) {
          if (!(e instanceof AppError) || e.code !== 'FORBIDDEN') throw e;
        }
      });
      const channel = (await repo.directByKey(key))!;
      const me = (await repo.member(channel.id, auth.userId))!;
      const events: ChatEvent[] = [];
      if (created) {
        events.push(
          change('channel', channel.id, [auth.userId, memberId], { action: 'CREATED', userId: auth.userId }),
        );
      }
      if (written) {
        events.push(...(await messageEvents([written], recipients)));
        events.push(...(await unreadEvents([memberId], channel.id)));
      }
      await publish(events);
      if (written) await noticeIfAway(firstUnreadFor, written, auth.userId);
      return { channel: await details(repo, auth.userId, channel, me), created };
    },

    async createGroup(auth: AuthContext, body: { name: string; memberIds?: string[] | undefined }) {
      await refuseGlobalBan(repo, auth.userId);
      const invitees = await checkInvitees(repo, auth, body.memberIds ?? [], null);
      if (invitees.length + 1 > 100) throw conflict(CHAT_MESSAGES.groupFull);
      const written: MessageRow[] = [];
      const channel = await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const ch = await r.insertGroup(body.name, auth.userId);
        await r.addMembers(ch.id, [auth.userId], 0, true);
        await r.addMembers(ch.id, invitees, 0);
        const creator = await nameOf(r, auth.userId);
        written.push(await writeSystem(tx, ch.id, `${creator} created the group "${body.name}".`));
        if (invitees.length)
          written.push(await writeSystem(tx, ch.id, `${creator} added ${await namesList(r, invitees)}.`));
        await r.advanceRead(ch.id, auth.userId, written.length);
        return ch;
      });
      const all = [auth.userId, ...invitees];
      await publish([
        change('channel', channel.id, all, { action: 'CREATED', userId: auth.userId }),
        ...(await messageEvents(written, all)),
        ...(await unreadEvents(invitees, channel.id)),
      ]);
      const fresh = (await repo.channel(channel.id))!;
      return details(repo, auth.userId, fresh, (await repo.member(channel.id, auth.userId))!);
    },

    async invite(auth: AuthContext, channelId: string, memberIds: string[]) {
      await refuseGlobalBan(repo, auth.userId);
      const pre = await repo.channel(channelId);
      if (!pre || !(await repo.member(channelId, auth.userId))) throw notFound();
      requireGroup(pre);
      const invitees = await checkInvitees(repo, auth, memberIds, channelId);
      let written: MessageRow | null = null;
      let added: string[] = [];
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const channel = await r.lockChannel(channelId);
        const me = channel ? await r.member(channelId, auth.userId) : null;
        if (!channel || !me) throw notFound();
        if (channel.frozen && !me.isOperator) throw forbidden(CHAT_MESSAGES.frozen);
        if ((await r.bannedAmong(invitees, channelId)).length > 0) throw forbidden(MEMBER_BANNED);
        const current = new Set(await r.memberIds(channelId));
        added = invitees.filter((i) => !current.has(i));
        if (current.size + added.length > 100) throw conflict(CHAT_MESSAGES.groupFull);
        if (added.length === 0) return;
        await r.addMembers(channelId, added, Number(channel.lastSeq));
        written = await writeSystem(
          tx,
          channelId,
          `${await nameOf(r, auth.userId)} added ${await namesList(r, added)}.`,
        );
        recipients = [...current, ...added];
      });
      if (written) {
        await publish([
          ...added.map((u) => change('member', channelId, recipients, { action: 'JOINED', userId: u })),
          ...(await messageEvents([written], recipients)),
        ]);
      }
      return this.members(auth, channelId);
    },

    async leave(auth: AuthContext, channelId: string) {
      let written: MessageRow | null = null;
      let recipients: string[] = [];
      let promoted: string | null = null;
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const channel = await r.lockChannel(channelId);
        const me = channel ? await r.member(channelId, auth.userId) : null;
        if (!channel || !me) throw notFound();
        requireGroup(channel);
        recipients = await r.memberIds(channelId);
        await r.markLeft(channelId, auth.userId);
        const rest = await r.members(channelId);
        // A group keeps an operator: the longest-standing member takes over from its last one.
        if (me.isOperator && rest.length > 0 && !rest.some((m) => m.isOperator)) {
          promoted = rest.sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())[0]!.userId;
          await r.updateMember(channelId, promoted, { isOperator: true });
        }
        written = await writeSystem(tx, channelId, `${await nameOf(r, auth.userId)} left the group.`);
      });
      const events = [change('member', channelId, recipients, { action: 'LEFT', userId: auth.userId })];
      if (promoted)
        events.push(change('member', channelId, recipients, { action: 'OPERATOR_ADDED', userId: promoted }));
      events.push(
        ...(await messageEvents(
          [written!],
          recipients.filter((u) => u !== auth.userId),
        )),
      );
      await publish(events);
      return { channelId, left: true };
    },

    // ---------- operators ----------

    async setOperator(auth: AuthContext, channelId: string, memberId: string, on: boolean) {
      let row: MemberRow | null = null;
      let recipients: string[] = [];
      let changed = false;
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        const target = await targetMember(r, channelId, memberId);
        recipients = await r.memberIds(channelId);
        if (target.isOperator === on) {
          row = target;
          return;
        }
        if (!on) {
          const ops = (await r.members(channelId)).filter((m) => m.isOperator);
          if (ops.length <= 1) throw conflict(CHAT_MESSAGES.lastOperator);
        }
        row = await r.updateMember(channelId, memberId, on ? { isOperator: true } : { isOperator: false });
        changed = true;
      });
      if (changed) {
        await publish([
          change('member', channelId, recipients, {
            action: on ? 'OPERATOR_ADDED' : 'OPERATOR_REMOVED',
            userId: memberId,
          }),
        ]);
      }
      return memberView(repo, row!);
    },

    // ---------- mutes ----------

    async mute(
      auth: AuthContext,
      channelId: string,
      b: { memberId: string; durationMinutes?: number | null | undefined; reason: string },
    ) {
      if (b.memberId === auth.userId) throw conflict(CHAT_MESSAGES.self);
      let row: MemberRow | null = null;
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        const target = await targetMember(r, channelId, b.memberId);
        if (target.isOperator) throw forbidden(CHAT_MESSAGES.operatorProtected);
        row = await r.updateMember(channelId, b.memberId, {
          mutedUntil: untilOf(b.durationMinutes),
          muteReason: b.reason,
        });
        recipients = await r.memberIds(channelId);
      });
      const view = await memberView(repo, row!);
      await publish([
        change('moderation', channelId, recipients, {
          action: 'MUTED',
          userId: b.memberId,
          until: view.mutedUntil,
          reason: b.reason,
        }),
      ]);
      return view;
    },

    async unmute(auth: AuthContext, channelId: string, memberId: string) {
      let row: MemberRow | null = null;
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        const target = await targetMember(r, channelId, memberId);
        if (!target.mutedUntil || target.mutedUntil.getTime() <= Date.now()) {
          throw new AppError('NOT_FOUND', CHAT_MESSAGES.notMuted);
        }
        row = await r.updateMember(channelId, memberId, { mutedUntil: null, muteReason: null });
        recipients = await r.memberIds(channelId);
      });
      await publish([change('moderation', channelId, recipients, { action: 'UNMUTED', userId: memberId })]);
      return memberView(repo, row!);
    },

    // ---------- bans ----------

    async ban(
      auth: AuthContext,
      channelId: string,
      b: { memberId: string; durationMinutes?: number | null | undefined; reason: string },
    ) {
      if (b.memberId === auth.userId) throw conflict(CHAT_MESSAGES.self);
      if (!(await repo.isMemberAccount(b.memberId)))
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound);
      let ban: BanRow | null = null;
      let recipients: string[] = [];
      let written: MessageRow | null = null;
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        const target = await r.member(channelId, b.memberId);
        if (target?.isOperator) throw forbidden(CHAT_MESSAGES.operatorProtected);
        recipients = await r.memberIds(channelId);
        await r.liftBans(b.memberId, channelId);
        ban = await r.insertBan({
          channelId,
          userId: b.memberId,
          bannedBy: auth.userId,
          reason: b.reason,
          until: b.durationMinutes ? untilOf(b.durationMinutes) : null,
        });
        if (target) {
          await r.markLeft(channelId, b.memberId);
          written = await writeSystem(
            tx,
            channelId,
            `${await nameOf(r, b.memberId)} was removed from the group.`,
          );
        }
      });
      const [view] = await toBans(repo, [ban!]);
      const rest = recipients.filter((u) => u !== b.memberId);
      const events = [
        change(
          'moderation',
          channelId,
          recipients.includes(b.memberId) ? recipients : [...recipients, b.memberId],
          {
            action: 'BANNED',
            userId: b.memberId,
            until: view!.until,
            reason: b.reason,
          },
        ),
      ];
      if (written) events.push(...(await messageEvents([written], rest)));
      await publish(events);
      return view!;
    },

    async unban(auth: AuthContext, channelId: string, memberId: string) {
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        if ((await r.liftBans(memberId, channelId)) === 0)
          throw new AppError('NOT_FOUND', CHAT_MESSAGES.notBanned);
        recipients = await r.memberIds(channelId);
      });
      await publish([
        change('moderation', channelId, [...recipients, memberId], { action: 'UNBANNED', userId: memberId }),
      ]);
      return { channelId, memberId };
    },

    async bans(auth: AuthContext, channelId: string) {
      const { channel, me } = await access(repo, auth, channelId);
      requireGroup(channel);
      if (!me.isOperator) throw forbidden(CHAT_MESSAGES.notOperator);
      return toBans(repo, (await repo.bans(channelId)).rows);
    },

    // ---------- freezing and system messages ----------

    async setFrozen(auth: AuthContext, channelId: string, frozen: boolean) {
      let written: MessageRow | null = null;
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const { channel } = await operatorAccess(r, auth, channelId);
        recipients = await r.memberIds(channelId);
        if (channel.frozen === frozen) return;
        await r.setFrozen(channelId, frozen);
        written = await writeSystem(
          tx,
          channelId,
          frozen
            ? `${await nameOf(r, auth.userId)} froze the group: only operators can send messages.`
            : `${await nameOf(r, auth.userId)} unfroze the group.`,
        );
      });
      if (written) {
        await publish([
          change('channel', channelId, recipients, {
            action: frozen ? 'FROZEN' : 'UNFROZEN',
            userId: auth.userId,
          }),
          ...(await messageEvents([written], recipients)),
          ...(await unreadEvents(
            recipients.filter((u) => u !== auth.userId),
            channelId,
          )),
        ]);
      }
      return this.getChannel(auth, channelId);
    },

    async sendDefault(auth: AuthContext, channelId: string, text: string) {
      let written: MessageRow | null = null;
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await operatorAccess(r, auth, channelId);
        recipients = await r.memberIds(channelId);
        written = await writeSystem(tx, channelId, text);
        await r.advanceRead(channelId, auth.userId, Number(written.seq));
      });
      await afterSend(written!, recipients, auth.userId);
      return toMessage(repo, written!);
    },

    // ---------- messages ----------

    async send(auth: AuthContext, channelId: string, body: SendBody): Promise<TChatMessage> {
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
        sent = await db.transaction((tx) =>
          sendIn(tx, auth, channelId, {
            kind: body.kind,
            text: body.text ?? null,
            uploadId: body.uploadId ?? null,
            offerId: body.offerId ?? null,
            clientId: body.clientId,
          }),
        );
      } catch (e) {
        if (!(e instanceof DuplicateSend)) throw e;
        const won = await repo.messageByClientId(auth.userId, body.clientId);
        if (!won) throw e;
        if (!sameContent(won, channelId, body)) throw conflict(CHAT_MESSAGES.clientIdReused);
        return toMessage(repo, won);
      }
      await afterSend(sent.row, sent.recipients, auth.userId);
      await noticeIfAway(sent.firstUnreadFor, sent.row, auth.userId);
      return toMessage(repo, sent.row);
    },

    async markRead(auth: AuthContext, channelId: string, seq: number) {
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
    },

    /** Stores a chat image (checked by content) for a later IMAGE send; the same image answers its upload. */
    async uploadImage(auth: AuthContext, buffer: Buffer) {
      if (!storage) throw new AppError('SERVICE_UNAVAILABLE');
      await refuseGlobalBan(repo, auth.userId);
      return storePrivateImage(db, storage, {
        userId: auth.userId,
        kind: CHAT_IMAGE_KIND,
        field: 'file',
        buffer,
        urlOf: chatImageUrl,
      });
    },

    /** Whether the caller may load the chat image (uploader, or a member of a channel showing it). */
    async canSeeImage(auth: AuthContext, uploadId: string) {
      if (await repo.activeBan(auth.userId, null)) return false;
      return repo.canSeeUpload(auth.userId, uploadId);
    },

    // ---------- blocks and reports ----------

    async blocks(auth: AuthContext) {
      const rows = await repo.blocksOf(auth.userId);
      const people = await refs(
        repo,
        rows.map((b) => b.blockedId),
      );
      return rows.map((b) => ({
        member: people.get(b.blockedId) ?? { id: b.blockedId, displayName: 'Member', profilePhoto: null },
        createdAt: iso(b.createdAt)!,
      }));
    },

    async setBlock(auth: AuthContext, memberId: string, blocked: boolean) {
      if (memberId === auth.userId) {
        throw new AppError('VALIDATION_FAILED', CHAT_MESSAGES.self, {
          fieldErrors: { memberId: [CHAT_MESSAGES.self] },
        });
      }
      if (!(await repo.isMemberAccount(memberId)))
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound);
      if (blocked) await repo.block(auth.userId, memberId);
      else await repo.unblock(auth.userId, memberId);
      const channel = await repo.directByKey([auth.userId, memberId].sort().join(':'));
      if (channel) {
        await publish([
          change('channel', channel.id, [auth.userId], {
            action: blocked ? 'BLOCKED' : 'UNBLOCKED',
            userId: memberId,
          }),
        ]);
      }
      return { memberId, blocked };
    },

    async report(
      auth: AuthContext,
      messageId: string,
      b: { reason: ChatReportReason; details?: string | undefined },
    ) {
      const m = await repo.message(messageId);
      if (!m) throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
      await refuseGlobalBan(repo, auth.userId);
      if (!(await repo.member(m.channelId, auth.userId)))
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.messageNotFound);
      if (m.kind === 'SYSTEM') throw conflict(CHAT_MESSAGES.cannotReportSystem);
      if (m.senderId === auth.userId) throw conflict(CHAT_MESSAGES.cannotReportOwn);
      const row = await repo.insertReport({
        messageId,
        reporterId: auth.userId,
        reason: b.reason,
        details: b.details || null,
      });
      if (!row) throw conflict(CHAT_MESSAGES.alreadyReported);
      return {
        id: row.id,
        messageId,
        reason: row.reason as ChatReportReason,
        createdAt: iso(row.createdAt)!,
      };
    },

    // ---------- admin ----------

    async adminReports(_auth: AuthContext, q: ReportsQuery): Promise<Page<TChatReport>> {
      const { rows, total } = await repo.reports({ ...q, status: q.status === 'ALL' ? undefined : q.status });
      return { items: await toReports(repo, rows), total };
    },

    async adminReport(_auth: AuthContext, id: string): Promise<TChatReportDetail> {
      const { rows } = await repo.reports({ id, limit: 1, offset: 0 });
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      const [report] = await toReports(repo, rows);
      const around = await repo.messagesAround(
        rows[0]!.channel_id,
        Number(rows[0]!.seq),
        CHAT_REPORT_CONTEXT,
      );
      return { ...report!, context: await toMessages(repo, around) };
    },

    async adminResolve(
      auth: AuthContext,
      id: string,
      b: { status: 'DECLINED' | 'ACTIONED'; note?: string | undefined },
    ) {
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const row = await r.resolveReport(id, b.status, auth.userId);
        if (!row) {
          if (!(await r.report(id))) throw new AppError('NOT_FOUND');
          throw conflict(CHAT_MESSAGES.reportResolved);
        }
        const m = await r.message(row.messageId);
        await r.audit(auth.userId, m?.senderId ?? null, `CHAT_REPORT_${b.status}`, {
          reportId: id,
          messageId: row.messageId,
          channelId: m?.channelId ?? null,
          note: b.note ?? null,
        });
      });
      const { rows } = await repo.reports({ id, limit: 1, offset: 0 });
      return (await toReports(repo, rows))[0]!;
    },

    async adminFreeze(auth: AuthContext, channelId: string, b: { frozen: boolean; reason: string }) {
      let written: MessageRow | null = null;
      let recipients: string[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        const channel = await r.lockChannel(channelId);
        if (!channel) throw new AppError('NOT_FOUND');
        recipients = await r.memberIds(channelId);
        await r.audit(auth.userId, null, b.frozen ? 'CHAT_CHANNEL_FROZEN' : 'CHAT_CHANNEL_UNFROZEN', {
          channelId,
          reason: b.reason,
          changed: channel.frozen !== b.frozen,
        });
        if (channel.frozen === b.frozen) return;
        await r.setFrozen(channelId, b.frozen);
        written = await writeSystem(
          tx,
          channelId,
          b.frozen
            ? 'Our team froze this conversation: only operators can send messages.'
            : 'Our team unfroze this conversation.',
        );
      });
      if (written) {
        await publish([
          change('channel', channelId, recipients, {
            action: b.frozen ? 'FROZEN' : 'UNFROZEN',
            userId: null,
            reason: b.reason,
          }),
          ...(await messageEvents([written], recipients)),
        ]);
      }
      const c = (await repo.channel(channelId))!;
      return {
        id: c.id,
        kind: c.kind as 'DIRECT' | 'GROUP',
        name: c.name,
        frozen: c.frozen,
        memberCount: recipients.length,
        lastSeq: Number(c.lastSeq),
      };
    },

    async adminBans(_auth: AuthContext, q: BansQuery): Promise<Page<TChatBan>> {
      const { rows, total } = await repo.bans(null, q.memberId, q);
      return { items: await toBans(repo, rows), total };
    },

    async adminBan(
      auth: AuthContext,
      b: { memberId: string; durationMinutes?: number | null | undefined; reason: string },
    ) {
      if (!(await repo.isMemberAccount(b.memberId))) {
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound, {
          fieldErrors: { memberId: [CHAT_MESSAGES.memberNotFound] },
        });
      }
      let ban: BanRow | null = null;
      const removals: { channelId: string; recipients: string[]; written: MessageRow }[] = [];
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        await r.liftBans(b.memberId, null);
        ban = await r.insertBan({
          channelId: null,
          userId: b.memberId,
          bannedBy: auth.userId,
          reason: b.reason,
          until: b.durationMinutes ? untilOf(b.durationMinutes) : null,
        });
        const name = await nameOf(r, b.memberId);
        for (const channelId of await r.groupsOf(b.memberId)) {
          await r.lockChannel(channelId);
          await r.markLeft(channelId, b.memberId);
          const written = await writeSystem(tx, channelId, `${name} was removed from the group.`);
          removals.push({ channelId, recipients: await r.memberIds(channelId), written });
        }
        await r.audit(auth.userId, b.memberId, 'CHAT_BANNED', {
          reason: b.reason,
          until: iso(ban.until),
          removedFrom: removals.map((x) => x.channelId),
        });
      });
      const [view] = await toBans(repo, [ban!]);
      const events: ChatEvent[] = [
        change('moderation', null, [b.memberId], {
          action: 'BANNED_EVERYWHERE',
          userId: b.memberId,
          until: view!.until,
          reason: b.reason,
        }),
      ];
      for (const x of removals) {
        events.push(change('member', x.channelId, x.recipients, { action: 'REMOVED', userId: b.memberId }));
        events.push(...(await messageEvents([x.written], x.recipients)));
      }
      await publish(events);
      return view!;
    },

    async adminUnban(auth: AuthContext, memberId: string) {
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        if ((await r.liftBans(memberId, null)) === 0)
          throw new AppError('NOT_FOUND', CHAT_MESSAGES.notBanned);
        await r.audit(auth.userId, memberId, 'CHAT_UNBANNED', {});
      });
      await publish([
        change('moderation', null, [memberId], { action: 'UNBANNED_EVERYWHERE', userId: memberId }),
      ]);
      return { memberId };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The URL of a chat image (served to the members who may see it, with the access token). */
export const chatImageUrl = (id: string, variant: 'full' | 'thumb') =>
  `/v1/chat/images/${id}/${variant}.webp`;
