/**
 * Where the outbox lives: one store per member, kept in local storage under `bb.chat-outbox.<userId>`
 * so a reload keeps unsent messages (signing out clears local storage, and with it the outbox).
 */
import { type OutboxEntry, parseEntries } from './outbox.ts';

/** A member's outbox: read, change, and listen for changes. */
export interface OutboxStore {
  get(): OutboxEntry[];
  /** Reads storage again (a page opened anew after a sign-out and sign-in in the same tab). */
  reload(): void;
  update(change: (entries: OutboxEntry[]) => OutboxEntry[]): void;
  subscribe(listener: () => void): () => void;
}

/** The local-storage key of a member's outbox. */
export const outboxStorageKey = (userId: string) => `bb.chat-outbox.${userId}`;

const read = (key: string): OutboxEntry[] => {
  try {
    return parseEntries(localStorage.getItem(key));
  } catch {
    return [];
  }
};

const write = (key: string, entries: OutboxEntry[]) => {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the outbox still works in memory for this page.
  }
};

const stores = new Map<string, OutboxStore>();

/** The outbox store of a member (one per member per page). */
export const outboxStore = (userId: string): OutboxStore => {
  const existing = stores.get(userId);
  if (existing) return existing;
  const key = outboxStorageKey(userId);
  let entries = read(key);
  const listeners = new Set<() => void>();
  const store: OutboxStore = {
    get: () => entries,
    reload: () => {
      entries = read(key);
    },
    update: (change) => {
      const next = change(entries);
      if (next === entries) return;
      entries = next;
      write(key, entries);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // Another tab of the same member changed the outbox: take its copy (both send by clientId, so a
  // message sent from two tabs is still stored once).
  window.addEventListener('storage', (e) => {
    if (e.key !== key) return;
    entries = read(key);
    for (const listener of listeners) listener();
  });
  stores.set(userId, store);
  return store;
};
