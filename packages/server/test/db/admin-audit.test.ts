/** The admin audit log's one writer: only the listed actions are written, as the admin's row. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema.ts';
import { ADMIN_AUDIT_ACTIONS, adminAuditAction, adminAuditWriter } from '../../src/lib/admin-audit.ts';
import { ADMIN, build, login, MEMBER } from '../helper.ts';

const app = await build();
const admin = await login(app, ADMIN, 'ADMIN');
const member = await login(app, MEMBER);
const { db } = app.database;
const audit = adminAuditWriter(db);

const rowsOf = (adminId: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, adminId));

describe('adminAuditWriter', () => {
  it('writes a listed action with the admin, the member and the details', async () => {
    await audit(admin.user.id, member.user.id, 'USER_STATUS_CHANGE', { reason: 'Checked' });
    const rows = await rowsOf(admin.user.id);
    expect(rows).toContainEqual(
      expect.objectContaining({
        adminId: admin.user.id,
        targetUserId: member.user.id,
        action: 'USER_STATUS_CHANGE',
        details: { reason: 'Checked' },
      }),
    );
  });

  it('refuses an action that is not listed, and writes nothing', async () => {
    const before = (await rowsOf(admin.user.id)).length;
    // @ts-expect-error an action outside ADMIN_AUDIT_ACTIONS does not type-check
    await expect(audit(admin.user.id, null, 'USER_DELETED', {})).rejects.toThrow(
      'Unknown admin audit action: USER_DELETED',
    );
    // An action built at run time is checked the same way.
    const status: string = 'ESCALATED';
    expect(() => adminAuditAction(`CHAT_REPORT_${status}`)).toThrow(
      'Unknown admin audit action: CHAT_REPORT_ESCALATED',
    );
    expect(await rowsOf(admin.user.id)).toHaveLength(before);
  });

  it('lists each action once', () => {
    expect(new Set(ADMIN_AUDIT_ACTIONS).size).toBe(ADMIN_AUDIT_ACTIONS.length);
  });
});
