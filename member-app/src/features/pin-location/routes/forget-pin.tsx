import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useForgotPin } from '../api/forgot-pin.ts';

/** /forget-pin: e-mails the signed-in member a link to choose a new PIN. */
export const ForgetPinRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const forgot = useForgotPin();
  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('pin-location.forget.heading')}
        </Typography>
        {forgot.isSuccess ? (
          <>
            <Alert severity="success" role="status">
              {t('pin-location.forget.sent', { message: forgot.data.message, email: user?.email ?? '' })}
            </Alert>
            <Button component={RouterLink} to={PAGES.pin.path} variant="outlined">
              {t('pin-location.forget.backToSettings')}
            </Button>
          </>
        ) : (
          <>
            <Typography color="text.secondary">
              {t('pin-location.forget.text', { email: user?.email ?? t('pin-location.forget.yourAddress') })}
            </Typography>
            {forgot.isError ? (
              <Alert severity="error" role="alert">
                {forgot.error.message}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              onClick={() => forgot.mutate()}
              loading={forgot.isPending}
            >
              {t('pin-location.forget.send')}
            </Button>
          </>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
