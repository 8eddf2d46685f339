/**
 * Leadership of the periodic jobs among server instances: the instance that holds a
 * PostgreSQL session advisory lock on its own connection runs the jobs; the others try again every
 * `retryMs`. PostgreSQL ends the lock with the connection, so a leader that crashes or is killed
 * (SIGKILL) hands over as soon as its connection is gone, and one that loses its connection stops
 * leading at once (its running job finishes its current step; every job works in steps that commit
 * on their own and are picked with row locks, so a step is never done twice and a killed run is
 * resumed by the next one).
 *
 * A direct connection is needed (a transaction pooler would hand the lock's session to others).
 */
import pg from 'pg';

/** The advisory lock key of job leadership (an arbitrary constant: "BBJOBS" in ASCII). */
export const JOB_LEADER_LOCK_KEY = 0x42424a4f4253;
const LEADER_APP_NAME = 'barterbits-job-leader';
const RETRY_MS = 5_000;
const PING_MS = 10_000;

export interface JobLeadership {
  /** Whether this instance leads now. */
  isLeader(): boolean;
  /** Stops trying, gives the lock up if held. */
  close(): Promise<void>;
}

export interface JobLeadershipOptions {
  url: string;
  /** Called when this instance becomes the leader. */
  onLead: () => void;
  /** Called when it stops leading (connection lost, or closed). */
  onFollow: () => void;
  onError?: (err: unknown, what: string) => void;
  retryMs?: number;
  pingMs?: number;
}

/** Starts competing for leadership; the first attempt is made before this resolves. */
export async function startJobLeadership(opts: JobLeadershipOptions): Promise<JobLeadership> {
  const onError = opts.onError ?? (() => {});
  let closed = false;
  let client: pg.Client | undefined;
  let leading = false;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const follow = () => {
    clearInterval(ping);
    ping = undefined;
    if (!leading) return;
    leading = false;
    opts.onFollow();
  };

  const attempt = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({
      connectionString: opts.url,
      application_name: LEADER_APP_NAME,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (err) onError(err, 'job leader connection');
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      follow();
      schedule();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    try {
      await c.connect();
      const { rows } = await c.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS got', [
        JOB_LEADER_LOCK_KEY,
      ]);
      if (!rows[0]?.got || closed) {
        lost = true;
        await c.end().catch(() => undefined);
        schedule();
        return;
      }
    } catch (err) {
      if (!lost) {
        lost = true;
        onError(err, 'job leader attempt');
        c.end().catch(() => undefined);
        schedule();
      }
      return;
    }
    client = c;
    leading = true;
    // A connection that died silently is found by the ping failing (then the lock is gone too).
    ping = setInterval(() => {
      c.query('SELECT 1').catch((err) => c.emit('error', err));
    }, opts.pingMs ?? PING_MS);
    ping.unref();
    opts.onLead();
  };

  const schedule = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void attempt(), opts.retryMs ?? RETRY_MS);
    retry.unref();
  };

  await attempt();

  return {
    isLeader: () => leading,
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      follow();
      // Ending the session releases its advisory lock.
      await c?.end().catch(() => undefined);
    },
  };
}
