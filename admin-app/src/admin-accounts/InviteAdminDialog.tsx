import { ADMIN_INVITE_TTL_SECONDS } from '@barterbits/contracts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';
import {
  ADMIN_ACCOUNTS_RESOURCE,
  type AdminAccountsDataProvider,
  type InviteAdminParams,
} from './adminAccountsDataProvider.ts';
import { type FieldErrors, serverFieldErrors } from './formErrors.ts';
import { CHOOSE_ROLE, EMPTY_INVITE, type InviteFormValues, validateInvite } from './inviteForm.ts';
import { roleChoices, useAdminRoles } from './useAdminRoles.ts';

const INVITE_DAYS = ADMIN_INVITE_TTL_SECONDS / 86_400;

/**
 * "Invite admin": the address, a role and optional names, checked with the server's rules, then
 * POST /admin/invite. The server e-mails a single-use onboarding link; inviting a pending address
 * again sends a new one. The server's message is the notification.
 */
export const InviteAdminDialog = () => {
  const dataProvider = useDataProvider<AdminAccountsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const roles = useAdminRoles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<InviteFormValues>(EMPTY_INVITE);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setValues(EMPTY_INVITE);
    setFieldErrors({});
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: InviteAdminParams) => dataProvider.inviteAdmin(ADMIN_ACCOUNTS_RESOURCE, params),
    onSuccess: (res, params) => {
      notify(res.message ?? 'console.admin-accounts.invitationSent', {
        type: 'success',
        messageArgs: { email: params.email },
      });
      close();
      refresh();
    },
    onError: (err) => {
      setFieldErrors(serverFieldErrors(err) ?? {});
      setError(errorMessage(err));
    },
  });

  const submit = () => {
    const checked = validateInvite(values);
    setError(null);
    if (!checked.ok) {
      // The role's message is the console's own; the others come from the contracts, already in its language.
      setFieldErrors(
        checked.errors.roleId === CHOOSE_ROLE
          ? { ...checked.errors, roleId: t('console.admin-accounts.chooseRole') }
          : checked.errors,
      );
      return;
    }
    setFieldErrors({});
    mutate(checked.params);
  };
  const set = (field: keyof InviteFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'roleId' ? Number(value) : value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldProps = (field: keyof InviteFormValues) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    error: Boolean(fieldErrors[field]),
    ...(fieldErrors[field] ? { helperText: fieldErrors[field] } : {}),
  });
  const choices = roleChoices(roles.data);

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {t('console.admin-accounts.invite')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.admin-accounts.inviteTitle')}
        titleId="invite-admin-title"
        intro={
          <DialogContentText>
            {t('console.admin-accounts.inviteIntro', { days: INVITE_DAYS })}
          </DialogContentText>
        }
        confirm={t('console.admin-accounts.sendInvitation')}
        error={
          error ??
          (roles.isError
            ? t('console.admin-accounts.rolesFailed', { error: errorMessage(roles.error) })
            : null)
        }
        busy={isPending || roles.isPending}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          label={t('console.admin-accounts.email')}
          type="email"
          required
          autoComplete="off"
          {...fieldProps('email')}
        />
        <TextField select label={t('console.admin-accounts.role')} required {...fieldProps('roleId')}>
          {choices.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {t(r.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('console.admin-accounts.firstNameOptional')}
          autoComplete="off"
          {...fieldProps('firstName')}
        />
        <TextField
          label={t('console.admin-accounts.lastNameOptional')}
          autoComplete="off"
          {...fieldProps('lastName')}
        />
      </ConfirmDialog>
    </>
  );
};
