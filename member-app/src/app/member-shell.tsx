import { useAtomValue } from 'jotai';
import { MemberLayout } from '../components/layout/member-layout.tsx';
import { useUnreadNotificationCount } from '../features/notifications/api/get-notifications.ts';
import { userAtom } from '../stores/session.ts';

/** The member layout with the counts its navigation shows (unread notifications, refreshed each minute). */
export const MemberShell = () => {
  const user = useAtomValue(userAtom);
  const unread = useUnreadNotificationCount(user?.userId);
  return <MemberLayout counts={{ notifications: unread }} />;
};
