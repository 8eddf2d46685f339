import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES, ROLE_IDS, USER_STATUS_IDS } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/db/schema.ts';
import { verifyPassword } from '../../src/modules/auth/passwords.ts';
import { build, call, createTestApp, freshIp, MEMBER, signIn } from '../helper.ts';

const PROJECT = 'barterbits-test';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const other = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };

// A local JWKS endpoint, so the real remote-key verification code runs.
let jwksServer: Server;
let jwksUrl = '';
let jwksRequests = 0;
await new Promise<void>((resolve) => {
  jwksServer = createServer((_req, res) => {
    jwksRequests++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  }).listen(0, '127.0.0.1', () => {
    jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
    resolve();
  });
});
afterAll(() => new Promise<void>((r) => jwksServer.close(() => r())));

const app = await build({ config: { firebaseProjectId: PROJECT, firebaseJwksUrl: jwksUrl } });

interface TokenOpts {
  uid?: string;
  email?: string;
  emailVerified?: boolean;
  provider?: string;
  aud?: string;
  iss?: string;
  exp?: number;
  key?: CryptoKey;
  kid?: string;
}

async function idToken(o: TokenOpts = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload & Record<string, unknown> = {
    email: o.email ?? 'new.google@example.com',
    email_verified: o.emailVerified ?? true,
    auth_time: now - 10,
    firebase: { sign_in_provider: o.provider ?? 'google.com' },
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'key-1' })
    .setIssuer(o.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setAudience(o.aud ?? PROJECT)
    .setSubject(o.uid ?? 'uid-google-1')
    .setIssuedAt(now - 10)
    .setExpirationTime(o.exp ?? now + 3600)
    .sign(o.key ?? privateKey);
}

/** POST /v1/auth/social-login from a fresh address. */
const social = (provider: string, token: string) =>
  call(app, 'socialLogin', { body: { provider, idToken: token }, remoteAddress: freshIp() });
/** POST /v1/auth/choose-password as the holder of `accessToken`. */
const choosePassword = (accessToken: string, password: string, confirmPassword = password) =>
  call(app, 'choosePassword', { as: accessToken, body: { password, confirmPassword } });

describe('POST /v1/auth/social-login', () => {
  it('creates an account at CHANGE_PASSWORD and signs it in, then signs the same account in again', async () => {
    const first = await social('Google', await idToken());
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.user).toMatchObject({
      email: 'new.google@example.com',
      authMethod: 'Google',
      checkOutStatus: 'CHANGE_PASSWORD',
      emailVerified: true,
    });
    expect(first.headers['access-token']).toBe(data.accessToken);
    const again = await social('Google', await idToken());
    expect(again.json().data.user.id).toBe(data.user.id);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("gives a new account the language of the browser that signs it up, and leaves an existing account's as it was", async () => {
    const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
    const token = await idToken({ uid: 'uid-french-1', email: 'nouveau.membre@example.com' });
    const created = await call(app, 'socialLogin', {
      body: { provider: 'Google', idToken: token },
      remoteAddress: freshIp(),
      headers: french,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.user.language).toBe('fr-CA');
    const [row] = await app.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'nouveau.membre@example.com'));
    expect(row?.language).toBe('fr-CA');
    // Signing in again from an English browser does not change it.
    const again = await call(app, 'socialLogin', {
      body: { provider: 'Google', idToken: token },
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'en-CA' },
    });
    expect(again.json().data.user).toMatchObject({ id: created.json().data.user.id, language: 'fr-CA' });
  });

  it('refuses tokens that fail any Firebase check', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await idToken({ key: other.privateKey }),
      await idToken({ kid: 'unknown-key' }),
      await idToken({ aud: 'another-project' }),
      await idToken({ iss: 'https://securetoken.google.com/another-project' }),
      await idToken({ exp: now - 60 }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await social('Google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ERROR_MESSAGES.invalidCredentials);
    }
  });

  it('refuses a token whose provider is not the one named', async () => {
    const res = await social('Facebook', await idToken({ provider: 'google.com', uid: 'uid-x' }));
    expect(res.statusCode).toBe(401);
  });

  it('sends accounts to the method they were created with', async () => {
    // A password account signing in with Google.
    const google = await social('Google', await idToken({ uid: 'uid-alex', email: MEMBER.email }));
    expect(google.statusCode).toBe(409);
    expect(google.json()).toMatchObject({
      code: 'SAME_SIGN_IN_METHOD',
      message: ERROR_MESSAGES.sameSignInMethod,
    });
    // A Facebook account signing in with a password.
    await social(
      'Facebook',
      await idToken({ uid: 'uid-fb', email: 'fb.member@example.com', provider: 'facebook.com' }),
    );
    const password = await call(app, 'login', {
      body: { email: 'fb.member@example.com', password: 'Whatever#1' },
      remoteAddress: freshIp(),
    });
    expect(password.statusCode).toBe(409);
    expect(password.json().message).toBe(ERROR_MESSAGES.sameSignInMethod);
    // ...or with Apple.
    const apple = await social(
      'Apple',
      await idToken({ uid: 'uid-apple', email: 'fb.member@example.com', provider: 'apple.com' }),
    );
    expect(apple.statusCode).toBe(409);
  });

  it('signs in member accounts only, and only while they are active', async () => {
    const token = () => idToken({ uid: 'uid-role', email: 'role.google@example.com' });
    const created = await social('Google', await token());
    expect(created.statusCode).toBe(200);
    const id: string = created.json().data.user.id;
    const { db } = app.database;

    await db.update(users).set({ roleId: ROLE_IDS.ADMIN }).where(eq(users.id, id));
    const notMember = await social('Google', await token());
    expect(notMember.statusCode).toBe(401);
    expect(notMember.json().message).toBe(ERROR_MESSAGES.invalidCredentials);

    await db
      .update(users)
      .set({ roleId: ROLE_IDS.MEMBER, statusId: USER_STATUS_IDS.SUSPENDED })
      .where(eq(users.id, id));
    expect((await social('Google', await token())).json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('POST /v1/auth/choose-password', () => {
  it('sets the password and moves on: past e-mail verification when the provider verified the address', async () => {
    const verified = (
      await social('Google', await idToken({ uid: 'uid-v', email: 'verified@example.com' }))
    ).json().data;
    const res = await choosePassword(verified.accessToken, 'Strong#Pass1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checkOutStatus).toBe('ACCOUNT_SETUP');

    const unverified = (
      await social(
        'Google',
        await idToken({ uid: 'uid-u', email: 'unverified@example.com', emailVerified: false }),
      )
    ).json().data;
    const res2 = await choosePassword(unverified.accessToken, 'Strong#Pass1');
    expect(res2.json().data.checkOutStatus).toBe('EMAIL_VERIFICATION');
  });

  it('stores a new social account with its provider, an empty profile, and then the chosen password', async () => {
    const created = (
      await social('Google', await idToken({ uid: 'uid-stored', email: 'stored@example.com' }))
    ).json().data;
    const { db } = app.database;
    const [row] = await db.select().from(users).where(eq(users.id, created.user.id));
    expect(row).toMatchObject({ email: 'stored@example.com', authMethod: 'Google', socialId: 'uid-stored' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, created.user.id))).toHaveLength(
      1,
    );

    await choosePassword(created.accessToken, 'Strong#Pass1');
    const [after] = await db.select().from(users).where(eq(users.id, created.user.id));
    expect(await verifyPassword(after?.passwordHash ?? '', 'Strong#Pass1')).toBe(true);
  });

  it('validates the password and is refused at any other stage, changing nothing', async () => {
    const s = (await social('Google', await idToken({ uid: 'uid-w', email: 'weak@example.com' }))).json()
      .data;
    const weak = await choosePassword(s.accessToken, 'weak');
    expect(weak.statusCode).toBe(400);
    const mismatch = await choosePassword(s.accessToken, 'Strong#Pass1', 'Strong#Pass2');
    expect(mismatch.json().fieldErrors.confirmPassword).toEqual(['Passwords must match.']);
    const me = await call(app, 'getUser', { as: s.accessToken, params: { id: s.user.id } });
    expect(me.json().data.checkOutStatus).toBe('CHANGE_PASSWORD');

    const alex = await signIn(app, MEMBER);
    const done = await choosePassword(alex.accessToken, 'Strong#Pass1');
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('ONBOARDING_STAGE');
  });
});

describe('without Firebase configuration', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  it('answers that social sign-in is not enabled', async () => {
    const res = await call(t.app, 'socialLogin', { body: { provider: 'Google', idToken: await idToken() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Social sign-in is not enabled.');
  });
});
