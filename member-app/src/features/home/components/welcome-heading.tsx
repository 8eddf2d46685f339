import Typography from '@mui/material/Typography';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { isFirstSession } from './first-session.ts';

/**
 * The home page's greeting: "Welcome, Alex" in the member's first session (just signed up and
 * onboarded, or the first sign-in to an account made for them), "Welcome back, Alex" afterwards.
 */
export const WelcomeHeading = ({ name }: { name: string }) => {
  const t = useT();
  const profile = useOwnProfile();
  const first = isFirstSession(profile.data);
  const greeting = first
    ? name
      ? t('home.welcomeName', { name })
      : t('home.welcome')
    : name
      ? t('home.welcomeBackName', { name })
      : t('home.welcomeBack');
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
      {greeting}
    </Typography>
  );
};
