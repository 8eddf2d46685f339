/**
 * Which accounts count as members, for every module that reads other people's accounts: the one rule
 * of "a member others may see" (search, public profiles, choosing a buyer) and the two wider steps
 * before it that some places mean on purpose. Each step adds a condition to the one before:
 * - a member account: role MEMBER, any status. Admins' member look-ups and changes (status, e-mail, wallet
 *   adjustments), who may use social sign-in or apply a referral code, the owner of a referral code, a
 *   member type on an account, chat moderation's "is this a member" (a ban or block also applies to a
 *   suspended member);
 * - an active member: and account ACTIVE, onboarding not required. Who may be added to a chat, who
 *   receives a gift at once (a member still onboarding gets it too), whose referral code is valid;
 * - a listed member: and onboarding COMPLETED. Who others may find, open and trade with; the partial
 *   index `users_listed_members_idx` is built from this rule (users.schema.ts: `listedMemberIndexWhere`).
 *
 * Each rule comes as a check of a loaded row and as SQL over the users columns (drizzle columns, or a
 * raw alias with `...Sql(sql\`u\`)`). The SQL writes the values as literals, not parameters, so the
 * planner can match the partial index and prepared plans stay the same for every call.
 */
import { type ONBOARDING_STAGES, ROLE_IDS, USER_STATUS_IDS } from '@barterbits/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const COMPLETED: (typeof ONBOARDING_STAGES)[number] = 'COMPLETED';

/** The values of each step's columns. */
export const MEMBER_ACCOUNT = { roleId: ROLE_IDS.MEMBER } as const;
export const ACTIVE_MEMBER = { ...MEMBER_ACCOUNT, statusId: USER_STATUS_IDS.ACTIVE } as const;
export const LISTED_MEMBER = { ...ACTIVE_MEMBER, checkOutStatus: COMPLETED } as const;

/** The users columns a rule reads: drizzle columns (`users`) or raw SQL. */
export interface MemberColumns {
  roleId: SQLWrapper;
  statusId: SQLWrapper;
  checkOutStatus: SQLWrapper;
}

/** A users alias (`u`) in raw SQL as the columns a rule reads. */
function aliasColumns(u: SQL): MemberColumns {
  return {
    roleId: sql`${u}.role_id`,
    statusId: sql`${u}.status_id`,
    checkOutStatus: sql`${u}.check_out_status`,
  };
}

const literal = (value: number | string): SQL =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value}'`);

/** `column = value and …` for each column the step names (no parentheses: the index keeps its text). */
function conditions(step: Partial<Record<keyof MemberColumns, number | string>>, c: MemberColumns): SQL {
  const parts = (Object.keys(step) as (keyof MemberColumns)[]).map(
    (key) => sql`${c[key]} = ${literal(step[key] as number | string)}`,
  );
  return sql.join(parts, sql` and `);
}

type MemberRow = { roleId: number; statusId: number; checkOutStatus: string };

/** Whether the account is a member's (any status). */
export function isMemberAccount(row: Pick<MemberRow, 'roleId'>): boolean {
  return row.roleId === MEMBER_ACCOUNT.roleId;
}

/** Whether the account is an ACTIVE member's (onboarding not required). */
export function isActiveMember(row: Pick<MemberRow, 'roleId' | 'statusId'>): boolean {
  return isMemberAccount(row) && row.statusId === ACTIVE_MEMBER.statusId;
}

/** Whether others may see the member: ACTIVE and onboarding COMPLETED. */
export function isListedMember(row: MemberRow): boolean {
  return isActiveMember(row) && row.checkOutStatus === LISTED_MEMBER.checkOutStatus;
}

/** `isMemberAccount` as SQL over the users columns. */
export function memberAccount(c: Pick<MemberColumns, 'roleId'>): SQL {
  return sql`(${conditions(MEMBER_ACCOUNT, c as MemberColumns)})`;
}

/** `isActiveMember` as SQL over the users columns. */
export function activeMember(c: Pick<MemberColumns, 'roleId' | 'statusId'>): SQL {
  return sql`(${conditions(ACTIVE_MEMBER, c as MemberColumns)})`;
}

/** `isListedMember` as SQL over the users columns. */
export function listedMember(c: MemberColumns): SQL {
  return sql`(${conditions(LISTED_MEMBER, c)})`;
}

/** `listedMember` over a users alias in raw SQL (default `u`). */
export function listedMemberSql(u: SQL = sql`u`): SQL {
  return listedMember(aliasColumns(u));
}

/** `memberAccount` over a users alias in raw SQL (default `u`). */
export function memberAccountSql(u: SQL = sql`u`): SQL {
  return memberAccount(aliasColumns(u));
}

/**
 * The predicate of the partial index of listed members, over the table's own column names and without
 * parentheses: the text migration 0017 created, so the schema and the migrations agree.
 */
export function listedMemberIndexWhere(): SQL {
  return conditions(LISTED_MEMBER, {
    roleId: sql.raw('role_id'),
    statusId: sql.raw('status_id'),
    checkOutStatus: sql.raw('check_out_status'),
  });
}
