import { isApiError } from '@barterbits/api-client';
import { USER_STATUSES, type UserStatus } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../api.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import type { UserRecord } from '../providers/dataProvider.ts';
import { humanize } from './userLabels.ts';

const REASON_MAX = 250;

/**
 * "Change status" on a member's page: new status, a reason, and the admin's password again
 * (POST /user/verify-password, then POST /user/change-status with its token). Suspending or
 * deactivating signs the member out everywhere at once.
 */
export const UserStatusChange = () => {
  const user = useRecordContext<UserRecord>();
  const refresh = useRefresh();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (user?.role !== 'MEMBER') return null;

  const close = () => {
    setOpen(false);
    setStatus('');
    setReason('');
    setPassword('');
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!status || !reason.trim() || !password) {
      setError('Choose a status, give a reason and enter your password.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { data } = await api.verifyPassword({ password });
      await api.changeStatus({ userId: String(user.id), status, reason: reason.trim(), token: data.token });
      notify(`Status changed to ${humanize(status)}.`, { type: 'success' });
      close();
      refresh();
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Some error occurred.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change status
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="change-status-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="change-status-title">Change status of {user.email}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <DialogContentText>
                Suspending or deactivating signs the member out everywhere at once and stops them from signing
                in.
              </DialogContentText>
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              <TextField
                select
                label="New status"
                required
                value={status}
                onChange={(e) => setStatus(e.target.value as UserStatus)}
              >
                {USER_STATUSES.map((s) => (
                  <MenuItem key={s} value={s} disabled={s === user.status}>
                    {humanize(s)}
                  </MenuItem>
                ))}
              </TextField>
              <CountedTextField
                label="Reason"
                required
                minRows={3}
                value={reason}
                onChange={setReason}
                max={REASON_MAX}
              />
              <TextField
                label="Your password"
                type="password"
                required
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                helperText="Confirm it is you before changing an account."
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              Change status
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
