import { ERROR_MESSAGES, PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path. */
export const NotFoundRoute = () => (
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
      {ERROR_MESSAGES.notFoundPage}
    </Typography>
    <Button component={RouterLink} to={PAGES.home.path} variant="contained" size="large">
      Home
    </Button>
  </Box>
);
