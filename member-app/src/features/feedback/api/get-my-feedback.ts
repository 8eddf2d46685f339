import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { feedbackKeys } from './keys.ts';

export const MY_FEEDBACK_PAGE_SIZE = 20;

/** GET /feedback/mine: one page of the member's feedback with status and answer, newest first. */
export const getMyFeedbackPage = (offset: number) =>
  api.listMyFeedback({ limit: MY_FEEDBACK_PAGE_SIZE, offset });

export const getMyFeedbackListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.mineList(),
    queryFn: ({ pageParam }) => getMyFeedbackPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** The member's feedback history (refetched on every visit: answers arrive meanwhile). */
export const useMyFeedbackList = () =>
  useInfiniteQuery({ ...getMyFeedbackListQueryOptions(), refetchOnMount: 'always' });

/** GET /feedback/mine/{id}: one of the member's feedback (the answer notice's link). */
export const getMyFeedback = async (id: string) => (await api.getMyFeedback(id)).data;

export const getMyFeedbackQueryOptions = (id: string) =>
  queryOptions({ queryKey: feedbackKeys.mineOne(id), queryFn: () => getMyFeedback(id) });

/** One feedback by id, only when an id is asked for (`/feedback?id=`). */
export const useMyFeedback = (id: string | null) =>
  useQuery({ ...getMyFeedbackQueryOptions(id ?? ''), enabled: id !== null, retry: false });
