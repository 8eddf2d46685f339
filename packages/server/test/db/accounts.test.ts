import { createServer, type Socket } from 'node:net';
import {
  ACCOUNT_MESSAGES,
  ERROR_MESSAGES,
  FORGOT_PASSWORD_THROTTLE,
  SIGN_UP_THROTTLE,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authSessions, emailTokens, outboxEmails, userProfiles, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { PASSWORD_CHECK_THROTTLE } from '../../src/modules/accounts/accounts.service.ts';
import { SIGN_IN_THROTTLE } from '../../src/modules/auth/login-throttle.ts';
import { ADMIN, build, createTestApp, freshIp, login, MEMBER, requests } from '../helper.ts';

const PUBLIC_URL = 'https://app.example.test';
const app = await build({ config: { publicUrl: PUBLIC_URL } });
const db = app.database.db;

const PASSWORD = 'Trade#Goods1';
let n = 0;
const uniqueEmail = () => `new.member.${Date.now()}.${++n}@example.com`;

const http = requests(app);
const post = (url: string, payload?: unknown, opts: { ip?: string; token?: string } = {}) =>
  http.post(url, opts.token, payload, { remoteAddress: opts.ip ?? freshIp() });
const get = (url: string, token?: string) => http.get(url, token, { remoteAddress: freshIp() });

async function signUp(email = uniqueEmail(), password = PASSWORD) {
  const res = await post('/v1/auth/sign-up', { email, password, confirmPassword: password });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  return { email, password, ...data } as {
    email: string;
    password: string;
    accessToken: string;
    refreshToken: string;
    user: { id: string; checkOutStatus: string };
  };
}

/** The outbox for `to`, once the e-mails sent after answers (forgot-password) have gone out. */
async function mails(to: string, template?: string) {
  await backgroundSettled();
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt));
  return template ? rows.filter((r) => r.template === template) : rows;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

async function latestLink(to: string, template: string) {
  const [m] = await mails(to, template);
  expect(m).toBeDefined();
  return m!.links[0] as string;
}

const userRow = async (email: string) => {
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u;
};
const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n;

/** Moves every token of the user into the past (expired). */
const expireTokens = (userId: string) =>
  db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.userId, userId));

describe('POST /v1/auth/sign-up', () => {
  it('creates a member at EMAIL_VERIFICATION, e-mails the verification link and signs in', async () => {
    const email = uniqueEmail();
    const res = await post('/v1/auth/sign-up', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      email,
      role: 'MEMBER',
      authMethod: 'Custom',
      checkOutStatus: 'EMAIL_VERIFICATION',
      emailVerified: false,
    });
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(res.headers['cache-control']).toBe('no-store');

    // The new tokens work.
    const me = await get(`/v1/user/${data.user.id}`, data.accessToken);
    expect(me.statusCode).toBe(200);
    const refreshed = await post('/v1/user/refresh-token', { token: data.refreshToken });
    expect(refreshed.statusCode).toBe(200);

    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, data.user.id));
    expect(profile).toMatchObject({ firstName: null, lastName: null });

    const [mail] = await mails(email);
    expect(mail).toMatchObject({ template: 'email-verification', status: 'SENT' });
    expect(mail!.subject).toContain('BarterBits');
    const link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/email-verified\\?token=[A-Za-z0-9_-]{40,}$`));
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain('BarterBits');

    // Only the token's hash is stored; it expires in 24 hours.
    const [row] = await db.select().from(emailTokens).where(eq(emailTokens.userId, data.user.id));
    expect(row!.purpose).toBe('EMAIL_VERIFICATION');
    expect(row!.tokenHash).not.toBe(tokenOf(link));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('answers 409 for an address that already has an account, and creates nothing', async () => {
    const before = await userCount();
    for (const email of [MEMBER.email, ADMIN.email, MEMBER.email.toUpperCase()]) {
      const res = await post('/v1/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_ALREADY_ASSOCIATED',
        message: ERROR_MESSAGES.emailAlreadyAssociated,
        fieldErrors: { email: [ERROR_MESSAGES.emailAlreadyAssociated] },
      });
    }
    expect(await userCount()).toBe(before);
    expect(await mails(MEMBER.email)).toHaveLength(0);
  });

  it('tells a social account to sign in the same way it was created', async () => {
    const { email } = await signUp();
    await db.update(users).set({ authMethod: 'Google' }).where(eq(users.email, email));
    const res = await post('/v1/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_ALREADY_ASSOCIATED',
      message: ERROR_MESSAGES.sameSignInMethod,
    });
  });

  it('rejects bad input with field messages and creates nothing', async () => {
    const before = await userCount();
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { email: 'not-an-email', password: 'short', confirmPassword: 'short' },
        {
          email: [VALIDATION_MESSAGES.invalidEmail],
          password: expect.arrayContaining([VALIDATION_MESSAGES.passwordMin]),
        },
      ],
      [
        { email: uniqueEmail(), password: PASSWORD, confirmPassword: 'Other#Pass1' },
        { confirmPassword: [VALIDATION_MESSAGES.passwordsMustMatch] },
      ],
      [
        { email: uniqueEmail(), password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
        { password: [VALIDATION_MESSAGES.passwordUppercase] },
      ],
      [{ email: '', password: '' }, { email: [VALIDATION_MESSAGES.required] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const res = await post('/v1/auth/sign-up', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors });
    }
    expect((await post('/v1/auth/sign-up')).statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it(`throttles sign-ups per client address (${SIGN_UP_THROTTLE.maxPerAddress} an hour)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_UP_THROTTLE.maxPerAddress; i++) {
      const res = await post(
        '/v1/auth/sign-up',
        { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const before = await userCount();
    const email = uniqueEmail();
    const res = await post(
      '/v1/auth/sign-up',
      { email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.signUpTooMany });
    expect(await userCount()).toBe(before);
    // Another address is not affected.
    expect(
      (await post('/v1/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('POST /v1/auth/verify-email', () => {
  it('verifies the address once and completes EMAIL_VERIFICATION', async () => {
    const m = await signUp();
    const token = tokenOf(await latestLink(m.email, 'email-verification'));
    const res = await post('/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: m.email } });
    const u = await userRow(m.email);
    expect(u!.emailVerifiedAt).not.toBeNull();
    expect(u!.checkOutStatus).toBe('ACCOUNT_SETUP');
    const me = await get(`/v1/user/${m.user.id}`, m.accessToken);
    expect(me.json().data).toMatchObject({ emailVerified: true, checkOutStatus: 'ACCOUNT_SETUP' });

    const again = await post('/v1/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      statusCode: 410,
      code: 'LINK_EXPIRED',
      message: ERROR_MESSAGES.linkExpired,
    });
    expect((await userRow(m.email))!.checkOutStatus).toBe('ACCOUNT_SETUP');
  });

  it('answers 410 for an expired link and changes nothing', async () => {
    const m = await signUp();
    const token = tokenOf(await latestLink(m.email, 'email-verification'));
    await expireTokens(m.user.id);
    const res = await post('/v1/auth/verify-email', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('LINK_EXPIRED');
    const u = await userRow(m.email);
    expect(u!.emailVerifiedAt).toBeNull();
    expect(u!.checkOutStatus).toBe('EMAIL_VERIFICATION');
  });

  it('answers 400 for an unknown token, a token of another purpose, or none', async () => {
    const unknown = await post('/v1/auth/verify-email', { token: 'no-such-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      code: 'LINK_INVALID',
      message: ERROR_MESSAGES.linkInvalid,
    });

    const m = await signUp();
    await post('/v1/auth/forgot-password', { email: m.email });
    const resetToken = tokenOf(await latestLink(m.email, 'password-reset'));
    const wrongPurpose = await post('/v1/auth/verify-email', { token: resetToken });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().code).toBe('LINK_INVALID');
    expect((await userRow(m.email))!.emailVerifiedAt).toBeNull();

    const empty = await post('/v1/auth/verify-email', { token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { token: ['Required field.'] },
    });
  });
});

describe('POST /v1/auth/resend-verification', () => {
  it('sends at most one e-mail a minute; a new link replaces the older ones', async () => {
    const m = await signUp();
    const first = await latestLink(m.email, 'email-verification');

    const tooSoon = await post('/v1/auth/resend-verification', undefined, { token: m.accessToken });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.resendTooSoon });
    expect(await mails(m.email)).toHaveLength(1);

    await db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailTokens.userId, m.user.id));
    const res = await post('/v1/auth/resend-verification', undefined, { token: m.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent });
    const second = await latestLink(m.email, 'email-verification');
    expect(second).not.toBe(first);
    expect(await mails(m.email)).toHaveLength(2);

    expect((await post('/v1/auth/verify-email', { token: tokenOf(first) })).statusCode).toBe(410);
    expect((await post('/v1/auth/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
  });

  it('is for signed-in members at EMAIL_VERIFICATION only', async () => {
    expect((await post('/v1/auth/resend-verification')).statusCode).toBe(401);
    const admin = await login(app, ADMIN, 'ADMIN');
    expect(
      (await post('/v1/auth/resend-verification', undefined, { token: admin.accessToken })).statusCode,
    ).toBe(403);
    const member = await login(app, MEMBER);
    const done = await post('/v1/auth/resend-verification', undefined, { token: member.accessToken });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('ONBOARDING_STAGE');
    expect(await mails(MEMBER.email)).toHaveLength(0);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const m = await signUp();
    const known = await post('/v1/auth/forgot-password', { email: m.email.toUpperCase() });
    const unknown = await post('/v1/auth/forgot-password', { email: 'nobody.here@example.com' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ERROR_MESSAGES.forgotPasswordSent });
    }
    expect(ERROR_MESSAGES.forgotPasswordSent).toBe(
      'If an account exists for this email address, an email will be sent.',
    );
    expect(await mails('nobody.here@example.com')).toHaveLength(0);
    const link = await latestLink(m.email, 'password-reset');
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/new-password\\?token=[A-Za-z0-9_-]{40,}$`));
    const [row] = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.user.id), eq(emailTokens.purpose, 'PASSWORD_RESET')));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers in the same time whether or not the account exists: nothing waits for the e-mail', async () => {
    // A mail server that takes connections and never answers: a send waits until it gives up (10 s).
    const sockets = new Set<Socket>();
    const smtp = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as { port: number };
    const t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'BarterBits <robot@barterbits.test>' },
    });
    try {
      const ask = async (email: string) => {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/auth/forgot-password',
          payload: { email },
          remoteAddress: freshIp(),
        });
        return { res, ms: performance.now() - started };
      };
      const known: Awaited<ReturnType<typeof ask>>[] = [];
      const unknown: Awaited<ReturnType<typeof ask>>[] = [];
      for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerAccount; i++) {
        known.push(await ask(MEMBER.email));
        unknown.push(await ask(`nobody.${Date.now()}.${i}@example.com`));
      }
      for (const { res } of [...known, ...unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(known[0]!.res.body);
        expect(res.json()).toEqual({ message: ERROR_MESSAGES.forgotPasswordSent });
      }
      // The reset e-mails are still waiting on the mail server: the answers did not.
      await vi.waitFor(async () => {
        const queued = await t.app.database.db
          .select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.to, MEMBER.email), eq(outboxEmails.status, 'QUEUED')));
        expect(queued).toHaveLength(FORGOT_PASSWORD_THROTTLE.maxPerAccount);
      });
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[xs.length >> 1]!;
      expect(Math.max(...known.map((k) => k.ms))).toBeLessThan(5_000);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(500);
    } finally {
      for (const socket of sockets) socket.destroy();
      smtp.close();
      await t.close();
    }
  });

  it('rejects a malformed address', async () => {
    const res = await post('/v1/auth/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: VALIDATION_MESSAGES.invalidEmail,
    });
  });

  it(`throttles quietly: past ${FORGOT_PASSWORD_THROTTLE.maxPerAccount} an hour the answer stays, no e-mail`, async () => {
    const m = await signUp();
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerAccount + 2; i++) {
      const res = await post('/v1/auth/forgot-password', { email: m.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ERROR_MESSAGES.forgotPasswordSent });
    }
    expect(await mails(m.email, 'password-reset')).toHaveLength(FORGOT_PASSWORD_THROTTLE.maxPerAccount);
  });

  it('checks a reset link: valid, unknown, expired, missing', async () => {
    const m = await signUp();
    await post('/v1/auth/forgot-password', { email: m.email });
    const token = tokenOf(await latestLink(m.email, 'password-reset'));
    const ok = await get(`/v1/auth/forgot-password/verify-link?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { email: m.email } });

    const unknown = await get('/v1/auth/forgot-password/verify-link?token=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LINK_INVALID');
    expect((await get('/v1/auth/forgot-password/verify-link')).statusCode).toBe(400);

    // A verification token is not a reset token.
    const verifyToken = tokenOf(await latestLink(m.email, 'email-verification'));
    expect((await get(`/v1/auth/forgot-password/verify-link?token=${verifyToken}`)).json().code).toBe(
      'LINK_INVALID',
    );

    await expireTokens(m.user.id);
    const expired = await get(`/v1/auth/forgot-password/verify-link?token=${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');
  });

  it('resets the password once and ends every session', async () => {
    const m = await signUp();
    const other = await login(app, m);
    // Both sessions in use just before (their checks remembered for a moment: they must be forgotten).
    expect((await get(`/v1/user/${m.user.id}`, m.accessToken)).statusCode).toBe(200);
    expect((await get(`/v1/user/${m.user.id}`, other.accessToken)).statusCode).toBe(200);
    await post('/v1/auth/forgot-password', { email: m.email });
    const token = tokenOf(await latestLink(m.email, 'password-reset'));
    const newPassword = 'Fresh#Start22';

    const res = await post('/v1/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordReset });

    // Every session is revoked.
    const open = await db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, m.user.id), isNull(authSessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await get(`/v1/user/${m.user.id}`, m.accessToken)).statusCode).toBe(401);
    expect((await get(`/v1/user/${m.user.id}`, other.accessToken)).statusCode).toBe(401);
    expect((await post('/v1/user/refresh-token', { token: other.refreshToken })).statusCode).toBe(401);

    // The new password signs in; the old one does not.
    await login(app, { email: m.email, password: newPassword });
    expect((await post('/v1/user/login', { email: m.email, password: PASSWORD })).statusCode).toBe(401);
    const changed = await mails(m.email, 'password-changed');
    expect(changed.map((mail) => mail.links)).toEqual([[`${PUBLIC_URL}/sign-in`]]);

    // The link works once.
    const again = await post('/v1/auth/reset-password', {
      token,
      password: 'Another#Pw33',
      confirmPassword: 'Another#Pw33',
    });
    expect(again.statusCode).toBe(410);
    await login(app, { email: m.email, password: newPassword });
  });

  it('rejects bad input, expired and replaced links, and leaves the password unchanged', async () => {
    const m = await signUp();
    await post('/v1/auth/forgot-password', { email: m.email });
    const first = tokenOf(await latestLink(m.email, 'password-reset'));
    const hashBefore = (await userRow(m.email))!.passwordHash;

    const mismatch = await post('/v1/auth/reset-password', {
      token: first,
      password: 'Fresh#Start22',
      confirmPassword: 'Fresh#Start23',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual({
      confirmPassword: [VALIDATION_MESSAGES.passwordsMustMatch],
    });
    const weak = await post('/v1/auth/reset-password', {
      token: first,
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    const unknown = await post('/v1/auth/reset-password', {
      token: 'nope',
      password: 'Fresh#Start22',
      confirmPassword: 'Fresh#Start22',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LINK_INVALID');

    // A newer link replaces the first one.
    await post('/v1/auth/forgot-password', { email: m.email });
    const second = tokenOf(await latestLink(m.email, 'password-reset'));
    const replaced = await post('/v1/auth/reset-password', {
      token: first,
      password: 'Fresh#Start22',
      confirmPassword: 'Fresh#Start22',
    });
    expect(replaced.statusCode).toBe(410);

    await expireTokens(m.user.id);
    const expired = await post('/v1/auth/reset-password', {
      token: second,
      password: 'Fresh#Start22',
      confirmPassword: 'Fresh#Start22',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');

    expect((await userRow(m.email))!.passwordHash).toBe(hashBefore);
    await login(app, m);
  });
});

describe('change password', () => {
  const verify = (token: string, password: string) =>
    post('/v1/user/verify-password', { password }, { token });
  const change = (token: string, body: unknown) => post('/v1/user/change-password', body, { token });

  it('confirms the current password, then sets a new one and ends the other sessions only', async () => {
    const m = await signUp();
    const other = await login(app, m);
    const res = await verify(m.accessToken, PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, expiresIn } = res.json().data;
    expect(expiresIn).toBe(600);
    const [row] = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.user.id), eq(emailTokens.purpose, 'PASSWORD_CHANGE')));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    const newPassword = 'Brand#New44';
    const done = await change(m.accessToken, { token, password: newPassword, confirmPassword: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    const told = await mails(m.email, 'password-changed');
    expect(told.map((mail) => mail.links)).toEqual([[`${PUBLIC_URL}/sign-in`]]);

    expect((await get(`/v1/user/${m.user.id}`, m.accessToken)).statusCode).toBe(200);
    expect((await get(`/v1/user/${m.user.id}`, other.accessToken)).statusCode).toBe(401);
    await login(app, { email: m.email, password: newPassword });
    expect((await post('/v1/user/login', { email: m.email, password: PASSWORD })).statusCode).toBe(401);

    // The token works once.
    const again = await change(m.accessToken, {
      token,
      password: 'Third#Pass55',
      confirmPassword: 'Third#Pass55',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: ACCOUNT_MESSAGES.passwordChangeExpired,
    });
    await login(app, { email: m.email, password: newPassword });
  });

  it('answers a wrong current password with 400 (not a session error) and issues no token', async () => {
    const m = await signUp();
    const res = await verify(m.accessToken, 'Wrong#Pass1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INCORRECT_CREDENTIALS',
      message: 'The credentials you have entered are incorrect. Please try again.',
    });
    const rows = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.user.id), eq(emailTokens.purpose, 'PASSWORD_CHANGE')));
    expect(rows).toHaveLength(0);
    expect((await verify(m.accessToken, '')).statusCode).toBe(400);
    expect((await post('/v1/user/verify-password', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('locks the check after repeated wrong passwords of the signed-in member only', async () => {
    const m = await signUp();
    for (let i = 0; i < PASSWORD_CHECK_THROTTLE.maxFailures; i++)
      expect((await verify(m.accessToken, 'Wrong#Pass1')).statusCode).toBe(400);
    const locked = await verify(m.accessToken, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');

    // Sign-in failures by someone else do not lock the signed-in owner out of the check.
    const other = await signUp();
    const attacker = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.account.free; i++) {
      await post('/v1/user/login', { email: other.email, password: 'Wrong#Pass1' }, { ip: attacker });
    }
    expect((await post('/v1/user/login', other, { ip: attacker })).statusCode).toBe(429);
    expect((await verify(other.accessToken, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, bad input, and foreign or expired tokens', async () => {
    const m = await signUp();
    const stranger = await signUp();
    const hashBefore = (await userRow(m.email))!.passwordHash;
    const { token } = (await verify(m.accessToken, PASSWORD)).json().data;

    const same = await change(m.accessToken, { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: VALIDATION_MESSAGES.newPasswordMustDiffer,
      fieldErrors: { password: [VALIDATION_MESSAGES.newPasswordMustDiffer] },
    });
    const mismatch = await change(m.accessToken, {
      token,
      password: 'Brand#New44',
      confirmPassword: 'Brand#New45',
    });
    expect(mismatch.statusCode).toBe(400);
    const weak = await change(m.accessToken, { token, password: 'brandnew', confirmPassword: 'brandnew' });
    expect(weak.statusCode).toBe(400);

    const foreign = await change(stranger.accessToken, {
      token,
      password: 'Brand#New44',
      confirmPassword: 'Brand#New44',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('LINK_INVALID');
    expect(
      (
        await change(m.accessToken, {
          token: 'nope',
          password: 'Brand#New44',
          confirmPassword: 'Brand#New44',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/v1/user/change-password', {
          token,
          password: 'Brand#New44',
          confirmPassword: 'Brand#New44',
        })
      ).statusCode,
    ).toBe(401);

    await expireTokens(m.user.id);
    const expired = await change(m.accessToken, {
      token,
      password: 'Brand#New44',
      confirmPassword: 'Brand#New44',
    });
    expect(expired.statusCode).toBe(410);

    expect((await userRow(m.email))!.passwordHash).toBe(hashBefore);
    expect(await mails(m.email, 'password-changed')).toHaveLength(0);
  });
});
