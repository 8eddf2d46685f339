import { isApiError } from '@barterbits/api-client';
import { PAGES, ZVerifyPinRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PinField } from '../../../components/form/pin-field.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useVerifyPin } from '../api/verify-pin.ts';

/** The field that takes the server's messages. */
const FIELDS = ['pin'] as const;

/** A wrong PIN comes without field messages; the form says it on the PIN field, not above it. */
const isWrongPin = (e: unknown): boolean => isApiError(e) && e.code === 'INCORRECT_PIN';

/** /current-pin: first step of Change PIN; the proof of the check goes on to /new-pin in router state. */
export const CurrentPinRoute = () => {
  const t = useT();
  const verify = useVerifyPin();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<{ pin: string }>({
    resolver: zodResolver(ZVerifyPinRequest),
    defaultValues: { pin: '' },
  });

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ pinToken }) => navigate(PAGES.newPin.path, { state: { pinToken } }),
      onError: (e) => {
        if (!applyServerErrors(e, FIELDS, setError) && isWrongPin(e)) setError('pin', { message: e.message });
      },
    }),
  );
  const alert = isWrongPin(verify.error) ? null : formErrorMessage(verify.error, FIELDS);

  return (
    <OnboardingLayout>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={t('pin-location.current.form')}
        onSubmit={onSubmit}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('pin-location.current.heading')}
        </Typography>
        {alert ? (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        ) : null}
        <PinField control={control} name="pin" label={t('pin-location.current.label')} autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          {t('pin-location.current.continue')}
        </Button>
        <Link
          component={RouterLink}
          to={PAGES.forgetPin.path}
          sx={{ ...touchTargetLink, alignSelf: 'center' }}
        >
          {t('pin-location.current.forgot')}
        </Link>
      </Stack>
    </OnboardingLayout>
  );
};
