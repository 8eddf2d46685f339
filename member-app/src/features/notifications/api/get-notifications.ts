import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './keys.ts';

/** How many notices the page shows (newest first). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** GET /notify?userId=: the signed-in member's notices, newest first, with the unread count. */
export const getNotifications = async (userId: string) =>
  api.listNotifications({ userId, limit: NOTIFICATIONS_PAGE_SIZE, offset: 0 });

export const getNotificationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.list(userId), queryFn: () => getNotifications(userId) });

export const useNotifications = (userId: string) =>
  useQuery({ ...getNotificationsQueryOptions(userId), enabled: userId !== '', refetchOnMount: 'always' });

/** A safety net behind the live events (which refresh the count at once): a slow poll. */
const UNREAD_POLL_MS = 5 * 60_000;

/**
 * The unread count for the shell: kept live by the live connection (`useLiveNotices`), also fetched
 * every five minutes while the app is open.
 */
export const useUnreadNotificationCount = (userId: string | undefined): number =>
  useQuery({
    ...getNotificationsQueryOptions(userId ?? ''),
    enabled: !!userId,
    refetchInterval: UNREAD_POLL_MS,
    select: (res) => res.meta.unread,
  }).data ?? 0;
