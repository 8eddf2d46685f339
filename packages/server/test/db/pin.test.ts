import {
  ERROR_MESSAGES,
  type OnboardingStage,
  PIN_MESSAGES,
  VALIDATION_MESSAGES as V,
} from '@barterbits/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, outboxEmails, users } from '../../src/db/schema.ts';
import { verifyPinOrToken } from '../../src/modules/pin-location/pin-check.ts';
import { ADMIN, bearer, build, createUser, freshIp, login, requests } from '../helper.ts';

const app = await build({ config: { enableTestApi: true, publicUrl: 'https://app.example.test' } });
const db = app.database.db;
const PASSWORD = 'PinTests#1';
let seq = 0;

/** A member at `stage`, signed in. */
async function member(stage: OnboardingStage = 'PIN_SETUP') {
  const email = `pin${++seq}@example.com`;
  const s = await createUser(app, { email, password: PASSWORD, stage });
  return {
    id: s.user.id,
    email,
    token: s.accessToken,
    refreshToken: s.refreshToken,
    h: bearer(s.accessToken),
  };
}

const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  requests(app).post(url, headers, payload, { remoteAddress: freshIp() });
const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

async function withPin(pin = '2468', stage: OnboardingStage = 'PIN_SETUP') {
  const m = await member(stage);
  const res = await post('/v1/user/set-pin', { pin, confirmPin: pin }, m.h as Record<string, string>);
  expect(res.statusCode).toBe(200);
  return m;
}

async function pinToken(m: { h: unknown }, pin = '2468'): Promise<string> {
  const res = await post('/v1/user/verify-pin', { pin }, m.h as Record<string, string>);
  expect(res.statusCode).toBe(200);
  return res.json().data.pinToken;
}

describe('POST /v1/user/set-pin', () => {
  it('refuses guessable, malformed and mismatched PINs with the exact messages, changing nothing', async () => {
    const m = await member();
    const h = m.h as Record<string, string>;
    for (const pin of ['1234', '1111', '4321', '2580', '0000', '6789']) {
      const res = await post('/v1/user/set-pin', { pin, confirmPin: pin }, h);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: V.pinGuessable,
        fieldErrors: { pin: [V.pinGuessable] },
      });
    }
    for (const pin of ['12a4', '123', '24680', '']) {
      const res = await post('/v1/user/set-pin', { pin, confirmPin: pin }, h);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.pin[0]).toBe(pin === '' ? V.required : V.pinDigits);
    }
    const mismatch = await post('/v1/user/set-pin', { pin: '2468', confirmPin: '2469' }, h);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      message: PIN_MESSAGES.pinsMustMatch,
      fieldErrors: { confirmPin: ['PINs must match.'] },
    });
    expect((await row(m.id)).pinHash).toBeNull();
  });

  it('sets the PIN (argon2id), keeps the stage at PIN_SETUP and re-issues the session tokens in headers', async () => {
    const m = await member();
    const res = await post(
      '/v1/user/set-pin',
      { pin: '2468', confirmPin: '2468' },
      m.h as Record<string, string>,
    );
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(PIN_MESSAGES.pinSet);
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data.refreshToken).not.toBe(m.refreshToken);
    expect(data.user).toMatchObject({
      id: m.id,
      pinSet: true,
      locationSet: false,
      checkOutStatus: 'PIN_SETUP',
    });

    const stored = await row(m.id);
    expect(stored.pinHash).toMatch(/^\$argon2id\$/);
    expect(stored.checkOutStatus).toBe('PIN_SETUP');
    // The new access token works, and so does the new refresh token (same session).
    const me = await app.inject({ url: `/v1/user/${m.id}`, headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.pinSet).toBe(true);
    const refreshed = await post('/v1/user/refresh-token', { token: data.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it('lets a member back at /pin-setup choose again, but a completed member with a PIN must use Change PIN', async () => {
    const m = await withPin('2468');
    const again = await post(
      '/v1/user/set-pin',
      { pin: '1357', confirmPin: '1357' },
      m.h as Record<string, string>,
    );
    expect(again.statusCode).toBe(200);
    expect(
      (await post('/v1/user/verify-pin', { pin: '1357' }, m.h as Record<string, string>)).statusCode,
    ).toBe(200);

    // A completed member without a PIN may set one, once.
    const alex = await member('COMPLETED');
    const first = await post(
      '/v1/user/set-pin',
      { pin: '2468', confirmPin: '2468' },
      bearer(alex.token) as Record<string, string>,
    );
    expect(first.statusCode).toBe(200);
    const second = await post(
      '/v1/user/set-pin',
      { pin: '1357', confirmPin: '1357' },
      bearer(alex.token) as Record<string, string>,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: PIN_MESSAGES.pinAlreadySet });
  });

  it('refuses earlier stages, admins and anonymous callers', async () => {
    const early = await member('SUBSCRIPTION');
    const res = await post(
      '/v1/user/set-pin',
      { pin: '2468', confirmPin: '2468' },
      early.h as Record<string, string>,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_STAGE', message: ERROR_MESSAGES.onboardingStage });
    expect((await row(early.id)).pinHash).toBeNull();

    const admin = await login(app, ADMIN, 'ADMIN');
    const asAdmin = await post(
      '/v1/user/set-pin',
      { pin: '2468', confirmPin: '2468' },
      bearer(admin.accessToken) as Record<string, string>,
    );
    expect(asAdmin.statusCode).toBe(403);
    expect((await post('/v1/user/set-pin', { pin: '2468', confirmPin: '2468' })).statusCode).toBe(401);
  });
});

describe('POST /v1/user/verify-pin', () => {
  it('answers a pinToken for the right PIN and "Incorrect PIN" for a wrong one, counting failures', async () => {
    const m = await withPin('2468');
    const h = m.h as Record<string, string>;
    const wrong = await post('/v1/user/verify-pin', { pin: '1357' }, h);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'INCORRECT_PIN',
      message: 'Incorrect PIN. Please try again.',
    });
    expect((await row(m.id)).pinFailures).toBe(1);
    await post('/v1/user/verify-pin', { pin: '1358' }, h);
    expect((await row(m.id)).pinFailures).toBe(2);

    const right = await post('/v1/user/verify-pin', { pin: '2468' }, h);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ pinToken: expect.any(String), expiresIn: 300 });
    expect(right.headers['cache-control']).toBe('no-store');
    expect((await row(m.id)).pinFailures).toBe(0);
    // Only the hash of the token is stored.
    const [tok] = await db.select().from(emailTokens).where(eq(emailTokens.userId, m.id));
    expect(tok!.purpose).toBe('PIN_TOKEN');
    expect(tok!.tokenHash).not.toBe(right.json().data.pinToken);
  });

  it('locks PIN use for 15 minutes after 5 wrong PINs in a row, even for the right PIN, until it expires', async () => {
    const m = await withPin('2468');
    const h = m.h as Record<string, string>;
    for (let i = 1; i <= 4; i++) {
      const res = await post('/v1/user/verify-pin', { pin: '9753' }, h);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INCORRECT_PIN');
    }
    const fifth = await post('/v1/user/verify-pin', { pin: '9753' }, h);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'PIN_LOCKED', message: ERROR_MESSAGES.pinLocked });
    const locked = await row(m.id);
    const minutes = (locked.pinLockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);

    const rightWhileLocked = await post('/v1/user/verify-pin', { pin: '2468' }, h);
    expect(rightWhileLocked.statusCode).toBe(423);
    await expect(verifyPinOrToken(db, m.id, { pin: '2468' })).rejects.toMatchObject({ code: 'PIN_LOCKED' });

    // The lock runs out.
    await db
      .update(users)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, m.id));
    const after = await post('/v1/user/verify-pin', { pin: '2468' }, h);
    expect(after.statusCode).toBe(200);
    expect(await row(m.id)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
  });

  it('counts concurrent wrong PINs: a burst still locks', async () => {
    const m = await withPin('2468');
    const h = m.h as Record<string, string>;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('/v1/user/verify-pin', { pin: '9753' }, h)),
    );
    expect(results.map((r) => r.statusCode)).toContain(423);
    expect((await row(m.id)).pinLockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await post('/v1/user/verify-pin', { pin: '2468' }, h)).statusCode).toBe(423);
  });

  it('a right PIN in between resets the count', async () => {
    const m = await withPin('2468');
    const h = m.h as Record<string, string>;
    for (let i = 0; i < 4; i++) await post('/v1/user/verify-pin', { pin: '9753' }, h);
    expect((await post('/v1/user/verify-pin', { pin: '2468' }, h)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await post('/v1/user/verify-pin', { pin: '9753' }, h)).statusCode).toBe(400);
    }
    expect((await row(m.id)).pinLockedUntil).toBeNull();
  });

  it('rejects malformed input, and answers 409 when no PIN is set', async () => {
    const m = await member();
    const h = m.h as Record<string, string>;
    const bad = await post('/v1/user/verify-pin', { pin: '12' }, h);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.pin).toEqual([V.pinDigits]);
    const none = await post('/v1/user/verify-pin', { pin: '2468' }, h);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PIN_MESSAGES.pinNotSet);
  });
});

describe('verifyPinOrToken (for wallet spends)', () => {
  it('accepts the PIN or a pinToken once, only for its own member', async () => {
    const m = await withPin('2468');
    const other = await withPin('1357');
    await expect(verifyPinOrToken(db, m.id, { pin: '2468' })).resolves.toBeUndefined();
    await expect(verifyPinOrToken(db, m.id, { pin: '1357' })).rejects.toMatchObject({
      code: 'INCORRECT_PIN',
    });
    const token = await pinToken(m);
    await expect(verifyPinOrToken(db, other.id, { pinToken: token })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(verifyPinOrToken(db, m.id, { pinToken: token })).resolves.toBeUndefined();
    await expect(verifyPinOrToken(db, m.id, { pinToken: token })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(verifyPinOrToken(db, m.id, {})).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /v1/user/change-pin', () => {
  it('changes the PIN with a pinToken; the new PIN must differ and not be guessable; the token works once', async () => {
    const m = await withPin('2468');
    const h = m.h as Record<string, string>;
    const token = await pinToken(m);

    const same = await post('/v1/user/change-pin', { pinToken: token, pin: '2468', confirmPin: '2468' }, h);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PIN_MESSAGES.newPinMustDiffer,
      fieldErrors: { pin: [PIN_MESSAGES.newPinMustDiffer] },
    });
    const guessable = await post(
      '/v1/user/change-pin',
      { pinToken: token, pin: '1234', confirmPin: '1234' },
      h,
    );
    expect(guessable.json().message).toBe(V.pinGuessable);
    const mismatch = await post(
      '/v1/user/change-pin',
      { pinToken: token, pin: '1357', confirmPin: '1358' },
      h,
    );
    expect(mismatch.json().message).toBe(PIN_MESSAGES.pinsMustMatch);

    // Refused attempts did not use the token up.
    const ok = await post('/v1/user/change-pin', { pinToken: token, pin: '1357', confirmPin: '1357' }, h);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: PIN_MESSAGES.pinChanged });
    expect((await post('/v1/user/verify-pin', { pin: '2468' }, h)).statusCode).toBe(400);
    expect((await post('/v1/user/verify-pin', { pin: '1357' }, h)).statusCode).toBe(200);

    const reuse = await post('/v1/user/change-pin', { pinToken: token, pin: '9753', confirmPin: '9753' }, h);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json().message).toBe(PIN_MESSAGES.pinTokenInvalid);
  });

  it("refuses another member's token, an expired token and a made-up one", async () => {
    const m = await withPin('2468');
    const other = await withPin('2468');
    const h = m.h as Record<string, string>;
    const othersToken = await pinToken(other);
    const theirs = await post(
      '/v1/user/change-pin',
      { pinToken: othersToken, pin: '1357', confirmPin: '1357' },
      h,
    );
    expect(theirs.statusCode).toBe(403);

    const token = await pinToken(m);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, m.id), eq(emailTokens.purpose, 'PIN_TOKEN')));
    const expired = await post(
      '/v1/user/change-pin',
      { pinToken: token, pin: '1357', confirmPin: '1357' },
      h,
    );
    expect(expired.statusCode).toBe(403);
    const madeUp = await post(
      '/v1/user/change-pin',
      { pinToken: 'nope', pin: '1357', confirmPin: '1357' },
      h,
    );
    expect(madeUp.statusCode).toBe(403);
    // Nothing changed.
    expect((await post('/v1/user/verify-pin', { pin: '2468' }, h)).statusCode).toBe(200);
  });
});

describe('forgot PIN: POST /v1/user/forgot-pin and POST /v1/auth/reset-pin', () => {
  const latestLink = async (email: string) => {
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(mail).toBeDefined();
    return { mail: mail!, token: new URL(mail!.links[0]!).searchParams.get('token')! };
  };

  it('e-mails a single-use link that sets a new PIN and lifts the lock', async () => {
    const m = await withPin('2468', 'COMPLETED');
    const h = m.h as Record<string, string>;
    for (let i = 0; i < 5; i++) await post('/v1/user/verify-pin', { pin: '9753' }, h);
    expect((await row(m.id)).pinLockedUntil).not.toBeNull();

    const res = await post('/v1/user/forgot-pin', undefined, h);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PIN_MESSAGES.pinResetSent });
    const { mail, token } = await latestLink(m.email);
    expect(mail.template).toBe('pin-reset');
    expect(mail.links[0]).toMatch(/^https:\/\/app\.example\.test\/new-pin\?token=/);
    expect(mail.text).toContain(mail.links[0]);

    expect((await post('/v1/auth/reset-pin/verify-link', { token })).statusCode).toBe(200);
    const guessable = await post('/v1/auth/reset-pin', { token, pin: '0000', confirmPin: '0000' });
    expect(guessable.statusCode).toBe(400);
    expect(guessable.json().message).toBe(V.pinGuessable);

    const ok = await post('/v1/auth/reset-pin', { token, pin: '3579', confirmPin: '3579' });
    expect(ok.statusCode).toBe(200);
    expect(await row(m.id)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
    expect((await post('/v1/user/verify-pin', { pin: '3579' }, h)).statusCode).toBe(200);

    const again = await post('/v1/auth/reset-pin', { token, pin: '8642', confirmPin: '8642' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'LINK_EXPIRED', message: ERROR_MESSAGES.linkExpired });
    expect((await post('/v1/auth/reset-pin/verify-link', { token })).statusCode).toBe(410);
  });

  it('a newer link replaces the older one; expired and unknown links are refused', async () => {
    const m = await withPin('2468', 'COMPLETED');
    const h = m.h as Record<string, string>;
    await post('/v1/user/forgot-pin', undefined, h);
    const first = (await latestLink(m.email)).token;
    await new Promise((r) => setTimeout(r, 5));
    await post('/v1/user/forgot-pin', undefined, h);
    const second = (await latestLink(m.email)).token;
    expect(second).not.toBe(first);
    expect(
      (await post('/v1/auth/reset-pin', { token: first, pin: '3579', confirmPin: '3579' })).statusCode,
    ).toBe(410);

    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, m.id), eq(emailTokens.purpose, 'PIN_RESET')));
    const expired = await post('/v1/auth/reset-pin', { token: second, pin: '3579', confirmPin: '3579' });
    expect(expired.statusCode).toBe(410);
    const unknown = await post('/v1/auth/reset-pin', { token: 'made-up', pin: '3579', confirmPin: '3579' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LINK_INVALID');
    // The PIN is unchanged.
    expect((await post('/v1/user/verify-pin', { pin: '2468' }, h)).statusCode).toBe(200);
  });

  it('a pinToken cannot be used as a reset link, nor a reset link as a pinToken', async () => {
    const m = await withPin('2468', 'COMPLETED');
    const h = m.h as Record<string, string>;
    const token = await pinToken(m);
    expect((await post('/v1/auth/reset-pin', { token, pin: '3579', confirmPin: '3579' })).statusCode).toBe(
      400,
    );
    await post('/v1/user/forgot-pin', undefined, h);
    const link = (await latestLink(m.email)).token;
    const res = await post('/v1/user/change-pin', { pinToken: link, pin: '3579', confirmPin: '3579' }, h);
    expect(res.statusCode).toBe(403);
  });

  it('sends at most 5 reset e-mails an hour', async () => {
    const m = await withPin('2468', 'COMPLETED');
    const h = m.h as Record<string, string>;
    for (let i = 0; i < 5; i++)
      expect((await post('/v1/user/forgot-pin', undefined, h)).statusCode).toBe(200);
    const sixth = await post('/v1/user/forgot-pin', undefined, h);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, m.email));
    expect(mails).toHaveLength(5);
  });

  it('needs a signed-in member with a PIN', async () => {
    expect((await post('/v1/user/forgot-pin', undefined)).statusCode).toBe(401);
    const noPin = await member();
    const res = await post('/v1/user/forgot-pin', undefined, noPin.h as Record<string, string>);
    expect(res.statusCode).toBe(409);
    const completedWithoutPin = await member('COMPLETED');
    expect(
      (await post('/v1/user/forgot-pin', undefined, completedWithoutPin.h as Record<string, string>))
        .statusCode,
    ).toBe(409);
  });
});
