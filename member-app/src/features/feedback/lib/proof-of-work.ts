import type { Challenge, Solution } from 'altcha-lib';
import { type PowWorkerMessage, type PowWorkerRequest, solveHere } from './pow-solver.ts';

/** How far the solver is: attempts made so far and, when the challenge tells its bound, a 0–1 estimate. */
export interface PowProgress {
  attempts: number;
  /** 0–1 when the challenge carries `data.maxCounter`, else null (show an indeterminate bar). */
  fraction: number | null;
}

/** What a visitor reads when the check cannot be completed (too slow, refused by the browser). */
export const POW_FAILED_MESSAGE =
  'We could not check that you are not a robot. Please try again, or write to our support e-mail.';

/** The 0–1 share of the work done, when the challenge states the largest counter (`data.maxCounter`). */
export function progressFraction(challenge: Challenge, attempts: number): number | null {
  const max = challenge.parameters.data?.maxCounter;
  if (typeof max !== 'number' || !(max > 0)) return null;
  return Math.min(1, attempts / max);
}

/** Starts the solver worker (a module worker, its own chunk). */
const startWorker = (): Worker => new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });

/** The worker factory where module workers exist (browsers), else null (solve on this thread). */
const defaultWorkerFactory = (): (() => Worker) | null => (typeof Worker === 'function' ? startWorker : null);

/** A new worker, or null when the browser refuses to start one (then the page solves it itself). */
function startOrNull(create: () => Worker): Worker | null {
  try {
    return create();
  } catch (error) {
    console.warn('The proof-of-work worker could not start; solving on the page', error);
    return null;
  }
}

/** Solves in a worker: the page stays responsive; aborting terminates the worker. */
function solveInWorker(
  challenge: Challenge,
  worker: Worker,
  onAttempts: (attempts: number) => void,
  signal?: AbortSignal,
): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const finish = () => worker.terminate();
    signal?.addEventListener(
      'abort',
      () => {
        finish();
        resolve(null);
      },
      { once: true },
    );
    worker.onmessage = (event: MessageEvent<PowWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') onAttempts(message.attempts);
      else {
        finish();
        if (message.type === 'done') resolve(message.solution);
        else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The proof-of-work worker failed.'));
    };
    worker.postMessage({ type: 'solve', challenge } satisfies PowWorkerRequest);
  });
}

/**
 * Solves a proof-of-work challenge off the main thread when the browser has module workers (else here),
 * reporting progress. Throws POW_FAILED_MESSAGE when it cannot finish (timeout, unsupported algorithm).
 * `createWorker` is for tests; by default the feature's own worker is started.
 */
export async function solveProofOfWork(
  challenge: Challenge,
  options: {
    onProgress?: (progress: PowProgress) => void;
    signal?: AbortSignal;
    createWorker?: (() => Worker) | null;
  } = {},
): Promise<Solution> {
  const onAttempts = (attempts: number) =>
    options.onProgress?.({ attempts, fraction: progressFraction(challenge, attempts) });
  const create = options.createWorker === undefined ? defaultWorkerFactory() : options.createWorker;
  let solution: Solution | null;
  try {
    const worker = create ? startOrNull(create) : null;
    solution = worker
      ? await solveInWorker(challenge, worker, onAttempts, options.signal)
      : await solveHere(challenge, { onAttempts, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    console.error('Proof of work failed', error);
    throw new Error(POW_FAILED_MESSAGE);
  }
  if (options.signal?.aborted) throw new DOMException('The check was cancelled.', 'AbortError');
  if (!solution) throw new Error(POW_FAILED_MESSAGE);
  return solution;
}

/** The proof the server checks: the challenge and its solution as base64 JSON (altcha's payload format). */
export const encodePowPayload = (challenge: Challenge, solution: Solution): string =>
  btoa(JSON.stringify({ challenge, solution }));
