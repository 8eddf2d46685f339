import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_NOTE_MAX,
  type TLockSystemRequest,
  type TMaintenanceModule,
  type TRestrictionState,
} from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Section } from '../components/Section.tsx';
import { useT } from '../i18n/useT.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import { errorMessage } from '../providers/errors.ts';
import { MAINTENANCE_RESOURCE, type MaintenanceDataProvider } from './maintenanceDataProvider.ts';
import {
  buildLockRequest,
  type LockChoice,
  lockConfirmationText,
  type ModuleSwitches,
  releaseConfirmationText,
  switchesFrom,
} from './maintenanceLogic.ts';
import { applyNewState } from './maintenanceQueries.ts';

/** One switch with its description read after its name. */
const LabelledSwitch = (props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <Stack sx={{ mb: 1 }}>
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={
        <Switch
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          slotProps={{ input: { 'aria-describedby': `${props.id}-description` } }}
        />
      }
    />
    <Typography id={`${props.id}-description`} variant="body2" color="text.secondary" sx={{ pl: 6 }}>
      {props.description}
    </Typography>
  </Stack>
);

/** Lock (replace) after a confirmation that says what members lose; the server's message as a notice. */
function useLock(onDone: () => void) {
  const dataProvider = useDataProvider<MaintenanceDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLockSystemRequest) => dataProvider.lockSystem(MAINTENANCE_RESOURCE, body),
    onSuccess: async (res) => {
      notify(res.message ?? MAINTENANCE_MESSAGES.locked, { type: 'success' });
      onDone();
      await applyNewState(client, res.data);
    },
  });
}

/** "Release the lock" behind its confirmation, shown while something is locked. */
const ReleaseLock = ({ state }: { state: TRestrictionState }) => {
  const dataProvider = useDataProvider<MaintenanceDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const t = useT();
  const release = useMutation({
    mutationFn: () => dataProvider.releaseSystem(MAINTENANCE_RESOURCE, {}),
    onSuccess: async (res) => {
      notify(res.message ?? MAINTENANCE_MESSAGES.released, { type: 'success' });
      setOpen(false);
      await applyNewState(client, res.data);
    },
  });
  const close = () => {
    setOpen(false);
    release.reset();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('console.maintenance.release')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.maintenance.confirmRelease')}
        titleId="maintenance-release-title"
        confirm={t('console.maintenance.releaseNow')}
        error={release.error ? errorMessage(release.error) : null}
        busy={release.isPending}
        onClose={close}
        onSubmit={() => release.mutate()}
      >
        <DialogContentText>{releaseConfirmationText(state, t)}</DialogContentText>
      </ConfirmDialog>
    </>
  );
};

/**
 * The lock form: a switch per lockable module (the true/false map that becomes `lockedModulesId`),
 * "Lock the whole system", the note members read (required, counted), then Lock behind a confirmation
 * and, while something is locked, Release. `canChange` false: the same switches, read-only, no buttons.
 */
export const LockForm = ({
  modules,
  state,
  canChange,
}: {
  modules: readonly TMaintenanceModule[];
  state: TRestrictionState;
  canChange: boolean;
}) => {
  const [switches, setSwitches] = useState<ModuleSwitches>(() => switchesFrom(modules, state));
  const [systemDown, setSystemDown] = useState(state.isSystemDown);
  const [adminNote, setAdminNote] = useState(state.adminNote ?? '');
  const [invalid, setInvalid] = useState<{ field: 'adminNote' | 'modules'; message: string } | null>(null);
  const [confirming, setConfirming] = useState<{ body: TLockSystemRequest; lines: string[] } | null>(null);
  const lock = useLock(() => setConfirming(null));
  const t = useT();
  const locked = state.isSystemDown || state.isModulesLocked;
  const choice: LockChoice = { switches, systemDown, adminNote };

  const ask = (e: FormEvent) => {
    e.preventDefault();
    const built = buildLockRequest(choice, modules, t);
    if (!built.ok) return setInvalid({ field: built.field, message: built.message });
    setInvalid(null);
    lock.reset();
    setConfirming({ body: built.body, lines: lockConfirmationText(choice, modules, state, t) });
  };
  const readOnly = !canChange;

  return (
    <Section title={t('console.maintenance.lockSection')} grid={false}>
      <form onSubmit={ask} noValidate aria-label={t('console.maintenance.lockForm')}>
        <Stack spacing={2}>
          {readOnly && <Alert severity="info">{t('console.maintenance.readOnly')}</Alert>}
          <FormGroup role="group" aria-label={t('console.maintenance.modules')}>
            {modules.map((m) => (
              <LabelledSwitch
                key={m.id}
                id={`maintenance-module-${m.id}`}
                label={m.name}
                description={m.description}
                checked={systemDown || switches[m.id] === true}
                disabled={readOnly || systemDown}
                onChange={(checked) => {
                  setSwitches((s) => ({ ...s, [m.id]: checked }));
                  setInvalid(null);
                }}
              />
            ))}
          </FormGroup>
          {invalid?.field === 'modules' && (
            <Alert severity="error" role="alert">
              {invalid.message}
            </Alert>
          )}
          <LabelledSwitch
            id="maintenance-system-down"
            label={t('console.maintenance.wholeSystem')}
            description={t('console.maintenance.wholeSystemText')}
            checked={systemDown}
            disabled={readOnly}
            onChange={(checked) => {
              setSystemDown(checked);
              setInvalid(null);
            }}
          />
          <CountedTextField
            label={t('console.maintenance.note')}
            required
            minRows={3}
            max={MAINTENANCE_NOTE_MAX}
            value={adminNote}
            disabled={readOnly}
            onChange={(v) => {
              setAdminNote(v);
              if (invalid?.field === 'adminNote') setInvalid(null);
            }}
            error={invalid?.field === 'adminNote'}
          />
          {invalid?.field === 'adminNote' && (
            <Typography color="error" variant="body2" role="alert">
              {t('console.maintenance.noteError', { error: invalid.message })}
            </Typography>
          )}
          {canChange && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" color="warning">
                {t(locked ? 'console.maintenance.replace' : 'console.maintenance.lock')}
              </Button>
              {locked && <ReleaseLock state={state} />}
            </Stack>
          )}
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('console.maintenance.confirmLock')}
        titleId="maintenance-lock-title"
        confirm={t('console.maintenance.lockNow')}
        error={lock.error ? errorMessage(lock.error) : null}
        busy={lock.isPending}
        onClose={() => setConfirming(null)}
        onSubmit={() => confirming && lock.mutate(confirming.body)}
      >
        {confirming?.lines.map((line) => (
          <DialogContentText key={line}>{line}</DialogContentText>
        ))}
      </ConfirmDialog>
    </Section>
  );
};
