/**
 * The proof-of-work solver itself (altcha v2 with Web Crypto), shared by the worker and the page's
 * fallback. No worker is started from here, so the worker's bundle does not include itself.
 */
import type { Challenge, DeriveKeyFunction, Solution } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';

/** Messages between the page and the solver worker (`pow.worker.ts`). */
export type PowWorkerRequest = { type: 'solve'; challenge: Challenge };
export type PowWorkerMessage =
  | { type: 'progress'; attempts: number }
  | { type: 'done'; solution: Solution | null }
  | { type: 'error'; message: string };

/** The longest the browser may work on one challenge before giving up. */
export const POW_TIMEOUT_MS = 90_000;

/** Progress is reported at most this often (the solver runs thousands of attempts a second). */
const PROGRESS_EVERY_MS = 100;

/**
 * The browser (Web Crypto) key derivation for a challenge's algorithm: SHA-* or PBKDF2/SHA-*. Both are
 * imported statically: the worker is bundled as one file, without chunks of its own.
 */
export function deriveKeyFor(algorithm: string): DeriveKeyFunction {
  if (algorithm.startsWith('PBKDF2/')) return derivePbkdf2;
  if (algorithm.startsWith('SHA-')) return deriveSha;
  throw new Error(`The proof-of-work algorithm ${algorithm} is not supported in the browser.`);
}

/**
 * Solves a challenge on the current thread (the worker's body, and the fallback where workers are
 * unavailable), calling `onAttempts` with the attempts made at most every 100 ms. Null on abort or timeout.
 */
export async function solveHere(
  challenge: Challenge,
  options: { onAttempts?: (attempts: number) => void; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Solution | null> {
  const derive = deriveKeyFor(challenge.parameters.algorithm);
  let attempts = 0;
  let reportedAt = 0;
  const counting: DeriveKeyFunction = (parameters, salt, password) => {
    attempts += 1;
    const now = Date.now();
    if (options.onAttempts && now - reportedAt >= PROGRESS_EVERY_MS) {
      reportedAt = now;
      options.onAttempts(attempts);
    }
    return derive(parameters, salt, password);
  };
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return solveChallenge({
    challenge,
    deriveKey: counting,
    controller,
    timeout: options.timeoutMs ?? POW_TIMEOUT_MS,
  });
}
