import { ERROR_MESSAGES } from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, emailTokens } from '../../src/db/schema.ts';
import { hashToken } from '../../src/modules/auth/tokens.ts';
import { ADMIN, type As, bearer, build, freshIp, login, MEMBER, OTHER_MEMBER, requests } from '../helper.ts';

const app = await build();
const admin = await login(app, ADMIN, 'ADMIN');
const asAdmin = bearer(admin.accessToken);

const http = requests(app);

async function recheck(accessToken: string = admin.accessToken, password: string = ADMIN.password) {
  const res = await http.post('/v1/user/verify-password', accessToken, { password });
  return res.json().data?.token as string;
}

const changeStatus = (payload: object, headers: As = asAdmin) =>
  http.post('/v1/user/change-status', headers, payload);

describe('POST /v1/user/change-status', () => {
  it('suspends a member behind a password re-check: their sessions end and they cannot sign in', async () => {
    const member = await login(app, OTHER_MEMBER);
    // Used just before (its session check is now remembered for a moment: it must be forgotten).
    const before = await http.get(`/v1/user/${member.user.id}`, bearer(member.accessToken));
    expect(before.statusCode).toBe(200);
    const res = await changeStatus({
      userId: member.user.id,
      status: 'SUSPENDED',
      reason: 'Repeated reports of no-show trades',
      token: await recheck(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SUSPENDED', statusId: 2 });

    // A token issued before the suspension stops working at once, and so does its refresh token.
    const me = await http.get(`/v1/user/${member.user.id}`, bearer(member.accessToken));
    expect(me.statusCode).toBe(401);
    const refresh = await http.post('/v1/user/refresh-token', null, { token: member.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const again = await http.post('/v1/user/login', null, OTHER_MEMBER, { remoteAddress: freshIp() });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ERROR_MESSAGES.accountSuspended);

    const [audit] = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetUserId, member.user.id), eq(adminAuditLog.action, 'USER_STATUS_CHANGE')),
      );
    expect(audit).toMatchObject({ adminId: admin.user.id });
    expect(audit?.details).toMatchObject({ toStatusId: 2, reason: 'Repeated reports of no-show trades' });

    // Reactivated, the member signs in again.
    const back = await changeStatus({
      userId: member.user.id,
      status: 'ACTIVE',
      reason: 'Resolved with the member',
      token: await recheck(),
    });
    expect(back.statusCode).toBe(200);
    await login(app, OTHER_MEMBER);
  });

  it('refuses without a fresh, own, unused password-check token, and changes nothing', async () => {
    const member = await login(app, MEMBER);
    const token = await recheck();
    const ok = await changeStatus({ userId: member.user.id, status: 'ACTIVE', reason: 'No change', token });
    expect(ok.statusCode).toBe(200);
    const reused = await changeStatus({ userId: member.user.id, status: 'SUSPENDED', reason: 'x', token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Please confirm your password again to continue.');
    // A member's own password-check token is not an admin's.
    const memberToken = await recheck(member.accessToken, MEMBER.password);
    const foreign = await changeStatus({
      userId: member.user.id,
      status: 'SUSPENDED',
      reason: 'x',
      token: memberToken,
    });
    expect(foreign.statusCode).toBe(400);
    const garbage = await changeStatus({
      userId: member.user.id,
      status: 'SUSPENDED',
      reason: 'x',
      token: 'nope',
    });
    expect(garbage.statusCode).toBe(400);
    const me = await http.get(`/v1/user/${member.user.id}`, bearer(member.accessToken));
    expect(me.json().data.status).toBe('ACTIVE');
  });

  it('refuses an expired password-check token, and changes and audits nothing', async () => {
    const member = await login(app, MEMBER);
    const token = await recheck();
    await app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const expired = await changeStatus({
      userId: member.user.id,
      status: 'SUSPENDED',
      reason: 'Late',
      token,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fieldErrors.token).toEqual(['Please confirm your password again to continue.']);
    const me = await http.get(`/v1/user/${member.user.id}`, bearer(member.accessToken));
    expect(me.json().data.status).toBe('ACTIVE');
    const audited = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetUserId, member.user.id), eq(adminAuditLog.action, 'USER_STATUS_CHANGE')),
      );
    expect(audited.filter((a) => (a.details as { reason?: string }).reason === 'Late')).toEqual([]);
  });

  it('validates input, keeps admins out of reach, and is for admins only', async () => {
    const member = await login(app, MEMBER);
    const noReason = await changeStatus({
      userId: member.user.id,
      status: 'SUSPENDED',
      reason: ' ',
      token: 't',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual(['Required field.']);
    const badStatus = await changeStatus({
      userId: member.user.id,
      status: 'BANNED',
      reason: 'x',
      token: 't',
    });
    expect(badStatus.statusCode).toBe(400);
    const adminTarget = await changeStatus({
      userId: admin.user.id,
      status: 'SUSPENDED',
      reason: 'x',
      token: await recheck(),
    });
    expect(adminTarget.statusCode).toBe(403);
    const unknown = await changeStatus({
      userId: '00000000-0000-4000-8000-000000000000',
      status: 'SUSPENDED',
      reason: 'x',
      token: await recheck(),
    });
    expect(unknown.statusCode).toBe(404);
    const byMember = await changeStatus(
      { userId: member.user.id, status: 'SUSPENDED', reason: 'x', token: 't' },
      bearer(member.accessToken),
    );
    expect(byMember.statusCode).toBe(403);
  });
});
