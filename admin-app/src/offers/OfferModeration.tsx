import {
  OFFER_REASON_MAX,
  OFFER_REPORT_NOTE_MAX,
  type OfferStatus,
  offerRestoreTargets,
} from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useT } from '../i18n/useT.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import {
  type DismissOfferReportsParams,
  OFFER_REPORTS_RESOURCE,
  type ReportsDataProvider,
} from '../offer-reports/reportsDataProvider.ts';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import { OFFER_STATUS_KEYS } from './offerLabels.ts';
import { OFFERS_RESOURCE, type OfferRecord } from './offersDataProvider.ts';

/** Disable (reason required) or enable the offer: PATCH /offer with user=ADMIN. */
export const OfferStatusAction = () => {
  const allowed = useCan('changeOfferStatus');
  const offer = useRecordContext<OfferRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const t = useT();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [restoreTo, setRestoreTo] = useState<OfferStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  if (!offer || offer.status === 'DELETE' || !allowed) return null;
  const disabled = offer.status === 'DISABLED';
  const previous = 'previousStatus' in offer ? offer.previousStatus : null;
  const choices = offerRestoreTargets(previous);

  const close = () => {
    setOpen(false);
    setReason('');
    setRestoreTo('');
    setError(null);
  };
  const submit = async () => {
    const status: OfferStatus = disabled ? restoreTo || (choices[0] as OfferStatus) : 'DISABLED';
    if (!disabled && !reason.trim()) {
      setError(t('console.offers.moderation.reasonMissing'));
      return;
    }
    setError(null);
    try {
      await update(
        OFFERS_RESOURCE,
        { id: offer.id, data: { status, reason: disabled ? undefined : reason.trim() }, previousData: offer },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(disabled ? 'console.offers.moderation.enabled' : 'console.offers.moderation.disabled', {
        messageArgs: { status: t(OFFER_STATUS_KEYS[status]) },
        type: 'success',
      });
      close();
      refresh();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <Button variant="outlined" color={disabled ? 'primary' : 'error'} onClick={() => setOpen(true)}>
        {t(disabled ? 'console.offers.moderation.enable' : 'console.offers.moderation.disable')}
      </Button>
      {disabled ? (
        <ConfirmDialog
          open={open}
          title={t('console.offers.moderation.enableTitle')}
          confirm={t('console.offers.moderation.enableConfirm')}
          error={error}
          busy={isPending}
          onClose={close}
          onSubmit={submit}
        >
          <DialogContentText>{t('console.offers.moderation.enableText')}</DialogContentText>
          <TextField
            select
            label={t('console.offers.moderation.restoreAs')}
            value={restoreTo || choices[0]}
            onChange={(e) => setRestoreTo(e.target.value as OfferStatus)}
          >
            {choices.map((s) => (
              <MenuItem key={s} value={s}>
                {t(OFFER_STATUS_KEYS[s])}
              </MenuItem>
            ))}
          </TextField>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          title={t('console.offers.moderation.disableTitle')}
          confirm={t('console.offers.moderation.disableConfirm')}
          error={error}
          busy={isPending}
          onClose={close}
          onSubmit={submit}
        >
          <DialogContentText>
            {t('console.offers.moderation.disableText', { title: offer.title })}
          </DialogContentText>
          <ReasonField value={reason} onChange={setReason} max={OFFER_REASON_MAX} />
        </ConfirmDialog>
      )}
    </>
  );
};

/** Dismiss the open reports of the offer (the reports provider's `dismissOfferReports`), with an optional note. */
export const DismissReportsAction = ({ openReports }: { openReports: number }) => {
  const allowed = useCan('declineOfferReports');
  const offer = useRecordContext<OfferRecord>();
  const notify = useNotify();
  const t = useT();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ReportsDataProvider>();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setNote('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: DismissOfferReportsParams) =>
      dataProvider.dismissOfferReports(OFFER_REPORTS_RESOURCE, params),
    onSuccess: (res) => {
      notify(res.message ?? 'console.offers.moderation.dismissed', { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!offer || !allowed) return null;
  const submit = () => {
    setError(null);
    mutate({ offerId: String(offer.id), note });
  };
  return (
    <>
      <Button variant="outlined" disabled={openReports === 0} onClick={() => setOpen(true)}>
        {t('console.offers.moderation.dismiss')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('console.offers.moderation.dismissTitle')}
        confirm={t('console.offers.moderation.dismiss')}
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <DialogContentText>
          {t('console.offers.moderation.dismissText', { smart_count: openReports })}
        </DialogContentText>
        <CountedTextField
          label={t('console.offers.moderation.note')}
          minRows={2}
          value={note}
          onChange={setNote}
          max={OFFER_REPORT_NOTE_MAX}
        />
      </ConfirmDialog>
    </>
  );
};
