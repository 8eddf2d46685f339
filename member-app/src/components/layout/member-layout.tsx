import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isNavbarHidden } from '../../lib/routes.ts';
import { HELP_BUTTON_ROOM } from '../../lib/touch-target.ts';
import { userAtom } from '../../stores/session.ts';
import { navigationStateAtom } from '../../stores/ui.ts';
import { Navbar } from './navbar.tsx';
import { type NavCounts, NavigationPanel, type NavLocks } from './navigation-panel.tsx';
import { mobileNavOpenAtom, NAV_PANEL_WIDTH } from './navigation-state.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The signed-in member's shell: header navbar, navigation panel and the page. Full-screen pages
 * (create-offer, invite-a-friend, edit-calender) get neither navbar nor panel. `counts` puts a badge
 * on sections (e.g. unread notifications); `locks` disables sections (maintenance), and `notice`, when
 * set, is shown instead of the page.
 */
export const MemberLayout = ({
  counts,
  locks,
  notice,
}: {
  counts?: NavCounts;
  locks?: NavLocks;
  notice?: ReactNode;
}) => {
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [navigation, setNavigation] = useAtom(navigationStateAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileNavOpenAtom);
  const mainRef = useRef<HTMLElement>(null);
  // A phone drawer left open must not stay open on the next page or after widening the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on path or width change only.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname, isPhone]);

  if (!user) return null;
  if (isNavbarHidden(pathname)) {
    return (
      <Box component="main" sx={{ minHeight: '100vh', pb: HELP_BUTTON_ROOM }}>
        {notice ?? <Outlet />}
      </Box>
    );
  }

  const navOpen = isPhone ? mobileOpen : navigation.isOpen;
  const toggleNav = () =>
    isPhone ? setMobileOpen((open) => !open) : setNavigation((s) => ({ ...s, isOpen: !s.isOpen }));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink mainRef={mainRef} />
      <Navbar user={user} navOpen={navOpen} onToggleNav={toggleNav} />
      <NavigationPanel
        isPhone={isPhone}
        open={navOpen}
        onClose={() => setMobileOpen(false)}
        counts={counts}
        locks={locks}
      />
      <Box
        component="main"
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        // Takes focus from the skip link (not in the Tab order); no ring on the whole page.
        tabIndex={-1}
        sx={(theme) => ({
          outline: 'none',
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, lg: 4 },
          pb: HELP_BUTTON_ROOM,
          marginLeft: isPhone || navigation.isOpen ? 0 : `-${NAV_PANEL_WIDTH}px`,
          transition: theme.transitions.create('margin', {
            easing: theme.transitions.easing.sharp,
            duration: navigation.isOpen
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
        })}
      >
        <Toolbar />
        {notice ?? <Outlet />}
      </Box>
    </Box>
  );
};
