/**
 * SQL of admin accounts: roles, the admins list with their state, pending invites and their tokens,
 * role and status changes, and the audit rows. Reads return null when nothing matches.
 */
import {
  ADMIN_ROLE_CODES,
  type AdminAccountStatus,
  type AdminRoleCode,
  type Locale,
  ROLE_IDS,
  type TAdminAccount,
  type TAdminRoleItem,
  USER_STATUS_IDS,
  type ZListAdminAccountsQuery,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import { adminRoles, authSessions, emailTokens, userProfiles, users } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';

/** email_tokens.purpose of an admin invite link (single use). */
/** The advisory lock key that serializes admin role and status changes (any fixed 64-bit number). */
const ADMIN_CHANGES_LOCK_KEY = 7_315_001;

export const ADMIN_INVITE_PURPOSE = 'ADMIN_INVITE';

type ListQuery = z.output<typeof ZListAdminAccountsQuery>;

const inviter = alias(users, 'inviter');
const inviterProfile = alias(userProfiles, 'inviter_profile');

/** The account state shown to super admins, from status and onboarding stage. */
const statusSql = sql<AdminAccountStatus>`case
  when ${users.statusId} = ${USER_STATUS_IDS.DEACTIVATED} then 'DEACTIVATED'
  when ${users.statusId} = ${USER_STATUS_IDS.SUSPENDED} then 'SUSPENDED'
  when ${users.checkOutStatus} <> 'COMPLETED' then 'INVITED'
  else 'ACTIVE' end`;

/** The latest invite of a pending admin: when it was sent and until when it works. */
const inviteSentSql = sql<Date | string | null>`(select max(t.created_at) from email_tokens t
  where t.user_id = ${users.id} and t.purpose = ${ADMIN_INVITE_PURPOSE})`;
const inviteExpiresSql = sql<Date | string | null>`(select max(t.expires_at) from email_tokens t
  where t.user_id = ${users.id} and t.purpose = ${ADMIN_INVITE_PURPOSE} and t.used_at is null)`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const isRoleCode = (code: string): code is AdminRoleCode =>
  (ADMIN_ROLE_CODES as readonly string[]).includes(code);

export function createAdminAccountsRepository(db: DbOrTx) {
  function where(q: Pick<ListQuery, 'search' | 'status' | 'roleId'>): SQL {
    const conds: SQL[] = [eq(users.roleId, ROLE_IDS.ADMIN)];
    if (q.search) {
      const like = `%${escapeLike(q.search)}%`;
      conds.push(
        or(
          ilike(users.email, like),
          ilike(userProfiles.firstName, like),
          ilike(userProfiles.lastName, like),
          sql`(${userProfiles.firstName} || ' ' || ${userProfiles.lastName}) ilike ${like}`,
        ) as SQL,
      );
    }
    if (q.status) conds.push(sql`${statusSql} = ${q.status}`);
    if (q.roleId !== undefined) conds.push(eq(userProfiles.subRoleId, q.roleId));
    return and(...conds) as SQL;
  }

  async function accounts(
    condition: SQL,
    page?: { limit: number; offset: number },
  ): Promise<TAdminAccount[]> {
    const base = db
      .select({
        id: users.id,
        email: users.email,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        mobileNumber: userProfiles.mobileNumber,
        roleId: adminRoles.id,
        roleCode: adminRoles.code,
        roleName: adminRoles.name,
        status: statusSql,
        inviterId: inviter.id,
        inviterEmail: inviter.email,
        inviterFirst: inviterProfile.firstName,
        inviterLast: inviterProfile.lastName,
        invitedAt: inviteSentSql,
        inviteExpiresAt: inviteExpiresSql,
        lastLogin: users.lastLogin,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(adminRoles, eq(adminRoles.id, userProfiles.subRoleId))
      .leftJoin(inviter, eq(inviter.id, users.invitedBy))
      .leftJoin(inviterProfile, eq(inviterProfile.userId, inviter.id))
      .where(condition)
      .orderBy(desc(users.createdAt), asc(users.id));
    const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
    return rows.map((r) => {
      const pending = r.status === 'INVITED' || (r.status === 'DEACTIVATED' && r.lastLogin === null);
      return {
        id: r.id,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        mobileNumber: r.mobileNumber,
        role:
          r.roleId !== null && r.roleCode !== null && r.roleName !== null && isRoleCode(r.roleCode)
            ? { id: r.roleId, code: r.roleCode, name: r.roleName }
            : null,
        status: r.status,
        invitedBy: r.inviterId
          ? {
              id: r.inviterId,
              email: r.inviterEmail ?? '',
              name: [r.inviterFirst, r.inviterLast].filter(Boolean).join(' ') || (r.inviterEmail ?? ''),
            }
          : null,
        invitedAt: iso(r.invitedAt),
        inviteExpiresAt: pending ? iso(r.inviteExpiresAt) : null,
        lastLogin: iso(r.lastLogin),
        created_at: r.createdAt.toISOString(),
      };
    });
  }

  /** Ends the unused tokens of these purposes (links mailed earlier stop working). */
  async function cancelTokens(userId: string, purposes: string[]) {
    await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.userId, userId),
          inArray(emailTokens.purpose, purposes),
          isNull(emailTokens.usedAt),
        ),
      );
  }

  return {
    /** Every admin role, in id order. */
    async roles(): Promise<TAdminRoleItem[]> {
      const rows = await db.select().from(adminRoles).orderBy(asc(adminRoles.id));
      return rows.flatMap((r) =>
        isRoleCode(r.code)
          ? [{ id: r.id, code: r.code, name: r.name, description: r.description, isActive: r.isActive }]
          : [],
      );
    },

    async activeRole(roleId: number) {
      const [row] = await db
        .select()
        .from(adminRoles)
        .where(and(eq(adminRoles.id, roleId), eq(adminRoles.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    /** One page of admins, newest first, and the total of the filtered list. */
    async list(q: ListQuery): Promise<{ items: TAdminAccount[]; total: number }> {
      const condition = where(q);
      const [items, [totalRow]] = await Promise.all([
        accounts(condition, q),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(condition),
      ]);
      return { items, total: totalRow?.n ?? 0 };
    },

    async account(id: string): Promise<TAdminAccount | null> {
      const [row] = await accounts(and(eq(users.id, id), eq(users.roleId, ROLE_IDS.ADMIN)) as SQL);
      return row ?? null;
    },

    async userByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** The account row locked for the change (null when there is none). */
    async lockUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** A pending admin account (no password, onboarding not done) with its profile. */
    async createPendingAdmin(v: {
      email: string;
      invitedBy: string;
      roleId: number;
      firstName: string | null;
      lastName: string | null;
      /** The invitation's language (the inviting admin's), the account's until the admin changes it. */
      language: Locale;
    }): Promise<string> {
      const [user] = await db
        .insert(users)
        .values({
          email: v.email,
          language: v.language,
          passwordHash: null,
          authMethod: 'Custom',
          roleId: ROLE_IDS.ADMIN,
          statusId: USER_STATUS_IDS.ACTIVE,
          invitedBy: v.invitedBy,
          checkOutStatus: 'CHANGE_PASSWORD',
        })
        .returning({ id: users.id });
      await db.insert(userProfiles).values({
        userId: user!.id,
        firstName: v.firstName,
        lastName: v.lastName,
        subRoleId: v.roleId,
      });
      return user!.id;
    },

    /** A re-invite: the pending account is active again with the role (and names) of the new invite. */
    async refreshPendingAdmin(
      userId: string,
      v: { invitedBy: string; roleId: number; firstName?: string; lastName?: string },
    ) {
      await db
        .update(users)
        .set({ statusId: USER_STATUS_IDS.ACTIVE, invitedBy: v.invitedBy, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await db
        .update(userProfiles)
        .set({
          subRoleId: v.roleId,
          ...(v.firstName ? { firstName: v.firstName } : {}),
          ...(v.lastName ? { lastName: v.lastName } : {}),
          updatedAt: new Date(),
        })
        .where(eq(userProfiles.userId, userId));
    },

    /** Replaces the admin's unused invite tokens by a new one. */
    async issueInvite(userId: string, tokenHash: string, expiresAt: Date) {
      await cancelTokens(userId, [ADMIN_INVITE_PURPOSE]);
      await db.insert(emailTokens).values({ userId, purpose: ADMIN_INVITE_PURPOSE, tokenHash, expiresAt });
    },

    async findInvite(tokenHash: string) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, ADMIN_INVITE_PURPOSE)))
        .limit(1);
      return row ?? null;
    },

    /** Marks a token used; false when another request used it first. */
    async useToken(id: string): Promise<boolean> {
      const used = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return used.length > 0;
    },

    cancelTokens,

    async completeOnboarding(
      userId: string,
      v: { passwordHash: string; firstName: string; lastName: string; mobileNumber: string },
    ) {
      const now = new Date();
      await db
        .update(users)
        .set({
          passwordHash: v.passwordHash,
          checkOutStatus: 'COMPLETED',
          emailVerifiedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await db
        .update(userProfiles)
        .set({ firstName: v.firstName, lastName: v.lastName, mobileNumber: v.mobileNumber, updatedAt: now })
        .where(eq(userProfiles.userId, userId));
    },

    /**
     * The active, onboarded super admins, their rows locked: two super admins demoting each other at
     * once are serialised here, so one of them always stays.
     */
    /**
     * Serializes changes of admin roles and statuses for the rest of the transaction (a transaction-level
     * advisory lock): two super admins demoting each other at once are decided one after the other, so
     * the second sees the first's change, and their row locks can never wait on each other.
     */
    async serializeAdminChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK_KEY})`);
    },

    async lockActiveSuperAdmins(superAdminRoleId: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(
          and(
            eq(users.roleId, ROLE_IDS.ADMIN),
            eq(users.statusId, USER_STATUS_IDS.ACTIVE),
            eq(users.checkOutStatus, 'COMPLETED'),
            eq(userProfiles.subRoleId, superAdminRoleId),
          ),
        )
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async setRole(userId: string, roleId: number) {
      await db
        .update(userProfiles)
        .set({ subRoleId: roleId, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    },

    async setStatus(userId: string, statusId: number) {
      await db.update(users).set({ statusId, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async revokeSessions(userId: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    },

    audit: adminAuditWriter(db),
  };
}

export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;
