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
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useVerifyPin } from '../api/verify-pin.ts';

/** /current-pin: first step of Change PIN; the proof of the check goes on to /new-pin in router state. */
export const CurrentPinRoute = () => {
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
        if (isApiError(e) && (e.code === 'INCORRECT_PIN' || e.fieldErrors?.pin)) {
          setError('pin', { message: e.fieldErrors?.pin?.[0] ?? e.message });
        }
      },
    }),
  );
  const alert =
    verify.isError &&
    !(isApiError(verify.error) && (verify.error.code === 'INCORRECT_PIN' || verify.error.fieldErrors));

  return (
    <OnboardingLayout>
      <Stack component="form" noValidate spacing={2.5} aria-label="Current PIN" onSubmit={onSubmit}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Enter your current PIN
        </Typography>
        {alert ? (
          <Alert severity="error" role="alert">
            {verify.error?.message}
          </Alert>
        ) : null}
        <PinField control={control} name="pin" label="Current PIN" autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          Continue
        </Button>
        <Link
          component={RouterLink}
          to={PAGES.forgetPin.path}
          sx={{ ...touchTargetLink, alignSelf: 'center' }}
        >
          Forgot PIN?
        </Link>
      </Stack>
    </OnboardingLayout>
  );
};
