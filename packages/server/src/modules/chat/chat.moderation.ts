/**
 * Chat moderation: a group's operators, mutes, bans and freezing; a member's blocks; and our team's
 * moderation (freezing any channel, banning a member from chat everywhere).
 */
import { CHAT_MESSAGES, type TChatBan, type ZAdminChatBansQuery } from '@barterbits/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ChatChannels } from './chat.channels.ts';
import { type ChatCore, conflict, forbidden, iso, untilOf } from './chat.core.ts';
import { type BanRow, createChatRepository, type MemberRow, type MessageRow } from './chat.repository.ts';
import type { ChatEvent } from './hub.ts';

type BansQuery = z.output<typeof ZAdminChatBansQuery>;

/** Moderating channels and members; `channels` answers a channel after a change. */
export function createChatModeration(core: ChatCore, channels: Pick<ChatChannels, 'getChannel'>) {
  const { db, repo, publish, refs, toBans, access, requireGroup, operatorAccess } = core;
  const { nameOf, targetMember, memberView, writeSystem, messageEvents, unreadEvents, change } = core;

  // ---------- operators ----------

  async function setOperator(auth: AuthContext, channelId: string, memberId: string, on: boolean) {
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
  }

  // ---------- mutes ----------

  async function mute(
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
  }

  async function unmute(auth: AuthContext, channelId: string, memberId: string) {
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
  }

  // ---------- bans ----------

  async function ban(
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
  }

  async function unban(auth: AuthContext, channelId: string, memberId: string) {
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
  }

  async function bans(auth: AuthContext, channelId: string) {
    const { channel, me } = await access(repo, auth, channelId);
    requireGroup(channel);
    if (!me.isOperator) throw forbidden(CHAT_MESSAGES.notOperator);
    return toBans(repo, (await repo.bans(channelId)).rows);
  }

  // ---------- freezing ----------

  async function setFrozen(auth: AuthContext, channelId: string, frozen: boolean) {
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
    return channels.getChannel(auth, channelId);
  }

  // ---------- blocks ----------

  async function blocks(auth: AuthContext) {
    const rows = await repo.blocksOf(auth.userId);
    const people = await refs(
      repo,
      rows.map((b) => b.blockedId),
    );
    return rows.map((b) => ({
      member: people.get(b.blockedId) ?? { id: b.blockedId, displayName: 'Member', profilePhoto: null },
      createdAt: iso(b.createdAt)!,
    }));
  }

  async function setBlock(auth: AuthContext, memberId: string, blocked: boolean) {
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
  }

  // ---------- admin ----------

  async function adminFreeze(auth: AuthContext, channelId: string, b: { frozen: boolean; reason: string }) {
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
  }

  async function adminBans(_auth: AuthContext, q: BansQuery): Promise<Page<TChatBan>> {
    const { rows, total } = await repo.bans(null, q.memberId, q);
    return { items: await toBans(repo, rows), total };
  }

  async function adminBan(
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
  }

  async function adminUnban(auth: AuthContext, memberId: string) {
    await db.transaction(async (tx) => {
      const r = createChatRepository(tx);
      if ((await r.liftBans(memberId, null)) === 0) throw new AppError('NOT_FOUND', CHAT_MESSAGES.notBanned);
      await r.audit(auth.userId, memberId, 'CHAT_UNBANNED', {});
    });
    await publish([
      change('moderation', null, [memberId], { action: 'UNBANNED_EVERYWHERE', userId: memberId }),
    ]);
    return { memberId };
  }

  return {
    setOperator,
    mute,
    unmute,
    ban,
    unban,
    bans,
    setFrozen,
    blocks,
    setBlock,
    adminFreeze,
    adminBans,
    adminBan,
    adminUnban,
  };
}
