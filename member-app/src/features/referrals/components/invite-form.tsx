import {
  CHARACTER_COUNTER_DEFAULT,
  type TInviteFriendRequest,
  ZInviteFriendRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useInviteFriend } from '../api/invite-friend.ts';
import { invitesLeftText } from '../lib/referrals.ts';

type Output = z.output<typeof ZInviteFriendRequest>;
const FIELDS = ['email', 'message'] as const;

/**
 * Invite by e-mail: the friend's address and an optional note (the contracts' rules and messages). The
 * server's refusals show on the field (own address, already a member) or above the form (the daily limit).
 */
export const InviteForm = ({ invitesLeftToday }: { invitesLeftToday: number }) => {
  const t = useT();
  const notify = useNotify();
  const invite = useInviteFriend();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<TInviteFriendRequest, unknown, Output>({
    resolver: zodResolver(ZInviteFriendRequest),
    defaultValues: { email: '', message: '' },
  });
  const message = watch('message') ?? '';

  const onSubmit = handleSubmit((values) => {
    const note = values.message?.trim();
    invite.mutate(
      { email: values.email, ...(note ? { message: note } : {}) },
      {
        onSuccess: (data) => {
          notify({ message: data.resent ? t('referrals.email.resent') : t('referrals.email.sent') });
          reset();
        },
        onError: (error) => applyServerErrors(error, FIELDS, setError),
      },
    );
  });

  // The daily limit (429) and any other refusal without a field: the server's message above the form.
  const formError = formErrorMessage(invite.error, FIELDS);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invite-email-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="invite-email-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('referrals.email.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('referrals.email.lead')} {invitesLeftText(invitesLeftToday)}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={onSubmit}
        aria-label={t('referrals.email.form')}
      >
        <FormError message={formError} />
        <TextField
          {...register('email')}
          label={t('referrals.email.email')}
          type="email"
          autoComplete="off"
          required
          fullWidth
          error={errors.email !== undefined}
          helperText={translateValidation(errors.email?.message)}
        />
        <TextField
          {...register('message')}
          label={t('referrals.email.note')}
          multiline
          minRows={2}
          fullWidth
          error={errors.message !== undefined || message.length >= CHARACTER_COUNTER_DEFAULT}
          helperText={
            translateValidation(errors.message?.message) ?? `${message.length}/${CHARACTER_COUNTER_DEFAULT}`
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={invite.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 44 }}
        >
          {t('referrals.email.submit')}
        </Button>
      </Stack>
    </Paper>
  );
};
