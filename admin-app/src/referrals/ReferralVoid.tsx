import type { TAdminReferral, TVoidReferralRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { errorMessage } from '../providers/errors.ts';
import { REFERRALS_RESOURCE, type ReferralsDataProvider } from './referralsDataProvider.ts';

/** The server's limit on a void reason (contracts `ZVoidReferralRequest`). */
const REASON_MAX = 200;

/**
 * "Void" on a referral not yet rewarded (the record's `canVoid`): a reason the referrer will read, then a
 * confirmation; the referrals provider's `voidReferral` sends it. It can never be rewarded afterwards.
 */
export const ReferralVoid = () => {
  const referral = useRecordContext<TAdminReferral>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ReferralsDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const { mutate, isPending } = useMutation({
    mutationFn: (params: TVoidReferralRequest) => dataProvider.voidReferral(REFERRALS_RESOURCE, params),
    onSuccess: (res) => {
      notify(res.message ?? 'Referral voided.', { type: 'success' });
      close();
      refresh();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  if (!referral?.canVoid) return null;

  const submit = () => {
    if (!reason.trim()) {
      setError('Please give the reason for voiding this referral.');
      return;
    }
    setError(null);
    mutate({ referralId: referral.id, reason: reason.trim() });
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Void
      </Button>
      <ConfirmDialog
        open={open}
        title="Void this referral?"
        titleId="void-referral-title"
        intro={
          <DialogContentText>
            {referral.referrer.displayName} will not be rewarded for this invitation, now or later. They see
            the reason you give. This cannot be undone.
          </DialogContentText>
        }
        confirm="Void referral"
        error={error}
        busy={isPending}
        onClose={close}
        onSubmit={submit}
      >
        <ReasonField value={reason} onChange={setReason} max={REASON_MAX} />
      </ConfirmDialog>
    </>
  );
};
