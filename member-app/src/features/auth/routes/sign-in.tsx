import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';

/** /sign-in */
export const SignInRoute = () => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 6,
      bgcolor: 'background.default',
    }}
  >
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: '1.75rem', color: 'primary.main', letterSpacing: '-0.02em', mb: 1 }}
      >
        BarterBits
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Trade offers with your community, paid in BITS™.
      </Typography>
      <SignInForm />
      <SocialButtons />
    </Paper>
  </Box>
);
