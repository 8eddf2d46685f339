/**
 * Chat channels as a member sees them: the list with unread counts, one channel and its members,
 * another member's card; and membership: opening a one-to-one conversation (with an offer card),
 * creating a group, inviting to it and leaving it.
 */
import { CHAT_MESSAGES, type TChatChannel } from '@barterbits/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type ChatCore, conflict, forbidden, notFound } from './chat.core.ts';
import { type ChatRepository, createChatRepository, type MessageRow } from './chat.repository.ts';
import type { ChatSending } from './chat.sending.ts';
import type { ChatEvent } from './hub.ts';

const MEMBER_BANNED = CHAT_MESSAGES.memberBanned;

/** Reading channels and changing who belongs to them. */
export function createChatChannels(core: ChatCore, sending: ChatSending) {
  const {
    db,
    repo,
    publish,
    refs,
    toMember,
    toChannels,
    details,
    refuseGlobalBan,
    access,
    requireGroup,
    nameOf,
    namesList,
    writeSystem,
    messageEvents,
    unreadEvents,
    change,
  } = core;
  const { checkOffer, sendIn, noticeIfAway } = sending;

  // ---------- reading ----------

  async function listChannels(
    auth: AuthContext,
    q: { limit: number; offset: number },
  ): Promise<Page<TChatChannel, { unreadTotal: number }>> {
    await refuseGlobalBan(repo, auth.userId);
    const { rows, total } = await repo.channelsOf(auth.userId, q);
    const items = await toChannels(repo, auth.userId, rows);
    const unread = (await repo.unreadTotals([auth.userId])).get(auth.userId);
    return { items, total, unreadTotal: unread?.total ?? 0 };
  }

  /** The badge: 0 for a member banned from chat (they cannot read it anyway). */
  async function unread(auth: AuthContext) {
    if (await repo.activeBan(auth.userId, null)) return { total: 0, channels: 0 };
    const u = (await repo.unreadTotals([auth.userId])).get(auth.userId);
    return { total: u?.total ?? 0, channels: u?.channels ?? 0 };
  }

  async function getChannel(auth: AuthContext, channelId: string) {
    const { channel, me } = await access(repo, auth, channelId);
    return details(repo, auth.userId, channel, me);
  }

  async function members(
    auth: AuthContext,
    channelId: string,
    filter: 'all' | 'operators' | 'muted' = 'all',
  ) {
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
  }

  async function getUser(auth: AuthContext, userId: string) {
    if (!(await repo.isMemberAccount(userId))) throw new AppError('NOT_FOUND', CHAT_MESSAGES.memberNotFound);
    const ref = (await refs(repo, [userId])).get(userId)!;
    const b = await repo.blocksBetween(auth.userId, userId);
    return { ...ref, blockedByMe: b.aBlockedB, blockedMe: b.bBlockedA };
  }

  // ---------- membership ----------

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

  async function openDirect(auth: AuthContext, body: { memberId: string; offerId?: string | undefined }) {
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
  }

  async function createGroup(auth: AuthContext, body: { name: string; memberIds?: string[] | undefined }) {
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
  }

  async function invite(auth: AuthContext, channelId: string, memberIds: string[]) {
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
    return members(auth, channelId);
  }

  async function leave(auth: AuthContext, channelId: string) {
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
  }

  return { listChannels, unread, getChannel, members, getUser, openDirect, createGroup, invite, leave };
}

export type ChatChannels = ReturnType<typeof createChatChannels>;
