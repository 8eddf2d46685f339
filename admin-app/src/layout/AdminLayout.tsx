import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, Menu, UserMenu, useBasename, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceItemsWithFeedbackBadge } from '../feedback/FeedbackMenuItem.tsx';
import { PROFILE_PATH } from '../paths.ts';

const MyProfileMenuItem = () => {
  const userMenu = useUserMenu();
  const basename = useBasename();
  return (
    <MenuItem component={Link} to={`${basename}${PROFILE_PATH}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>My profile</ListItemText>
    </MenuItem>
  );
};

const AdminUserMenu = () => (
  <UserMenu>
    <MyProfileMenuItem />
    <Logout />
  </UserMenu>
);

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

/** The resources (Feedback with its unanswered-count badge), then pages that are not resources (the pledge). */
const AdminMenu = () => {
  const basename = useBasename();
  return (
    <Menu>
      <ResourceItemsWithFeedbackBadge />
      <Menu.Item to={`${basename}/pledge`} primaryText="Pledge" leftIcon={<HandshakeIcon />} />
    </Menu>
  );
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
