import { PAGES } from '@barterbits/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../lib/i18n.ts';

/** A profile page inside the shell: title with a back arrow to /my-profile, content in a card. */
export const ProfilePage = ({
  title,
  back = PAGES.myProfile.path,
  children,
  maxWidth = 720,
}: {
  title: string;
  back?: string | null;
  children: ReactNode;
  maxWidth?: number;
}) => {
  const t = useT();
  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {back ? (
          <IconButton component={RouterLink} to={back} aria-label={t('profile.page.back')} edge="start">
            <ArrowBack />
          </IconButton>
        ) : null}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
};
