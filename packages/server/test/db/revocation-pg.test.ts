/**
 * Revocation across instances: two apps on one PostgreSQL database, each remembering its
 * session checks for a moment. A logout, a suspension or an admin's role change made through one is
 * refused by the other on the very next request, and a change made by hand in SQL is heard too.
 * PostgreSQL only (skipped without DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema.ts';
import { LISTEN_APP_NAME } from '../../src/lib/pg-listener.ts';
import { ADMIN, call, MEMBER, OTHER_MEMBER, signIn, startTwoInstances, usingPostgres } from '../helper.ts';

describe.skipIf(!usingPostgres)('revocation across two instances on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let url = '';
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ a, b, url, close } = await startTwoInstances());
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  const wallet = (app: FastifyInstance, as: { accessToken: string }) => call(app, 'getWallet', { as });
  /** The session id inside an access token (its `sid` claim). */
  const sessionOf = (s: { accessToken: string }): string =>
    JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString()).sid;

  it('a logout on A is refused by B on the next request, round after round', async () => {
    for (let i = 0; i < 10; i++) {
      const s = await signIn(a, MEMBER);
      // B checks the session twice: the second answer comes from what it remembered.
      expect((await wallet(b, s)).statusCode).toBe(200);
      expect((await wallet(b, s)).statusCode).toBe(200);
      expect((await call(a, 'logout', { as: s })).statusCode).toBe(200);
      expect((await wallet(b, s)).statusCode, `round ${i}`).toBe(401);
    }
  });

  it('a suspension through A is refused by B at once; reinstated, the member signs in again', async () => {
    const admin = await signIn(a, ADMIN, 'ADMIN');
    const sam = await signIn(b, OTHER_MEMBER);
    expect((await wallet(b, sam)).statusCode).toBe(200);
    const token = async () =>
      (await call(a, 'verifyPassword', { as: admin, body: { password: ADMIN.password } })).json().data.token;
    const change = async (status: string) =>
      call(a, 'changeStatus', {
        as: admin,
        body: { userId: sam.user.id, status, reason: 'revocation test', token: await token() },
      });
    expect((await change('SUSPENDED')).statusCode).toBe(200);
    // A suspension also ends the member's sessions: refused as signed out.
    const refused = await wallet(b, sam);
    expect(refused.statusCode).toBe(401);
    expect((await change('ACTIVE')).statusCode).toBe(200);
    expect((await wallet(b, await signIn(b, OTHER_MEMBER))).statusCode).toBe(200);
  });

  it('a session ended by hand in SQL is refused by both at once', async () => {
    const s = await signIn(a, MEMBER);
    expect((await wallet(a, s)).statusCode).toBe(200);
    expect((await wallet(b, s)).statusCode).toBe(200);
    await a.database.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'by hand' })
      .where(eq(authSessions.id, sessionOf(s)));
    // The NOTIFY travels at commit; the next request may race it by a hair, so allow it 1 s.
    const until = Date.now() + 1_000;
    while ((await wallet(b, s)).statusCode !== 401) {
      expect(Date.now()).toBeLessThan(until);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await wallet(a, s)).statusCode).toBe(401);
  });

  it('while its LISTEN connection is down an instance remembers nothing, so it still refuses at once', async () => {
    const s = await signIn(a, MEMBER);
    expect((await wallet(b, s)).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Cut both instances' LISTEN, then end the session without any notification reaching them.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTEN_APP_NAME],
      );
      await new Promise((r) => setTimeout(r, 50));
      await admin.query(`update auth_sessions set revoked_at = now() where id = $1`, [sessionOf(s)]);
    } finally {
      await admin.end();
    }
    expect((await wallet(b, s)).statusCode).toBe(401);
    expect((await wallet(a, s)).statusCode).toBe(401);
  });
});
