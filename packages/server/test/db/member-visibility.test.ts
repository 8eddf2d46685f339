/**
 * The member rules (modules/members/visibility.ts) on the real database: the partial index of listed
 * members has the rule's own predicate, and each rule's row check and SQL agree on every combination of
 * role, status and onboarding stage.
 */
import { ROLE_IDS, USER_STATUS_IDS } from '@barterbits/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { users } from '../../src/db/schema.ts';
import {
  activeMember,
  isActiveMember,
  isListedMember,
  isMemberAccount,
  listedMember,
  listedMemberIndexWhere,
  listedMemberSql,
  memberAccount,
  memberAccountSql,
} from '../../src/modules/members/visibility.ts';
import { build } from '../helper.ts';

const app = await build();
const { db } = app.database;

/** An index's predicate as PostgreSQL prints it (spacing, parentheses and qualification normalised). */
async function predicateOf(index: string): Promise<string> {
  const [row] = await rowsOf<{ predicate: string | null }>(
    db,
    sql`select pg_get_expr(i.indpred, i.indrelid) as predicate
          from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${index}`,
  );
  expect(row?.predicate).toBeTruthy();
  return row!.predicate!;
}

/** The predicate PostgreSQL keeps for a partial index over `where`, made and dropped at once. */
async function predicateFor(where: SQL): Promise<string> {
  await db.execute(sql`create index member_rule_probe_idx on users (id) where ${where}`);
  try {
    return await predicateOf('member_rule_probe_idx');
  } finally {
    await db.execute(sql`drop index member_rule_probe_idx`);
  }
}

describe('the listed-member rule', () => {
  it('is the predicate of the listed-members index the migrations made', async () => {
    const migrated = await predicateOf('users_listed_members_idx');
    expect(await predicateFor(listedMemberIndexWhere())).toBe(migrated);
    // The forms the queries use are the same condition.
    expect(await predicateFor(listedMember(users))).toBe(migrated);
    expect(await predicateFor(listedMemberSql(sql`users`))).toBe(migrated);
  });

  it('names its values: role MEMBER, account ACTIVE, onboarding COMPLETED', async () => {
    const predicate = await predicateFor(listedMemberIndexWhere());
    expect(predicate).toContain(`role_id = ${ROLE_IDS.MEMBER}`);
    expect(predicate).toContain(`status_id = ${USER_STATUS_IDS.ACTIVE}`);
    expect(predicate).toContain(`check_out_status = 'COMPLETED'::text`);
  });
});

describe('each rule: the row check and the SQL agree', () => {
  const rows = Object.values(ROLE_IDS).flatMap((roleId) =>
    Object.values(USER_STATUS_IDS).flatMap((statusId) =>
      ['EMAIL_VERIFICATION', 'PIN_SETUP', 'COMPLETED'].map((checkOutStatus) => ({
        roleId,
        statusId,
        checkOutStatus,
      })),
    ),
  );

  it('on every combination of role, status and onboarding stage', async () => {
    const values = sql.join(
      rows.map((r) => sql`(${r.roleId}::int, ${r.statusId}::int, ${r.checkOutStatus}::text)`),
      sql`, `,
    );
    const answers = await rowsOf<{
      account: boolean;
      active: boolean;
      listed: boolean;
      listed_alias: boolean;
    }>(
      db,
      sql`select ${memberAccountSql()} as account,
                 ${activeMember({ roleId: sql`u.role_id`, statusId: sql`u.status_id` })} as active,
                 ${listedMember({ roleId: sql`u.role_id`, statusId: sql`u.status_id`, checkOutStatus: sql`u.check_out_status` })} as listed,
                 ${listedMemberSql()} as listed_alias
            from (values ${values}) as u(role_id, status_id, check_out_status)`,
    );
    expect(answers).toEqual(
      rows.map((r) => ({
        account: isMemberAccount(r),
        active: isActiveMember(r),
        listed: isListedMember(r),
        listed_alias: isListedMember(r),
      })),
    );
    expect(answers.filter((a) => a.listed)).toHaveLength(1);
    expect(answers.filter((a) => a.active)).toHaveLength(3);
    expect(answers.filter((a) => a.account)).toHaveLength(9);
    // memberAccount over drizzle columns is the alias form's condition.
    expect(await predicateFor(memberAccount(users))).toBe(await predicateFor(memberAccountSql(sql`users`)));
  });
});
