import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Full-height centred spinner shown while content loads. */
export const PageLoader = () => (
  <Box sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);
