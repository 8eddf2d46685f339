import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { MemberLayout } from '../components/layout/member-layout.tsx';
import { useUnreadNotificationCount } from '../features/notifications/api/get-notifications.ts';
import { useLiveNotices } from '../features/notifications/lib/use-live-notices.ts';
import { MaintenanceNotice } from '../features/restrictions/components/maintenance-notice.tsx';
import { useT } from '../lib/i18n.ts';
import { useChatUnreadTotal, useLiveConnection } from '../lib/live.ts';
import { maintenanceNotice } from '../lib/maintenance-notice.ts';
import { usePushSetup } from '../lib/push/push.ts';
import {
  liveSocketRestrictionHooks,
  lockedModuleOfPage,
  lockedSections,
  restrictionViewAtom,
} from '../lib/restrictions.ts';
import { userAtom } from '../stores/session.ts';

/** The maintenance lock as the shell shows it: disabled sections (with their notice) and the current page's lock. */
const useMaintenanceLocks = () => {
  const { state, lockedModules } = useAtomValue(restrictionViewAtom);
  const { pathname } = useLocation();
  const sections = lockedSections(state, lockedModules);
  const locks = Object.fromEntries(
    Object.entries(sections).map(([key, module]) => [key, maintenanceNotice(module, state.adminNote)]),
  );
  const page = lockedModuleOfPage(pathname, state, lockedModules);
  return { locks, notice: page ? <MaintenanceNotice module={page} adminNote={state.adminNote} /> : null };
};

/**
 * The member layout with the counts its navigation shows (unread notifications and unread chat
 * messages, both kept live), and the tab's live connection while a member is signed in: chat events,
 * notices (the badge, the notices page, a browser notification while the tab is hidden). While a
 * maintenance lock is in force, the locked modules' links are disabled with the admin's note, and a
 * locked module's page shows the notice instead of its content.
 */
export const MemberShell = () => {
  // The notices of locked sections are worded here: a language switch words them again.
  useT();
  const user = useAtomValue(userAtom);
  useLiveConnection(user?.userId, liveSocketRestrictionHooks);
  useLiveNotices(user?.userId);
  usePushSetup(user?.userId);
  const unread = useUnreadNotificationCount(user?.userId);
  const chat = useChatUnreadTotal(user?.userId);
  const { locks, notice } = useMaintenanceLocks();
  return <MemberLayout counts={{ notifications: unread, chat }} locks={locks} notice={notice} />;
};
