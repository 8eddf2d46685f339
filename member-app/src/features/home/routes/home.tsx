import { CURRENCY_DISPLAY } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import { userAtom } from '../../../stores/session.ts';

/** / for a signed-in member: a welcome (the home feed comes with the offers issue). */
export const HomeRoute = () => {
  const user = useAtomValue(userAtom);
  const name = user?.firstName?.trim() || user?.userName || '';
  return (
    <Box sx={{ py: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {name ? `Welcome back, ${name}` : 'Welcome back'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        Trade products, services, vehicles and vacation rentals with members near you, paid in{' '}
        {CURRENCY_DISPLAY}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/offers" variant="contained">
          Browse offers
        </Button>
        <Button component={RouterLink} to="/my-wallet" variant="outlined">
          Open my wallet
        </Button>
        <Button component={RouterLink} to="/find-members" variant="outlined">
          Find members
        </Button>
      </Stack>
    </Box>
  );
};
