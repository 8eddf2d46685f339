import { useAtomValue } from 'jotai';
import { MemberLayout } from '../components/layout/member-layout.tsx';
import { useUnreadNotificationCount } from '../features/notifications/api/get-notifications.ts';
import { useLiveNotices } from '../features/notifications/lib/use-live-notices.ts';
import { useChatUnreadTotal, useLiveConnection } from '../lib/live.ts';
import { usePushSetup } from '../lib/push/push.ts';
import { userAtom } from '../stores/session.ts';

/**
 * The member layout with the counts its navigation shows (unread notifications and unread chat
 * messages, both kept live), and the tab's live connection while a member is signed in: chat events,
 * notices (the badge, the notices page, a browser notification while the tab is hidden).
 */
export const MemberShell = () => {
  const user = useAtomValue(userAtom);
  useLiveConnection(user?.userId);
  useLiveNotices(user?.userId);
  usePushSetup(user?.userId);
  const unread = useUnreadNotificationCount(user?.userId);
  const chat = useChatUnreadTotal(user?.userId);
  return <MemberLayout counts={{ notifications: unread, chat }} />;
};
