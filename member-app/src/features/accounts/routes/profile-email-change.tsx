import { EMAIL_CHANGE_TTL_SECONDS, PAGES, type TNewEmailForm, ZNewEmailForm } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useEmailChangeRequest } from '../api/email-change-request.ts';
import { AccountPage } from '../components/account-page.tsx';
import { CancelToProfile } from '../components/cancel-to-profile.tsx';
import { formErrorUnlessLink, onLinkOrFieldErrors } from '../lib/form-errors.ts';

/** The field that takes the server's messages. */
const FIELDS = ['newEmail'] as const;

/**
 * /profile-email-change: the new address (with the token from /current-email-change). On success the
 * page tells the member to check both inboxes.
 */
export const ProfileEmailChangeRoute = () => {
  const token = (useLocation().state as { token?: string } | null)?.token;
  const navigate = useNavigate();
  const request = useEmailChangeRequest();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TNewEmailForm>({
    resolver: zodResolver(ZNewEmailForm),
    defaultValues: { newEmail: '' },
  });

  if (!token) return <Navigate to={PAGES.currentEmailChange.path} replace />;

  if (request.isSuccess) {
    const { currentEmail, newEmail } = request.data.data;
    return (
      <AccountPage heading="Check your email" lead={request.data.message}>
        <Typography color="text.secondary">
          We sent a verification link to <strong>{newEmail}</strong> and an approval request to{' '}
          <strong>{currentEmail}</strong>. The links work once and expire after{' '}
          {EMAIL_CHANGE_TTL_SECONDS / 3600} hours. Until then you keep signing in with {currentEmail}.
        </Typography>
        <Button
          component={RouterLink}
          to={PAGES.myProfile.path}
          replace
          variant="contained"
          size="large"
          fullWidth
        >
          Back to my profile
        </Button>
      </AccountPage>
    );
  }

  const onSubmit = handleSubmit((values) =>
    request.mutate(
      { token, newEmail: values.newEmail },
      {
        onError: onLinkOrFieldErrors(setError, FIELDS, (error) =>
          navigate(PAGES.currentEmailChange.path, { replace: true, state: { message: error.message } }),
        ),
      },
    ),
  );

  return (
    <AccountPage
      heading="Enter your new email address"
      lead="We will send a verification link to the new address and ask your current address to approve the change."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="New email address">
        <FormError message={formErrorUnlessLink(request.error, FIELDS)} />
        <EmailField
          registration={register('newEmail')}
          label="New email address"
          error={errors.newEmail?.message}
        />
        <SubmitButton pending={request.isPending}>Send links</SubmitButton>
        <CancelToProfile />
      </Stack>
    </AccountPage>
  );
};
