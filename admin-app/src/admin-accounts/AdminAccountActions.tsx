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
      notify(res.message ?? 'Admin account updated.', { type: 'success' });
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
      change.setError('Choose a role other than the current one.');
      return;
    }
    change.send({ adminId: account.id, roleId });
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Change role of ${name}`}
        onClick={() => {
          setRoleId(account.role?.id ?? '');
          setOpen(true);
        }}
      >
        Change role
      </Button>
      <ConfirmDialog
        open={open}
        title={`Change the role of ${name}?`}
        titleId="change-admin-role-title"
        intro={
          <DialogContentText>
            {`${name} is ${account.role ? `a ${account.role.name}` : 'without a role'} now. The new role applies to their next call.`}
          </DialogContentText>
        }
        confirm="Change role"
        error={change.error}
        busy={change.busy || roles.isPending}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          select
          label="New role"
          required
          value={roleId}
          onChange={(e) => setRoleId(Number(e.target.value))}
        >
          {roleChoices(roles.data).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
    </>
  );
};

/** "Deactivate" (or "Reactivate" a deactivated admin) on a row, after a confirmation. */
const ToggleActive = ({ account }: { account: AdminAccountRecord }) => {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    change.setError(null);
  };
  const change = useAccountChange(close);
  const name = adminName(account);
  const deactivating = canDeactivate(account.status);
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={deactivating ? 'error' : 'primary'}
        aria-label={`${verb} ${name}`}
        onClick={() => setOpen(true)}
      >
        {verb}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${verb} ${name}?`}
        titleId="toggle-admin-title"
        intro={
          <DialogContentText>
            {deactivating
              ? `${name} is signed out everywhere at once and cannot sign in until reactivated.${account.status === 'INVITED' ? ' Their invitation link stops working.' : ''}`
              : `${name} can sign in again with their role.`}
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
  if (!account) return null;
  if (identity?.id === account.id) return <>(you)</>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <ChangeRole account={account} />
      <ToggleActive account={account} />
    </Stack>
  );
};
