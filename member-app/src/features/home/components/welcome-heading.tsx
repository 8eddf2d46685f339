import Typography from '@mui/material/Typography';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { isFirstSession } from './first-session.ts';

/**
 * The home page's greeting: "Welcome, Alex" in the member's first session (just signed up and
 * onboarded, or the first sign-in to an account made for them), "Welcome back, Alex" afterwards.
 */
export const WelcomeHeading = ({ name }: { name: string }) => {
  const profile = useOwnProfile();
  const greeting = isFirstSession(profile.data) ? 'Welcome' : 'Welcome back';
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
      {name ? `${greeting}, ${name}` : greeting}
    </Typography>
  );
};
