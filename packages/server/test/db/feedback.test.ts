/**
 * Feedback through app.inject: members send (with and without a screenshot), visitors send
 * with a solved proof of work (each challenge once), rate limits, the member's own list, the admin list
 * and its filters, answering (a member's notice exactly once, a visitor's e-mail in the language they
 * wrote from), status changes and the unanswered count.
 */
import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_RATE_LIMITS,
  HEADER_FEEDBACK_POW,
  type TFeedbackChallenge,
} from '@barterbits/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  authThrottle,
  feedback,
  notificationDeliveries,
  notifications,
  outboxEmails,
  spentChallenges,
} from '../../src/db/schema.ts';
import { ADMIN, build, call, createUser, type Session, send, signIn, upload } from '../helper.ts';
import { resetUploadRateLimits, testImage } from './upload-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const admin = await signIn(app, ADMIN, 'ADMIN');

let n = 0;
/** A fresh COMPLETED member. */
async function member(first = 'Fee'): Promise<Session & { email: string }> {
  n++;
  return createUser(app, {
    email: `feedback.${n}.${randomUUID().slice(0, 6)}@example.com`,
    password: 'FeedbackTests#1',
    stage: 'COMPLETED',
    firstName: first,
    lastName: 'Tester',
  });
}

const guestEmail = () => `guest.${randomUUID().slice(0, 8)}@example.com`;

async function ok(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A fresh challenge from the server, solved as a browser would, as the x-altcha header value. */
async function solvedPow(): Promise<{ header: string; challenge: TFeedbackChallenge }> {
  const challenge = (await ok(await call(app, 'getFeedbackChallenge'))).data as TFeedbackChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  const header = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { header, challenge };
}

const memberBody = (extra: Record<string, unknown> = {}) => ({
  kind: 'FEEDBACK',
  rating: 4,
  subject: 'Lovely app',
  message: 'I like trading with my neighbours here.',
  context: { route: '/feedback', appVersion: '1.2.3', userAgent: 'Vitest' },
  ...extra,
});

const sendAsMember = (as: Session, body: Record<string, unknown> = memberBody()) =>
  call(app, 'sendFeedback', { as, body });

/** A visitor's send; `language` is the Accept-Language of the page they write from. */
const sendAsGuest = (body: Record<string, unknown>, pow?: string, language?: string) =>
  call(app, 'sendFeedback', {
    body,
    headers: {
      ...(pow ? { [HEADER_FEEDBACK_POW]: pow } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });

const guestBody = (email = guestEmail(), extra: Record<string, unknown> = {}) => ({
  kind: 'PROBLEM',
  message: 'The sign-up page does not load on my phone.',
  steps: 'Open the site, press Sign up.',
  guestEmail: email,
  guestName: 'Robin',
  ...extra,
});

const row = async (id: string) => (await db.select().from(feedback).where(eq(feedback.id, id)))[0]!;

describe('member feedback', () => {
  it('a member sends feedback with the app context; it is in their list, never in another member’s', async () => {
    const a = await member();
    const b = await member();
    const sent = await ok(await sendAsMember(a));
    expect(sent.message).toBe(FEEDBACK_MESSAGES.sent);
    expect(sent.data).toMatchObject({ kind: 'FEEDBACK', status: 'NEW' });
    const stored = await row(sent.data.id);
    expect(stored).toMatchObject({ userId: a.user.id, guestEmail: null, rating: 4 });
    expect(stored.context).toEqual({ route: '/feedback', appVersion: '1.2.3', userAgent: 'Vitest' });

    const mine = await ok(await call(app, 'listMyFeedback', { as: a }));
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ id: sent.data.id, statusLabel: 'New', answer: null });
    expect(mine.data[0]).not.toHaveProperty('internalNote');

    const theirs = await ok(await call(app, 'listMyFeedback', { as: b }));
    expect(theirs.meta.total).toBe(0);
    const peek = await call(app, 'getMyFeedback', { as: b, params: { id: sent.data.id } });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(FEEDBACK_MESSAGES.notFound);
  });

  it('a member attaches their own screenshot; another member’s upload is refused; admins see it', async () => {
    await resetUploadRateLimits(db);
    const a = await member();
    const b = await member();
    const up = await ok(
      await upload(app, '/v1/feedback/screenshot', a, [
        { name: 's.png', type: 'image/png', data: await testImage(21) },
      ]),
    );
    expect(up.data.url).toBe(`/v1/feedback/screenshots/${up.data.uploadId}/full.webp`);
    const notImage = await upload(app, '/v1/feedback/screenshot', a, [
      { name: 's.png', type: 'image/png', data: Buffer.from('plain text, not a picture') },
    ]);
    expect(notImage.statusCode).toBe(415);

    const stolen = await sendAsMember(b, memberBody({ screenshotUploadId: up.data.uploadId }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fieldErrors.screenshotUploadId).toEqual([FEEDBACK_MESSAGES.screenshotUnknown]);

    const sent = await ok(
      await sendAsMember(
        a,
        memberBody({ kind: 'ISSUE', rating: null, screenshotUploadId: up.data.uploadId }),
      ),
    );
    const mine = await ok(await call(app, 'getMyFeedback', { as: a, params: { id: sent.data.id } }));
    expect(mine.data.screenshotUrl).toBe(up.data.url);
    expect(mine.data.rating).toBeNull();

    const asOwner = await send(app, 'GET', up.data.url, a);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('image/webp');
    expect((await send(app, 'GET', up.data.url, b)).statusCode).toBe(404);
    expect((await send(app, 'GET', up.data.url, admin)).statusCode).toBe(200);
    expect((await send(app, 'GET', up.data.url, null)).statusCode).toBe(401);

    const shown = await ok(await call(app, 'getFeedback', { as: admin, params: { id: sent.data.id } }));
    expect(shown.data).toMatchObject({ screenshotUrl: up.data.url, senderType: 'MEMBER' });
    expect(shown.data.member.email).toBe(a.email);
  });

  it('bad input is a 400 with a clear message', async () => {
    const a = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [memberBody({ rating: undefined }), 'rating', FEEDBACK_MESSAGES.ratingRequired],
      [memberBody({ rating: 6 }), 'rating', FEEDBACK_MESSAGES.rating],
      [memberBody({ message: 'short' }), 'message', FEEDBACK_MESSAGES.messageMin],
      [memberBody({ message: 'x'.repeat(250) }), 'message', FEEDBACK_MESSAGES.messageMax],
      [memberBody({ kind: 'PRAISE' }), 'kind', 'Please choose what you are sending.'],
      [
        memberBody({ context: { userAgent: 'u'.repeat(501) } }),
        'context.userAgent',
        FEEDBACK_MESSAGES.contextTooLong,
      ],
      [memberBody({ guestEmail: 'x@example.com' }), 'guestEmail', FEEDBACK_MESSAGES.memberNoGuestFields],
    ];
    for (const [body, field, message] of cases) {
      const res = await sendAsMember(a, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors[field], field).toEqual([message]);
    }
    // A problem report may leave the rating out.
    await ok(await sendAsMember(a, memberBody({ kind: 'PROBLEM', rating: undefined })));
    // Admins do not send feedback.
    const asAdmin = await sendAsMember(admin);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(FEEDBACK_MESSAGES.adminsCannotSend);
    // A bad token is a 401 (the app refreshes), not a silent guest send.
    expect((await call(app, 'sendFeedback', { as: 'not-a-token', body: memberBody() })).statusCode).toBe(401);
  });

  it(`a member may send ${FEEDBACK_RATE_LIMITS.member.max} an hour; then 429 with Retry-After`, async () => {
    const a = await member();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.member.max; i++) await ok(await sendAsMember(a));
    const refused = await sendAsMember(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FEEDBACK_MESSAGES.memberRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const count = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .where(eq(feedback.userId, a.user.id));
    expect(count[0]!.n).toBe(FEEDBACK_RATE_LIMITS.member.max);
  });
});

describe('guest feedback', () => {
  it('a visitor sends with a solved challenge; the same challenge is refused a second time', async () => {
    const { header, challenge } = await solvedPow();
    const email = guestEmail();
    const sent = await ok(await sendAsGuest(guestBody(email.toUpperCase()), header));
    const stored = await row(sent.data.id);
    expect(stored).toMatchObject({ userId: null, guestEmail: email, guestName: 'Robin', kind: 'PROBLEM' });
    const spent = await db
      .select()
      .from(spentChallenges)
      .where(eq(spentChallenges.signature, challenge.signature));
    expect(spent).toHaveLength(1);

    const replay = await sendAsGuest(guestBody(), header);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(FEEDBACK_MESSAGES.powUsed);
  });

  it('a missing, malformed, tampered or foreign proof of work is refused and nothing is stored', async () => {
    const email = guestEmail();
    const missing = await sendAsGuest(guestBody(email));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(FEEDBACK_MESSAGES.powMissing);

    const garbage = await sendAsGuest(guestBody(email), 'not base64 json at all');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(FEEDBACK_MESSAGES.powInvalid);

    const { challenge } = await solvedPow();
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    expect((await sendAsGuest(guestBody(email), wrong)).json().message).toBe(FEEDBACK_MESSAGES.powInvalid);

    // A cheaper challenge made up by the client: its signature does not match.
    const solved = await solvedPow();
    const payload = JSON.parse(Buffer.from(solved.header, 'base64').toString());
    payload.challenge.parameters.expiresAt += 3600;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await sendAsGuest(guestBody(email), tampered)).json().message).toBe(FEEDBACK_MESSAGES.powInvalid);

    // A visitor must give an address, and cannot attach a screenshot.
    const noEmail = await sendAsGuest(guestBody(email, { guestEmail: undefined }), solved.header);
    expect(noEmail.json().fieldErrors.guestEmail).toEqual([FEEDBACK_MESSAGES.guestEmailRequired]);
    const shot = await sendAsGuest(guestBody(email, { screenshotUploadId: randomUUID() }), solved.header);
    expect(shot.json().fieldErrors.screenshotUploadId).toEqual([FEEDBACK_MESSAGES.guestNoScreenshot]);

    expect(await db.select().from(feedback).where(eq(feedback.guestEmail, email))).toHaveLength(0);
  });

  it('an expired challenge is refused, and expired spent challenges are pruned', async () => {
    const { header, challenge } = await solvedPow();
    const old = `old-${randomUUID()}`;
    await db.insert(spentChallenges).values({ signature: old, expiresAt: new Date(Date.now() - 60_000) });
    const realNow = Date.now;
    // Past the challenge's expiry (and past the once-a-minute pruning pause).
    const later = challenge.parameters.expiresAt! * 1000 + 61_000;
    Date.now = () => later;
    try {
      const res = await sendAsGuest(guestBody(), header);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FEEDBACK_MESSAGES.powExpired);
      await ok(await call(app, 'getFeedbackChallenge'));
    } finally {
      Date.now = realNow;
    }
    expect(await db.select().from(spentChallenges).where(eq(spentChallenges.signature, old))).toHaveLength(0);
  });

  it(`a visitor address may send ${FEEDBACK_RATE_LIMITS.guest.max} an hour; then 429 with Retry-After`, async () => {
    const email = guestEmail();
    for (let i = 0; i < FEEDBACK_RATE_LIMITS.guest.max; i++) {
      await ok(await sendAsGuest(guestBody(email), (await solvedPow()).header));
    }
    const refused = await sendAsGuest(guestBody(email), (await solvedPow()).header);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FEEDBACK_MESSAGES.guestRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    await ok(await sendAsGuest(guestBody(), (await solvedPow()).header));
    await db.delete(authThrottle).where(like(authThrottle.key, 'feedback-guest:%'));
  });
});

describe('admin', () => {
  it('members and visitors are refused on the admin calls', async () => {
    const a = await member();
    const id = (await ok(await sendAsMember(a))).data.id;
    const adminCalls = [
      () => ({ name: 'listFeedback' as const }),
      () => ({ name: 'getFeedbackCount' as const }),
      () => ({ name: 'getFeedback' as const, params: { id } }),
      () => ({ name: 'answerFeedback' as const, body: { id, answer: 'Hello' } }),
      () => ({ name: 'updateFeedback' as const, body: { id, status: 'CLOSED' } }),
    ];
    for (const c of adminCalls) {
      const { name, ...opts } = c();
      expect((await call(app, name, { ...opts, as: a })).statusCode, name).toBe(403);
      expect((await call(app, name, { ...opts, as: null })).statusCode, name).toBe(401);
    }
    expect((await row(id)).status).toBe('NEW');
  });

  it('lists with filters (kind, status, member, dates, text) and sorting', async () => {
    const a = await member('Quinn');
    const tag = `zebra${randomUUID().slice(0, 6)}`;
    const f1 = (await ok(await sendAsMember(a, memberBody({ message: `First ${tag} message here` })))).data
      .id;
    const f2 = (
      await ok(
        await sendAsMember(
          a,
          memberBody({ kind: 'SUGGESTION', rating: 2, message: `Second ${tag} idea here` }),
        ),
      )
    ).data.id;
    const g = (
      await ok(
        await sendAsGuest(
          guestBody(guestEmail(), { message: `Guest ${tag} problem` }),
          (await solvedPow()).header,
        ),
      )
    ).data.id;

    const list = async (query: Record<string, string | number>) => {
      const body = await ok(await call(app, 'listFeedback', { as: admin, query: { q: tag, ...query } }));
      return (body.data as { id: string }[]).map((x) => x.id);
    };
    expect(await list({})).toEqual([g, f2, f1]);
    expect(await list({ sortOrder: 'ASC' })).toEqual([f1, f2, g]);
    expect(await list({ kind: 'SUGGESTION' })).toEqual([f2]);
    expect(await list({ userId: a.user.id })).toEqual([f2, f1]);
    expect(await list({ sortBy: 'rating', sortOrder: 'ASC' })).toEqual([f2, f1, g]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list({ from: today, to: today })).toHaveLength(3);
    expect(await list({ to: '2000-01-01' })).toEqual([]);
    expect((await list({ q: `${tag} idea` })).length).toBe(1);
    expect(await list({ q: 'quinn', userId: a.user.id })).toEqual([f2, f1]);

    await ok(await call(app, 'updateFeedback', { as: admin, body: { id: f1, status: 'IN_PROGRESS' } }));
    expect(await list({ status: 'IN_PROGRESS' })).toEqual([f1]);
    expect(await list({ status: 'NEW' })).toEqual([g, f2]);

    const paged = await ok(
      await call(app, 'listFeedback', { as: admin, query: { q: tag, limit: 1, offset: 1 } }),
    );
    expect(paged.meta).toEqual({ total: 3, limit: 1, offset: 1 });
    expect(paged.data[0]).toMatchObject({ id: f2, senderName: 'Quinn Tester', senderType: 'MEMBER' });

    const bad = await call(app, 'listFeedback', {
      as: admin,
      query: { from: '2025-02-01', to: '2025-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.to).toEqual([FEEDBACK_MESSAGES.dateRange]);
    expect((await call(app, 'listFeedback', { as: admin, query: { status: 'DONE' } })).statusCode).toBe(400);
    expect((await call(app, 'getFeedback', { as: admin, params: { id: randomUUID() } })).statusCode).toBe(
      404,
    );
  });

  it('answering a member: ANSWERED, one FEEDBACK_ANSWERED notice and e-mail, audited; not twice', async () => {
    const a = await member();
    const id = (await ok(await sendAsMember(a))).data.id;
    const res = await ok(
      await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'Thank you, we are glad!' } }),
    );
    expect(res.message).toBe(FEEDBACK_MESSAGES.answered);
    expect(res.data).toMatchObject({
      status: 'ANSWERED',
      answer: 'Thank you, we are glad!',
      canAnswer: false,
    });
    expect(res.data.answeredBy.id).toBe(admin.user.id);

    const again = await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FEEDBACK_MESSAGES.alreadyAnswered);

    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.user.id), eq(notifications.type, 'FEEDBACK_ANSWERED')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/feedback?id=${id}`);
    const mails = await db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.userId, a.user.id),
          eq(notificationDeliveries.type, 'FEEDBACK_ANSWERED'),
          eq(notificationDeliveries.channel, 'EMAIL'),
        ),
      );
    expect(mails).toHaveLength(1);

    const mine = await ok(await call(app, 'getMyFeedback', { as: a, params: { id } }));
    expect(mine.data).toMatchObject({ status: 'ANSWERED', answer: 'Thank you, we are glad!' });

    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'FEEDBACK_ANSWERED'), eq(adminAuditLog.targetUserId, a.user.id)));
    expect(audit).toHaveLength(1);
  });

  it('answering a visitor sends the answer to their address', async () => {
    const email = guestEmail();
    const id = (await ok(await sendAsGuest(guestBody(email), (await solvedPow()).header))).data.id;
    await ok(await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'Fixed now, sorry!' } }));
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('feedback-answered-guest');
    expect(mails[0]!.text).toContain('Fixed now, sorry!');
    const shown = await ok(await call(app, 'getFeedback', { as: admin, params: { id } }));
    expect(shown.data).toMatchObject({ senderType: 'GUEST', senderEmail: email, senderName: 'Robin' });
  });

  it('answers a visitor in the language they wrote from, whatever the console’s, and in English when none was kept', async () => {
    const NBSP = '\u00a0';
    /** A visitor's feedback about "Inscription", sent from a page in `language`. */
    const sent = async (language: string) => {
      const email = guestEmail();
      const body = guestBody(email, { subject: 'Inscription' });
      const id = (await ok(await sendAsGuest(body, (await solvedPow()).header, language))).data.id as string;
      return { email, id };
    };
    const french = await sent('fr-CA,fr;q=0.9');
    const english = await sent('en-CA,en;q=0.9');
    const older = await sent('fr-CA');
    expect((await row(french.id)).guestLanguage).toBe('fr-CA');
    expect((await row(english.id)).guestLanguage).toBe('en-CA');
    // Feedback sent before the language was kept has none.
    await db.update(feedback).set({ guestLanguage: null }).where(eq(feedback.id, older.id));

    // The admin's console is in the other language each time: the visitor's own decides.
    const answer = (id: string, language: string) =>
      call(app, 'answerFeedback', {
        as: admin,
        body: { id, answer: 'Réglé, merci.' },
        headers: { 'accept-language': language },
      });
    await ok(await answer(french.id, 'en-CA'));
    await ok(await answer(english.id, 'fr-CA'));
    await ok(await answer(older.id, 'fr-CA'));

    const mailTo = async (email: string) => {
      const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mails).toHaveLength(1);
      return mails[0]!;
    };
    const fr = await mailTo(french.email);
    expect(fr.template).toBe('feedback-answered-guest');
    expect(fr.subject).toBe(`Nous avons répondu à votre message${NBSP}: Inscription`);
    expect(fr.text).toContain('Réglé, merci.');
    expect(fr.text).toContain('Visiter');
    expect(fr.html).toContain('<html lang="fr-CA">');
    expect(fr.html).toContain('Notre équipe a répondu');
    for (const email of [english.email, older.email]) {
      const en = await mailTo(email);
      expect(en.subject).toBe('We answered your message: Inscription');
      expect(en.text).toContain('Réglé, merci.');
      expect(en.text).not.toContain('Visiter');
    }
  });

  it('a member’s feedback keeps no visitor language: the answer goes in the member’s own', async () => {
    const n2 = randomUUID().slice(0, 6);
    const french = await createUser(app, {
      email: `feedback.fr.${n2}@example.com`,
      password: 'FeedbackTests#1',
      stage: 'COMPLETED',
      firstName: 'Camille',
      lastName: 'Tester',
      language: 'fr-CA',
    });
    const id = (
      await ok(
        await call(app, 'sendFeedback', {
          as: french,
          body: memberBody(),
          headers: { 'accept-language': 'en-CA' },
        }),
      )
    ).data.id;
    expect((await row(id)).guestLanguage).toBeNull();
    await ok(await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'Merci!' } }));
    const [mail] = await db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.userId, french.user.id),
          eq(notificationDeliveries.type, 'FEEDBACK_ANSWERED'),
          eq(notificationDeliveries.channel, 'EMAIL'),
        ),
      );
    expect(mail?.mail?.subject).toBe('Nous avons répondu à votre message\u00a0: Lovely app');
  });

  it('status changes follow the transitions; a bad one is a 409 and changes nothing; the note stays internal', async () => {
    const a = await member();
    const id = (await ok(await sendAsMember(a))).data.id;
    const patch = (body: Record<string, unknown>) =>
      call(app, 'updateFeedback', { as: admin, body: { id, ...body } });

    let res = await patch({ status: 'ANSWERED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEEDBACK_MESSAGES.answerOnlyByAnswering);

    res = await patch({ status: 'IN_PROGRESS', internalNote: 'Asked the wallet team.' });
    expect((await ok(res)).data).toMatchObject({
      status: 'IN_PROGRESS',
      internalNote: 'Asked the wallet team.',
    });
    expect((await ok(res)).data.nextStatuses).toEqual(['CLOSED']);

    const before = await row(id);
    res = await patch({ status: 'NEW', internalNote: 'Should not be saved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEEDBACK_MESSAGES.badTransition('IN_PROGRESS', 'NEW'));
    // The statuses are named in the language the request asks for.
    const french = await call(app, 'updateFeedback', {
      as: admin,
      body: { id, status: 'NEW' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.json()).toMatchObject({
      message: 'Un commentaire ne peut pas passer du statut En cours au statut Nouveau.',
      fieldErrors: { status: ['Un commentaire ne peut pas passer du statut En cours au statut Nouveau.'] },
    });
    expect(await row(id)).toEqual(before);

    const mine = await ok(await call(app, 'getMyFeedback', { as: a, params: { id } }));
    expect(JSON.stringify(mine)).not.toContain('wallet team');
    const list = await ok(await call(app, 'listMyFeedback', { as: a }));
    expect(JSON.stringify(list)).not.toContain('wallet team');

    await ok(await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'Done.' } }));
    expect((await ok(await patch({ status: 'CLOSED' }))).data.status).toBe('CLOSED');
    const closedAnswer = await call(app, 'answerFeedback', { as: admin, body: { id, answer: 'More' } });
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json().message).toBe(FEEDBACK_MESSAGES.closedCannotAnswer);
    expect((await ok(await patch({ status: 'IN_PROGRESS' }))).data.status).toBe('IN_PROGRESS');
    expect((await ok(await patch({ internalNote: '' }))).data.internalNote).toBeNull();

    expect((await patch({})).statusCode).toBe(400);
    expect(
      (await call(app, 'updateFeedback', { as: admin, body: { id: randomUUID(), status: 'CLOSED' } }))
        .statusCode,
    ).toBe(404);
    const audits = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'FEEDBACK_UPDATED'), eq(adminAuditLog.targetUserId, a.user.id)));
    expect(audits).toHaveLength(4);
  });

  it('counts unanswered feedback (NEW and IN_PROGRESS) for the menu badge', async () => {
    const count = async () =>
      (await ok(await call(app, 'getFeedbackCount', { as: admin }))).data.feedbackCount;
    const start = await count();
    const a = await member();
    const x = (await ok(await sendAsMember(a))).data.id;
    const y = (await ok(await sendAsMember(a))).data.id;
    expect(await count()).toBe(start + 2);
    await ok(await call(app, 'updateFeedback', { as: admin, body: { id: x, status: 'IN_PROGRESS' } }));
    expect(await count()).toBe(start + 2);
    await ok(await call(app, 'answerFeedback', { as: admin, body: { id: x, answer: 'Thanks' } }));
    await ok(await call(app, 'updateFeedback', { as: admin, body: { id: y, status: 'CLOSED' } }));
    expect(await count()).toBe(start);
  });
});
