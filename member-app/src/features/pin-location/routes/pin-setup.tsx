import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUserQueryOptions, useAuth } from '../../../lib/auth.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useSetPin } from '../api/set-pin.ts';
import { NEW_PIN_FIELDS, NewPinForm } from '../components/new-pin-form.tsx';

/**
 * /pin-setup: choose the 4-digit wallet PIN (first half of stage PIN_SETUP; the general location
 * follows). A completed member without a PIN may set one here too.
 */
export const PinSetupRoute = () => {
  const t = useT();
  const { user } = useAuth();
  const profile = useQuery({ ...getUserQueryOptions(user?.userId ?? ''), enabled: !!user });
  const setPin = useSetPin();
  const navigate = useNavigate();
  const notify = useNotify();

  if (!user || !profile.data) return <PageLoader />;
  const onboarding = user.checkOutStatus === 'PIN_SETUP';
  const completedWithoutPin = user.checkOutStatus === 'COMPLETED' && !profile.data.pinSet;
  if (!onboarding && !completedWithoutPin)
    return <Navigate to={routeForStage(user.checkOutStatus)} replace />;

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{t('pin-location.setup.text')}</Typography>
        {onboarding && profile.data.pinSet ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={PAGES.generalLocation.path} color="inherit" size="small">
                {t('pin-location.setup.continue')}
              </Button>
            }
          >
            {t('pin-location.setup.alreadySet')}
          </Alert>
        ) : null}
        <NewPinForm
          submitLabel={t('pin-location.setup.submit')}
          pending={setPin.isPending}
          error={setPin.error}
          onSubmit={(values, setError) =>
            setPin.mutate(values, {
              onSuccess: () => {
                if (onboarding) return navigate(PAGES.generalLocation.path);
                notify({ message: t('pin-location.setup.done') });
                navigate(PAGES.pin.path, { replace: true });
              },
              onError: (e) => applyServerErrors(e, NEW_PIN_FIELDS, setError),
            })
          }
        />
      </Stack>
    </OnboardingLayout>
  );
};
