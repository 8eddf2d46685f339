/**
 * Work done after the answer, off the request path: e-mails whose sending must not show in how long
 * the answer takes (forgot-password answers alike whether or not the account exists; a throttled
 * sign-in notice goes only to existing accounts). A task's error is logged, never thrown.
 *
 * `backgroundSettled()` waits for every task started so far: tests call it before reading the
 * outbox, and the app waits for it on close (before the database closes).
 */

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

const pending = new Set<Promise<void>>();
let logger: ErrorLogger = { error: (obj, msg) => console.error(msg, obj) };

/** Where failed tasks are logged (the app's logger). */
export function useBackgroundLogger(log: ErrorLogger): void {
  logger = log;
}

/** Runs `task` once the current request's work has yielded; `name` labels its errors in the log. */
export function runInBackground(name: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (err: unknown) => logger.error({ err, task: name }, 'background task failed'),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished. */
export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
