import type { TChatMessage } from '@barterbits/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { mergeMessages } from '../lib/merge.ts';
import { chatKeys } from './keys.ts';

/** What the thread holds: messages by seq and whether older ones exist. */
export interface ThreadData {
  messages: TChatMessage[];
  hasOlder: boolean;
}

/** GET /chat/channels/{id}/messages: the newest page. */
export const getNewestMessages = async (id: string): Promise<ThreadData> => {
  const res = await api.listChatMessages(id);
  return { messages: res.data, hasOlder: res.meta.hasMore };
};

/** GET …/messages?beforeSeq: the page of history before a seq. */
export const getOlderMessages = async (id: string, beforeSeq: number) => {
  const res = await api.listChatMessages(id, { beforeSeq });
  return { messages: res.data, hasOlder: res.meta.hasMore };
};

/** Pages asked for at most in one catch-up (5,000 messages): a safety stop, never reached in practice. */
const CATCH_UP_MAX_PAGES = 50;

/** GET …/messages?afterSeq, page after page until hasMore is false: everything after a seq. */
export const getMessagesAfter = async (id: string, afterSeq: number): Promise<TChatMessage[]> => {
  let all: TChatMessage[] = [];
  let from = afterSeq;
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page++) {
    const res = await api.listChatMessages(id, { afterSeq: from, limit: 100 });
    all = mergeMessages(all, res.data);
    const last = res.data.at(-1);
    if (!res.meta.hasMore || !last) break;
    from = last.seq;
  }
  return all;
};

export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: () => getNewestMessages(id),
    // The thread is kept by merges (live events, history, catch-up), never replaced by a refetch.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The open thread's messages. */
export const useThreadMessages = (id: string) => useQuery(threadQueryOptions(id));
