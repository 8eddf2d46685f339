import { LOGO_CLICK_DEBOUNCE_MS, PAGES } from '@barterbits/contracts';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { debounceLeading } from '../../lib/debounce.ts';
import { useT } from '../../lib/i18n.ts';
import type { LoggedInMember } from '../../lib/member.ts';
import { touchTargetLink } from '../../lib/touch-target.ts';
import { LanguageSwitcher } from '../language-switcher.tsx';
import { NAV_PANEL_ID } from './navigation-panel.tsx';
import { UserMenu } from './user-menu.tsx';

/** The BarterBits wordmark of the navbar (also drawn by the app shell painted before the app runs). */
export const WORDMARK_SX = {
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: 'primary.main',
  // Logo breakpoints: 600 and 1200 px.
  fontSize: { xs: '1.25rem', sm: '1.5rem', lg: '1.75rem' },
} as const;

/** The navbar's bar: above the navigation panel, flat, with a line below. */
export const NAVBAR_SX = {
  zIndex: (theme: Theme) => theme.zIndex.drawer + 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/**
 * Header navbar: navigation toggle, logo (home, debounced 700 ms), the language switcher (the choice is
 * stored for the account) and the account menu.
 */
export const Navbar = ({
  user,
  navOpen,
  onToggleNav,
}: {
  user: LoggedInMember;
  navOpen: boolean;
  onToggleNav: () => void;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const goHome = useMemo(
    () => debounceLeading(() => navigate(PAGES.home.path), LOGO_CLICK_DEBOUNCE_MS),
    [navigate],
  );
  useEffect(() => goHome.cancel, [goHome]);

  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={NAVBAR_SX}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label={navOpen ? t('app.nav.collapse') : t('app.nav.expand')}
          aria-controls={NAV_PANEL_ID}
          aria-expanded={navOpen}
          onClick={onToggleNav}
        >
          {navOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Link
          component={RouterLink}
          to={PAGES.home.path}
          underline="none"
          onClick={(event) => {
            event.preventDefault();
            goHome();
          }}
          sx={{ ...touchTargetLink, ...WORDMARK_SX }}
        >
          BarterBits
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher signedIn />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
};
