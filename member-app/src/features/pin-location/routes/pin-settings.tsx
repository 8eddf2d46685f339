import { PAGES } from '@barterbits/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';

/** /pin: the wallet PIN settings: change it, or reset it by e-mail. */
export const PinSettingsRoute = () => {
  const profile = useOwnProfile();
  if (!profile.data) return <PageLoader />;
  return (
    <OnboardingLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlined color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            PIN
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          Your 4-digit PIN confirms payments from your wallet. Never share it with anyone.
        </Typography>
        {profile.data.pinSet ? (
          <>
            <Button component={RouterLink} to={PAGES.currentPin.path} variant="contained" size="large">
              Change PIN
            </Button>
            <Button component={RouterLink} to={PAGES.forgetPin.path} variant="text">
              Forgot PIN?
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to={PAGES.pinSetup.path} variant="contained" size="large">
            Set PIN
          </Button>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
