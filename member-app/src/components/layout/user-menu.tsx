import { PAGES } from '@barterbits/contracts';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../lib/auth.tsx';
import { useT } from '../../lib/i18n.ts';
import { displayName, initialsOf, type LoggedInMember } from '../../lib/member.ts';

/** Avatar button with the account menu (My Profile, Logout). */
export const UserMenu = ({ user }: { user: LoggedInMember }) => {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const logout = useLogout();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('app.userMenu.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.profilePhoto ?? undefined}
          alt={displayName(user)}
          sx={{
            width: 36,
            height: 36,
            fontSize: '0.95rem',
            fontWeight: 600,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || displayName(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate(PAGES.myProfile.path);
          }}
        >
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('app.userMenu.profile')}
        </MenuItem>
        <MenuItem
          disabled={logout.isPending}
          onClick={() => {
            close();
            logout.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('app.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
