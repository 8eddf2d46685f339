import type { TUpdateAdminAccountRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useT } from '../i18n/useT.ts';
import { ADMIN_ROLE_KEYS } from '../permissions/adminPermissions.ts';
import { errorMessage } from '../providers/errors.ts';
import { adminName, canDeactivate } from './adminAccountLabels.ts';
import {
  ADMIN_ACCOUNTS_RESOURCE,
  type AdminAccountRecord,
  type AdminAccountsDataProvider,
} from './adminAccountsDataProvider.ts';
import { roleChoices, useAdminRoles } from './useAdminRoles.ts';

/** A confirmed PATCH /admin/accounts: the dialog's state, the server's message as the notification. */
function useAccountChange(onDone: () => void) {
  const dataProvider = useDataProvider<AdminAccountsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: TUpdateAdminAccountRequest) =>
      dataProvider.updateAdminAccount(ADMIN_ACCOUNTS_RESOURCE, body),
    onSuccess: (res) => {
      notify(res.message ?? 'console.admin-accounts.updated', { type: 'success' });
      setError(null);
      onDone();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  return { error, setError, busy: mutation.isPending, send: mutation.mutate };
}

/** "Change role" on a row: the new role, after a confirmation. */
const ChangeRole = ({ account }: { account: AdminAccountRecord }) => {
  const roles = useAdminRoles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [roleId, setRoleId] = useState<number | ''>('');
  const close = () => {
    setOpen(false);
    change.setError(null);
  };
  const change = useAccountChange(close);
  const name = adminName(account);
  const submit = () => {
    if (roleId === '' || roleId === account.role?.id) {
      change.setError(t('console.admin-accounts.chooseOtherRole'));
      return;
    }
    change.send({ adminId: account.id, roleId });
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t('console.admin-accounts.changeRoleOf', { name })}
        onClick={() => {
          setRoleId(account.role?.id ?? '');
          setOpen(true);
        }}
      >
        {t('console.admin-accounts.changeRole')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.admin-accounts.changeRoleTitle', { name })}
        titleId="change-admin-role-title"
        intro={
          <DialogContentText>
            {account.role
              ? t('console.admin-accounts.roleNow', { name, role: t(ADMIN_ROLE_KEYS[account.role.code]) })
              : t('console.admin-accounts.noRoleNow', { name })}
          </DialogContentText>
        }
        confirm={t('console.admin-accounts.changeRole')}
        error={change.error}
        busy={change.busy || roles.isPending}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          select
          label={t('console.admin-accounts.newRole')}
          required
          value={roleId}
          onChange={(e) => setRoleId(Number(e.target.value))}
        >
          {roleChoices(roles.data).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {t(r.name)}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
    </>
  );
};

/** "Deactivate" (or "Reactivate" a deactivated admin) on a row, after a confirmation. */
const ToggleActive = ({ account }: { account: AdminAccountRecord }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    change.setError(null);
  };
  const change = useAccountChange(close);
  const name = adminName(account);
  const deactivating = canDeactivate(account.status);
  const verb = t(deactivating ? 'console.admin-accounts.deactivate' : 'console.admin-accounts.reactivate');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={deactivating ? 'error' : 'primary'}
        aria-label={t(
          deactivating ? 'console.admin-accounts.deactivateName' : 'console.admin-accounts.reactivateName',
          { name },
        )}
        onClick={() => setOpen(true)}
      >
        {verb}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(
          deactivating ? 'console.admin-accounts.deactivateTitle' : 'console.admin-accounts.reactivateTitle',
          { name },
        )}
        titleId="toggle-admin-title"
        intro={
          <DialogContentText>
            {t(
              !deactivating
                ? 'console.admin-accounts.reactivateText'
                : account.status === 'INVITED'
                  ? 'console.admin-accounts.deactivateInvitedText'
                  : 'console.admin-accounts.deactivateText',
              { name },
            )}
          </DialogContentText>
        }
        confirm={verb}
        error={change.error}
        busy={change.busy}
        onClose={close}
        onSubmit={() => change.send({ adminId: account.id, status: deactivating ? 'DEACTIVATED' : 'ACTIVE' })}
      >
        {null}
      </ConfirmDialog>
    </>
  );
};

/** A row's actions; none on one's own account (the server refuses changing oneself). */
export const AdminAccountActions = () => {
  const account = useRecordContext<AdminAccountRecord>();
  const { identity } = useGetIdentity();
  const t = useT();
  if (!account) return null;
  if (identity?.id === account.id) return <>{t('console.admin-accounts.you')}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <ChangeRole account={account} />
      <ToggleActive account={account} />
    </Stack>
  );
};
