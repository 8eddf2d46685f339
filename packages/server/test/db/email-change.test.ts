import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, emailTokens, outboxEmails, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { bearer, build, createUser, freshIp, login, MEMBER, requests } from '../helper.ts';

const PUBLIC_URL = 'https://app.example.test';
const app = await build({ config: { publicUrl: PUBLIC_URL, enableTestApi: true } });
const db = app.database.db;

const PASSWORD = 'Trade#Goods1';
let n = 0;
const uniqueEmail = (tag = 'member') => `${tag}.${Date.now()}.${++n}@example.com`;

const post = (url: string, payload?: unknown, token?: string) =>
  requests(app).post(url, token, payload, { remoteAddress: freshIp() });

async function signIn(email: string, password = PASSWORD) {
  const res = await post('/v1/user/login', { email, password, portal: 'MEMBER' });
  return res;
}

/** A completed member, signed in. */
async function member(stage = 'COMPLETED') {
  const email = uniqueEmail();
  const s = await createUser(app, { email, password: PASSWORD, stage });
  return { email, id: s.user.id, accessToken: s.accessToken };
}

const verifyPassword = async (accessToken: string, password = PASSWORD) => {
  const res = await post('/v1/user/verify-password', { password }, accessToken);
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};

const request = (accessToken: string, body: unknown) =>
  post('/v1/user/email-change-request', body, accessToken);

async function mails(to: string, template?: string) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt));
  return template ? rows.filter((r) => r.template === template) : rows;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

/** Starts a change and returns the three link tokens. */
async function startChange(m: { email: string; accessToken: string }, newEmail = uniqueEmail('new')) {
  const token = await verifyPassword(m.accessToken);
  const res = await request(m.accessToken, { token, newEmail });
  expect(res.statusCode).toBe(200);
  const [verifyMail] = await mails(newEmail, 'email-change-verify');
  const [approveMail] = await mails(m.email, 'email-change-approve');
  const verifyLink = verifyMail!.links[0]!;
  const [approveLink, declineLink] = approveMail!.links as [string, string];
  return {
    newEmail,
    verify: tokenOf(verifyLink),
    approve: tokenOf(approveLink),
    links: { verifyLink, approveLink, declineLink },
  };
}

const emailOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!.email;
const liveSessions = async (id: string) =>
  db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));

describe('POST /v1/user/email-change-request', () => {
  it('mails a verification link to the new address and approve / decline links to the current one', async () => {
    const m = await member();
    const newEmail = uniqueEmail('new');
    const token = await verifyPassword(m.accessToken);
    const res = await request(m.accessToken, { token, newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { currentEmail: m.email, newEmail, expiresIn: 24 * 60 * 60 },
      message: EMAIL_CHANGE_MESSAGES.requested,
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const [verifyMail] = await mails(newEmail, 'email-change-verify');
    expect(verifyMail!.links).toHaveLength(1);
    expect(verifyMail!.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email-change\\?token=[^&]+$`));
    const [approveMail] = await mails(m.email, 'email-change-approve');
    expect(approveMail!.text).toContain(newEmail);
    expect(approveMail!.text).toContain('change your password');
    const [approve, decline] = approveMail!.links as [string, string];
    expect(approve).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email-change\\?token=.+&action=approve$`));
    expect(decline).toBe(approve.replace('action=approve', 'action=decline'));

    // Only hashes are stored, both tokens of the request share the new address and 24 hours.
    const rows = await db.select().from(emailTokens).where(eq(emailTokens.userId, m.id));
    const pair = rows.filter((r) => r.purpose.startsWith('EMAIL_CHANGE_'));
    expect(pair).toHaveLength(2);
    for (const r of pair) {
      expect(r.newEmail).toBe(newEmail);
      expect(r.tokenHash).not.toBe(tokenOf(verifyMail!.links[0]!));
      expect(r.tokenHash).not.toBe(tokenOf(approve));
      expect(r.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    }
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('rejects bad input with a 4xx and changes nothing', async () => {
    const m = await member();
    const token = await verifyPassword(m.accessToken);
    const cases: [unknown, number, string, Record<string, string[]>?][] = [
      [{ token, newEmail: 'not-an-email' }, 400, '', { newEmail: [VALIDATION_MESSAGES.invalidEmail] }],
      [{ token, newEmail: '' }, 400, '', { newEmail: [VALIDATION_MESSAGES.required] }],
      [{ newEmail: uniqueEmail() }, 400, ''],
      [
        { token, newEmail: m.email.toUpperCase() },
        400,
        EMAIL_CHANGE_MESSAGES.sameEmail,
        { newEmail: [EMAIL_CHANGE_MESSAGES.sameEmail] },
      ],
      [
        { token, newEmail: MEMBER.email },
        409,
        ERROR_MESSAGES.emailAlreadyAssociated,
        { newEmail: [ERROR_MESSAGES.emailAlreadyAssociated] },
      ],
      [{ token: 'nope', newEmail: uniqueEmail() }, 400, ACCOUNT_MESSAGES.passwordChangeExpired],
    ];
    for (const [body, status, message, fieldErrors] of cases) {
      const res = await request(m.accessToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      if (fieldErrors) expect(res.json().fieldErrors).toMatchObject(fieldErrors);
    }
    // The password token survived every failure and still works once.
    expect((await request(m.accessToken, { token, newEmail: uniqueEmail() })).statusCode).toBe(200);
    const again = await request(m.accessToken, { token, newEmail: uniqueEmail() });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.passwordChangeExpired);
  });

  it('needs a signed-in completed member and their own, unexpired password token', async () => {
    const a = await member();
    const b = await member();
    expect(
      (await post('/v1/user/email-change-request', { token: 'x', newEmail: uniqueEmail() })).statusCode,
    ).toBe(401);
    // Another member's password token.
    const bToken = await verifyPassword(b.accessToken);
    const res = await request(a.accessToken, { token: bToken, newEmail: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LINK_INVALID');
    // Expired.
    const aToken = await verifyPassword(a.accessToken);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, a.id), eq(emailTokens.purpose, 'PASSWORD_CHANGE')));
    const expired = await request(a.accessToken, { token: aToken, newEmail: uniqueEmail() });
    expect(expired.statusCode).toBe(410);
    // Not completed yet.
    const c = await member('PIN_SETUP');
    const cToken = await verifyPassword(c.accessToken);
    const early = await request(c.accessToken, { token: cToken, newEmail: uniqueEmail() });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ONBOARDING_STAGE');
    const rows = await db.select().from(emailTokens).where(eq(emailTokens.purpose, 'EMAIL_CHANGE_VERIFY'));
    expect(rows.filter((r) => [a.id, b.id, c.id].includes(r.userId))).toHaveLength(0);
  });

  it('a newer request cancels the pending one (its links answer 410)', async () => {
    const m = await member();
    const first = await startChange(m);
    const second = await startChange(m);
    for (const [url, token] of [
      ['/v1/user/verify-email-change', first.verify],
      ['/v1/user/approve-email-change', first.approve],
      ['/v1/user/decline-email-change', first.approve],
    ] as const) {
      const res = await post(url, { token });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('LINK_EXPIRED');
    }
    expect((await post('/v1/user/verify-email-change', { token: second.verify })).statusCode).toBe(200);
    expect((await post('/v1/user/approve-email-change', { token: second.approve })).json().data.status).toBe(
      'CHANGED',
    );
    expect(await emailOf(m.id)).toBe(second.newEmail);
  });
});

describe('verify / approve / decline', () => {
  it('verify first, then approve: the change happens on approval', async () => {
    const m = await member();
    const other = (await signIn(m.email)).json().data.accessToken as string;
    const c = await startChange(m);

    const v = await post('/v1/user/verify-email-change', { token: c.verify });
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({
      data: { status: 'AWAITING_APPROVAL', newEmail: c.newEmail },
      message: EMAIL_CHANGE_MESSAGES.awaitingApproval,
    });
    expect(await emailOf(m.id)).toBe(m.email);

    // Approved from a browser signed in as the member: that session stays, the others end.
    const a = await post('/v1/user/approve-email-change', { token: c.approve }, m.accessToken);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({
      data: { status: 'CHANGED', newEmail: c.newEmail },
      message: EMAIL_CHANGE_MESSAGES.changed,
    });
    const [u] = await db.select().from(users).where(eq(users.id, m.id));
    expect(u!.email).toBe(c.newEmail);
    expect(u!.emailVerifiedAt).toBeInstanceOf(Date);

    expect((await post('/v1/user/verify-password', { password: PASSWORD }, m.accessToken)).statusCode).toBe(
      200,
    );
    expect((await post('/v1/user/verify-password', { password: PASSWORD }, other)).statusCode).toBe(401);
    expect(await liveSessions(m.id)).toHaveLength(1);

    // Both addresses are told; sign-in works with the new address only.
    for (const to of [m.email, c.newEmail]) {
      const told = await mails(to, 'email-changed');
      expect(told.map((mail) => mail.links)).toEqual([[`${PUBLIC_URL}/sign-in`]]);
    }
    expect((await signIn(c.newEmail)).statusCode).toBe(200);
    expect((await signIn(m.email)).statusCode).toBe(401);

    // Every link is single use.
    for (const [url, token] of [
      ['/v1/user/verify-email-change', c.verify],
      ['/v1/user/approve-email-change', c.approve],
      ['/v1/user/decline-email-change', c.approve],
    ] as const) {
      const res = await post(url, { token });
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(ERROR_MESSAGES.linkExpired);
    }
    expect(await emailOf(m.id)).toBe(c.newEmail);
  });

  it('approve first, then verify: the change happens on verification; no session kept when anonymous', async () => {
    const m = await member();
    const c = await startChange(m);
    const a = await post('/v1/user/approve-email-change', { token: c.approve });
    expect(a.json()).toEqual({
      data: { status: 'AWAITING_VERIFICATION', newEmail: c.newEmail },
      message: EMAIL_CHANGE_MESSAGES.awaitingVerification,
    });
    expect(await emailOf(m.id)).toBe(m.email);
    const v = await post('/v1/user/verify-email-change', { token: c.verify });
    expect(v.json().data.status).toBe('CHANGED');
    expect(await emailOf(m.id)).toBe(c.newEmail);
    expect(await liveSessions(m.id)).toHaveLength(0);
    expect((await post('/v1/user/verify-password', { password: PASSWORD }, m.accessToken)).statusCode).toBe(
      401,
    );
  });

  it('another member signed in on the device does not keep a session of the changed account', async () => {
    const m = await member();
    const stranger = await member();
    const c = await startChange(m);
    await post('/v1/user/verify-email-change', { token: c.verify }, stranger.accessToken);
    await post('/v1/user/approve-email-change', { token: c.approve }, stranger.accessToken);
    expect(await emailOf(m.id)).toBe(c.newEmail);
    expect(await liveSessions(m.id)).toHaveLength(0);
    expect(await liveSessions(stranger.id)).toHaveLength(1);
    expect(await emailOf(stranger.id)).toBe(stranger.email);
  });

  it('decline cancels the request, signs out everywhere and suggests changing the password', async () => {
    const m = await member();
    const c = await startChange(m);
    const d = await post('/v1/user/decline-email-change', { token: c.approve });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({
      data: { status: 'DECLINED', newEmail: c.newEmail },
      message: EMAIL_CHANGE_MESSAGES.declined,
    });
    expect(await liveSessions(m.id)).toHaveLength(0);
    const [declined] = await mails(m.email, 'email-change-declined');
    expect(declined!.text).toContain('change your password');
    expect(declined!.links).toEqual([`${PUBLIC_URL}/forget-password`]);

    // Neither the verification link nor the approval works any more; the address stays.
    expect((await post('/v1/user/verify-email-change', { token: c.verify })).statusCode).toBe(410);
    expect((await post('/v1/user/approve-email-change', { token: c.approve })).statusCode).toBe(410);
    expect(await emailOf(m.id)).toBe(m.email);
    expect(await mails(c.newEmail, 'email-changed')).toHaveLength(0);
  });

  it('decline by the signed-in owner keeps that one session and ends all others', async () => {
    const m = await member();
    const other = await login(app, { email: m.email, password: PASSWORD });
    const c = await startChange(m);
    const d = await post('/v1/user/decline-email-change', { token: c.approve }, m.accessToken);
    expect(d.json().data.status).toBe('DECLINED');
    expect(await liveSessions(m.id)).toHaveLength(1);
    const mine = await app.inject({ url: `/v1/user/${m.id}`, headers: bearer(m.accessToken) });
    expect(mine.statusCode).toBe(200);
    const theirs = await app.inject({ url: `/v1/user/${m.id}`, headers: bearer(other.accessToken) });
    expect(theirs.statusCode).toBe(401);
  });

  it('decline after the new address was verified still cancels', async () => {
    const m = await member();
    const c = await startChange(m);
    expect((await post('/v1/user/verify-email-change', { token: c.verify })).json().data.status).toBe(
      'AWAITING_APPROVAL',
    );
    expect((await post('/v1/user/decline-email-change', { token: c.approve })).json().data.status).toBe(
      'DECLINED',
    );
    expect((await post('/v1/user/approve-email-change', { token: c.approve })).statusCode).toBe(410);
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('unknown, malformed, wrong-purpose and expired tokens', async () => {
    const m = await member();
    const c = await startChange(m);
    const cases: [string, unknown, number, string][] = [
      ['/v1/user/verify-email-change', { token: 'unknown' }, 400, 'LINK_INVALID'],
      ['/v1/user/verify-email-change', {}, 400, 'VALIDATION_FAILED'],
      ['/v1/user/approve-email-change', { token: '' }, 400, 'VALIDATION_FAILED'],
      // A verification token is no approval, and the reverse.
      ['/v1/user/approve-email-change', { token: c.verify }, 400, 'LINK_INVALID'],
      ['/v1/user/decline-email-change', { token: c.verify }, 400, 'LINK_INVALID'],
      ['/v1/user/verify-email-change', { token: c.approve }, 400, 'LINK_INVALID'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await post('/v1/user/verify-email-change', { token: 'unknown' })).json().message).toBe(
      ERROR_MESSAGES.linkInvalid,
    );
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, m.id));
    for (const [url, token] of [
      ['/v1/user/verify-email-change', c.verify],
      ['/v1/user/approve-email-change', c.approve],
      ['/v1/user/decline-email-change', c.approve],
    ] as const) {
      const res = await post(url, { token });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('LINK_EXPIRED');
    }
    expect(await emailOf(m.id)).toBe(m.email);
    expect(await liveSessions(m.id)).toHaveLength(1);
  });

  it('the new address taken meanwhile: 409, the request ends, nothing changes', async () => {
    const m = await member();
    const c = await startChange(m);
    await post('/v1/user/verify-email-change', { token: c.verify });
    // Someone signs up with the address before the approval.
    const taker = await post('/v1/testing/users', {
      email: c.newEmail,
      password: PASSWORD,
      stage: 'COMPLETED',
    });
    expect(taker.statusCode).toBe(200);
    const a = await post('/v1/user/approve-email-change', { token: c.approve });
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe(ERROR_MESSAGES.emailAlreadyAssociated);
    expect(await emailOf(m.id)).toBe(m.email);
    expect(await liveSessions(m.id)).toHaveLength(1);
    expect((await post('/v1/user/approve-email-change', { token: c.approve })).statusCode).toBe(410);
  });

  it('the old address’s password-reset links stop working after the change', async () => {
    const m = await member();
    await post('/v1/auth/forgot-password', { email: m.email });
    await backgroundSettled();
    const [reset] = await mails(m.email, 'password-reset');
    const c = await startChange(m);
    await post('/v1/user/verify-email-change', { token: c.verify });
    await post('/v1/user/approve-email-change', { token: c.approve });
    const res = await app.inject({
      method: 'GET',
      url: `/v1/auth/forgot-password/verify-link?token=${encodeURIComponent(tokenOf(reset!.links[0]!))}`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(410);
  });
});
