import { EMAIL_CHANGE_TTL_SECONDS, PAGES, type TNewEmailForm, ZNewEmailForm } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useEmailChangeRequest } from '../api/email-change-request.ts';
import { AccountPage } from '../components/account-page.tsx';
import { CancelToProfile } from '../components/cancel-to-profile.tsx';
import { formErrorUnlessLink, onLinkOrFieldErrors } from '../lib/form-errors.ts';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/** The field that takes the server's messages. */
const FIELDS = ['newEmail'] as const;

/**
 * /profile-email-change: the new address (with the token from /current-email-change). On success the
 * page tells the member to check both inboxes.
 */
export const ProfileEmailChangeRoute = () => {
  const t = useT();
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
      <AccountPage heading={t('accounts.profileEmailChange.sentHeading')} lead={request.data.message}>
        <Typography color="text.secondary">
          {withValues(
            t('accounts.profileEmailChange.sent', {
              newEmail: SLOTS[0],
              currentEmail: SLOTS[1],
              hours: EMAIL_CHANGE_TTL_SECONDS / 3600,
              signInEmail: currentEmail,
            }),
            [
              <Box key="new" component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {newEmail}
              </Box>,
              <Box key="current" component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {currentEmail}
              </Box>,
            ],
          )}
        </Typography>
        <Button
          component={RouterLink}
          to={PAGES.myProfile.path}
          replace
          variant="contained"
          size="large"
          fullWidth
        >
          {t('accounts.profileEmailChange.back')}
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
      heading={t('accounts.profileEmailChange.heading')}
      lead={t('accounts.profileEmailChange.lead')}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label={t('accounts.profileEmailChange.form')}
      >
        <FormError message={formErrorUnlessLink(request.error, FIELDS)} />
        <EmailField
          registration={register('newEmail')}
          label={t('accounts.profileEmailChange.newEmail')}
          error={errors.newEmail?.message}
        />
        <SubmitButton pending={request.isPending}>{t('accounts.profileEmailChange.submit')}</SubmitButton>
        <CancelToProfile />
      </Stack>
    </AccountPage>
  );
};
