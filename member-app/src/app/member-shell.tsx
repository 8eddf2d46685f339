import { useAtomValue } from 'jotai';
import { MemberLayout } from '../components/layout/member-layout.tsx';
import { useUnreadNotificationCount } from '../features/notifications/api/get-notifications.ts';
import { useChatUnreadTotal, useLiveConnection } from '../lib/live.ts';
import { usePushSetup } from '../lib/push/push.ts';
import { userAtom } from '../stores/session.ts';

/**
 * The member layout with the counts its navigation shows (unread notifications, refreshed each minute;
 * unread chat messages, kept live), and the tab's live connection while a member is signed in.
 */
export const MemberShell = () => {
  const user = useAtomValue(userAtom);
  useLiveConnection(user?.userId);
  usePushSetup(user?.userId);
  const unread = useUnreadNotificationCount(user?.userId);
  const chat = useChatUnreadTotal(user?.userId);
  return <MemberLayout counts={{ notifications: unread, chat }} />;
};
