import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { tOr } from '../../lib/i18n.ts';
import { touchTargetLink } from '../../lib/touch-target.ts';
import { NAVBAR_SX, WORDMARK_SX } from './navbar.tsx';

/**
 * What a member's page looks like before the app has run: the navbar as the member layout draws it (its menu
 * button, the wordmark) over a loading page. Never rendered by the app: it is prerendered at build time
 * (prerender.tsx) into the page the server sends for every address that has no page of its own, so that a
 * phone paints the app's frame at once instead of a blank page while the scripts arrive; the app then draws
 * the page (for a visitor without a session, the sign-in page) in its place. `loadingLabel` names the spinner
 * in the page's language (prerender.tsx reads it from the frame's catalog).
 */
export const ShellPlaceholder = ({ loadingLabel }: { loadingLabel?: string | undefined }) => (
  <Box sx={{ minHeight: '100vh' }}>
    <AppBar position="fixed" color="inherit" elevation={0} sx={NAVBAR_SX}>
      <Toolbar sx={{ gap: 1 }}>
        {/* Where the navbar has its menu button and logo link, the same size: nothing moves when it comes. */}
        <IconButton component="span" edge="start" tabIndex={-1} aria-hidden>
          <MenuIcon />
        </IconButton>
        <Typography component="span" sx={{ ...touchTargetLink, ...WORDMARK_SX }}>
          BarterBits
        </Typography>
      </Toolbar>
    </AppBar>
    <Box
      component="main"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}
    >
      {/* Turning only (no growing stroke): the compositor animates it, not the main thread the app needs. */}
      <CircularProgress aria-label={loadingLabel ?? tOr('app.loading', 'Loading')} disableShrink />
    </Box>
  </Box>
);
