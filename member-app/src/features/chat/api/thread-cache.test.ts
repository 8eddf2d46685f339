import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../lib/message-fixture.ts';
import { chatKeys } from './keys.ts';
import type { ThreadData } from './list-chat-messages.ts';
import { mergeIntoThread } from './thread-cache.ts';

const msg = chatMessage;
const KEY = chatKeys.messages('c1');

/** A thread query with an observer (an open conversation), whose fetches answer when `answer` is called. */
function openThread(client: QueryClient) {
  const fetches: ((data: ThreadData) => void)[] = [];
  const observer = new QueryObserver<ThreadData>(client, {
    queryKey: KEY,
    queryFn: () => new Promise<ThreadData>((resolve) => fetches.push(resolve)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { fetches, unsubscribe };
}

describe('mergeIntoThread', () => {
  it('adds messages to a loaded thread, in seq order and once', () => {
    const client = new QueryClient();
    client.setQueryData<ThreadData>(KEY, { messages: [msg(1), msg(3)], hasOlder: false });
    mergeIntoThread(client, 'c1', [msg(2), msg(3)]);
    expect(client.getQueryData<ThreadData>(KEY)?.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('asks again for a history still loading, whose answer may predate the message', async () => {
    const client = new QueryClient();
    const thread = openThread(client);
    await until(() => thread.fetches.length === 1);
    mergeIntoThread(client, 'c1', [msg(1)]);
    await until(() => thread.fetches.length === 2);
    // The first, stale answer is dropped; the second one is the thread.
    thread.fetches[0]?.({ messages: [], hasOlder: false });
    thread.fetches[1]?.({ messages: [msg(1)], hasOlder: false });
    await until(() => client.getQueryData<ThreadData>(KEY)?.messages.length === 1);
    thread.unsubscribe();
  });

  it('leaves a thread nobody has opened to its first fetch', () => {
    const client = new QueryClient();
    mergeIntoThread(client, 'c1', [msg(1)]);
    expect(client.getQueryData(KEY)).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: KEY })).toBeUndefined();
  });
});

/** Waits (a few event-loop turns at most) until `ok` holds. */
async function until(ok: () => boolean) {
  for (let i = 0; i < 50 && !ok(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(ok()).toBe(true);
}
