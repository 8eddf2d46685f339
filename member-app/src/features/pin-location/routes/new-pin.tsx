import { isApiError } from '@barterbits/api-client';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useChangePin } from '../api/change-pin.ts';
import { usePinResetLink, useResetPin } from '../api/reset-pin.ts';
import { NEW_PIN_FIELDS, NewPinForm, type NewPinValues } from '../components/new-pin-form.tsx';

const EXPIRED_PAGE = PAGES.forgotPinLinkExpire.path;

/**
 * /new-pin: choose a new PIN, either with the e-mailed reset link (?token=) or, in Change PIN, with
 * the pinToken that /current-pin put in the router state.
 */
export const NewPinRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const pinToken = (useLocation().state as { pinToken?: string } | null)?.pinToken;
  if (token) return <ResetWithLink token={token} />;
  if (pinToken) return <ChangeWithPinToken pinToken={pinToken} />;
  return <Navigate to={PAGES.currentPin.path} replace />;
};

/** /new-pin's frame: the title, then the content. */
const NewPinPage = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('pin-location.newPin.heading')}
        </Typography>
        {children}
      </Stack>
    </OnboardingLayout>
  );
};

/**
 * The new PIN with its proof: `send` posts it; on success the server's message and on to `next`. A
 * refusal that `handled` deals with (it returns true) ends there; any other puts its messages on the fields.
 */
const ChooseNewPin = ({
  pending,
  error,
  send,
  next,
  handled,
}: {
  pending: boolean;
  error: Error | null;
  send: (
    values: NewPinValues,
    then: { onSuccess: (res: { message: string }) => void; onError: (e: Error) => void },
  ) => void;
  next: string;
  handled: (e: Error) => boolean;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <NewPinPage>
      <NewPinForm
        pinLabel={t('pin-location.newPin.label')}
        submitLabel={t('pin-location.newPin.save')}
        pending={pending}
        error={error}
        onSubmit={(values, setError) =>
          send(values, {
            onSuccess: ({ message }) => {
              notify({ message });
              navigate(next, { replace: true });
            },
            onError: (e) => {
              if (!handled(e)) applyServerErrors(e, NEW_PIN_FIELDS, setError);
            },
          })
        }
      />
    </NewPinPage>
  );
};

const ResetWithLink = ({ token }: { token: string }) => {
  const t = useT();
  const link = usePinResetLink(token);
  const reset = useResetPin();
  const { status } = useAuth();
  const navigate = useNavigate();

  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    if (isApiError(link.error) && link.error.code === 'LINK_EXPIRED')
      return <Navigate to={EXPIRED_PAGE} replace />;
    return (
      <NewPinPage>
        <Alert severity="error" role="alert">
          {link.error.message}
        </Alert>
        <Button component={RouterLink} to={PAGES.home.path} variant="outlined">
          {t('pin-location.newPin.home')}
        </Button>
      </NewPinPage>
    );
  }
  return (
    <ChooseNewPin
      pending={reset.isPending}
      error={reset.error}
      send={(values, then) => reset.mutate({ token, ...values }, then)}
      next={status === 'signed-in' ? PAGES.pin.path : PAGES.signIn.path}
      handled={(e) => {
        if (!(isApiError(e) && e.code === 'LINK_EXPIRED')) return false;
        navigate(EXPIRED_PAGE, { replace: true });
        return true;
      }}
    />
  );
};

const ChangeWithPinToken = ({ pinToken }: { pinToken: string }) => {
  const change = useChangePin();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <ChooseNewPin
      pending={change.isPending}
      error={change.error}
      send={(values, then) => change.mutate({ pinToken, ...values }, then)}
      next={PAGES.pin.path}
      handled={(e) => {
        // The proof of the current PIN ran out: check it again.
        if (!(isApiError(e) && e.code === 'FORBIDDEN')) return false;
        notify({ message: e.message, severity: 'error' });
        navigate(PAGES.currentPin.path, { replace: true });
        return true;
      }}
    />
  );
};
