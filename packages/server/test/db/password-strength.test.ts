import { VALIDATION_MESSAGES as M } from '@barterbits/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { isStrongPassword } from '../../src/modules/auth/password-strength.ts';
import { SEED_MEMBER_PASSWORD } from '../../src/seed-offers.ts';
import { ADMIN, build, call, freshIp, MEMBER, signIn } from '../helper.ts';

const app = await build();
const db = app.database.db;

/** Meet the spec's rules (8+, upper, lower, digit, special) and were accepted before this check. */
const COMMON = ['P@ssw0rd', 'Password#1', 'Qwerty#123', 'Welcome#2024', 'Sup3r$ecret', 'Summer2024!'];
/** The product's name (ASVS V6.2.11 context-specific words). */
const CONTEXT = ['Barterbits#1', 'BarterBits#2024'];
const tooCommon = {
  code: 'VALIDATION_FAILED',
  message: M.passwordTooCommon,
  fieldErrors: { password: [M.passwordTooCommon] },
};

let n = 0;
const signUp = (password: string, email = `strength.${Date.now()}.${++n}@example.com`) =>
  call(app, 'signUp', { body: { email, password, confirmPassword: password }, remoteAddress: freshIp() });

describe('common and breached passwords', () => {
  it('sign-up refuses them with the message on the password field, and creates nothing', async () => {
    for (const password of [...COMMON, ...CONTEXT]) {
      const email = `common.${++n}@example.com`;
      const res = await signUp(password, email);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, ...tooCommon });
      expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('the spec’s rules come first, one message at a time', async () => {
    const res = await signUp('password');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toEqual([
      M.passwordUppercase,
      M.passwordDigit,
      M.passwordSpecial,
    ]);
  });

  it('refuses passwords that meet the spec’s rules but are easy to guess: a repeat, a sequence, a keyboard walk', async () => {
    for (const password of ['Aa1!aaaa', 'Aa1!bbbb', 'Ab1!cdef', 'Qw3!rtyu']) {
      expect(isStrongPassword(password), password).toBe(false);
      const res = await signUp(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, ...tooCommon });
    }
  });

  it('accepts the demo passwords, the test suites’ passwords and a random 8-character one', async () => {
    for (const password of [
      MEMBER.password,
      ADMIN.password,
      SEED_MEMBER_PASSWORD,
      'Trade#Goods1',
      'Zx9#kLm2',
    ]) {
      expect((await signUp(password)).statusCode, password).toBe(200);
    }
    // Every password the suites use (server tests and Playwright) stays acceptable.
    const used = [
      ...['Another#Pw33', 'BarterTest#1', 'Brand#New44', 'Brand#New45', 'Different#1', 'Fresh#Start22'],
      ...['Fresh#Start23', 'Gift#Claim1', 'GiftTests#1', 'Journey#Pass1', 'LocationTests#1', 'New-pass1'],
      ...['New-pass2', 'NotThePassword#9', 'Notify#Pass1', 'Old-pass1', 'Other#Pass1', 'PinLocation#1'],
      ...['PinTests#1', 'Same-pass1', 'Sandbox#Pass1', 'Strong#Pass1', 'Strong#Pass2', 'Temp#Pass1'],
      ...['Third#Pass55', 'Wallet#Pass1', 'WalletTests#1', 'Wrong#Pass1', 'WrongPass#1'],
    ];
    for (const password of used) expect(isStrongPassword(password), password).toBe(true);
  });

  it('reset-password refuses them and the link stays usable', async () => {
    const email = `reset.${Date.now()}@example.com`;
    expect((await signUp('Trade#Goods1', email)).statusCode).toBe(200);
    await call(app, 'forgotPassword', { body: { email }, remoteAddress: freshIp() });
    await backgroundSettled();
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.createdAt));
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const weak = await call(app, 'resetPassword', {
      body: { token, password: 'Welcome#2024', confirmPassword: 'Welcome#2024' },
      remoteAddress: freshIp(),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject(tooCommon);
    const ok = await call(app, 'resetPassword', {
      body: { token, password: 'Fresh#Start22', confirmPassword: 'Fresh#Start22' },
      remoteAddress: freshIp(),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('change-password and choose-password refuse them', async () => {
    const s = await signIn(app, MEMBER);
    const change = await call(app, 'changePassword', {
      as: s,
      body: { token: 'any', password: 'Password#1', confirmPassword: 'Password#1' },
      remoteAddress: freshIp(),
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject(tooCommon);
    const choose = await call(app, 'choosePassword', {
      as: s,
      body: { password: 'Qwerty#123', confirmPassword: 'Qwerty#123' },
      remoteAddress: freshIp(),
    });
    expect(choose.statusCode).toBe(400);
    expect(choose.json()).toMatchObject(tooCommon);
  });

  it('bounds the work on long input', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) isStrongPassword(`P@$$w0rd!1${i}`.repeat(12).slice(0, 128));
    expect((performance.now() - started) / 20).toBeLessThan(100);
  });
});
