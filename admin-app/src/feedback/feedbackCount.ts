import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { FEEDBACK_RESOURCE, type FeedbackDataProvider } from './feedbackDataProvider.ts';

/** The badge's query key: answers and status changes refetch it (react-admin's refresh refetches all). */
export const FEEDBACK_COUNT_KEY = [FEEDBACK_RESOURCE, 'count'] as const;

/** How often the console asks again for the unanswered count. */
export const FEEDBACK_COUNT_REFRESH_MS = 60_000;

/** Unanswered feedback (NEW and IN_PROGRESS) for the menu badge, refreshed every minute; 0 until known. */
export const useFeedbackCount = (): number => {
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const { data } = useQuery({
    queryKey: FEEDBACK_COUNT_KEY,
    queryFn: () => dataProvider.feedbackCount(FEEDBACK_RESOURCE),
    refetchInterval: FEEDBACK_COUNT_REFRESH_MS,
    retry: false,
  });
  return data ?? 0;
};
