import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useUnlockSystem } from '../api/unlock-system.ts';

/** For testers: an admin's unlock pass lifts the maintenance lock in this browser until it expires. */
export const UnlockPassForm = ({ onUnlocked }: { onUnlocked: () => void }) => {
  const [pass, setPass] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useUnlockSystem();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const token = pass.trim();
    setMissing(!token);
    if (token) unlock.mutate({ xSystemUnlockToken: token }, { onSuccess: onUnlocked });
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5} aria-label="Unlock pass for testers">
      <TextField
        label="Unlock pass"
        value={pass}
        onChange={(e) => {
          setPass(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? 'Required field.' : 'Testers: paste the pass an admin gave you.'}
        autoComplete="off"
        size="small"
      />
      {unlock.isError && (
        <Alert severity="error" role="alert">
          {unlock.error.message}
        </Alert>
      )}
      <Button type="submit" variant="outlined" loading={unlock.isPending}>
        Use unlock pass
      </Button>
    </Stack>
  );
};
