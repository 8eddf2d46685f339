import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import { WANT_REASON_MAX } from './wantLabels.ts';
import {
  type ChangeWantStatusParams,
  WANTS_RESOURCE,
  type WantsDataProvider,
  type WantWithReports,
} from './wantsDataProvider.ts';

/**
 * Disable the want (a reason its member reads is required; its open reports are actioned) or enable a
 * disabled one again, each after a confirmation. Moderators and super admins only: support sees no button.
 */
export const WantStatusAction = () => {
  const allowed = useCan('adminChangeWantStatus');
  const want = useRecordContext<WantWithReports>();
  const dataProvider = useDataProvider<WantsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: ChangeWantStatusParams) => dataProvider.changeWantStatus(WANTS_RESOURCE, params),
    onSuccess: (_res, params) => {
      notify(
        params.status === 'DISABLED'
          ? 'console.wants.moderation.disabled'
          : 'console.wants.moderation.enabled',
        {
          type: 'success',
        },
      );
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!want || !allowed) return null;
  const disabled = want.status === 'DISABLED';
  const submit = () => {
    if (!disabled && !reason.trim()) {
      setError(t('console.wants.moderation.reasonMissing'));
      return;
    }
    setError(null);
    mutate(disabled ? { id: want.id, status: 'ACTIVE' } : { id: want.id, status: 'DISABLED', reason });
  };
  return (
    <>
      <Button variant="outlined" color={disabled ? 'primary' : 'error'} onClick={() => setOpen(true)}>
        {t(disabled ? 'console.wants.moderation.enable' : 'console.wants.moderation.disable')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(disabled ? 'console.wants.moderation.enableTitle' : 'console.wants.moderation.disableTitle')}
        confirm={t(
          disabled ? 'console.wants.moderation.enableConfirm' : 'console.wants.moderation.disableConfirm',
        )}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <DialogContentText>
          {t(disabled ? 'console.wants.moderation.enableText' : 'console.wants.moderation.disableText', {
            title: want.title,
          })}
        </DialogContentText>
        {disabled ? null : <ReasonField value={reason} onChange={setReason} max={WANT_REASON_MAX} />}
      </ConfirmDialog>
    </>
  );
};

/** Dismiss the want's open reports (they become Dismissed), after a confirmation. Moderators and super admins. */
export const DismissWantReportsAction = () => {
  const allowed = useCan('adminDeclineWantReports');
  const want = useRecordContext<WantWithReports>();
  const dataProvider = useDataProvider<WantsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.declineWantReports(WANTS_RESOURCE, { id }),
    onSuccess: () => {
      notify('console.wants.moderation.dismissed', { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!want || !allowed) return null;
  const openReports = want.openReportCount;
  return (
    <>
      <Button variant="outlined" disabled={openReports === 0} onClick={() => setOpen(true)}>
        {t('console.wants.moderation.dismiss')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.wants.moderation.dismissTitle')}
        confirm={t('console.wants.moderation.dismiss')}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={() => mutate(want.id)}
      >
        <DialogContentText>
          {t('console.wants.moderation.dismissText', { smart_count: openReports })}
        </DialogContentText>
      </ConfirmDialog>
    </>
  );
};
