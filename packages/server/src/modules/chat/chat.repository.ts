/**
 * Chat SQL. Returns rows or null; never throws HTTP errors. Every function takes the
 * handle it runs on, so the service decides what runs in one transaction.
 *
 * Sequence numbers: `nextSeq` is `update chat_channels set last_seq = last_seq + 1 … returning`,
 * which also takes the channel's row lock, so sends (and moderation changes, which `lockChannel`)
 * of one channel are serialised and seq is gapless (a refused send rolls its number back).
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, preparedOnce, preparedRowsOf, rowsOf, tableRow } from '../../db/rows.ts';
import {
  businesses,
  chatBans,
  chatBlocks,
  chatChannels,
  chatMembers,
  chatMessages,
  chatReports,
  offerPhotos,
  offers,
  uploads,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../lib/day-filter.ts';
import { activeMember, memberAccount } from '../members/visibility.ts';
import { memberNameColumns } from '../users/display-name.ts';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type BanRow = typeof chatBans.$inferSelect;
export type ReportRow = typeof chatReports.$inferSelect;

export const CHAT_IMAGE_KIND = 'CHAT_IMAGE';

/** A ban is active when not lifted and not over. */
const banActive = () =>
  and(isNull(chatBans.liftedAt), or(isNull(chatBans.until), gt(chatBans.until, sql`now()`)));

/** `userId`'s active bans from `channelId` or from chat everywhere (everywhere only, without a channel). */
const activeBanOf = (userId: string, channelId: string | null) =>
  and(
    eq(chatBans.userId, userId),
    channelId
      ? or(eq(chatBans.channelId, channelId), isNull(chatBans.channelId))
      : isNull(chatBans.channelId),
    banActive(),
  );

/** The current members of `channelId` (not left). */
const currentMembersOf = (channelId: string) =>
  and(eq(chatMembers.channelId, channelId), isNull(chatMembers.leftAt));

/** `a` blocked `b` (null for either: nobody). */
const blockOf = (a: string | null, b: string | null) =>
  and(eq(chatBlocks.userId, sql`${a}::uuid`), eq(chatBlocks.blockedId, sql`${b}::uuid`));

/** `userId`'s current membership of `channelId`. */
const currentMember = (channelId: string, userId: string) =>
  and(currentMembersOf(channelId), eq(chatMembers.userId, userId));

/** A read cursor moved forward to `seq`, never back, never past the channel's last message. */
const advancedReadSeq = (channelId: string, seq: number) =>
  sql`greatest(${chatMembers.readSeq}, least(${seq}::bigint, (select last_seq from chat_channels where id = ${channelId})))`;

/** Name parts and profile photo of a set of members: one statement. */
const namesAndPhotos = preparedOnce('chat_people', (db) =>
  db
    .select({ ...memberNameColumns, profilePhoto: userProfiles.profilePhoto })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(businesses, eq(businesses.userId, users.id))
    .where(anyOf(users.id, 'ids')),
);

/** Per member: unread over all channels, channels with unread, and unread in one channel. */
const unreadOf = preparedOnce('chat_unread', (db) => {
  const unread = sql`greatest(${chatChannels.lastSeq} - ${chatMembers.readSeq}, 0)`;
  return db
    .select({
      userId: chatMembers.userId,
      total: sql<number>`coalesce(sum(${unread}), 0)::int`,
      channels: sql<number>`count(*) filter (where ${chatChannels.lastSeq} > ${chatMembers.readSeq})::int`,
      inChannel: sql<
        number | null
      >`max(${unread}) filter (where ${chatMembers.channelId} = ${sql.placeholder('channelId')}::uuid)::int`,
    })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(and(anyOf(chatMembers.userId, 'ids'), isNull(chatMembers.leftAt)))
    .groupBy(chatMembers.userId);
});

const messageOfClient = preparedOnce('chat_message_of_client', (db) =>
  db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, sql.placeholder('senderId')),
        eq(chatMessages.clientId, sql.placeholder('clientId')),
      ),
    ),
);

/** Current members as chat lists them: operators first, then by join time. */
const MEMBER_ORDER = [desc(chatMembers.isOperator), asc(chatMembers.joinedAt), asc(chatMembers.userId)];

export function createChatRepository(db: DbOrTx) {
  return {
    async channel(id: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id));
      return row ?? null;
    },

    /** Takes the channel's row lock (moderation changes serialise with sends). */
    async lockChannel(id: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The next seq of the channel, taken under its row lock, with the channel as it is now (a prepared
     * statement, as every statement of a send).
     */
    async nextSeq(id: string, at: Date): Promise<ChannelRow | null> {
      const [row] = await preparedRowsOf<Record<string, unknown>>(
        db,
        sql`update ${chatChannels} set last_seq = last_seq + 1, last_message_at = ${at}, updated_at = ${at}
             where id = ${id} returning *`,
        'chat_send',
      );
      return row ? tableRow(chatChannels, row) : null;
    },

    async setFrozen(id: string, frozen: boolean) {
      const [row] = await db
        .update(chatChannels)
        .set({ frozen, updatedAt: new Date() })
        .where(eq(chatChannels.id, id))
        .returning();
      return row ?? null;
    },

    async directByKey(key: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(chatChannels).where(eq(chatChannels.directKey, key));
      return row ?? null;
    },

    /** Inserts the pair's DIRECT channel unless it exists; answers whether this call made it. */
    async insertDirect(key: string, createdBy: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`insert into chat_channels (kind, direct_key, created_by) values ('DIRECT', ${key}, ${createdBy})
            on conflict (direct_key) where direct_key is not null do nothing returning id`,
      );
      return rows.length > 0;
    },

    async insertGroup(name: string, createdBy: string): Promise<ChannelRow> {
      const [row] = await db.insert(chatChannels).values({ kind: 'GROUP', name, createdBy }).returning();
      return row!;
    },

    /** The current membership (not left), or null. */
    async member(channelId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await db.select().from(chatMembers).where(currentMember(channelId, userId));
      return row ?? null;
    },

    /** Current members, operators first, then by join time. */
    async members(channelId: string): Promise<MemberRow[]> {
      return db
        .select()
        .from(chatMembers)
        .where(currentMembersOf(channelId))
        .orderBy(...MEMBER_ORDER);
    },

    async memberIds(channelId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(currentMembersOf(channelId));
      return rows.map((r) => r.userId);
    },

    /** Adds (or brings back) members; their read cursor starts at `readSeq` (no unread history). */
    async addMembers(channelId: string, userIds: string[], readSeq: number, operator = false) {
      if (userIds.length === 0) return;
      await db
        .insert(chatMembers)
        .values(userIds.map((userId) => ({ channelId, userId, readSeq, isOperator: operator })))
        .onConflictDoUpdate({
          target: [chatMembers.channelId, chatMembers.userId],
          set: {
            leftAt: null,
            joinedAt: sql`now()`,
            isOperator: operator,
            readSeq: sql`greatest(${chatMembers.readSeq}, excluded.read_seq)`,
            mutedUntil: null,
            muteReason: null,
          },
        });
    },

    async markLeft(channelId: string, userId: string) {
      await db
        .update(chatMembers)
        .set({ leftAt: sql`now()`, isOperator: false })
        .where(
          and(
            eq(chatMembers.channelId, channelId),
            eq(chatMembers.userId, userId),
            isNull(chatMembers.leftAt),
          ),
        );
    },

    async updateMember(
      channelId: string,
      userId: string,
      set: Partial<MemberRow>,
    ): Promise<MemberRow | null> {
      const [row] = await db
        .update(chatMembers)
        .set(set)
        .where(
          and(
            eq(chatMembers.channelId, channelId),
            eq(chatMembers.userId, userId),
            isNull(chatMembers.leftAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Moves the read cursor forward only (capped at the channel's last seq); answers the member row. */
    async advanceRead(channelId: string, userId: string, seq: number): Promise<MemberRow | null> {
      const rows = await db
        .update(chatMembers)
        .set({ readSeq: advancedReadSeq(channelId, seq) })
        .where(currentMember(channelId, userId))
        .returning();
      return rows[0] ?? null;
    },

    /** The active ban of `userId` from `channelId` or from chat everywhere (the channel's first). */
    async activeBan(userId: string, channelId: string | null): Promise<BanRow | null> {
      const [row] = await db
        .select()
        .from(chatBans)
        .where(activeBanOf(userId, channelId))
        .orderBy(sql`${chatBans.channelId} is null`)
        .limit(1);
      return row ?? null;
    },

    /** Of `userIds`, those with an active ban from the channel or everywhere. */
    async bannedAmong(userIds: string[], channelId: string): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ userId: chatBans.userId })
        .from(chatBans)
        .where(
          and(
            inArray(chatBans.userId, userIds),
            or(eq(chatBans.channelId, channelId), isNull(chatBans.channelId)),
            banActive(),
          ),
        );
      return rows.map((r) => r.userId);
    },

    async bans(channelId: string | null, userId?: string, page?: { limit: number; offset: number }) {
      const where = and(
        channelId ? eq(chatBans.channelId, channelId) : isNull(chatBans.channelId),
        userId ? eq(chatBans.userId, userId) : undefined,
        banActive(),
      );
      const q = db.select().from(chatBans).where(where).orderBy(desc(chatBans.createdAt)).$dynamic();
      const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(chatBans).where(where);
      return { rows, total: c?.n ?? 0 };
    },

    async insertBan(v: typeof chatBans.$inferInsert): Promise<BanRow> {
      const [row] = await db.insert(chatBans).values(v).returning();
      return row!;
    },

    /** Lifts the active bans of `userId` from the channel (or everywhere, channelId null); answers how many. */
    async liftBans(userId: string, channelId: string | null): Promise<number> {
      const rows = await db
        .update(chatBans)
        .set({ liftedAt: sql`now()` })
        .where(
          and(
            eq(chatBans.userId, userId),
            channelId ? eq(chatBans.channelId, channelId) : isNull(chatBans.channelId),
            banActive(),
          ),
        )
        .returning({ id: chatBans.id });
      return rows.length;
    },

    /** The GROUP channels `userId` is a current member of. */
    async groupsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: chatChannels.id })
        .from(chatMembers)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
        .where(
          and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt), eq(chatChannels.kind, 'GROUP')),
        )
        .orderBy(asc(chatChannels.id));
      return rows.map((r) => r.id);
    },

    /** Whether `a` blocked `b`, and whether `b` blocked `a`. */
    async blocksBetween(a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
      const rows = await db
        .select()
        .from(chatBlocks)
        .where(or(blockOf(a, b), blockOf(b, a)));
      return {
        aBlockedB: rows.some((r) => r.userId === a),
        bBlockedA: rows.some((r) => r.userId === b),
      };
    },

    async block(userId: string, blockedId: string) {
      await db.insert(chatBlocks).values({ userId, blockedId }).onConflictDoNothing();
    },

    async unblock(userId: string, blockedId: string) {
      await db.delete(chatBlocks).where(blockOf(userId, blockedId));
    },

    async blocksOf(userId: string) {
      return db
        .select()
        .from(chatBlocks)
        .where(eq(chatBlocks.userId, userId))
        .orderBy(desc(chatBlocks.createdAt));
    },

    /** The message a sender made with a client id. */
    async messageByClientId(senderId: string, clientId: string): Promise<MessageRow | null> {
      const [row] = await messageOfClient(db, { senderId, clientId });
      return row ?? null;
    },

    async message(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    async messageAt(channelId: string, seq: number): Promise<MessageRow | null> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.seq, seq)));
      return row ?? null;
    },

    /** Inserts a message; null when (sender, clientId) exists already (a concurrent retry won). */
    async insertMessage(v: typeof chatMessages.$inferInsert): Promise<MessageRow | null> {
      const [row] = await db.insert(chatMessages).values(v).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Messages after `afterSeq` (ascending), before `beforeSeq` or the newest (both answered ascending); one extra tells hasMore. */
    async messages(channelId: string, q: { afterSeq?: number; beforeSeq?: number; limit: number }) {
      const base = eq(chatMessages.channelId, channelId);
      if (q.afterSeq !== undefined) {
        const rows = await db
          .select()
          .from(chatMessages)
          .where(and(base, gt(chatMessages.seq, q.afterSeq)))
          .orderBy(asc(chatMessages.seq))
          .limit(q.limit + 1);
        return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(base, q.beforeSeq !== undefined ? lt(chatMessages.seq, q.beforeSeq) : undefined))
        .orderBy(desc(chatMessages.seq))
        .limit(q.limit + 1);
      return { rows: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
    },

    async messagesAround(channelId: string, seq: number, n: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            sql`${chatMessages.seq} between ${seq - n} and ${seq + n}`,
          ),
        )
        .orderBy(asc(chatMessages.seq));
    },

    async lastMessages(channels: { id: string; lastSeq: number }[]): Promise<MessageRow[]> {
      const wanted = channels.filter((c) => c.lastSeq > 0);
      if (wanted.length === 0) return [];
      return db
        .select()
        .from(chatMessages)
        .where(
          or(...wanted.map((c) => and(eq(chatMessages.channelId, c.id), eq(chatMessages.seq, c.lastSeq)))),
        );
    },

    /** The caller's channels (current memberships), newest activity first. */
    async channelsOf(userId: string, page: { limit: number; offset: number }) {
      const where = and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt));
      const rows = await db
        .select({ channel: chatChannels, me: chatMembers })
        .from(chatMembers)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
        .where(where)
        .orderBy(
          desc(sql`coalesce(${chatChannels.lastMessageAt}, ${chatChannels.createdAt})`),
          asc(chatChannels.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(chatMembers).where(where);
      return { rows, total: c?.n ?? 0 };
    },

    /** Current member counts and, for DIRECT channels, the other member, per channel. */
    async membersOfChannels(channelIds: string[]): Promise<MemberRow[]> {
      if (channelIds.length === 0) return [];
      return db
        .select()
        .from(chatMembers)
        .where(and(inArray(chatMembers.channelId, channelIds), isNull(chatMembers.leftAt)));
    },

    /**
     * Unread messages over all channels, per member (members with none are absent), and with `channelId`
     * the member's unread in that channel (null when not a current member of it).
     */
    async unreadTotals(
      userIds: string[],
      channelId: string | null = null,
    ): Promise<Map<string, { total: number; channels: number; inChannel: number | null }>> {
      if (userIds.length === 0) return new Map();
      const rows = await unreadOf(db, { ids: userIds, channelId });
      return new Map(
        rows.map((r) => [
          r.userId,
          {
            total: Number(r.total),
            channels: Number(r.channels),
            inChannel: r.inChannel === null ? null : Number(r.inChannel),
          },
        ]),
      );
    },

    /** Members as chat shows them: name parts and photo (ids not found are absent). */
    async people(ids: string[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return namesAndPhotos(db, { ids: unique });
    },

    /** Of `ids`, the members who may be added to a chat: active members (role MEMBER, account ACTIVE; onboarding not
     * required, unlike the listed-member rule of search and profiles). */
    async activeMembers(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), activeMember(users)));
      return rows.map((r) => r.id);
    },

    /** Whether the account is a member account, any status (a ban or block also applies to a suspended member). */
    async isMemberAccount(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), memberAccount(users)));
      return !!row;
    },

    /** Offers with their owner's status and cover photo, for offer cards. */
    async offerCards(ids: string[]) {
      if (ids.length === 0) return [];
      return rowsOf<{
        id: string;
        user_id: string;
        title: string;
        category: string;
        status: string;
        owner_status_id: number;
        cover_upload_id: string | null;
      }>(
        db,
        sql`select o.id, o.user_id, o.title, o.category, o.status, u.status_id as owner_status_id,
              (select p.upload_id from ${offerPhotos} p where p.offer_id = o.id order by p.position limit 1) as cover_upload_id
            from ${offers} o join ${users} u on u.id = o.user_id
            where o.id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
      );
    },

    async offerWithOwner(id: string) {
      const [row] = await db
        .select({
          id: offers.id,
          userId: offers.userId,
          status: offers.status,
          ownerStatusId: users.statusId,
        })
        .from(offers)
        .innerJoin(users, eq(users.id, offers.userId))
        .where(eq(offers.id, id));
      return row ?? null;
    },

    async upload(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row ?? null;
    },

    /** Whether `userId` may see the chat image: they uploaded it, or it is in a channel they are in. */
    async canSeeUpload(userId: string, uploadId: string): Promise<boolean> {
      const rows = await rowsOf<{ ok: number }>(
        db,
        sql`select 1 as ok from uploads u where u.id = ${uploadId} and u.kind = ${CHAT_IMAGE_KIND} and (
              u.user_id = ${userId} or exists (
                select 1 from chat_messages m join chat_members cm on cm.channel_id = m.channel_id
                where m.upload_id = ${uploadId} and cm.user_id = ${userId} and cm.left_at is null))`,
      );
      return rows.length > 0;
    },

    async insertReport(v: typeof chatReports.$inferInsert): Promise<ReportRow | null> {
      const [row] = await db.insert(chatReports).values(v).onConflictDoNothing().returning();
      return row ?? null;
    },

    async report(id: string): Promise<ReportRow | null> {
      const [row] = await db.select().from(chatReports).where(eq(chatReports.id, id));
      return row ?? null;
    },

    /** Resolves an OPEN report; null when it is not open (any more). */
    async resolveReport(id: string, status: string, adminId: string): Promise<ReportRow | null> {
      const [row] = await db
        .update(chatReports)
        .set({ status, resolvedAt: sql`now()`, resolvedBy: adminId })
        .where(and(eq(chatReports.id, id), eq(chatReports.status, 'OPEN')))
        .returning();
      return row ?? null;
    },

    /** Reports joined with their message and channel, filtered, newest first. */
    async reports(f: {
      status?: string;
      reason?: string;
      channelId?: string;
      senderId?: string;
      reporterId?: string;
      from?: string;
      to?: string;
      id?: string;
      limit: number;
      offset: number;
    }) {
      const conds = [
        f.id ? sql`r.id = ${f.id}` : undefined,
        f.status ? sql`r.status = ${f.status}` : undefined,
        f.reason ? sql`r.reason = ${f.reason}` : undefined,
        f.channelId ? sql`m.channel_id = ${f.channelId}` : undefined,
        f.senderId ? sql`m.sender_id = ${f.senderId}` : undefined,
        f.reporterId ? sql`r.reporter_id = ${f.reporterId}` : undefined,
        f.from ? onOrAfterDay(sql`r.created_at`, f.from) : undefined,
        f.to ? onOrBeforeDay(sql`r.created_at`, f.to) : undefined,
      ].filter((c) => c !== undefined);
      const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
      const rows = await rowsOf<{
        id: string;
        reason: string;
        details: string | null;
        status: string;
        created_at: string;
        resolved_at: string | null;
        resolved_by: string | null;
        reporter_id: string;
        message_id: string;
        seq: string | number;
        kind: string;
        text: string | null;
        upload_id: string | null;
        offer_id: string | null;
        message_created_at: string;
        sender_id: string | null;
        channel_id: string;
        channel_kind: string;
        channel_name: string | null;
        channel_frozen: boolean;
        message_reports: string | number;
      }>(
        db,
        sql`select r.id, r.reason, r.details, r.status, to_json(r.created_at)#>>'{}' as created_at,
              to_json(r.resolved_at)#>>'{}' as resolved_at, r.resolved_by, r.reporter_id,
              m.id as message_id, m.seq, m.kind, m.text, m.upload_id, m.offer_id,
              to_json(m.created_at)#>>'{}' as message_created_at, m.sender_id,
              c.id as channel_id, c.kind as channel_kind, c.name as channel_name, c.frozen as channel_frozen,
              (select count(*) from chat_reports r2 where r2.message_id = m.id) as message_reports
            from chat_reports r
            join chat_messages m on m.id = r.message_id
            join chat_channels c on c.id = m.channel_id
            ${where}
            order by r.created_at desc, r.id
            limit ${f.limit} offset ${f.offset}`,
      );
      const [c] = await rowsOf<{ n: string | number }>(
        db,
        sql`select count(*) as n from chat_reports r join chat_messages m on m.id = r.message_id ${where}`,
      );
      return { rows, total: Number(c?.n ?? 0) };
    },

    /** Which of `userIds` are banned from chat everywhere now. */
    async globallyBanned(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: chatBans.userId })
        .from(chatBans)
        .where(and(inArray(chatBans.userId, userIds), isNull(chatBans.channelId), banActive()));
      return new Set(rows.map((r) => r.userId));
    },

    async emails(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    audit: adminAuditWriter(db),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
