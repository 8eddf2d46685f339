import { isApiError } from '@barterbits/api-client';
import type { TChatMessage } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { sendChatMessage } from '../api/send-chat-message.ts';
import { addMessageToCache } from '../api/thread-cache.ts';
import {
  addEntry,
  applyOutcome,
  classifyFailure,
  createEntry,
  entriesToSend,
  markSending,
  nextWakeUp,
  type OutboxContent,
  type OutboxEntry,
  removeDelivered,
  removeEntry,
  retryEntry,
  type SendOutcome,
} from './outbox.ts';
import { outboxStore } from './outbox-store.ts';

/** While messages wait for the connection, they are tried again this often as well. */
const OFFLINE_RETRY_MS = 15_000;

/** Retry-After in seconds from a failed call's response headers, if any. */
const retryAfterSeconds = (error: unknown): number | null => {
  const cause =
    error instanceof Error ? (error.cause as { response?: { headers?: unknown } } | undefined) : undefined;
  const headers = cause?.response?.headers as Record<string, unknown> | undefined;
  const value = Number(headers?.['retry-after']);
  return Number.isFinite(value) ? value : null;
};

const outcomeOf = (error: unknown): SendOutcome =>
  isApiError(error)
    ? classifyFailure({
        status: error.status,
        message: error.message,
        retryAfterSeconds: retryAfterSeconds(error),
      })
    : { type: 'offline' };

/** What the chat page does with the outbox. */
export interface Outbox {
  entries: OutboxEntry[];
  /** Queues a message for a channel (sent at once when possible). */
  enqueue(channelId: string, content: OutboxContent): void;
  retry(clientId: string): void;
  remove(clientId: string): void;
  /** The server holds these messages (its echo): drop their entries. */
  delivered(messages: TChatMessage[]): void;
  /** Try the waiting messages now (the connection is back). */
  flush(): void;
}

/**
 * The member's outbox, sending while the chat page is open: in order per channel, again on the
 * browser's 'online' event, when the caller calls `flush` (live 'connected'), after Retry-After, and
 * every 15 s while some wait. A sent message goes into the thread and the list at once.
 */
export const useOutbox = (userId: string, openChannelId: string | null): Outbox => {
  const store = useMemo(() => {
    const s = outboxStore(userId);
    s.reload();
    return s;
  }, [userId]);
  const entries = useSyncExternalStore(store.subscribe, store.get, store.get);
  const queryClient = useQueryClient();
  const openRef = useRef(openChannelId);
  openRef.current = openChannelId;

  const send = useCallback(
    async (entry: OutboxEntry) => {
      store.update((list) => markSending(list, entry.clientId));
      const body =
        entry.kind === 'TEXT'
          ? { clientId: entry.clientId, kind: entry.kind, text: entry.text }
          : { clientId: entry.clientId, kind: entry.kind, uploadId: entry.uploadId };
      try {
        const message = await sendChatMessage(entry.channelId, body);
        store.update((list) => applyOutcome(list, entry.clientId, { type: 'sent' }, Date.now()));
        addMessageToCache(queryClient, message, userId, openRef.current);
      } catch (e) {
        store.update((list) => applyOutcome(list, entry.clientId, outcomeOf(e), Date.now()));
      }
    },
    [store, queryClient, userId],
  );

  const flush = useCallback(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    for (const entry of entriesToSend(store.get(), Date.now())) void send(entry);
  }, [store, send]);

  // Every change (a new message, an answer, a retry) may free the next send.
  useEffect(() => {
    flush();
    const wake = nextWakeUp(entries, Date.now());
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (wake !== null) timers.push(setTimeout(flush, wake - Date.now()));
    if (entries.some((e) => e.status === 'pending')) timers.push(setTimeout(flush, OFFLINE_RETRY_MS));
    return () => {
      for (const t of timers) clearTimeout(t);
    };
  }, [entries, flush]);

  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  return useMemo(
    () => ({
      entries,
      enqueue: (channelId, content) =>
        store.update((list) =>
          addEntry(list, createEntry(channelId, content, crypto.randomUUID(), new Date())),
        ),
      retry: (clientId) => store.update((list) => retryEntry(list, clientId)),
      remove: (clientId) => store.update((list) => removeEntry(list, clientId)),
      delivered: (messages) => {
        const ids = messages.flatMap((m) => (m.sender?.id === userId && m.clientId ? [m.clientId] : []));
        if (ids.length > 0 && store.get().some((e) => ids.includes(e.clientId)))
          store.update((list) => removeDelivered(list, ids));
      },
      flush,
    }),
    [entries, store, flush, userId],
  );
};
