import { formatDateTime, type TRestrictionState } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, Title, usePermissions } from 'react-admin';
import { useT } from '../i18n/useT.ts';
import { errorMessage } from '../providers/errors.ts';
import { LockForm } from './LockForm.tsx';
import { mayChangeMaintenance, stateSummary } from './maintenanceLogic.ts';
import { useLockableModules, useRestrictionState } from './maintenanceQueries.ts';
import { UnlockPassCard } from './UnlockPassCard.tsx';

/** The lock in force: what members see, the note, since when. */
const CurrentState = ({ state }: { state: TRestrictionState }) => {
  const locked = state.isSystemDown || state.isModulesLocked;
  const t = useT();
  return (
    <Stack component="section" aria-labelledby="maintenance-state-title" spacing={1}>
      <Typography id="maintenance-state-title" variant="h6" component="h2">
        {t('console.maintenance.currentState')}
      </Typography>
      <Alert severity={state.isSystemDown ? 'error' : locked ? 'warning' : 'success'} role="status">
        {stateSummary(state, t)}
      </Alert>
      {locked && (
        <>
          {state.lockedAt && (
            <Typography variant="body2">
              {t('console.maintenance.lockedSince', { date: formatDateTime(state.lockedAt) })}
            </Typography>
          )}
          <Typography variant="body2">
            {t('console.maintenance.noteToMembers', { note: state.adminNote ?? '' })}
          </Typography>
        </>
      )}
    </Stack>
  );
};

/**
 * The console's Maintenance page: the lock in force, the lock form (modules or the whole system, with a
 * note, behind a confirmation), Release, and unlock passes for testers. Admins whose role cannot lock
 * see the same page read-only (the server refuses them with 403 in any case).
 */
export const MaintenancePage = () => {
  const state = useRestrictionState();
  const modules = useLockableModules();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const canChange = mayChangeMaintenance(permissions);
  const t = useT();

  const failed = state.error ?? modules.error;
  let body: ReactNode;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              void state.refetch();
              void modules.refetch();
            }}
          >
            {t('console.maintenance.tryAgain')}
          </Button>
        }
      >
        {t('console.maintenance.loadFailed', { error: errorMessage(failed) })}
      </Alert>
    );
  } else if (!state.data || !modules.data || permissionsPending) {
    body = <Loading />;
  } else {
    const locked = state.data.isSystemDown || state.data.isModulesLocked;
    body = (
      <Stack spacing={4}>
        <CurrentState state={state.data} />
        <LockForm
          // A new lock (or a release) starts the form again from what is in force.
          key={state.data.lockId ?? 'none'}
          modules={modules.data}
          state={state.data}
          canChange={canChange}
        />
        {locked && canChange && <UnlockPassCard />}
      </Stack>
    );
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={t('console.maintenance.title')} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t('console.maintenance.title')}
          </Typography>
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
};
