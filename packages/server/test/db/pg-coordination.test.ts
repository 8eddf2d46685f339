/**
 * The PostgreSQL pieces that coordinate server instances: the shared LISTEN connection
 * (lib/pg-listener.ts) and job leadership (lib/job-leader.ts). PostgreSQL only (skipped without
 * DATABASE_URL): PGlite is one process.
 */

import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { startJobs } from '../../src/jobs.ts';
import { JOB_LEADER_LOCK_KEY, type JobLeadership, startJobLeadership } from '../../src/lib/job-leader.ts';
import { createPgListener, LISTEN_APP_NAME } from '../../src/lib/pg-listener.ts';
import { createPgDatabase, usingPostgres } from '../helper.ts';

/** Polls `fn` until it is true. */
async function soon(fn: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > until) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!usingPostgres)('coordination on one PostgreSQL database', () => {
  let url = '';
  let drop: () => Promise<void>;
  let admin: pg.Client;

  beforeAll(async () => {
    const db = await createPgDatabase();
    url = db.url;
    drop = db.drop;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    await drop?.();
  });

  const terminate = (appName: string) =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [appName],
    );

  describe('the shared LISTEN connection', () => {
    it('sync answers once every notification committed before the call has been handled', async () => {
      const listener = await createPgListener({ url });
      const got: string[] = [];
      try {
        await listener.listen('test_sync', (p) => got.push(p));
        for (let i = 0; i < 20; i++) {
          await admin.query(`select pg_notify('test_sync', $1)`, [`one ${i}`]);
          const heard = await listener.sync();
          // Checked in the same tick the answer came: no later event could have brought it.
          expect({ heard, seen: got.includes(`one ${i}`) }).toEqual({ heard: true, seen: true });
        }
        // A call made while a round trip is on the wire waits for one sent after it.
        for (let i = 0; i < 20; i++) {
          const first = listener.sync();
          await admin.query(`select pg_notify('test_sync', $1)`, [`two ${i}`]);
          const heard = await Promise.all([listener.sync(), listener.sync()]);
          expect({ heard, seen: got.includes(`two ${i}`) }).toEqual({ heard: [true, true], seen: true });
          expect(await first).toBe(true);
        }
        await terminate(LISTEN_APP_NAME);
        await soon(() => !listener.connected());
        expect(await listener.sync()).toBe(false);
      } finally {
        await listener.close();
      }
    });

    it('delivers each channel to its handlers, and LISTENs again after the connection is lost', async () => {
      const listener = await createPgListener({ url });
      const got: string[] = [];
      const lost: number[] = [];
      const back: number[] = [];
      listener.onLost(() => lost.push(Date.now()));
      listener.onReconnect(() => back.push(Date.now()));
      try {
        await listener.listen('test_a', (p) => got.push(`a:${p}`));
        const stopB = await listener.listen('test_b', (p) => got.push(`b:${p}`));
        await admin.query(
          `select pg_notify('test_a', '1'), pg_notify('test_b', '2'), pg_notify('other', 'x')`,
        );
        await soon(() => got.length === 2);
        expect(got.sort()).toEqual(['a:1', 'b:2']);

        stopB();
        await terminate(LISTEN_APP_NAME);
        await soon(() => lost.length === 1);
        expect(listener.connected()).toBe(false);
        await soon(() => back.length === 1);
        expect(listener.connected()).toBe(true);
        await admin.query(`select pg_notify('test_a', '3'), pg_notify('test_b', '4')`);
        await soon(() => got.includes('a:3'));
        expect(got).not.toContain('b:4');
      } finally {
        await listener.close();
      }
    });

    it('refuses a channel name that is not an identifier', async () => {
      const listener = await createPgListener({ url });
      try {
        await expect(listener.listen('x; drop table users', () => {})).rejects.toThrow(/channel/);
      } finally {
        await listener.close();
      }
    });
  });

  describe('job leadership', () => {
    const start = (events: string[], name: string, retryMs = 50) =>
      startJobLeadership({
        url,
        retryMs,
        onLead: () => events.push(`${name} leads`),
        onFollow: () => events.push(`${name} follows`),
      });

    it('one of two instances started together leads; the other takes over when the leader is gone', async () => {
      const events: string[] = [];
      const [a, b] = await Promise.all([start(events, 'a'), start(events, 'b')]);
      try {
        expect([a.isLeader(), b.isLeader()].filter(Boolean)).toHaveLength(1);
        const leader = a.isLeader() ? a : b;
        const other = leader === a ? b : a;
        await new Promise((r) => setTimeout(r, 200));
        expect(other.isLeader()).toBe(false);

        await leader.close();
        await soon(() => other.isLeader());
        expect(events.filter((e) => e.endsWith('leads'))).toHaveLength(2);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('a leader whose connection is killed stops leading, and the lock goes to whoever asks first', async () => {
      const events: string[] = [];
      // a retries after 1 s: the other session asks first.
      const a: JobLeadership = await start(events, 'a', 1_000);
      try {
        expect(a.isLeader()).toBe(true);
        // Another session takes the lock the moment a's connection dies.
        const thief = new pg.Client({ connectionString: url });
        await thief.connect();
        try {
          await terminate('barterbits-job-leader');
          await soon(() => !a.isLeader());
          const { rows } = await thief.query('select pg_try_advisory_lock($1::bigint) as got', [
            JOB_LEADER_LOCK_KEY,
          ]);
          expect(rows[0].got).toBe(true);
          await new Promise((r) => setTimeout(r, 200));
          expect(a.isLeader()).toBe(false);
        } finally {
          await thief.end();
        }
        await soon(() => a.isLeader());
        expect(events).toEqual(['a leads', 'a follows', 'a leads']);
      } finally {
        await a.close();
      }
    });
  });

  describe("the server's jobs", () => {
    it('two instances started together: exactly one runs the jobs, and the other takes over when it stops', async () => {
      const start = () =>
        buildApp({ logger: false, databaseUrl: url, config: { env: 'test', logLevel: 'silent' } });
      const apps: FastifyInstance[] = [await start(), await start()];
      try {
        const [a, b] = await Promise.all(apps.map((app) => startJobs(app)));
        expect([a!.isLeader(), b!.isLeader()].filter(Boolean)).toHaveLength(1);
        const leader = a!.isLeader() ? a! : b!;
        const other = leader === a ? b! : a!;
        await leader.stop();
        // The other tries again every 5 s.
        await soon(() => other.isLeader(), 12_000);
        await other.stop();
      } finally {
        for (const app of apps) await app.close();
      }
    }, 30_000);
  });
});
