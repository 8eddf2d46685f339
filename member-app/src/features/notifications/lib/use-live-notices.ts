/**
 * The live notices of the signed-in member in this tab (mounted once, by the member shell, so it works
 * on every page): see `handleLiveNoticeEvent`. A browser notification's click focuses the tab, marks
 * the notice read and opens its page.
 */

import type { TNotification } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { firebaseMessagingConfig } from '../../../lib/firebase-config.ts';
import { useLiveEvents } from '../../../lib/live.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { type BrowserNoticeConditions, handleLiveNoticeEvent } from './live-notices.ts';

/** With web push configured, the service worker shows notices; this tab does not show them again. */
export const PUSH_CONFIGURED = firebaseMessagingConfig() !== null;

const browserConditions = (): BrowserNoticeConditions => ({
  hidden: document.visibilityState === 'hidden',
  permission: typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  pushConfigured: PUSH_CONFIGURED,
});

/** Shows `notice` as a browser notification; one per link (a newer one about the same page replaces it). */
function showBrowserNotice(notice: TNotification, open: (notice: TNotification) => void): void {
  try {
    const shown = new Notification(notice.title, {
      body: notice.body,
      tag: notice.link ?? PAGES.notifications.path,
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      open(notice);
    };
  } catch {
    // Browsers that only show notifications through a service worker (Chrome on Android): the badge
    // still tells.
  }
}

/** Keeps this tab's notices and unread badge live, and shows browser notifications while hidden. */
export const useLiveNotices = (userId: string | undefined): void => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const open = (notice: TNotification) => {
    if (!notice.read) markRead.mutate({ ids: [notice.id] });
    navigate(notice.link ?? PAGES.notifications.path);
  };
  useLiveEvents((event) => {
    if (!userId) return;
    handleLiveNoticeEvent(event, {
      queryClient,
      userId,
      conditions: browserConditions,
      showBrowserNotice: (notice) => showBrowserNotice(notice, open),
    });
  });
};
