import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageLanguageSwitcher } from '../../../components/language-switcher.tsx';
import { tOr, useT } from '../../../lib/i18n.ts';

/**
 * Any unknown path. Its words are the frame's (src/i18n/app), in English where that catalog is not loaded.
 */
export const NotFoundRoute = () => {
  useT();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
      }}
    >
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '6rem', sm: '9rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h6" component="p" sx={{ maxWidth: 520 }}>
        {tOr('app.notFound.text', ERROR_MESSAGES.notFoundPage)}
      </Typography>
      <Button component={RouterLink} to={PAGES.home.path} variant="contained" size="large">
        {tOr('app.notFound.home', 'Home')}
      </Button>
      <PageLanguageSwitcher />
    </Box>
  );
};
