/** SQL of the referrals module: codes, invites, member and admin lists. Returns rows or null; never HTTP errors. */
import { randomInt } from 'node:crypto';
import {
  type ADMIN_REFERRAL_SORT_FIELDS,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type ReferralState,
} from '@barterbits/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, rowsOf } from '../../db/rows.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../lib/day-filter.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { canonicalEmail, ts } from './hooks.ts';

/** A fresh code: REFERRAL_CODE_LENGTH characters of the look-alike-free alphabet (30^8 ≈ 6.6·10^11). */
export function newReferralCode(): string {
  let out = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    out += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return out;
}

/** Name parts of a joined member, prefixed (r_ referrer, i_ invitee, v_ voided-by admin). */
const nameCols = (alias: string, p: string) =>
  sql.raw(`${alias}.email as ${p}_email, ${alias}.account_type as ${p}_type,
  ${alias}p.first_name as ${p}_first, ${alias}p.last_name as ${p}_last, ${alias}p.user_name as ${p}_user,
  ${alias}b.business_name as ${p}_business`);
const nameJoins = (alias: string, on: string) =>
  sql.raw(`left join users ${alias} on ${alias}.id = ${on}
  left join user_profiles ${alias}p on ${alias}p.user_id = ${alias}.id
  left join businesses ${alias}b on ${alias}b.user_id = ${alias}.id`);

export interface ReferralViewRow {
  id: string;
  referrer_id: string;
  invitee_id: string | null;
  invitee_email: string | null;
  state: ReferralState;
  void_reason: string | null;
  voided_by: string | null;
  reward_cents: string | number | null;
  reward_transaction_id: string | null;
  reward_reference: string | null;
  invited_at: string | null;
  registered_at: string | null;
  qualified_at: string | null;
  rewarded_at: string | null;
  voided_at: string | null;
  created_at: string;
  updated_at: string;
  referrer_code: string | null;
  r_email: string | null;
  r_type: string | null;
  r_first: string | null;
  r_last: string | null;
  r_user: string | null;
  r_business: string | null;
  i_email: string | null;
  i_type: string | null;
  i_first: string | null;
  i_last: string | null;
  i_user: string | null;
  i_business: string | null;
  v_email: string | null;
  v_type: string | null;
  v_first: string | null;
  v_last: string | null;
  v_user: string | null;
  v_business: string | null;
}

const VIEW = sql`select f.id, f.referrer_id, f.invitee_id, f.invitee_email, f.state, f.void_reason, f.voided_by,
    f.reward_cents::text as reward_cents, f.reward_transaction_id, t.reference as reward_reference,
    f.invited_at, f.registered_at, f.qualified_at, f.rewarded_at, f.voided_at, f.created_at, f.updated_at,
    c.code as referrer_code, ${nameCols('r', 'r')}, ${nameCols('i', 'i')}, ${nameCols('v', 'v')}
  from referrals f
  left join referral_codes c on c.user_id = f.referrer_id
  left join wallet_transactions t on t.id = f.reward_transaction_id
  ${nameJoins('r', 'f.referrer_id')}
  ${nameJoins('i', 'f.invitee_id')}
  ${nameJoins('v', 'f.voided_by')}`;

const SORT_COLUMNS: Record<(typeof ADMIN_REFERRAL_SORT_FIELDS)[number], string> = {
  createdAt: 'f.created_at',
  updatedAt: 'f.updated_at',
  state: 'f.state',
  rewardedAt: 'f.rewarded_at',
};

export interface AdminListFilter {
  offset: number;
  limit: number;
  sortBy: (typeof ADMIN_REFERRAL_SORT_FIELDS)[number];
  sortOrder: 'ASC' | 'DESC';
  state?: ReferralState | undefined;
  referrerId?: string | undefined;
  inviteeId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const where = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);

export function createReferralsRepository(db: DbOrTx) {
  return {
    async findCode(userId: string): Promise<string | null> {
      const [row] = await rowsOf<{ code: string }>(
        db,
        sql`select code from referral_codes where user_id = ${userId}`,
      );
      return row?.code ?? null;
    },

    /** The member's code, created on first use (a collision with another code is retried). */
    async ensureCode(userId: string): Promise<string> {
      for (let attempt = 0; attempt < 8; attempt++) {
        const found = await this.findCode(userId);
        if (found) return found;
        try {
          await db.execute(
            sql`insert into referral_codes (user_id, code) values (${userId}, ${newReferralCode()})
                on conflict (user_id) do nothing`,
          );
        } catch (e) {
          if (uniqueViolation(e) === null) throw e;
        }
      }
      throw new Error('Could not create an invite code');
    },

    async findUserByEmail(email: string) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`select id from users where email = ${email} limit 1`,
      );
      return row ?? null;
    },

    async findUser(userId: string) {
      const [row] = await rowsOf<{
        id: string;
        email: string;
        roleId: number;
        statusId: number;
        checkOutStatus: string;
        invitedBy: string | null;
      }>(
        db,
        sql`select id, email, role_id as "roleId", status_id as "statusId",
              check_out_status as "checkOutStatus", invited_by as "invitedBy"
            from users where id = ${userId}`,
      );
      return row ?? null;
    },

    async findInvite(referrerId: string, email: string) {
      const [row] = await rowsOf<{ id: string; state: ReferralState; invited_at: Date | string | null }>(
        db,
        sql`select id, state, invited_at from referrals where referrer_id = ${referrerId} and invitee_email = ${email}`,
      );
      return row ?? null;
    },

    /** Whether `email` (any spelling of it) asked not to be invited. */
    async hasOptedOut(email: string): Promise<boolean> {
      const rows = await rowsOf<{ email: string }>(
        db,
        sql`select email from invite_opt_outs where email = ${canonicalEmail(email)}`,
      );
      return rows.length > 0;
    },

    /** Records that the canonical address `email` wants no more invitations (again: nothing changes). */
    async recordOptOut(email: string) {
      await db.execute(sql`insert into invite_opt_outs (email) values (${email}) on conflict do nothing`);
    },

    /** What decides whether a member may send invitations: a verified address and their membership. */
    async inviterStanding(userId: string) {
      const [row] = await rowsOf<{
        email_verified_at: Date | string | null;
        sub_status: string | null;
        period_end: Date | string | null;
      }>(
        db,
        sql`select u.email_verified_at, s.status as sub_status, s.current_period_end as period_end
              from users u left join subscriptions s on s.user_id = u.id
             where u.id = ${userId}`,
      );
      return row ?? null;
    },

    /** A new INVITED row, or null when one for (referrer, address) appeared meanwhile. */
    async insertInvite(referrerId: string, email: string, now: Date) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into referrals (referrer_id, invitee_email, state, invited_at, created_at, updated_at)
            values (${referrerId}, ${email}, 'INVITED', ${ts(now)}, ${ts(now)}, ${ts(now)})
            on conflict do nothing returning id`,
      );
      return row ?? null;
    },

    /** Re-sending an invite that is still INVITED: its date moves; the row stays one. */
    async touchInvite(id: string, now: Date) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`update referrals set invited_at = ${ts(now)}, updated_at = ${ts(now)}
             where id = ${id} and state = 'INVITED' returning id`,
      );
      return row ?? null;
    },

    async hasReferralAsInvitee(userId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from referrals where invitee_id = ${userId} limit 1`,
      );
      return rows.length > 0;
    },

    async countsFor(referrerId: string) {
      const rows = await rowsOf<{ state: ReferralState; n: number | string; cents: string | null }>(
        db,
        sql`select state, count(*)::int as n, sum(reward_cents)::text as cents from referrals
             where referrer_id = ${referrerId} group by state`,
      );
      return rows;
    },

    async view(id: string): Promise<ReferralViewRow | null> {
      const [row] = await rowsOf<ReferralViewRow>(db, sql`${VIEW} where f.id = ${id}`);
      return row ?? null;
    },

    async listForReferrer(
      referrerId: string,
      q: { state?: ReferralState | undefined; limit: number; offset: number },
    ) {
      const conds = [sql`f.referrer_id = ${referrerId}`];
      if (q.state) conds.push(sql`f.state = ${q.state}`);
      const rows = await rowsOf<ReferralViewRow>(
        db,
        sql`${VIEW} ${where(conds)} order by f.created_at desc, f.id desc limit ${q.limit} offset ${q.offset}`,
      );
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from referrals f ${where(conds)}`,
      );
      return { rows, total: Number(count?.n ?? 0) };
    },

    async listAll(f: AdminListFilter) {
      const conds: SQL[] = [];
      if (f.state) conds.push(sql`f.state = ${f.state}`);
      if (f.referrerId) conds.push(sql`f.referrer_id = ${f.referrerId}`);
      if (f.inviteeId) conds.push(sql`f.invitee_id = ${f.inviteeId}`);
      if (f.from) conds.push(onOrAfterDay(sql`f.created_at`, f.from));
      if (f.to) conds.push(onOrBeforeDay(sql`f.created_at`, f.to));
      if (f.q) {
        const like = `%${escapeLike(f.q.toLowerCase())}%`;
        conds.push(sql`(lower(r.email) like ${like} or lower(i.email) like ${like} or f.invitee_email like ${like}
          or lower(coalesce(rp.first_name, '') || ' ' || coalesce(rp.last_name, '')) like ${like}
          or lower(coalesce(ip.first_name, '') || ' ' || coalesce(ip.last_name, '')) like ${like}
          or lower(coalesce(rb.business_name, '')) like ${like} or lower(coalesce(ib.business_name, '')) like ${like})`);
      }
      const order = sql.raw(
        `${SORT_COLUMNS[f.sortBy]} ${f.sortOrder === 'ASC' ? 'asc' : 'desc'} nulls last, f.id ${f.sortOrder === 'ASC' ? 'asc' : 'desc'}`,
      );
      const rows = await rowsOf<ReferralViewRow>(
        db,
        sql`${VIEW} ${where(conds)} order by ${order} limit ${f.limit} offset ${f.offset}`,
      );
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from referrals f
              ${nameJoins('r', 'f.referrer_id')} ${nameJoins('i', 'f.invitee_id')} ${where(conds)}`,
      );
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** Admin void: a referral not yet rewarded (conditional update); null when it was not voidable. */
    async voidByAdmin(id: string, adminId: string, reason: string, now: Date) {
      const [row] = await rowsOf<{ id: string; referrer_id: string; state: ReferralState }>(
        db,
        sql`with prev as (select id, state from referrals where id = ${id} for update)
            update referrals f set state = 'VOID', void_reason = ${reason}, voided_by = ${adminId},
                   voided_at = ${ts(now)}, updated_at = ${ts(now)}
              from prev
             where f.id = prev.id and f.state in ('INVITED', 'REGISTERED', 'QUALIFIED')
            returning f.id, f.referrer_id, prev.state`,
      );
      return row ?? null;
    },

    audit: adminAuditWriter(db),

    async exists(id: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(db, sql`select id from referrals where id = ${id}`);
      return rows.length > 0;
    },

    /** Hits of the invite counter key in its current window (0 when none or expired). */
    async counterHits(key: string, windowSeconds: number): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`select failures as n from auth_throttle
             where key = ${key} and window_started_at > now() - make_interval(secs => ${windowSeconds})`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
