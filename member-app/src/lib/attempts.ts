/**
 * When a money call gets a new Idempotency-Key: the one rule of the member app.
 *
 * An attempt is one endpoint called with one request (its secret-free fingerprint from the contracts,
 * so PIN, card number and CVC are never kept). Its key is kept until a definite answer:
 * - success, or an error that proves nothing was applied (`nothingApplied`): the attempt is over,
 *   and the next try, even with the same request, is a new attempt with a new key;
 * - no answer at all, a 5xx, or 409 IDEMPOTENCY_IN_PROGRESS: the first try may have been applied,
 *   so every retry of the same request sends the same key and learns the first outcome;
 * - 402 PAYMENT_ACTION_REQUIRED: the payment is started and waits for the member's bank check
 *   (3-D Secure); the same request with the same key, once the check is done, finishes it.
 * Pending attempts are kept in sessionStorage, so a reload of the page cannot pay twice either.
 */
import { isApiError } from '@barterbits/api-client';
import {
  type BodyOf,
  type EndpointName,
  newIdempotencyKey,
  ROUTES,
  requestFingerprint,
  stableStringify,
} from '@barterbits/contracts';
import { tOr } from './i18n.ts';

/**
 * Whether an error answer proves the server applied nothing (a 4xx other than "still running" and
 * "waiting for the bank's check").
 */
export const nothingApplied = (e: unknown): boolean =>
  isApiError(e) &&
  e.status >= 400 &&
  e.status < 500 &&
  e.status !== 408 &&
  e.code !== 'IDEMPOTENCY_IN_PROGRESS' &&
  e.code !== 'PAYMENT_ACTION_REQUIRED';

/** Shown when no answer says whether the call was applied (in the app's language when its catalog is in). */
export const UNCONFIRMED_MESSAGE =
  'We could not confirm this went through. Please try again: it will not be applied twice.';

const PREFIX = 'bb.attempt.';
const memory = new Map<string, string>();

const storage = {
  get: (k: string) => {
    try {
      return globalThis.sessionStorage?.getItem(k) ?? memory.get(k) ?? null;
    } catch {
      return memory.get(k) ?? null;
    }
  },
  set: (k: string, v: string) => {
    memory.set(k, v);
    try {
      globalThis.sessionStorage?.setItem(k, v);
    } catch {
      // Storage full or blocked: the in-memory copy still covers this page's life.
    }
  },
  remove: (k: string) => {
    memory.delete(k);
    try {
      globalThis.sessionStorage?.removeItem(k);
    } catch {
      // See set.
    }
  },
};

/** Short stable name for an attempt (cyrb53 of endpoint and fingerprint). */
function attemptId(name: EndpointName, body: unknown): string {
  const text = `${name}\n${stableStringify(requestFingerprint(ROUTES[name], body))}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${PREFIX}${name}.${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/**
 * Calls `send` with the key of this attempt (endpoint `name`, request `body`) and applies the rule
 * above to its answer. Use it in every mutation of an endpoint marked `idempotent`.
 */
export async function withAttemptKey<N extends EndpointName, T>(
  name: N,
  body: BodyOf<N>,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const id = attemptId(name, body);
  let key = storage.get(id);
  if (!key) {
    key = newIdempotencyKey(name);
    storage.set(id, key);
  }
  try {
    const result = await send(key);
    storage.remove(id);
    return result;
  } catch (e) {
    if (nothingApplied(e)) storage.remove(id);
    else if (isApiError(e) && (e.status === 0 || e.status >= 500))
      e.message = tOr('app.attempts.unconfirmed', UNCONFIRMED_MESSAGE);
    throw e;
  }
}
