import { PAGES } from '@barterbits/contracts';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';

/** /forgot-pin-link-expire: the PIN-reset link was used already or ran out. */
export const ForgotPinLinkExpireRoute = () => {
  const t = useT();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <OnboardingLayout>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LinkOffOutlined color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('pin-location.expired.heading')}
        </Typography>
        <Typography color="text.secondary">{t('pin-location.expired.text')}</Typography>
        <Button
          component={RouterLink}
          to={signedIn ? PAGES.forgetPin.path : PAGES.signIn.path}
          variant="contained"
          size="large"
          fullWidth
        >
          {signedIn ? t('pin-location.expired.requestNew') : t('pin-location.expired.signIn')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};
