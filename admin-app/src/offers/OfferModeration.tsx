import {
  OFFER_REASON_MAX,
  OFFER_REPORT_NOTE_MAX,
  OFFER_STATUS_LABELS,
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
import { CountedTextField } from '../layout/CountedTextField.tsx';
import {
  type DismissOfferReportsParams,
  OFFER_REPORTS_RESOURCE,
  type ReportsDataProvider,
} from '../offer-reports/reportsDataProvider.ts';
import { useCan } from '../permissions/useCan.ts';
import { errorMessage } from '../providers/errors.ts';
import { OFFERS_RESOURCE, type OfferRecord } from './offersDataProvider.ts';

/** Disable (reason required) or enable the offer: PATCH /offer with user=ADMIN. */
export const OfferStatusAction = () => {
  const allowed = useCan('changeOfferStatus');
  const offer = useRecordContext<OfferRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
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
      setError('Please give the reason for disabling this offer.');
      return;
    }
    setError(null);
    try {
      await update(
        OFFERS_RESOURCE,
        { id: offer.id, data: { status, reason: disabled ? undefined : reason.trim() }, previousData: offer },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(disabled ? `Offer enabled (${OFFER_STATUS_LABELS[status]}).` : 'Offer disabled.', {
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
        {disabled ? 'Enable' : 'Disable'}
      </Button>
      {disabled ? (
        <ConfirmDialog
          open={open}
          title="Enable this offer?"
          confirm="Enable offer"
          error={error}
          busy={isPending}
          onClose={close}
          onSubmit={submit}
        >
          <DialogContentText>
            The offer goes back to the status it had before it was disabled, or to Paused so its owner can
            review it first.
          </DialogContentText>
          <TextField
            select
            label="Restore as"
            value={restoreTo || choices[0]}
            onChange={(e) => setRestoreTo(e.target.value as OfferStatus)}
          >
            {choices.map((s) => (
              <MenuItem key={s} value={s}>
                {OFFER_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          title="Disable this offer?"
          confirm="Disable offer"
          error={error}
          busy={isPending}
          onClose={close}
          onSubmit={submit}
        >
          <DialogContentText>
            Members will no longer see “{offer.title}”, and its owner cannot change it. Its open reports are
            marked as actioned. The owner sees the reason.
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
      notify(res.message ?? 'The reports of this offer have been dismissed.', { type: 'success' });
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
        Dismiss reports
      </Button>
      <ConfirmDialog
        open={open}
        title="Dismiss the open reports?"
        confirm="Dismiss reports"
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <DialogContentText>
          The {openReports} open report{openReports === 1 ? '' : 's'} of this offer will be marked as
          dismissed; the offer stays as it is.
        </DialogContentText>
        <CountedTextField
          label="Note (optional)"
          minRows={2}
          value={note}
          onChange={setNote}
          max={OFFER_REPORT_NOTE_MAX}
        />
      </ConfirmDialog>
    </>
  );
};
