import { PAGES } from '@barterbits/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';

/** /pin: the wallet PIN settings: change it, or reset it by e-mail. */
export const PinSettingsRoute = () => {
  const t = useT();
  const profile = useOwnProfile();
  if (!profile.data) return <PageLoader />;
  return (
    <OnboardingLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlined color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('pin-location.settings.heading')}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{t('pin-location.settings.text')}</Typography>
        {profile.data.pinSet ? (
          <>
            <Button component={RouterLink} to={PAGES.currentPin.path} variant="contained" size="large">
              {t('pin-location.settings.change')}
            </Button>
            <Button component={RouterLink} to={PAGES.forgetPin.path} variant="text">
              {t('pin-location.settings.forgot')}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} to={PAGES.pinSetup.path} variant="contained" size="large">
            {t('pin-location.settings.set')}
          </Button>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
