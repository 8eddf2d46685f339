/**
 * A tiny scheduler of periodic jobs for the server process (started by main.ts after listen,
 * stopped on shutdown; buildApp never starts it, so tests run no timers). A job never overlaps
 * itself; a failing run is logged and the job runs again at its next tick.
 *
 * With several instances on one PostgreSQL database, only the one that holds the job
 * leadership lock runs them (lib/job-leader.ts); another takes over when it is gone. Every job works in
 * steps that commit on their own and claims its rows with locks or state checks, so a run killed
 * half-way is resumed by the next run, wherever it runs, and no step is done twice.
 */
import type { FastifyInstance } from 'fastify';
import { createMailer } from './adapters/mailer.ts';
import { purgeIdempotencyKeys } from './lib/idempotency.ts';
import { startJobLeadership } from './lib/job-leader.ts';
import { runAnalyticsRollup } from './modules/analytics/analytics.rollup.ts';
import { releaseHeldBarterPayments } from './modules/barter/barter.jobs.ts';
import { returnExpiredGifts } from './modules/gifts/gifts.jobs.ts';
import { expireMemberships, reconcileMembershipCharges } from './modules/membership/membership.jobs.ts';
import { pruneFinishedDeliveries } from './modules/notifications/delivery.ts';
import { pruneDeviceTokens } from './modules/notifications/device-tokens.ts';
import { reconcileLoads, walletProcessorOf } from './modules/wallet/wallet.jobs.ts';
import { expireWants, sendMatchDigests } from './modules/wants/matching.ts';

export interface Job {
  name: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
}

export interface JobLogger {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface Scheduler {
  /** Runs a job now (if it is not already running). */
  runNow(name: string): Promise<void>;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
}

export function startScheduler(jobs: Job[], log: JobLogger): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runNow = (name: string): Promise<void> => {
    const job = jobs.find((j) => j.name === name);
    if (!job || stopped) return Promise.resolve();
    const current = running.get(name);
    if (current) return current;
    const p = job
      .run(new Date())
      .then((result) => {
        if (typeof result === 'number' && result > 0) log.info({ job: name, count: result }, 'job done');
      })
      .catch((err: unknown) => log.error({ err, job: name }, 'job failed'))
      .finally(() => running.delete(name));
    running.set(name, p);
    return p;
  };

  for (const job of jobs) {
    const t = setInterval(() => void runNow(job.name), job.intervalMs);
    t.unref();
    timers.push(t);
  }

  return {
    runNow,
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(running.values());
    },
  };
}

/** Idempotency records answer replays for this long. */
const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** The jobs running on this instance, and whether it leads them. */
export interface Jobs {
  /** Whether this instance runs the jobs now (always on PGlite). */
  isLeader(): boolean;
  /** Stops running them (and, on PostgreSQL, gives the leadership up); waits for running jobs. */
  stop(): Promise<void>;
}

/**
 * Runs the server's periodic jobs on this instance while it leads: always on PGlite (one process); on
 * PostgreSQL, while it holds the job leadership lock, so exactly one instance runs them at a time.
 */
export async function startJobs(app: FastifyInstance): Promise<Jobs> {
  const { databaseUrl } = app.config;
  if (!databaseUrl) {
    const scheduler = startJobScheduler(app);
    return { isLeader: () => true, stop: () => scheduler.stop() };
  }
  let scheduler: Scheduler | undefined;
  let stopping: Promise<void> = Promise.resolve();
  const leadership = await startJobLeadership({
    url: process.env.DATABASE_DIRECT_URL ?? databaseUrl,
    onLead: () => {
      app.log.info('this instance runs the periodic jobs');
      scheduler = startJobScheduler(app);
    },
    onFollow: () => {
      const s = scheduler;
      scheduler = undefined;
      if (!s) return;
      app.log.info('this instance no longer runs the periodic jobs');
      stopping = stopping.then(() => s.stop());
    },
    onError: (err, what) => app.log.error({ err }, what),
  });
  return {
    isLeader: () => leadership.isLeader(),
    async stop() {
      await leadership.close();
      await stopping;
    },
  };
}

/** The server's periodic jobs on this instance: membership expiry (every JOBS_INTERVAL_MS), and the rest. */
export function startJobScheduler(app: FastifyInstance): Scheduler {
  const db = app.database.db;
  const mailer = createMailer(db, app.config, (err) => app.log.error({ err }, 'mail delivery failed'));
  const scheduler = startScheduler(
    [
      {
        name: 'expire-memberships',
        intervalMs: app.config.jobsIntervalMs,
        run: (now) => expireMemberships(db, now),
      },
      {
        // Unclaimed gifts go back to their senders once the claim period is over.
        name: 'return-expired-gifts',
        intervalMs: app.config.jobsIntervalMs,
        run: (now) => returnExpiredGifts(db, mailer, app.config, now),
      },
      {
        // Buyer protection: held barter payments go to their sellers once the hold has run out.
        name: 'release-held-barter-payments',
        intervalMs: app.config.jobsIntervalMs,
        run: (now) => releaseHeldBarterPayments(db, app.config, now),
      },
      {
        // Card loads left PROCESSING (crash or ledger failure after the charge): completed or refunded.
        name: 'reconcile-bits-loads',
        intervalMs: 60_000,
        run: async (now) => {
          const r = await reconcileLoads(db, { now });
          return r.completed + r.failed + r.refunded;
        },
      },
      {
        // Membership payments made in steps (Stripe) left pending: applied, failed or cancelled.
        name: 'reconcile-membership-charges',
        intervalMs: 60_000,
        run: (now) => reconcileMembershipCharges(db, walletProcessorOf(db), app.config, now),
      },
      {
        // Notification e-mails and pushes a request's kick left (crash, retry due, or written by a job).
        name: 'deliver-notifications',
        intervalMs: 30_000,
        run: (now) => app.notificationDelivery.deliverPending(now),
      },
      {
        // Offers and wants queued for matching that no request's kick took (a crash, another instance).
        name: 'match-offers-and-wants',
        intervalMs: 30_000,
        run: () => app.matcher.run(),
      },
      {
        // Members with daily alerts get one digest of their new matches a day.
        name: 'send-match-digests',
        intervalMs: 60 * 60_000,
        run: (now) => sendMatchDigests(db, now),
      },
      {
        name: 'expire-wants',
        intervalMs: 60 * 60_000,
        run: (now) => expireWants(db, now),
      },
      {
        name: 'prune-device-tokens',
        intervalMs: 60 * 60_000,
        run: (now) => pruneDeviceTokens(db, now),
      },
      {
        name: 'prune-notification-deliveries',
        intervalMs: 60 * 60_000,
        run: (now) => pruneFinishedDeliveries(db, now),
      },
      {
        // Analytics rollups: the last 35 Toronto days, days whose requests changed, days never rolled up.
        name: 'rollup-analytics',
        intervalMs: 10 * 60_000,
        run: (now) => runAnalyticsRollup(db, now),
      },
      {
        name: 'purge-idempotency-keys',
        intervalMs: 60 * 60_000,
        run: (now) => purgeIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
      },
    ],
    app.log,
  );
  // Catch up at start: memberships may have ended while the server was down.
  void scheduler.runNow('expire-memberships');
  void scheduler.runNow('reconcile-bits-loads');
  void scheduler.runNow('return-expired-gifts');
  void scheduler.runNow('release-held-barter-payments');
  void scheduler.runNow('rollup-analytics');
  void scheduler.runNow('match-offers-and-wants');
  return scheduler;
}
