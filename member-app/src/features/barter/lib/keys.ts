/** A fresh Idempotency-Key for one attempt; keep it while retrying the same attempt. */
export const newAttemptKey = (): string => `barter-${globalThis.crypto.randomUUID()}`;
