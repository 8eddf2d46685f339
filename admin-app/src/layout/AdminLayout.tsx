import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  UserMenu,
  useBasename,
  usePermissions,
  useResourceDefinitions,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BarterDisputesMenuItem } from '../barter-disputes/BarterDisputesMenuItem.tsx';
import { BARTER_DISPUTES_RESOURCE } from '../barter-disputes/barterDisputesDataProvider.ts';
import { FeedbackMenuItem } from '../feedback/FeedbackMenuItem.tsx';
import { FEEDBACK_RESOURCE } from '../feedback/feedbackDataProvider.ts';
import { useT } from '../i18n/useT.ts';
import { MAINTENANCE_PATH } from '../maintenance/index.ts';
import { PROFILE_PATH } from '../paths.ts';
import { canOpenResource } from '../permissions/adminPermissions.ts';
import { useCan, useRoleLabel } from '../permissions/useCan.ts';

const MyProfileMenuItem = () => {
  const userMenu = useUserMenu();
  const basename = useBasename();
  const t = useT();
  return (
    <MenuItem component={Link} to={`${basename}${PROFILE_PATH}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('console.menu.myProfile')}</ListItemText>
    </MenuItem>
  );
};

/** The admin's role ("Support") at the top of the user menu: a label, not an action. */
const RoleMenuItem = () => {
  const role = useRoleLabel();
  const t = useT();
  if (!role) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText
        primary={t('console.menu.role', { role })}
        slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
      />
    </MenuItem>
  );
};

const AdminUserMenu = () => (
  <UserMenu>
    <RoleMenuItem />
    <MyProfileMenuItem />
    <Logout />
  </UserMenu>
);

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

/** The menu items that carry a count beside their name: what waits for an admin. */
const COUNTED_ITEMS: Readonly<Record<string, (props: { name: string }) => ReactNode>> = {
  [FEEDBACK_RESOURCE]: FeedbackMenuItem,
  [BARTER_DISPUTES_RESOURCE]: BarterDisputesMenuItem,
};

/**
 * The menu's resource items (as `Menu.ResourceItems`) the admin's role may open; Feedback (unanswered)
 * and Barter disputes (to decide) carry their count as a badge.
 */
const ResourceItems = () => {
  const resources = useResourceDefinitions();
  const { permissions } = usePermissions();
  return (
    <>
      {Object.keys(resources)
        .filter((name) => resources[name]?.hasList && canOpenResource(permissions, name))
        .map((name) => {
          const Counted = COUNTED_ITEMS[name];
          return Counted ? <Counted key={name} name={name} /> : <Menu.ResourceItem key={name} name={name} />;
        })}
    </>
  );
};

/**
 * The resources the admin's role may open (named in the console's language: `resources.<name>.name`) (Feedback and Barter disputes with their count), then pages that
 * are not resources (the pledge).
 */
const AdminMenu = () => {
  const basename = useBasename();
  const mayReadPledge = useCan('getPledge');
  const t = useT();
  return (
    <Menu>
      <Menu.DashboardItem />
      <ResourceItems />
      {mayReadPledge ? (
        <Menu.Item
          to={`${basename}/pledge`}
          primaryText={t('console.menu.pledge')}
          leftIcon={<HandshakeIcon />}
        />
      ) : null}
      <Menu.Item
        to={`${basename}${MAINTENANCE_PATH}`}
        primaryText={t('console.menu.maintenance')}
        leftIcon={<BuildOutlinedIcon />}
      />
    </Menu>
  );
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
