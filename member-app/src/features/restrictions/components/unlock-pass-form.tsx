import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useUnlockSystem } from '../api/unlock-system.ts';

/** For testers: an admin's unlock pass lifts the maintenance lock in this browser until it expires. */
export const UnlockPassForm = ({ onUnlocked }: { onUnlocked: () => void }) => {
  const t = useT();
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
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      spacing={1.5}
      aria-label={t('restrictions.unlock.form')}
    >
      <TextField
        label={t('restrictions.unlock.label')}
        value={pass}
        onChange={(e) => {
          setPass(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={
          missing ? translateValidation(VALIDATION_MESSAGES.required) : t('restrictions.unlock.hint')
        }
        autoComplete="off"
        size="small"
      />
      {unlock.isError && (
        <Alert severity="error" role="alert">
          {unlock.error.message}
        </Alert>
      )}
      <Button type="submit" variant="outlined" loading={unlock.isPending}>
        {t('restrictions.unlock.submit')}
      </Button>
    </Stack>
  );
};
