import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlineOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Badge from '@mui/material/Badge';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { MouseEvent, ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { t, useT } from '../../lib/i18n.ts';
import { isSectionActive, MEMBER_SECTIONS, type MemberSectionKey } from '../../lib/routes.ts';
import { Hint } from '../hint.tsx';
import { NAV_PANEL_WIDTH } from './navigation-state.ts';

const ICONS: Record<MemberSectionKey, ReactElement> = {
  home: <HomeOutlinedIcon />,
  offers: <StorefrontOutlinedIcon />,
  myOffers: <LocalOfferOutlinedIcon />,
  wants: <ManageSearchOutlinedIcon />,
  myWallet: <AccountBalanceWalletOutlinedIcon />,
  findMembers: <PeopleOutlineIcon />,
  chat: <ChatBubbleOutlineIcon />,
  notifications: <NotificationsNoneOutlinedIcon />,
  myProfile: <PersonOutlineIcon />,
  feedback: <FeedbackOutlinedIcon />,
};

export const NAV_PANEL_ID = 'navigation-panel';

/** A number to show on a section's icon (0 or none: no badge). */
export type NavCounts = Partial<Record<MemberSectionKey, number>>;

/** Sections disabled by a maintenance lock, each with the notice that explains it. */
export type NavLocks = Partial<Record<MemberSectionKey, string>>;

const COUNT_DESCRIPTIONS: Partial<Record<MemberSectionKey, (n: number) => string>> = {
  notifications: (count) => t('app.nav.unread', { count }),
  chat: (count) => t('app.nav.unread', { count }),
};

/**
 * A section a maintenance lock disables: still a link by its name (focusable, so the notice can be
 * read), marked disabled and with a lock, with the notice as its description and tooltip; it goes nowhere.
 */
const LockedLink = ({ section, notice }: { section: (typeof MEMBER_SECTIONS)[number]; notice: string }) => {
  const noticeId = `nav-lock-${section.key}`;
  return (
    <Hint title={notice} placement="right" block>
      <ListItemButton
        component="a"
        role="link"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={noticeId}
        onClick={(e: MouseEvent) => e.preventDefault()}
        sx={{ borderRadius: 2, mb: 0.5, opacity: 0.5, cursor: 'not-allowed' }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section.key]}</ListItemIcon>
        <ListItemText primary={t(section.label)} />
        <LockOutlinedIcon fontSize="small" aria-hidden data-testid="nav-lock-icon" />
        <span id={noticeId} hidden>
          {notice}
        </span>
      </ListItemButton>
    </Hint>
  );
};

const NavigationLinks = ({
  onNavigate,
  counts,
  locks,
}: {
  onNavigate?: () => void;
  counts?: NavCounts;
  locks?: NavLocks;
}) => {
  useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('app.nav.main')}>
      <List sx={{ px: 1 }}>
        {MEMBER_SECTIONS.map((section) => {
          const lock = locks?.[section.key];
          if (lock) return <LockedLink key={section.key} section={section} notice={lock} />;
          const active = isSectionActive(section.path, pathname);
          const count = counts?.[section.key] ?? 0;
          // The link keeps its name; the count is its description (read after the name).
          const countId = count > 0 ? `nav-count-${section.key}` : undefined;
          return (
            <ListItemButton
              key={section.key}
              component={RouterLink}
              to={section.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              aria-describedby={countId}
              sx={{ borderRadius: 2, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Badge
                  badgeContent={count}
                  max={99}
                  color="error"
                  slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'nav-count' } as object }}
                >
                  {ICONS[section.key]}
                </Badge>
              </ListItemIcon>
              <ListItemText primary={t(section.label)} />
              {countId && (
                <span id={countId} hidden>
                  {(COUNT_DESCRIPTIONS[section.key] ?? String)(count)}
                </span>
              )}
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
  counts,
  locks,
}: {
  isPhone: boolean;
  open: boolean;
  onClose: () => void;
  counts?: NavCounts | undefined;
  locks?: NavLocks | undefined;
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
      <NavigationLinks onNavigate={onClose} counts={counts} locks={locks} />
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
      <NavigationLinks counts={counts} locks={locks} />
    </Drawer>
  );
