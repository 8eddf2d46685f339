/**
 * What a live notice event does in a tab: a new notice goes into the cached page and
 * the unread count at once (the navigation badge), then the page is fetched again; 'notices-read' (this
 * member marked notices read in some tab) sets the count; after a reconnect or a resync the page is
 * fetched again (events may have been missed). A hidden tab also shows a browser notification when the
 * member allowed them and web push is not configured (with push the service worker shows it already).
 */
import type { TListNotificationsResponse, TNotification } from '@barterbits/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live.ts';
import { notificationKeys } from '../api/keys.ts';

/** Whether a new notice is also shown as a browser notification in this tab. */
export interface BrowserNoticeConditions {
  hidden: boolean;
  /** Notification.permission, or 'unsupported' without the Notification API. */
  permission: NotificationPermission | 'unsupported';
  pushConfigured: boolean;
}

/** Only for a hidden tab, with permission granted, when push (the service worker) does not show it. */
export const shouldShowBrowserNotice = (c: BrowserNoticeConditions): boolean =>
  c.hidden && c.permission === 'granted' && !c.pushConfigured;

/** The cached page with `notice` first (once: a repeated event changes nothing) and counted unread. */
export function withNewNotice(
  page: TListNotificationsResponse | undefined,
  notice: TNotification,
): TListNotificationsResponse | undefined {
  if (!page || page.data.some((n) => n.id === notice.id)) return page;
  return {
    data: [notice, ...page.data],
    meta: {
      ...page.meta,
      total: page.meta.total + 1,
      unread: page.meta.unread + (notice.read ? 0 : 1),
    },
  };
}

/** The cached page with the unread count the server announced. */
export const withUnread = (
  page: TListNotificationsResponse | undefined,
  unread: number,
): TListNotificationsResponse | undefined => (page ? { ...page, meta: { ...page.meta, unread } } : page);

export interface LiveNoticeDeps {
  queryClient: QueryClient;
  userId: string;
  /** This tab's conditions now (visibility, permission, push). */
  conditions: () => BrowserNoticeConditions;
  /** Shows the browser notification of a notice. */
  showBrowserNotice: (notice: TNotification) => void;
}

/** Applies one live event to the tab (events of other kinds are ignored). */
export function handleLiveNoticeEvent(event: LiveEvent, deps: LiveNoticeDeps): void {
  const { queryClient, userId } = deps;
  const key = notificationKeys.list(userId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  switch (event.type) {
    case 'notice':
      // A GET under way started before this notice: its answer would take it away again.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TListNotificationsResponse>(key, (page) => withNewNotice(page, event.payload));
      refetch();
      if (shouldShowBrowserNotice(deps.conditions())) deps.showBrowserNotice(event.payload);
      return;
    case 'notices-read':
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TListNotificationsResponse>(key, (page) =>
        withUnread(page, event.payload.unread),
      );
      // The read marks of the listed notices changed too.
      refetch();
      return;
    case 'connected':
      if (event.payload.reconnect) refetch();
      return;
    case 'resync':
      refetch();
      return;
    default:
  }
}
