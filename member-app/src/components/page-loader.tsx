import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { tOr, useT } from '../lib/i18n.ts';

/** Full-height centred spinner shown while content loads. */
export const PageLoader = () => {
  useT();
  return (
    <Box sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={tOr('app.loading', 'Loading')} />
    </Box>
  );
};
