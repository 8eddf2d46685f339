/**
 * The chat outbox (pure): every message the member writes is an entry with a clientId made once, kept
 * across retries, so the server stores it exactly once. Entries are sent in order per channel; a network
 * failure leaves the entry pending (sent again when the connection is back), a refusal marks it failed
 * with the server's message (the member retries or deletes it), a 429 waits for Retry-After.
 */

/** What an entry carries: a text, or an image already uploaded. */
export type OutboxContent = { kind: 'TEXT'; text: string } | { kind: 'IMAGE'; uploadId: string };

/** pending: waiting to be sent; sending: a request is in flight; failed: the server refused it. */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/** One message not yet confirmed by the server. */
export type OutboxEntry = OutboxContent & {
  clientId: string;
  channelId: string;
  /** ISO time the member wrote it (its place among the pending messages). */
  createdAt: string;
  status: OutboxStatus;
  /** The server's refusal (failed entries). */
  error: string | null;
  /** Epoch ms before which it is not sent again (after a 429 or a server error). */
  notBefore: number;
  /** Sends tried. */
  attempts: number;
};

/** The server's answer to a send, as the outbox sees it. */
export type SendOutcome =
  | { type: 'sent' }
  /** No answer (offline, socket or HTTP broken): wait for the connection. */
  | { type: 'offline' }
  /** Try again after `retryAfterMs` (429 Retry-After, a 5xx). */
  | { type: 'later'; retryAfterMs: number }
  /** Refused (4xx): not sent, with the server's message. */
  | { type: 'refused'; message: string };

/** A new pending entry. */
export const createEntry = (
  channelId: string,
  content: OutboxContent,
  clientId: string,
  now: Date,
): OutboxEntry => ({
  ...content,
  clientId,
  channelId,
  createdAt: now.toISOString(),
  status: 'pending',
  error: null,
  notBefore: 0,
  attempts: 0,
});

/** Appends an entry (an entry with the same clientId is kept once). */
export const addEntry = (entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] =>
  entries.some((e) => e.clientId === entry.clientId) ? [...entries] : [...entries, entry];

const update = (
  entries: readonly OutboxEntry[],
  clientId: string,
  change: (e: OutboxEntry) => OutboxEntry,
): OutboxEntry[] => entries.map((e) => (e.clientId === clientId ? change(e) : e));

/** Drops the entries whose clientId the server has confirmed (its echo or the send's answer). */
export const removeDelivered = (
  entries: readonly OutboxEntry[],
  clientIds: Iterable<string>,
): OutboxEntry[] => {
  const done = new Set(clientIds);
  return entries.filter((e) => !done.has(e.clientId));
};

/** Drops one entry (the member deleted a message that was not sent). */
export const removeEntry = (entries: readonly OutboxEntry[], clientId: string): OutboxEntry[] =>
  removeDelivered(entries, [clientId]);

/** Marks an entry as being sent now. */
export const markSending = (entries: readonly OutboxEntry[], clientId: string): OutboxEntry[] =>
  update(entries, clientId, (e) => ({ ...e, status: 'sending', attempts: e.attempts + 1 }));

/** Applies a send's outcome to its entry. */
export const applyOutcome = (
  entries: readonly OutboxEntry[],
  clientId: string,
  outcome: SendOutcome,
  nowMs: number,
): OutboxEntry[] => {
  switch (outcome.type) {
    case 'sent':
      return removeEntry(entries, clientId);
    case 'offline':
      return update(entries, clientId, (e) => ({ ...e, status: 'pending', notBefore: 0 }));
    case 'later':
      return update(entries, clientId, (e) => ({
        ...e,
        status: 'pending',
        notBefore: nowMs + outcome.retryAfterMs,
      }));
    case 'refused':
      return update(entries, clientId, (e) => ({ ...e, status: 'failed', error: outcome.message }));
  }
};

/** The member pressed Retry on a failed entry: pending again, same clientId. */
export const retryEntry = (entries: readonly OutboxEntry[], clientId: string): OutboxEntry[] =>
  update(entries, clientId, (e) =>
    e.status === 'failed' ? { ...e, status: 'pending', error: null, notBefore: 0 } : e,
  );

/**
 * After a reload no request is in flight: entries left 'sending' go back to pending (their clientId
 * makes a second send harmless).
 */
export const restoreEntries = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  entries.map((e) => (e.status === 'sending' ? { ...e, status: 'pending' } : e));

/**
 * The entries to send now, at most one per channel and in order: a channel's first entry that is not
 * failed, when it is pending and its wait is over. A channel with a send in flight sends nothing more.
 */
export const entriesToSend = (entries: readonly OutboxEntry[], nowMs: number): OutboxEntry[] => {
  const seen = new Set<string>();
  const out: OutboxEntry[] = [];
  for (const e of entries) {
    if (e.status === 'failed' || seen.has(e.channelId)) continue;
    seen.add(e.channelId);
    if (e.status === 'pending' && e.notBefore <= nowMs) out.push(e);
  }
  return out;
};

/** The earliest time a waiting entry may be sent (for a timer), or null when none waits. */
export const nextWakeUp = (entries: readonly OutboxEntry[], nowMs: number): number | null => {
  const times = entries.filter((e) => e.status === 'pending' && e.notBefore > nowMs).map((e) => e.notBefore);
  return times.length > 0 ? Math.min(...times) : null;
};

/** A channel's entries, oldest first. */
export const entriesOf = (entries: readonly OutboxEntry[], channelId: string): OutboxEntry[] =>
  entries.filter((e) => e.channelId === channelId);

/** A failed send as the outbox reads it: HTTP status (0: no answer), message and Retry-After seconds. */
export interface SendFailure {
  status: number;
  message: string;
  retryAfterSeconds: number | null;
}

/** Wait after a 5xx or a 429 without Retry-After. */
export const SERVER_ERROR_WAIT_MS = 5000;

/** How a failed send is handled: no answer → offline, 429/408/5xx → later, other 4xx → refused. */
export const classifyFailure = (failure: SendFailure): SendOutcome => {
  const { status } = failure;
  if (status === 0) return { type: 'offline' };
  if (status === 429) {
    const seconds = failure.retryAfterSeconds;
    return {
      type: 'later',
      retryAfterMs: seconds !== null && seconds >= 0 ? seconds * 1000 : SERVER_ERROR_WAIT_MS,
    };
  }
  if (status === 408 || status >= 500) return { type: 'later', retryAfterMs: SERVER_ERROR_WAIT_MS };
  return { type: 'refused', message: failure.message };
};

const isEntry = (v: unknown): v is OutboxEntry => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  const content =
    (e.kind === 'TEXT' && typeof e.text === 'string') ||
    (e.kind === 'IMAGE' && typeof e.uploadId === 'string');
  return (
    content &&
    typeof e.clientId === 'string' &&
    typeof e.channelId === 'string' &&
    typeof e.createdAt === 'string' &&
    (e.status === 'pending' || e.status === 'sending' || e.status === 'failed') &&
    (e.error === null || typeof e.error === 'string') &&
    typeof e.notBefore === 'number' &&
    typeof e.attempts === 'number'
  );
};

/** Reads stored entries (JSON); anything malformed is dropped, never thrown. */
export const parseEntries = (raw: string | null): OutboxEntry[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? restoreEntries(value.filter(isEntry)) : [];
  } catch {
    return [];
  }
};
