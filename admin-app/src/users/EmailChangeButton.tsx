import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import type { FieldErrors } from '../admin-accounts/formErrors.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useT } from '../i18n/useT.ts';
import {
  EMAIL_CHANGE_REASON_MAX,
  EMPTY_EMAIL_CHANGE,
  type EmailChangeField,
  type EmailChangeValues,
  emailChangeErrors,
  emailChangeNotice,
  mayChangeEmail,
  validateEmailChange,
} from './emailChange.ts';
import {
  type ChangeMemberEmailParams,
  USERS_RESOURCE,
  type UserRecord,
  type UsersDataProvider,
} from './usersDataProvider.ts';

/**
 * "Change e-mail" on a member's page (moderators and super admins): support changes the sign-in
 * address of a member who lost their mailbox, with a reason and the admin's password again. Both
 * addresses are told and the member is signed out everywhere; the page then shows the new address.
 */
export const EmailChangeButton = () => {
  const { permissions } = usePermissions();
  const user = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const notify = useNotify();
  const t = useT();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<EmailChangeValues>(EMPTY_EMAIL_CHANGE);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setValues(EMPTY_EMAIL_CHANGE);
    setFieldErrors({});
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: ChangeMemberEmailParams) => dataProvider.changeMemberEmail(USERS_RESOURCE, params),
    onSuccess: (res) => {
      notify(res.message ?? 'console.users.emailChanged', {
        type: 'success',
        messageArgs: { email: res.data.newEmail },
      });
      close();
      refresh();
    },
    onError: (err) => {
      const shown = emailChangeErrors(err);
      setFieldErrors(shown.fields);
      // The password is asked again after any refusal: its re-check token is spent or was refused.
      setValues((v) => ({ ...v, password: '' }));
      setError(shown.message);
    },
  });
  if (!user || !mayChangeEmail(permissions, user)) return null;

  const submit = () => {
    const checked = validateEmailChange(values, { id: String(user.id), email: user.email }, t);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      // The reason's field shows a counter, not a message: its message goes in the alert.
      setError(checked.errors.reason ?? null);
      return;
    }
    setError(null);
    setFieldErrors({});
    mutate(checked.params);
  };
  const set = (field: EmailChangeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldProps = (field: EmailChangeField, hint?: string) => {
    const message = fieldErrors[field] ?? hint;
    return {
      value: values[field],
      onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
      error: Boolean(fieldErrors[field]),
      ...(message ? { helperText: message } : {}),
    };
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('console.users.changeEmail')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.users.changeEmailOf', { email: user.email })}
        titleId="change-email-title"
        intro={<DialogContentText>{emailChangeNotice(user.email, values.newEmail, t)}</DialogContentText>}
        confirm={t('console.users.changeEmail')}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          label={t('console.users.newEmail')}
          type="email"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 254 } }}
          {...fieldProps('newEmail')}
        />
        <ReasonField
          value={values.reason}
          onChange={set('reason')}
          max={EMAIL_CHANGE_REASON_MAX}
          error={Boolean(fieldErrors.reason)}
        />
        <TextField
          label={t('console.users.yourPassword')}
          type="password"
          required
          autoComplete="current-password"
          {...fieldProps('password', t('console.users.passwordHint'))}
        />
      </ConfirmDialog>
    </>
  );
};
