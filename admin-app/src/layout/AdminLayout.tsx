import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useBasename, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
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

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar}>{children}</Layout>
);
