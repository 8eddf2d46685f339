import { USER_STATUSES, type UserStatus } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import { USER_STATUS_KEYS } from './userLabels.ts';
import {
  type ChangeUserStatusParams,
  USERS_RESOURCE,
  type UserRecord,
  type UsersDataProvider,
} from './usersDataProvider.ts';

const REASON_MAX = 250;

/**
 * "Change status" on a member's page: new status, a reason, and the admin's password again
 * (the users provider's `changeUserStatus`). Suspending or deactivating signs the member out
 * everywhere at once.
 */
export const UserStatusChange = () => {
  const allowed = useCan('changeStatus');
  const user = useRecordContext<UserRecord>();
  const refresh = useRefresh();
  const notify = useNotify();
  const t = useT();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setStatus('');
    setReason('');
    setPassword('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: ChangeUserStatusParams) => dataProvider.changeUserStatus(USERS_RESOURCE, params),
    onSuccess: (_res, params) => {
      notify('console.users.statusChanged', {
        type: 'success',
        messageArgs: { status: t(USER_STATUS_KEYS[params.status]) },
      });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (user?.role !== 'MEMBER' || !allowed) return null;

  const submit = () => {
    if (!status || !reason.trim() || !password) {
      setError(t('console.users.statusIncomplete'));
      return;
    }
    setError(null);
    mutate({ id: user.id, status, reason: reason.trim(), password });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('console.users.changeStatus')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.users.changeStatusOf', { email: user.email })}
        titleId="change-status-title"
        intro={<DialogContentText>{t('console.users.changeStatusIntro')}</DialogContentText>}
        confirm={t('console.users.changeStatus')}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          select
          label={t('console.users.newStatus')}
          required
          value={status}
          onChange={(e) => setStatus(e.target.value as UserStatus)}
        >
          {USER_STATUSES.map((s) => (
            <MenuItem key={s} value={s} disabled={s === user.status}>
              {t(USER_STATUS_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
        <ReasonField value={reason} onChange={setReason} max={REASON_MAX} />
        <TextField
          label={t('console.users.yourPassword')}
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={t('console.users.passwordHint')}
        />
      </ConfirmDialog>
    </>
  );
};
