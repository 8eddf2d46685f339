import { ERROR_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authThrottle, outboxEmails } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { SIGN_IN_THROTTLE, signInKeys } from '../../src/modules/auth/login-throttle.ts';
import {
  ADMIN,
  BUSINESS,
  bearer,
  build,
  freshIp,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  SUSPENDED,
} from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PASSWORD = 'Trade#Goods1';

const http = requests(app);
const post = (url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  http.post(url, headers, payload, { remoteAddress: ip });

describe('POST /v1/user/login', () => {
  it('signs a member in, with tokens in the body and in the response headers', async () => {
    const res = await post('/v1/user/login', MEMBER);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: MEMBER.email, role: 'MEMBER', memberType: 'CUSTOMER_PERSONAL' });
    expect(data.user.userProfile).toMatchObject({ firstName: 'Alex', lastName: 'Martin' });
    expect(data.user.lastLogin).not.toBeNull();
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('signs a business member in with the business record', async () => {
    const { user } = await login(app, BUSINESS);
    expect(user).toMatchObject({
      memberType: 'CUSTOMER_BUSINESS',
      business: { businessName: 'Maple Leaf Bakery' },
    });
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/v1/user/login', { email: 'nobody@example.com', password: 'Whatever#1' });
    const wrong = await post('/v1/user/login', { ...OTHER_MEMBER, password: 'Wrong#Pass1' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES.invalidCredentials,
      });
    }
  });

  it('matches e-mails case-insensitively', async () => {
    const res = await post('/v1/user/login', { ...MEMBER, email: '  ALEX@Demo.BarterBits.ca ' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects bad input with a 400 and field messages', async () => {
    const res = await post('/v1/user/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email format.',
      fieldErrors: { email: ['Invalid email format.'], password: ['Required field.'] },
    });
    const noBody = await post('/v1/user/login', undefined);
    expect(noBody.statusCode).toBe(400);
    const badJson = await http.post('/v1/user/login', null, '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('BAD_REQUEST');
    const wrongType = await http.post('/v1/user/login', null, '<email/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('keeps members out of the admin console and admins out of the member app', async () => {
    const member = await post('/v1/user/login', { ...MEMBER, portal: 'ADMIN' });
    expect(member.statusCode).toBe(401);
    expect(member.json().message).toBe(ERROR_MESSAGES.invalidCredentials);
    const admin = await post('/v1/user/login', { ...ADMIN, portal: 'MEMBER' });
    expect(admin.statusCode).toBe(401);
    expect((await post('/v1/user/login', { ...ADMIN, portal: 'ADMIN' })).statusCode).toBe(200);
  });

  it('refuses a suspended account even with the right password', async () => {
    const res = await post('/v1/user/login', SUSPENDED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ERROR_MESSAGES.accountSuspended });
  });
});

describe('sign-in throttling', () => {
  const { pair, account, address } = SIGN_IN_THROTTLE;
  const WRONG = 'Wrong#Pass1';
  let n = 0;
  /** A fresh active member (no throttle state shared with other tests). */
  async function member() {
    const email = `throttle.${Date.now()}.${++n}@example.com`;
    const res = await post('/v1/testing/users', { email, password: PASSWORD, stage: 'COMPLETED' });
    expect(res.statusCode).toBe(200);
    return { email, password: PASSWORD };
  }
  const fail = (email: string, ip: string) => post('/v1/user/login', { email, password: WRONG }, ip);
  const noticesTo = async (email: string) => {
    await backgroundSettled();
    const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    return rows.filter((r) => r.template === 'sign-in-throttled');
  };

  it('five wrong passwords from one address do not stop the owner at another address', async () => {
    const m = await member();
    const attacker = freshIp();
    for (let i = 0; i < pair.free; i++) expect((await fail(m.email, attacker)).statusCode).toBe(401);
    expect((await post('/v1/user/login', m, freshIp())).statusCode).toBe(200);
  });

  it('twenty failures from one address do not stop other members signing in from it', async () => {
    const shared = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/v1/user/login',
        { email: `guess${i}@example.com`, password: 'Guess#123' },
        shared,
      );
      expect(res.statusCode).toBe(401);
    }
    expect((await post('/v1/user/login', OTHER_MEMBER, shared)).statusCode).toBe(200);
  });

  it('slows the attacker down: 429 with Retry-After, the password unchecked, waits doubling', async () => {
    const m = await member();
    const attacker = freshIp();
    for (let i = 0; i < pair.free; i++) expect((await fail(m.email, attacker)).statusCode).toBe(401);
    // Even the right password waits: a guess inside the wait is not tried.
    const slowed = await post('/v1/user/login', m, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: ERROR_MESSAGES.tooManyAttempts,
    });
    const first = Number(slowed.headers['retry-after']);
    expect(first).toBeGreaterThan(pair.baseDelaySeconds - 5);
    expect(first).toBeLessThanOrEqual(pair.baseDelaySeconds);

    // Once the wait is over, one more failure doubles it.
    await db
      .update(authThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottle.key, signInKeys.pair(m.email, { ip: attacker })));
    expect((await fail(m.email, attacker)).statusCode).toBe(401);
    const second = await fail(m.email, attacker);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(2 * pair.baseDelaySeconds - 5);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(2 * pair.baseDelaySeconds);
  });

  it('counts an IPv6 /64 as one address: hopping inside it does not reset the count', async () => {
    const m = await member();
    const block = `2001:db8:${++n}:1`;
    for (let i = 0; i < pair.free; i++)
      expect((await fail(m.email, `${block}::${i + 1}`)).statusCode).toBe(401);
    expect((await fail(m.email, `${block}::ff`)).statusCode).toBe(429);
    expect((await post('/v1/user/login', m, `2001:db8:${n}:2::1`)).statusCode).toBe(200);
  });

  it('counts concurrent failures from one address without losing any', async () => {
    const m = await member();
    const attacker = freshIp();
    const results = await Promise.all(
      Array.from({ length: pair.free + 3 }, () => fail(m.email, attacker).then((r) => r.statusCode)),
    );
    // Each attempt is taken before its password is checked: no more than the free ones get checked.
    expect(results.filter((s) => s === 401)).toHaveLength(pair.free);
    expect(results.filter((s) => s === 429)).toHaveLength(3);
    expect((await post('/v1/user/login', m, attacker)).statusCode).toBe(429);
  });

  it('gives a device cookie on sign-in, sent back only to the sign-in path', async () => {
    const m = await member();
    const res = await post('/v1/user/login', m);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^bb_device=[A-Za-z0-9_-]{43}; Path=\/v1\/user\/login; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
  });

  it('keeps the owner working from a known address and a known browser while the account is under attack', async () => {
    const m = await member();
    const home = freshIp();
    const first = await post('/v1/user/login', m, home);
    expect(first.statusCode).toBe(200);
    const device = String(first.headers['set-cookie']).split(';')[0]!;

    // A guessing attack spread over addresses, past the account's free failures.
    for (let i = 0; i < account.free / pair.free; i++) {
      const ip = freshIp();
      for (let j = 0; j < pair.free; j++) expect((await fail(m.email, ip)).statusCode).toBe(401);
    }
    // A new address is slowed down for this account, even with the right password...
    const stranger = await post('/v1/user/login', m, freshIp());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // ...but not the owner's address, nor the owner's browser from an address never seen.
    expect((await post('/v1/user/login', m, home)).statusCode).toBe(200);
    expect((await post('/v1/user/login', m, freshIp(), { cookie: device })).statusCode).toBe(200);
    // A cookie of another account's browser is no pass.
    const other = await member();
    const otherDevice = String((await post('/v1/user/login', other)).headers['set-cookie']).split(';')[0]!;
    expect((await post('/v1/user/login', m, freshIp(), { cookie: otherDevice })).statusCode).toBe(429);
  });

  it('a known browser is counted on its own: failures from its shared address do not slow it', async () => {
    const m = await member();
    const office = freshIp();
    const first = await post('/v1/user/login', m, office);
    const device = String(first.headers['set-cookie']).split(';')[0]!;
    // A colleague behind the same address guesses the owner's password.
    for (let i = 0; i < pair.free; i++) expect((await fail(m.email, office)).statusCode).toBe(401);
    expect((await post('/v1/user/login', m, office)).statusCode).toBe(429);
    expect((await post('/v1/user/login', m, office, { cookie: device })).statusCode).toBe(200);
  });

  it('credential stuffing from one address slows only members unknown there', async () => {
    const shared = freshIp();
    const regular = await member();
    expect((await post('/v1/user/login', regular, shared)).statusCode).toBe(200);
    const newcomer = await member();
    // The address is past its (high) free failures over all accounts.
    await db.insert(authThrottle).values({
      key: signInKeys.address(shared),
      failures: address.free,
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const slowed = await post('/v1/user/login', newcomer, shared);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(50);
    expect((await post('/v1/user/login', regular, shared)).statusCode).toBe(200);
    // One more failure from there counts on the address.
    expect((await post('/v1/user/login', { ...regular, password: WRONG }, shared)).statusCode).toBe(401);
    const [row] = await db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, signInKeys.address(shared)));
    expect(row!.failures).toBe(address.free + 1);
  });

  it('e-mails the owner once per window when the account is being slowed down', async () => {
    const m = await member();
    for (let i = 0; i < pair.free - 1; i++) await fail(m.email, freshIp());
    expect(await noticesTo(m.email)).toHaveLength(0);
    const attacker = freshIp();
    for (let i = 0; i < pair.free; i++) await fail(m.email, attacker);
    const notices = await noticesTo(m.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Failed sign-in attempts on your BarterBits account');
    expect(notices[0]!.links[0]).toMatch(/\/forget-password$/);
    // More attacks in the same window: no more e-mails.
    for (let i = 0; i < pair.free; i++) await fail(m.email, attacker);
    const other = freshIp();
    for (let i = 0; i < pair.free; i++) await fail(m.email, other);
    expect(await noticesTo(m.email)).toHaveLength(1);
  });

  it('answers an unknown e-mail like a known one, slowed down alike', async () => {
    const attacker = freshIp();
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < pair.free; i++) expect((await fail(email, attacker)).statusCode).toBe(401);
    const res = await fail(email, attacker);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('a password reset lifts the account’s slowdowns', async () => {
    const m = await member();
    const attacker = freshIp();
    for (let i = 0; i < pair.free; i++) await fail(m.email, attacker);
    for (let i = 0; i < account.free - pair.free; i++) await fail(m.email, freshIp());
    expect((await post('/v1/user/login', m, freshIp())).statusCode).toBe(429);
    expect((await post('/v1/auth/forgot-password', { email: m.email })).statusCode).toBe(200);
    await backgroundSettled();
    const [mail] = (await db.select().from(outboxEmails).where(eq(outboxEmails.to, m.email))).filter(
      (r) => r.template === 'password-reset',
    );
    const token = new URL(mail!.links[0]!).searchParams.get('token');
    const newPassword = 'Fresh#Start22';
    const reset = await post('/v1/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/v1/user/login', { email: m.email, password: newPassword }, attacker)).statusCode,
    ).toBe(200);
    expect(
      (await post('/v1/user/login', { email: m.email, password: newPassword }, freshIp())).statusCode,
    ).toBe(200);
  });
});

describe('POST /v1/user/refresh-token', () => {
  it('rotates: new tokens in headers and body; the old refresh token is spent', async () => {
    const first = await login(app, MEMBER);
    const res = await post('/v1/user/refresh-token', { token: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(data.refreshToken).not.toBe(first.refreshToken);
    const me = await http.get(`/v1/user/${first.user.id}`, bearer(data.accessToken));
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole session family when a used refresh token comes back', async () => {
    const first = await login(app, MEMBER);
    const rotated = (await post('/v1/user/refresh-token', { token: first.refreshToken })).json().data;
    const replay = await post('/v1/user/refresh-token', { token: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The thief's and the owner's newer tokens are both dead now.
    expect((await post('/v1/user/refresh-token', { token: rotated.refreshToken })).statusCode).toBe(401);
    const me = await http.get(`/v1/user/${first.user.id}`, bearer(rotated.accessToken));
    expect(me.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a token win', async () => {
    const first = await login(app, MEMBER);
    const results = await Promise.all([
      post('/v1/user/refresh-token', { token: first.refreshToken }),
      post('/v1/user/refresh-token', { token: first.refreshToken }),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.statusCode === 401)).toBe(true);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await post('/v1/user/refresh-token', { token: 'nope' })).statusCode).toBe(401);
    expect((await post('/v1/user/refresh-token', {})).statusCode).toBe(400);
  });
});

describe('GET /v1/user/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const s = await login(app, MEMBER);
    const out = await http.get('/v1/user/logout', { 'access-token': s.accessToken });
    expect(out.statusCode).toBe(200);
    const me = await http.get(`/v1/user/${s.user.id}`, bearer(s.accessToken));
    expect(me.statusCode).toBe(401);
    expect((await post('/v1/user/refresh-token', { token: s.refreshToken })).statusCode).toBe(401);
  });

  it('leaves the member signed in elsewhere', async () => {
    const a = await login(app, MEMBER);
    const b = await login(app, MEMBER);
    await http.get('/v1/user/logout', bearer(a.accessToken));
    expect((await http.get(`/v1/user/${b.user.id}`, bearer(b.accessToken))).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await http.get('/v1/user/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.unauthorized });
  });
});

describe('access tokens', () => {
  it('accepts the access-token header and the bearer header; rejects forged and garbage tokens', async () => {
    const s = await login(app, MEMBER);
    const url = `/v1/user/${s.user.id}`;
    expect((await http.get(url, { 'access-token': s.accessToken })).statusCode).toBe(200);
    expect((await http.get(url, bearer(s.accessToken))).statusCode).toBe(200);
    const [h, p] = s.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await http.get(url, bearer(forged))).statusCode).toBe(401);
    expect((await http.get(url, bearer('garbage'))).statusCode).toBe(401);
  });
});

describe('expired access tokens', async () => {
  const { createTestApp } = await import('../helper.ts');
  it('answer 401 TOKEN_EXPIRED, and a refresh brings a working one', async () => {
    // The clock is moved past the token's minute instead of waiting for it: a token's expiry is in whole
    // seconds, so a real wait of a second or two may or may not cross it.
    const t = await createTestApp({ config: { accessTokenTtlSeconds: 60 } });
    try {
      const s = await login(t.app, MEMBER);
      const expiring = requests(t.app);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const url = `/v1/user/${s.user.id}`;
      const expired = await expiring.get(url, bearer(s.accessToken));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('TOKEN_EXPIRED');
      const r = await expiring.post('/v1/user/refresh-token', null, { token: s.refreshToken });
      expect((await expiring.get(url, bearer(r.json().data.accessToken))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});
