import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isSectionActive, MEMBER_SECTIONS, type MemberSectionKey } from '../../lib/routes.ts';
import { NAV_PANEL_WIDTH } from './navigation-state.ts';

const ICONS: Record<MemberSectionKey, ReactElement> = {
  home: <HomeOutlinedIcon />,
  offers: <StorefrontOutlinedIcon />,
  myOffers: <LocalOfferOutlinedIcon />,
  myWallet: <AccountBalanceWalletOutlinedIcon />,
  findMembers: <PeopleOutlineIcon />,
  chat: <ChatBubbleOutlineIcon />,
  notifications: <NotificationsNoneOutlinedIcon />,
  myProfile: <PersonOutlineIcon />,
  feedback: <FeedbackOutlinedIcon />,
};

export const NAV_PANEL_ID = 'navigation-panel';

const NavigationLinks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main navigation">
      <List sx={{ px: 1 }}>
        {MEMBER_SECTIONS.map((section) => {
          const active = isSectionActive(section.path, pathname);
          return (
            <ListItemButton
              key={section.key}
              component={RouterLink}
              to={section.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section.key]}</ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
};

const paperSx = { width: NAV_PANEL_WIDTH, boxSizing: 'border-box' } as const;

/**
 * The navigation panel. Wide screens: a persistent panel under the navbar, open unless collapsed.
 * Phone width: a temporary drawer, closed by default, that closes again after a link is followed.
 */
export const NavigationPanel = ({
  isPhone,
  open,
  onClose,
}: {
  isPhone: boolean;
  open: boolean;
  onClose: () => void;
}) =>
  isPhone ? (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { id: NAV_PANEL_ID, sx: paperSx } }}
    >
      <Toolbar />
      <NavigationLinks onNavigate={onClose} />
    </Drawer>
  ) : (
    <Drawer
      variant="persistent"
      anchor="left"
      open={open}
      sx={{ width: NAV_PANEL_WIDTH, flexShrink: 0 }}
      slotProps={{ paper: { id: NAV_PANEL_ID, sx: paperSx } }}
    >
      <Toolbar />
      <NavigationLinks />
    </Drawer>
  );
