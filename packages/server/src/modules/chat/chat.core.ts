/**
 * What every part of chat shares: its errors and times, the views of channels, members, messages
 * and bans, the access checks (membership, operators, the ban from chat everywhere), the hub events
 * published after a commit, and the SYSTEM messages written under a channel's lock.
 */
import {
  CHAT_MESSAGES,
  formatDateTime,
  type Locale,
  type TChatBan,
  type TChatChannel,
  type TChatChannelDetails,
  type TChatEventChange,
  type TChatMember,
  type TChatMemberRef,
  type TChatMessage,
} from '@barterbits/contracts';
import { type UploadStorage, uploadUrl } from '../../adapters/uploads.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { isListed } from '../offers/visibility.ts';
import { shortName } from '../users/display-name.ts';
import {
  type BanRow,
  type ChannelRow,
  type ChatRepository,
  createChatRepository,
  type MemberRow,
  type MessageRow,
} from './chat.repository.ts';
import type { ChatEvent, ChatHub } from './hub.ts';

/** A mute without end is stored as this far-future time and answered as `mutedPermanently`. */
export const FOREVER = new Date('9999-12-31T00:00:00Z');
export const isForever = (d: Date | null) => !!d && d.getTime() >= FOREVER.getTime();

/** The end of a mute as a member reads it, in English unless a locale is given. */
const muteEnd = (until: Date, locale?: Locale) =>
  `${formatDateTime(until.toISOString(), { timeZone: 'UTC', ...(locale ? { locale } : {}) })} UTC`;

/** What a member muted until `until` is told when sending. */
export const mutedMessage = (until: Date): string =>
  isForever(until) ? CHAT_MESSAGES.muted : CHAT_MESSAGES.mutedUntil(muteEnd(until));

/** The refusal of a send by a member muted until `until`, its date in the reader's language. */
export const mutedRefusal = (until: Date): AppError =>
  isForever(until)
    ? forbidden(CHAT_MESSAGES.muted)
    : new AppError('FORBIDDEN', mutedMessage(until), {
        i18n: { id: 'errors.chat.mutedUntil', values: { until: (locale) => muteEnd(until, locale) } },
      });

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

export const notFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.channelNotFound);
export const forbidden = (m: string) => new AppError('FORBIDDEN', m);
export const conflict = (m: string) => new AppError('CONFLICT', m);

/** The duration's end, or FOREVER for none. */
export const untilOf = (minutes: number | null | undefined, now = Date.now()) =>
  minutes ? new Date(now + minutes * 60_000) : FOREVER;

/** The URL of a chat image (served to the members who may see it, with the access token). */
export const chatImageUrl = (id: string, variant: 'full' | 'thumb') =>
  `/v1/chat/images/${id}/${variant}.webp`;

export interface ChatServiceDeps {
  db: Db;
  hub: ChatHub;
  storage?: UploadStorage;
  log?: (err: unknown, msg: string) => void;
}

/** The helpers every part of chat works with, over one repository of the service's database. */
export function createChatCore({ db, hub, storage, log }: ChatServiceDeps) {
  const repo = createChatRepository(db);

  /** Publishes after commit, in one go; a failure is logged (the change stands; clients catch up). */
  async function publish(events: ChatEvent[]) {
    const addressed = events.filter((e) => e.recipients.length > 0);
    if (addressed.length === 0) return;
    try {
      await hub.publishAll(addressed);
    } catch (err) {
      log?.(err, 'chat event publish failed');
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

  async function memberView(r: ChatRepository, m: MemberRow) {
    return toMember(m, (await refs(r, [m.userId])).get(m.userId));
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

  /**
   * Why `me` may not send in the channel now (null: may send), as the channel's view shows it. The send
   * itself is refused by the same rules, checked under the channel's lock by chat_send (migration 0029).
   */
  function cannotSend(
    channel: ChannelRow,
    me: MemberRow,
    blocks: { aBlockedB: boolean; bBlockedA: boolean },
  ): string | null {
    if (me.mutedUntil && me.mutedUntil.getTime() > Date.now()) return mutedMessage(me.mutedUntil);
    if (channel.frozen && !(channel.kind === 'GROUP' && me.isOperator)) return CHAT_MESSAGES.frozen;
    if (blocks.aBlockedB) return CHAT_MESSAGES.youBlocked;
    if (blocks.bBlockedA) return CHAT_MESSAGES.blocked;
    return null;
  }

  async function nameOf(r: ChatRepository, userId: string) {
    return (await refs(r, [userId])).get(userId)?.displayName ?? 'A member';
  }

  async function namesList(r: ChatRepository, ids: string[]) {
    const p = await refs(r, ids);
    return ids.map((i) => p.get(i)?.displayName ?? 'A member').join(', ');
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

  /** The target of an operator action: a current member (404 otherwise). */
  async function targetMember(r: ChatRepository, channelId: string, memberId: string) {
    const t = await r.member(channelId, memberId);
    if (!t) throw new AppError('NOT_FOUND', CHAT_MESSAGES.notInChannel);
    return t;
  }

  // ---------- events and SYSTEM messages ----------

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

  /** Each member's 'unread' event: their total, and their unread in `channelId` (null: not a member). */
  async function unreadEvents(userIds: string[], channelId: string | null): Promise<ChatEvent[]> {
    const totals = await repo.unreadTotals(userIds, channelId);
    return userIds.map((u) => ({
      type: 'unread',
      channelId,
      recipients: [u],
      payload: {
        total: totals.get(u)?.total ?? 0,
        channelId,
        unreadCount: totals.get(u)?.inChannel ?? null,
      },
    }));
  }

  const change = (
    type: 'channel' | 'member' | 'moderation',
    channelId: string | null,
    recipients: string[],
    payload: TChatEventChange,
  ): ChatEvent => ({ type, channelId, recipients, payload });
  return {
    db,
    hub,
    storage,
    repo,
    publish,
    refs,
    toMessages,
    toMessage,
    toMember,
    toBans,
    toChannels,
    details,
    cannotSend,
    refuseGlobalBan,
    access,
    requireGroup,
    operatorAccess,
    nameOf,
    namesList,
    targetMember,
    memberView,
    writeSystem,
    messageEvents,
    unreadEvents,
    change,
  };
}

export type ChatCore = ReturnType<typeof createChatCore>;
