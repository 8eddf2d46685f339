import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useForgotPin } from '../api/forgot-pin.ts';

/** /forget-pin: e-mails the signed-in member a link to choose a new PIN. */
export const ForgetPinRoute = () => {
  const { user } = useAuth();
  const forgot = useForgotPin();
  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Forgot your PIN?
        </Typography>
        {forgot.isSuccess ? (
          <>
            <Alert severity="success" role="status">
              {forgot.data.message} It was sent to {user?.email}. The link works once, for 30 minutes.
            </Alert>
            <Button component={RouterLink} to={PAGES.pin.path} variant="outlined">
              Back to PIN settings
            </Button>
          </>
        ) : (
          <>
            <Typography color="text.secondary">
              We will email a link to {user?.email ?? 'your address'} to choose a new PIN.
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
              Send reset link
            </Button>
          </>
        )}
      </Stack>
    </OnboardingLayout>
  );
};
