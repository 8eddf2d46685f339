/**
 * The language of an account and of a request: users.language (en-CA unless chosen, en-CA or fr-CA
 * only), stored at sign-up from the request's Accept-Language, changed with PATCH /user/language and
 * carried by the session user; and `req.locale`, the request's Accept-Language when it names English or
 * French, else the account's language on a signed-in request, else en-CA. This file shows `req.locale` in
 * a response header added by a hook of its own, and the refusals it words (plugins/errors.ts, lib/i18n.ts).
 */
import { ERROR_MESSAGES, LANGUAGE_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { users } from '../../src/db/schema.ts';
import { ADMIN, build, call, freshIp, MEMBER, signIn } from '../helper.ts';

/** The response header that shows the request's language in this file. */
const LOCALE_HEADER = 'x-test-request-locale';
const app = await build({
  beforeReady: (a) =>
    a.addHook('onSend', async (req, reply, payload) => {
      reply.header(LOCALE_HEADER, req.locale);
      return payload;
    }),
});
const db = app.database.db;

const PASSWORD = 'Trade#Goods1';
const FRENCH_BROWSER = { 'accept-language': 'fr-CA,fr;q=0.9' };
let n = 0;
const uniqueEmail = () => `language.${Date.now()}.${++n}@example.com`;

async function signUp(headers: Record<string, string> = {}) {
  const email = uniqueEmail();
  const res = await call(app, 'signUp', {
    body: { email, password: PASSWORD, confirmPassword: PASSWORD },
    remoteAddress: freshIp(),
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { accessToken: string; user: { id: string; language: string } };
  return { email, ...data };
}

async function storedLanguage(userId: string) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

describe('users.language', () => {
  it('is en-CA for the accounts there were and for a new row that names none', async () => {
    const member = await signIn(app, MEMBER);
    expect(await storedLanguage(member.user.id)).toBe('en-CA');
    const [row] = await rowsOf<{ language: string }>(
      db,
      sql`insert into users (email, role_id) values (${uniqueEmail()}, 2) returning language`,
    );
    expect(row?.language).toBe('en-CA');
  });

  it('holds en-CA or fr-CA only', async () => {
    const member = await signIn(app, MEMBER);
    await expect(
      db
        .update(users)
        .set({ language: 'de-DE' as never })
        .where(eq(users.id, member.user.id)),
    ).rejects.toThrow();
    expect(await storedLanguage(member.user.id)).toBe('en-CA');
  });
});

describe('sign-up', () => {
  it("stores the language of the request: a French browser's new account reads in fr-CA", async () => {
    const french = await signUp(FRENCH_BROWSER);
    expect(french.user.language).toBe('fr-CA');
    expect(await storedLanguage(french.user.id)).toBe('fr-CA');
  });

  it('stores en-CA for an English browser, a language not offered, or none', async () => {
    const browsers: Record<string, string>[] = [
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'de-DE' },
      {},
    ];
    for (const headers of browsers) {
      const account = await signUp(headers);
      expect(account.user.language).toBe('en-CA');
      expect(await storedLanguage(account.user.id)).toBe('en-CA');
    }
  });
});

describe('PATCH /v1/user/language', () => {
  it('changes the own account, which the session user then carries (GET /user/{id} and sign-in)', async () => {
    const account = await signUp();
    const res = await call(app, 'updateLanguage', { as: account, body: { language: 'fr-CA' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.user.id, language: 'fr-CA' });
    expect(await storedLanguage(account.user.id)).toBe('fr-CA');

    const read = await call(app, 'getUser', { as: account, params: { id: account.user.id } });
    expect(read.json().data.language).toBe('fr-CA');
    const again = await call(app, 'login', {
      body: { email: account.email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(again.json().data.user.language).toBe('fr-CA');

    const back = await call(app, 'updateLanguage', { as: account, body: { language: 'en-CA' } });
    expect(back.json().data.language).toBe('en-CA');
  });

  it('refuses a language not offered with a 400 naming the choices, and changes nothing', async () => {
    const account = await signUp(FRENCH_BROWSER);
    for (const body of [{ language: 'de-DE' }, { language: 'fr' }, { language: '' }, {}]) {
      const res = await call(app, 'updateLanguage', {
        as: account,
        body,
        headers: { 'accept-language': 'en-CA' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: LANGUAGE_MESSAGES.unsupported,
        fieldErrors: { language: [LANGUAGE_MESSAGES.unsupported] },
      });
    }
    // Without a language asked, the refusal is in the account's: French here.
    const unasked = await call(app, 'updateLanguage', { as: account, body: { language: 'de-DE' } });
    expect(unasked.json()).toMatchObject({
      message: 'Choisissez English (en-CA) ou Français (fr-CA).',
      fieldErrors: { language: ['Choisissez English (en-CA) ou Français (fr-CA).'] },
    });
    expect(await storedLanguage(account.user.id)).toBe('fr-CA');
  });

  it('is for signed-in accounts, admins included', async () => {
    const anonymous = await call(app, 'updateLanguage', { body: { language: 'fr-CA' } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const res = await call(app, 'updateLanguage', { as: admin, body: { language: 'fr-CA' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedLanguage(admin.user.id)).toBe('fr-CA');
    await call(app, 'updateLanguage', { as: admin, body: { language: 'en-CA' } });
  });
});

describe("a request's language (req.locale)", () => {
  const localeOf = async (opts: Parameters<typeof call>[2] & { name?: Parameters<typeof call>[1] }) => {
    const { name = 'health', ...rest } = opts;
    const res = await call(app, name, rest);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.headers[LOCALE_HEADER];
  };

  it('anonymous: the negotiated Accept-Language, en-CA without one', async () => {
    expect(await localeOf({ headers: FRENCH_BROWSER })).toBe('fr-CA');
    expect(await localeOf({ headers: { 'accept-language': 'es-MX, fr;q=0.5' } })).toBe('fr-CA');
    expect(await localeOf({ headers: { 'accept-language': 'en-GB,fr;q=0.8' } })).toBe('en-CA');
    expect(await localeOf({})).toBe('en-CA');
  });

  it("signed in: the request's English or French first, whatever the account's language", async () => {
    const account = await signUp();
    const own = { name: 'getUser' as const, as: account, params: { id: account.user.id } };
    expect(await localeOf({ ...own, headers: FRENCH_BROWSER })).toBe('fr-CA');
    await call(app, 'updateLanguage', { as: account, body: { language: 'fr-CA' } });
    expect(await localeOf({ ...own, headers: { 'accept-language': 'en-CA' } })).toBe('en-CA');
    expect(await localeOf({ ...own, headers: { 'accept-language': 'en-GB,fr;q=0.8' } })).toBe('en-CA');
  });

  it("signed in with no English or French asked: the account's language, from the next request after a change", async () => {
    const account = await signUp();
    const own = { name: 'getUser' as const, as: account, params: { id: account.user.id } };
    expect(await localeOf(own)).toBe('en-CA');
    await call(app, 'updateLanguage', { as: account, body: { language: 'fr-CA' } });
    expect(await localeOf(own)).toBe('fr-CA');
    expect(await localeOf({ ...own, headers: { 'accept-language': 'de-DE,*;q=0.5' } })).toBe('fr-CA');
    expect(await localeOf({ ...own, headers: { 'accept-language': 'fr;q=0' } })).toBe('fr-CA');
  });

  it("a refusal of a signed-in request is in the request's language, else the account's", async () => {
    const account = await signUp(FRENCH_BROWSER);
    const stranger = { as: account, params: { id: '00000000-0000-4000-8000-000000000000' } };
    const asked = await call(app, 'getUser', { ...stranger, headers: { 'accept-language': 'en-CA' } });
    expect(asked.statusCode).toBe(403);
    expect(asked.headers[LOCALE_HEADER]).toBe('en-CA');
    const unasked = await call(app, 'getUser', stranger);
    expect(unasked.statusCode).toBe(403);
    expect(unasked.headers[LOCALE_HEADER]).toBe('fr-CA');
  });
});

describe("refusals in the request's language", () => {
  const FRENCH = { 'accept-language': 'fr-CA' };
  const ENGLISH_ANSWERS: Record<string, string>[] = [{}, { 'accept-language': 'en-CA' }];

  it('a wrong password: the French of the catalogue; without the header or with en-CA the English', async () => {
    const account = await signUp();
    const attempt = (headers: Record<string, string>) =>
      call(app, 'login', {
        body: { email: account.email, password: 'Wrong#Pass1' },
        remoteAddress: freshIp(),
        headers,
      });
    expect((await attempt(FRENCH)).json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Identifiants invalides. Veuillez réessayer.',
    });
    for (const headers of ENGLISH_ANSWERS)
      expect((await attempt(headers)).json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES.invalidCredentials,
      });
  });

  it("a refused form: every field message in French, the schemas' and zod's own", async () => {
    const badForm = (headers: Record<string, string>) =>
      call(app, 'signUp', {
        body: { email: 'not-an-email', password: 'short', confirmPassword: 'short' },
        remoteAddress: freshIp(),
        headers,
      });
    expect((await badForm(FRENCH)).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Format de courriel invalide.',
      fieldErrors: {
        email: ['Format de courriel invalide.'],
        password: [
          'Le mot de passe doit compter au moins 8 caractères.',
          'Le mot de passe doit contenir au moins 1 majuscule.',
          'Le mot de passe doit contenir au moins 1 chiffre.',
          'Le mot de passe doit contenir au moins 1 caractère spécial.',
        ],
      },
    });
    for (const headers of ENGLISH_ANSWERS)
      expect((await badForm(headers)).json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: VALIDATION_MESSAGES.invalidEmail,
        fieldErrors: {
          email: [VALIDATION_MESSAGES.invalidEmail],
          password: [
            VALIDATION_MESSAGES.passwordMin,
            VALIDATION_MESSAGES.passwordUppercase,
            VALIDATION_MESSAGES.passwordDigit,
            VALIDATION_MESSAGES.passwordSpecial,
          ],
        },
      });
    // The sign-in's password has a length limit without a message of its own: zod words it.
    const tooLong = (headers: Record<string, string>) =>
      call(app, 'login', {
        body: { email: uniqueEmail(), password: 'x'.repeat(300) },
        remoteAddress: freshIp(),
        headers,
      });
    const zodEnglish = (await tooLong({})).json().fieldErrors.password[0];
    expect(zodEnglish).toBe('Too big: expected string to have <=256 characters');
    expect((await tooLong(FRENCH)).json().fieldErrors).toEqual({
      password: ['Trop grand : attendu que string ait ≤256 caractères'],
    });
  });
});
