/**
 * Invite a friend over HTTP: the member's code and link, e-mail invites (rate limit,
 * re-send, refusals), the list, the public code check, applying a code, sign-up with a code, the full
 * path INVITED → REGISTERED → QUALIFIED → REWARDED with the wallet, a barter with the referrer that
 * does not qualify, self-referral, the admin list / detail / void (audited), and 20 concurrent
 * qualifying events paying one reward. The ledger invariants are checked after every test.
 */
import { randomUUID } from 'node:crypto';
import {
  ERROR_MESSAGES,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_INVITE_DAILY_LIMIT,
  REFERRAL_MESSAGES,
  REFERRAL_RESEND_AFTER_HOURS,
  REFERRAL_VOID_REASONS,
  USER_STATUS_IDS,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import errorsFr from '@barterbits/contracts/i18n/errors/fr-CA.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import {
  adminAuditLog,
  notifications,
  outboxEmails,
  referrals,
  subscriptions,
  userProfiles,
  users,
  walletTransactions,
} from '../../src/db/schema.ts';
import { addPeriod, MEMBERSHIP_PLAN_ID } from '../../src/modules/membership/plan.ts';
import { evaluateReferral } from '../../src/modules/referrals/hooks.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { ADMIN, build, call, createUser, freshIp, MEMBER, type Session, signIn } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const PUBLIC_URL = 'https://app.example.test';
const app = await build({ config: { enableTestApi: true, publicUrl: PUBLIC_URL } });
const db = app.database.db;
const PASSWORD = 'Referral#Pass1';
const PIN = '2468';
const REWARD = app.config.referralRewardCents;

const admin = await signIn(app, ADMIN, 'ADMIN');
const alex = await signIn(app, MEMBER);
const MEMBER_ID = alex.user.id;

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

let seq = 0;
const address = (tag = 'ref') => `${tag}${++seq}-${randomUUID().slice(0, 6)}@example.com`;

/** A new member through the test API (COMPLETED, with a membership, unless told), signed in. */
async function newMember(stage = 'COMPLETED', email = address()) {
  const s = await createUser(app, { email, password: PASSWORD, stage, membership: stage === 'COMPLETED' });
  return { ...s, id: s.user.id, email };
}

const summary = async (s: Session) => {
  const res = await call(app, 'getMyReferralSummary', { as: s });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const invite = (s: Session | null, body: unknown) => call(app, 'inviteFriend', { as: s, body });
const myList = async (s: Session, query: Record<string, string | number> = {}) => {
  const res = await call(app, 'listMyReferrals', { as: s, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const signUp = (email: string, referralCode?: string) =>
  call(app, 'signUp', {
    body: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(referralCode === undefined ? {} : { referralCode }),
    },
    remoteAddress: freshIp(),
  });
const referralOf = async (inviteeId: string) =>
  (await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId)))[0];
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const evaluate = (inviteeId: string) => db.transaction((tx) => evaluateReferral(tx, inviteeId));

/** Onboarding COMPLETED with a running membership, as if the invitee had gone through it. */
async function onboard(userId: string) {
  await db
    .update(users)
    .set({ checkOutStatus: 'COMPLETED', emailVerifiedAt: new Date(), accountType: 'PERSONAL' })
    .where(eq(users.id, userId));
  await db
    .update(userProfiles)
    .set({ firstName: 'Fresh', lastName: 'Friend' })
    .where(eq(userProfiles.userId, userId));
  await db.insert(subscriptions).values({
    userId,
    plan: MEMBERSHIP_PLAN_ID,
    status: 'ACTIVE',
    priceCents: 999n,
    currentPeriodEnd: addPeriod(new Date()),
  });
}

/** An accepted barter seller → buyer recorded directly (for tests of the rule, not of the barter flow). */
async function acceptedBarter(sellerId: string, buyerId: string) {
  await db.execute(
    sql`insert into barter_requests (reference, seller_id, buyer_id, offer_title, amount_cents, status)
        values (${`BR-T${randomUUID().slice(0, 8)}`}, ${sellerId}, ${buyerId}, 'Test', 100, 'ACCEPTED')`,
  );
}

/** A referrer (fresh member) and an invitee who signed up with its code: REGISTERED. */
async function registeredPair() {
  const referrer = await newMember();
  const { code } = await summary(referrer);
  const email = address('friend');
  const res = await signUp(email, code);
  expect(res.statusCode, res.body).toBe(200);
  const inviteeId = res.json().data.user.id as string;
  return { referrer, code, inviteeId, email, token: res.json().data.accessToken as string };
}

describe('GET /referral/my-invite', () => {
  it('gives a readable code (created once) and the sign-up link, counts and rules', async () => {
    const m = await newMember();
    const a = await summary(m);
    expect(a.code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(a.link).toBe(`${PUBLIC_URL}/sign-up?ref=${a.code}`);
    expect(a).toMatchObject({
      rules: { rewardCents: REWARD, monthlyCap: app.config.referralMonthlyCap },
      counts: { INVITED: 0, REGISTERED: 0, QUALIFIED: 0, REWARDED: 0, VOID: 0 },
      rewardedCents: 0,
      rewardsThisMonth: 0,
      invitesLeftToday: REFERRAL_INVITE_DAILY_LIMIT,
    });
    expect((await summary(m)).code).toBe(a.code);
  });

  it('refuses anonymous callers (401) and admins (403)', async () => {
    expect((await call(app, 'getMyReferralSummary')).statusCode).toBe(401);
    expect((await call(app, 'getMyReferralSummary', { as: admin })).statusCode).toBe(403);
  });
});

describe("an invitation's note in the reader's language", () => {
  it('reads in French for a French request, in the list and in the invite answer', async () => {
    const m = await newMember();
    await summary(m);
    const res = await call(app, 'inviteFriend', {
      as: { ...m.headers, 'accept-language': 'fr-CA' },
      body: { email: address('Ami') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const french = errorsFr['errors.referral.waitingForSignUp'];
    expect(res.json().data.referral.note).toBe(french);
    const list = await call(app, 'listMyReferrals', { as: { ...m.headers, 'accept-language': 'fr-CA' } });
    expect(list.json().data[0].note).toBe(french);
    expect((await myList(m)).data[0].note).toBe(REFERRAL_MESSAGES.waitingForSignUp);
  });
});

describe('POST /referral/invite', () => {
  it('sends the invitation e-mail with the link, lists it INVITED; re-inviting re-sends and keeps one row', async () => {
    const m = await newMember();
    const { code } = await summary(m);
    const to = address('Invitee').toUpperCase();
    const res = await invite(m, { email: to, message: 'Come trade with me!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: REFERRAL_MESSAGES.inviteSent,
      data: {
        resent: false,
        invitesLeftToday: REFERRAL_INVITE_DAILY_LIMIT - 1,
        referral: {
          inviteeEmail: to.toLowerCase(),
          state: 'INVITED',
          source: 'EMAIL',
          note: REFERRAL_MESSAGES.waitingForSignUp,
        },
      },
    });
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('referral-invite');
    expect(mails[0]!.links).toEqual([
      `${PUBLIC_URL}/sign-up?ref=${code}`,
      expect.stringMatching(new RegExp(`^${PUBLIC_URL}/v1/referral/opt-out\\?token=`)),
    ]);
    expect(mails[0]!.text).toContain('Come trade with me!');

    // Sent again a day later (not before: see the resend test).
    await db
      .update(referrals)
      .set({ invitedAt: sql`now() - interval '25 hours'` })
      .where(eq(referrals.id, res.json().data.referral.id));
    const again = await invite(m, { email: to.toLowerCase() });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: REFERRAL_MESSAGES.inviteResent, data: { resent: true } });
    expect(again.json().data.referral.id).toBe(res.json().data.referral.id);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, to.toLowerCase()))).toHaveLength(2);
    const list = await myList(m);
    expect(list.meta.total).toBe(1);
    expect((await summary(m)).counts.INVITED).toBe(1);
  });

  it('refuses your own address (also plus-addressed) and an address that has an account, with clear messages', async () => {
    const m = await newMember('COMPLETED', `own${++seq}@example.com`);
    const own = await invite(m, { email: `OWN${seq}+friends@example.com` });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      message: REFERRAL_MESSAGES.ownEmail,
      fieldErrors: { email: [REFERRAL_MESSAGES.ownEmail] },
    });
    const member = await invite(m, { email: MEMBER.email });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({ message: REFERRAL_MESSAGES.alreadyMember });
    expect(await db.select().from(referrals).where(eq(referrals.referrerId, m.id))).toHaveLength(0);
  });

  it('bad input: 400 with the field message, nothing stored', async () => {
    const m = await newMember();
    for (const [body, field, message] of [
      [{}, 'email', VALIDATION_MESSAGES.required],
      [{ email: 'not-an-email' }, 'email', VALIDATION_MESSAGES.invalidEmail],
      [{ email: address(), message: 'x'.repeat(250) }, 'message', VALIDATION_MESSAGES.textAreaMax],
      [{ email: 42 }, 'email', undefined],
    ] as const) {
      const res = await invite(m, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (message) expect(res.json().fieldErrors[field]).toContain(message);
    }
    expect(await db.select().from(referrals).where(eq(referrals.referrerId, m.id))).toHaveLength(0);
  });

  it(`allows ${REFERRAL_INVITE_DAILY_LIMIT} invitations a day, then 429 with Retry-After until midnight UTC`, async () => {
    const m = await newMember();
    for (let i = 0; i < REFERRAL_INVITE_DAILY_LIMIT; i++) {
      const res = await invite(m, { email: address('many') });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await invite(m, { email: address('many') });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: REFERRAL_MESSAGES.inviteLimit });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect((await summary(m)).invitesLeftToday).toBe(0);
    expect(await db.select().from(referrals).where(eq(referrals.referrerId, m.id))).toHaveLength(
      REFERRAL_INVITE_DAILY_LIMIT,
    );
  });

  it('only a verified member with a membership may invite; nothing is stored or sent otherwise', async () => {
    const unverified = await newMember('EMAIL_VERIFICATION');
    const unpaid = await createUser(app, {
      email: address('unpaid'),
      password: PASSWORD,
      stage: 'COMPLETED',
    });
    for (const [who, status, code, message] of [
      [unverified, 403, 'FORBIDDEN', REFERRAL_MESSAGES.verifyFirst],
      [unpaid, 403, 'SUBSCRIPTION_REQUIRED', REFERRAL_MESSAGES.membershipFirst],
    ] as const) {
      const to = address('gated');
      const res = await invite(who, { email: to });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, message });
      expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(0);
      expect(await db.select().from(referrals).where(eq(referrals.inviteeEmail, to))).toHaveLength(0);
    }
  });

  it('a personal note carries no links or web addresses', async () => {
    const m = await newMember();
    for (const message of [
      'Join me at https://evil.example/win',
      'see www.cheap-deals.biz',
      'go to trade-now.com/offer today',
      'My shop: bikes.ca',
      'open ftp://files.example.org/x',
    ]) {
      const to = address('nolink');
      const res = await invite(m, { email: to, message });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fieldErrors.message).toEqual([REFERRAL_MESSAGES.noLinks]);
      expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(0);
    }
    expect(
      (await invite(m, { email: address('nolink'), message: 'Great bikes, e.g. my old one. Thanks!' }))
        .statusCode,
    ).toBe(200);
  });

  it(`sends an invitation to the same address again only after ${REFERRAL_RESEND_AFTER_HOURS} hours`, async () => {
    const m = await newMember();
    const to = address('resend');
    const first = await invite(m, { email: to });
    expect(first.statusCode, first.body).toBe(200);
    const soon = await invite(m, { email: to });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', message: REFERRAL_MESSAGES.resendTooSoon });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(1);
  });

  it('the invited address can stop all invitations from the e-mail; a forged or broken link does nothing', async () => {
    const m = await newMember();
    const to = address('optout');
    expect((await invite(m, { email: to })).statusCode).toBe(200);
    const [mail] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
    const link = mail!.links.find((l) => l.includes('/referral/opt-out'))!;
    expect(mail!.text).toContain(`No more invitations to this address: ${link}`);
    const url = link.replace(PUBLIC_URL, '');

    // A token for another address, or a damaged one, is refused and stops nothing.
    const token = new URL(link).searchParams.get('token')!;
    const [encoded, signature] = token.split('.');
    const forged = `${Buffer.from(address('victim')).toString('base64url')}.${signature}`;
    // Damaged: its first character changed (always to another one, or the token would still be good).
    const damaged = `${encoded}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const bad of [forged, damaged, 'nonsense', '']) {
      const res = await app.inject({
        method: 'GET',
        url: `/v1/referral/opt-out?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('This link is not valid');
    }
    const other = await newMember();
    expect((await invite(other, { email: to.replace('@', '+x@') })).statusCode).toBe(200);

    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(REFERRAL_MESSAGES.optOutDone);
    // Opening it twice is fine.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // No member can invite the address again, however it is written.
    const third = await newMember();
    for (const spelling of [to, to.toUpperCase(), to.replace('@', '+friends@')]) {
      const again = await invite(third, { email: spelling });
      expect(again.statusCode, spelling).toBe(409);
      expect(again.json()).toMatchObject({ fieldErrors: { email: [REFERRAL_MESSAGES.optedOut] } });
    }
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(1);
  });

  it('refuses anonymous callers and admins', async () => {
    expect((await invite(null, { email: address() })).statusCode).toBe(401);
    expect((await invite(admin, { email: address() })).statusCode).toBe(403);
  });
});

describe('GET /referral/invites', () => {
  it("lists only the caller's referrals, filtered by state and paged; bad input 400", async () => {
    const m = await newMember();
    await invite(m, { email: address() });
    await invite(m, { email: address() });
    const other = await newMember();
    expect((await myList(other)).meta.total).toBe(0);
    const page = await myList(m, { limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect((await myList(m, { state: 'REWARDED' })).meta.total).toBe(0);
    for (const query of [{ state: 'PAID' }, { limit: 0 }, { limit: 'x' }, { offset: -1 }]) {
      const res = await call(app, 'listMyReferrals', { as: m, query });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(app, 'listMyReferrals')).statusCode).toBe(401);
    expect((await call(app, 'listMyReferrals', { as: admin })).statusCode).toBe(403);
  });
});

describe('GET /referral/code/:code (public)', () => {
  it('tells whether a code is valid, reading it case-insensitively with dashes and spaces', async () => {
    const m = await newMember();
    const { code } = await summary(m);
    const loose = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const ok = await call(app, 'checkReferralCode', { params: { code: loose } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ code, valid: true, inviterName: 'Test M.' });
    const unknown = await call(app, 'checkReferralCode', { params: { code: 'ZZZZ2222' } });
    expect(unknown.json().data).toEqual({ code: 'ZZZZ2222', valid: false, inviterName: null });
    const long = await call(app, 'checkReferralCode', { params: { code: 'A'.repeat(65) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.code).toContain(REFERRAL_MESSAGES.codeMax);
  });

  it("is not valid while its member's account is suspended", async () => {
    const m = await newMember();
    const { code } = await summary(m);
    await db.update(users).set({ statusId: USER_STATUS_IDS.SUSPENDED }).where(eq(users.id, m.id));
    const res = await call(app, 'checkReferralCode', { params: { code } });
    expect(res.json().data).toEqual({ code, valid: false, inviterName: null });
  });
});

describe('sign-up with a code', () => {
  it('sets invitedBy and creates the referral REGISTERED (link)', async () => {
    const { referrer, inviteeId } = await registeredPair();
    expect((await userRow(inviteeId)).invitedBy).toBe(referrer.id);
    expect(await referralOf(inviteeId)).toMatchObject({
      referrerId: referrer.id,
      state: 'REGISTERED',
      inviteeEmail: null,
    });
    const [item] = (await myList(referrer)).data;
    expect(item).toMatchObject({
      state: 'REGISTERED',
      source: 'LINK',
      inviteeEmail: null,
      inviteeName: 'Member',
    });
  });

  it('an unknown or stale code never fails the sign-up (ignored)', async () => {
    const res = await signUp(address(), 'NOSUCH22');
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.user.id;
    expect((await userRow(id)).invitedBy).toBeNull();
    expect(await referralOf(id)).toBeUndefined();
    const bad = await signUp(address(), 'x'.repeat(65));
    expect(bad.statusCode).toBe(400);
  });

  it("moves the e-mail invite to REGISTERED (even without the code) and voids other members' invites", async () => {
    const a = await newMember();
    const b = await newMember();
    const email = address('both');
    await invite(a, { email });
    await invite(b, { email });
    const res = await signUp(email, (await summary(b)).code);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.user.id;
    const byB = (await myList(b)).data[0];
    expect(byB).toMatchObject({ state: 'REGISTERED', source: 'EMAIL', inviteeEmail: email });
    const byA = (await myList(a)).data[0];
    expect(byA).toMatchObject({ state: 'VOID', note: REFERRAL_VOID_REASONS.otherReferrer });
    expect((await userRow(id)).invitedBy).toBe(b.id);

    const c = await newMember();
    const plain = address('plain');
    await invite(c, { email: plain });
    const viaMail = await signUp(plain);
    expect(viaMail.statusCode).toBe(200);
    expect((await myList(c)).data[0]).toMatchObject({ state: 'REGISTERED', inviteeEmail: plain });
  });

  it('self-referral by e-mail (gmail dots and +tag) is VOID at once', async () => {
    const local = `self.ref${++seq}`;
    const referrer = await newMember('COMPLETED', `${local}@gmail.com`);
    const res = await signUp(`${local.replace('.', '')}+2@googlemail.com`, (await summary(referrer)).code);
    expect(res.statusCode, res.body).toBe(200);
    expect(await referralOf(res.json().data.user.id)).toMatchObject({
      state: 'VOID',
      voidReason: REFERRAL_VOID_REASONS.selfReferral,
    });
  });
});

describe('POST /referral/apply-code', () => {
  it('adds a code once while setting up the account; refuses own, unknown, twice and after setup', async () => {
    const referrer = await newMember();
    const { code } = await summary(referrer);
    const m = await newMember('ACCOUNT_SETUP');
    const own = await call(app, 'applyReferralCode', { as: m, body: { code: (await summary(m)).code } });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REFERRAL_MESSAGES.codeOwn);
    const unknown = await call(app, 'applyReferralCode', { as: m, body: { code: 'NOSUCH22' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(REFERRAL_MESSAGES.codeUnknown);
    const empty = await call(app, 'applyReferralCode', { as: m, body: { code: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.code).toContain(VALIDATION_MESSAGES.required);

    const ok = await call(app, 'applyReferralCode', { as: m, body: { code: code.toLowerCase() } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: REFERRAL_MESSAGES.codeApplied,
      data: { inviterName: 'Test M.' },
    });
    expect(await referralOf(m.id)).toMatchObject({ referrerId: referrer.id, state: 'REGISTERED' });
    const twice = await call(app, 'applyReferralCode', { as: m, body: { code } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REFERRAL_MESSAGES.codeAlreadyUsed);

    const done = await newMember('COMPLETED');
    const late = await call(app, 'applyReferralCode', { as: done, body: { code } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REFERRAL_MESSAGES.codeTooLate);
    expect(await referralOf(done.id)).toBeUndefined();

    expect((await call(app, 'applyReferralCode', { body: { code } })).statusCode).toBe(401);
    expect((await call(app, 'applyReferralCode', { as: admin, body: { code } })).statusCode).toBe(403);
  });
});

describe('the full path: invited → registered → qualified → rewarded', () => {
  it('pays the referrer once the friend is onboarded and completed a barter with someone else; a barter with the referrer does not count', async () => {
    // The referrer invites by e-mail; the friend signs up through the link.
    const referrer = await newMember();
    await call(app, 'setPin', { as: referrer, body: { pin: PIN, confirmPin: PIN } });
    await loadBits(db, referrer.id, 10_000);
    const email = address('journey');
    const sent = await invite(referrer, { email });
    expect(sent.statusCode).toBe(200);
    const mail = (await db.select().from(outboxEmails).where(eq(outboxEmails.to, email)))[0]!;
    const code = new URL(mail.links[0]!).searchParams.get('ref')!;
    const up = await signUp(email, code);
    expect(up.statusCode, up.body).toBe(200);
    const friend = { id: up.json().data.user.id as string, token: up.json().data.accessToken as string };
    expect((await myList(referrer)).data[0]).toMatchObject({ state: 'REGISTERED', source: 'EMAIL' });

    // Onboarding: membership paid, PIN, then the location completes it (the hook runs; no barter yet).
    await db
      .update(users)
      .set({ checkOutStatus: 'PIN_SETUP', emailVerifiedAt: new Date(), accountType: 'PERSONAL' })
      .where(eq(users.id, friend.id));
    await db
      .update(userProfiles)
      .set({ firstName: 'Robin', lastName: 'Friend' })
      .where(eq(userProfiles.userId, friend.id));
    await db.insert(subscriptions).values({
      userId: friend.id,
      plan: MEMBERSHIP_PLAN_ID,
      status: 'ACTIVE',
      priceCents: 999n,
      currentPeriodEnd: addPeriod(new Date()),
    });
    expect(
      (await call(app, 'setPin', { as: friend.token, body: { pin: PIN, confirmPin: PIN } })).statusCode,
    ).toBe(200);
    const located = await call(app, 'locationSetup', {
      as: friend.token,
      body: { formatted_address: 'Toronto, ON, Canada', latitude: 43.65, longitude: -79.38 },
    });
    expect(located.statusCode, located.body).toBe(200);
    expect(located.json().data.checkOutStatus).toBe('COMPLETED');
    expect((await referralOf(friend.id))!.state).toBe('REGISTERED');

    // A barter with the referrer does not qualify.
    const offerId = await publishedOfferId(app, COMPLETE_OFFERS.Product, {
      authorization: `Bearer ${friend.token}`,
    });
    const barter = async (buyer: { id: string; accessToken: string }) => {
      const req = await call(app, 'createBarterRequest', {
        as: friend.token,
        body: { buyerId: buyer.id, offerId, amountCents: 500 },
      });
      expect(req.statusCode, req.body).toBe(200);
      const stateBefore = (await referralOf(friend.id))!.state;
      const ok = await call(app, 'confirmBarterRequest', {
        as: buyer.accessToken,
        body: { requestId: req.json().data.id, accept: true, pin: PIN },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      // Buyer protection: the barter is done once the buyer confirms receipt; only then may it qualify,
      // also when the referral is looked at again meanwhile (a membership renewal, the end of onboarding).
      expect((await referralOf(friend.id))!.state).toBe(stateBefore);
      await evaluate(friend.id);
      expect((await referralOf(friend.id))!.state).toBe(stateBefore);
      const released = await call(app, 'releaseBarterPayment', {
        as: buyer.accessToken,
        body: { requestId: req.json().data.id },
      });
      expect(released.statusCode, released.body).toBe(200);
    };
    const before = await balanceOf(db, referrer.id);
    await barter({ id: referrer.id, accessToken: referrer.accessToken });
    expect((await referralOf(friend.id))!.state).toBe('REGISTERED');
    expect(await balanceOf(db, referrer.id)).toBe(before - 500n);

    // A barter with someone else: QUALIFIED and REWARDED in the same transaction.
    const third = await newMember();
    await call(app, 'setPin', { as: third, body: { pin: PIN, confirmPin: PIN } });
    await loadBits(db, third.id, 5_000);
    await barter({ id: third.id, accessToken: third.accessToken });
    const r = (await referralOf(friend.id))!;
    expect(r).toMatchObject({ state: 'REWARDED', rewardCents: BigInt(REWARD) });
    expect(r.qualifiedAt).not.toBeNull();
    expect(r.rewardedAt).not.toBeNull();
    expect(await balanceOf(db, referrer.id)).toBe(before - 500n + BigInt(REWARD));
    const [t] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, r.rewardTransactionId!));
    expect(t).toMatchObject({ type: 'REWARDS', amountCents: BigInt(REWARD), status: 'SUCCESSFUL' });
    const notices = await db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(notices.map((n) => n.type)).toContain('REFERRAL_REWARDED');

    const s = await summary(referrer);
    expect(s).toMatchObject({ rewardedCents: REWARD, rewardsThisMonth: 1, counts: { REWARDED: 1 } });
    expect((await myList(referrer)).data[0]).toMatchObject({
      state: 'REWARDED',
      rewardCents: REWARD,
      rewardTransactionId: r.rewardTransactionId,
      inviteeName: 'Robin F.',
    });

    // Later events change nothing: one reward.
    expect(await evaluate(friend.id)).toBeNull();
    await barter({ id: third.id, accessToken: third.accessToken });
    const paid = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.type, 'REWARDS'), eq(walletTransactions.initiatedBy, referrer.id)));
    expect(paid).toHaveLength(1);
  });
});

describe('self-referral', () => {
  it('the same mobile number voids the referral when it is evaluated', async () => {
    const { referrer, inviteeId } = await registeredPair();
    const mobile = `6475${String(Date.now()).slice(-6)}`;
    await db.update(userProfiles).set({ mobileNumber: mobile }).where(eq(userProfiles.userId, referrer.id));
    // The invitee's business phone is the referrer's mobile (the profile mobile itself is unique).
    await db.execute(
      sql`insert into businesses (user_id, business_name, phone_number, country_code)
          values (${inviteeId}, ${`Self Co ${seq}`}, ${`(${mobile.slice(0, 3)}) ${mobile.slice(3)}`}, '+1')`,
    );
    await onboard(inviteeId);
    await acceptedBarter(inviteeId, MEMBER_ID);
    const before = await balanceOf(db, referrer.id);
    expect(await evaluate(inviteeId)).toBe('VOID');
    expect(await referralOf(inviteeId)).toMatchObject({
      state: 'VOID',
      voidReason: REFERRAL_VOID_REASONS.selfReferral,
    });
    expect(await balanceOf(db, referrer.id)).toBe(before);
  });

  it('the same card (brand, last four, expiry) voids the referral', async () => {
    const { referrer, inviteeId } = await registeredPair();
    for (const userId of [referrer.id, inviteeId]) {
      await db.execute(
        sql`insert into payment_cards (user_id, processor, processor_token, brand, last4, exp_month, exp_year, holder_name)
            values (${userId}, 'sandbox', ${`sb_tok_ok_${randomUUID()}`}, 'Visa', '4242', 12, 2031, 'Card Holder')`,
      );
    }
    await onboard(inviteeId);
    await acceptedBarter(inviteeId, MEMBER_ID);
    expect(await evaluate(inviteeId)).toBe('VOID');
  });
});

describe('qualification rule', () => {
  it('needs onboarding COMPLETED, a running membership and a barter with someone other than the referrer', async () => {
    const { referrer, inviteeId } = await registeredPair();
    await acceptedBarter(inviteeId, MEMBER_ID);
    expect(await evaluate(inviteeId)).toBe('REGISTERED');
    await db.update(users).set({ checkOutStatus: 'COMPLETED' }).where(eq(users.id, inviteeId));
    expect(await evaluate(inviteeId)).toBe('REGISTERED');
    await db.insert(subscriptions).values({
      userId: inviteeId,
      plan: MEMBERSHIP_PLAN_ID,
      status: 'EXPIRED',
      priceCents: 999n,
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    expect(await evaluate(inviteeId)).toBe('REGISTERED');
    await db
      .update(subscriptions)
      .set({ status: 'ACTIVE', currentPeriodEnd: addPeriod(new Date()) })
      .where(eq(subscriptions.userId, inviteeId));
    const before = await balanceOf(db, referrer.id);
    expect(await evaluate(inviteeId)).toBe('REWARDED');
    expect(await balanceOf(db, referrer.id)).toBe(before + BigInt(REWARD));
  });
});

describe('20 concurrent qualifying events', () => {
  it('pay exactly one reward', async () => {
    const { referrer, inviteeId } = await registeredPair();
    await onboard(inviteeId);
    await acceptedBarter(inviteeId, MEMBER_ID);
    const before = await balanceOf(db, referrer.id);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => evaluate(inviteeId)));
    expect(outcomes.filter((o) => o === 'REWARDED')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'REWARDED').every((o) => o === null)).toBe(true);
    expect(await balanceOf(db, referrer.id)).toBe(before + BigInt(REWARD));
    const movements = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from wallet_transactions where type = 'REWARDS'
           and metadata->>'referralId' = ${(await referralOf(inviteeId))!.id}`,
    );
    expect(Number(movements[0]!.n)).toBe(1);
  });
});

describe('admin: GET /referral, GET /referral/:id, POST /referral/void', () => {
  it('lists with filters and the export fields; shows one; members are refused', async () => {
    const { referrer, inviteeId, email } = await registeredPair();
    const other = await newMember();
    await invite(other, { email: address('adm') });
    const list = async (query: Record<string, string | number>) => {
      const res = await call(app, 'listReferrals', { as: admin, query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const mine = await list({ referrerId: referrer.id });
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      referrer: { id: referrer.id, email: referrer.email, displayName: 'Test Member' },
      invitee: { id: inviteeId, email },
      state: 'REGISTERED',
      stateLabel: 'Signed up',
      source: 'LINK',
      canVoid: true,
      referrerCode: expect.any(String),
    });
    expect((await list({ inviteeId })).data.map((r: { id: string }) => r.id)).toEqual([mine.data[0].id]);
    expect((await list({ referrerId: other.id, state: 'INVITED' })).meta.total).toBe(1);
    expect((await list({ referrerId: other.id, state: 'REWARDED' })).meta.total).toBe(0);
    expect(
      (await list({ q: email.slice(0, 12) })).data.some((r: { id: string }) => r.id === mine.data[0].id),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ referrerId: referrer.id, from: today, to: today })).meta.total).toBe(1);
    expect((await list({ referrerId: referrer.id, to: '2000-01-01' })).meta.total).toBe(0);
    expect((await list({ limit: 1000, sortBy: 'state', sortOrder: 'ASC' })).data.length).toBeGreaterThan(1);

    for (const query of [
      { state: 'PAID' },
      { referrerId: 'nope' },
      { from: '2025-13-01' },
      { from: '2025-02-01', to: '2025-01-01' },
      { limit: 1001 },
      { sortBy: 'email' },
    ]) {
      const res = await call(app, 'listReferrals', { as: admin, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await call(app, 'listReferrals')).statusCode).toBe(401);
    expect((await call(app, 'listReferrals', { as: alex })).statusCode).toBe(403);

    const one = await call(app, 'getReferral', { as: admin, params: { id: mine.data[0].id } });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(mine.data[0]);
    expect((await call(app, 'getReferral', { as: admin, params: { id: randomUUID() } })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'getReferral', { as: admin, params: { id: 'x' } })).statusCode).toBe(400);
    expect(
      (await call(app, 'getReferral', { as: referrer, params: { id: mine.data[0].id } })).statusCode,
    ).toBe(403);
  });

  it('voids a pending referral with a reason (audited; the referrer reads it); never a rewarded one', async () => {
    const { referrer, inviteeId } = await registeredPair();
    const id = (await referralOf(inviteeId))!.id;
    const bad = await call(app, 'voidReferral', { as: admin, body: { referralId: id, reason: '  ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.reason).toContain(VALIDATION_MESSAGES.required);
    const long = await call(app, 'voidReferral', {
      as: admin,
      body: { referralId: id, reason: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call(app, 'voidReferral', { as: referrer, body: { referralId: id, reason: 'r' } })).statusCode,
    ).toBe(403);
    expect((await call(app, 'voidReferral', { body: { referralId: id, reason: 'r' } })).statusCode).toBe(401);
    expect((await referralOf(inviteeId))!.state).toBe('REGISTERED');

    const res = await call(app, 'voidReferral', {
      as: admin,
      body: { referralId: id, reason: 'Duplicate accounts' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: REFERRAL_MESSAGES.voided,
      data: {
        state: 'VOID',
        voidReason: 'Duplicate accounts',
        canVoid: false,
        voidedBy: { id: admin.user.id },
      },
    });
    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'REFERRAL_VOID'), eq(adminAuditLog.targetUserId, referrer.id)));
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      details: { referralId: id, previousState: 'REGISTERED', reason: 'Duplicate accounts' },
    });
    expect((await myList(referrer)).data[0]).toMatchObject({
      state: 'VOID',
      voidReason: `${REFERRAL_VOID_REASONS.adminPrefix}Duplicate accounts`,
    });
    // Void is final: the events no longer qualify it.
    await onboard(inviteeId);
    await acceptedBarter(inviteeId, MEMBER_ID);
    expect(await evaluate(inviteeId)).toBeNull();
    const again = await call(app, 'voidReferral', { as: admin, body: { referralId: id, reason: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFERRAL_MESSAGES.notVoidable);

    const paid = await registeredPair();
    await onboard(paid.inviteeId);
    await acceptedBarter(paid.inviteeId, MEMBER_ID);
    expect(await evaluate(paid.inviteeId)).toBe('REWARDED');
    const rewarded = await call(app, 'voidReferral', {
      as: admin,
      body: { referralId: (await referralOf(paid.inviteeId))!.id, reason: 'Too late' },
    });
    expect(rewarded.statusCode).toBe(409);
    expect((await referralOf(paid.inviteeId))!.state).toBe('REWARDED');
    const missing = await call(app, 'voidReferral', {
      as: admin,
      body: { referralId: randomUUID(), reason: 'r' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ERROR_MESSAGES.notFound);
  });
});
