import { formatDateTime, type TUnlockPass, UNLOCK_PASS_TTL_MINUTES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';
import { MAINTENANCE_RESOURCE, type MaintenanceDataProvider } from './maintenanceDataProvider.ts';

/** Minutes typed by the admin → a valid lifetime, or null (the field then says what is allowed). */
export function parseTtlMinutes(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= UNLOCK_PASS_TTL_MINUTES.min && n <= UNLOCK_PASS_TTL_MINUTES.max ? n : null;
}

/** The pass just made: read-only, with Copy and its expiry. */
const IssuedPass = ({ pass }: { pass: TUnlockPass }) => {
  const notify = useNotify();
  const t = useT();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(pass.xSystemUnlockToken);
      notify('console.maintenance.copied', { type: 'success' });
    } catch {
      notify('console.maintenance.copyFailed', { type: 'error' });
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={t('console.maintenance.pass')}
        value={pass.xSystemUnlockToken}
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
        fullWidth
      />
      <Typography variant="body2">
        {t('console.maintenance.expires', { date: formatDateTime(pass.expiresAt) })}
      </Typography>
      <div>
        <Button variant="outlined" onClick={copy}>
          {t('console.maintenance.copyPass')}
        </Button>
      </div>
    </Stack>
  );
};

/**
 * An unlock pass for a tester (POST /maintenance/unlock-token): valid for the lock in force only, for
 * the minutes chosen; a new lock or a release ends it.
 */
export const UnlockPassCard = () => {
  const [ttl, setTtl] = useState(String(UNLOCK_PASS_TTL_MINUTES.default));
  const [ttlError, setTtlError] = useState(false);
  const dataProvider = useDataProvider<MaintenanceDataProvider>();
  const t = useT();
  const issue = useMutation({
    mutationFn: (ttlMinutes: number) => dataProvider.createUnlockPass(MAINTENANCE_RESOURCE, { ttlMinutes }),
  });
  const create = () => {
    const minutes = parseTtlMinutes(ttl);
    setTtlError(minutes === null);
    if (minutes !== null) issue.mutate(minutes);
  };
  return (
    <Section title={t('console.maintenance.passSection')} grid={false}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('console.maintenance.passIntro')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={t('console.maintenance.validFor')}
            value={ttl}
            onChange={(e) => {
              setTtl(e.target.value);
              setTtlError(false);
            }}
            error={ttlError}
            helperText={t('console.maintenance.validForHint', {
              min: UNLOCK_PASS_TTL_MINUTES.min,
              max: UNLOCK_PASS_TTL_MINUTES.max,
            })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 200 }}
          />
          <Button variant="outlined" onClick={create} loading={issue.isPending} sx={{ mt: 1 }}>
            {t('console.maintenance.createPass')}
          </Button>
        </Stack>
        {issue.error && (
          <Alert severity="error" role="alert">
            {errorMessage(issue.error)}
          </Alert>
        )}
        {issue.data && <IssuedPass pass={issue.data} />}
      </Stack>
    </Section>
  );
};
