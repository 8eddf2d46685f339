import type { TAdminReferral, TVoidReferralRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ReasonField } from '../components/ReasonField.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { REFERRALS_RESOURCE, type ReferralsDataProvider } from './referralsDataProvider.ts';

/** The server's limit on a void reason (contracts `ZVoidReferralRequest`). */
const REASON_MAX = 200;

/**
 * "Void" on a referral not yet rewarded (the record's `canVoid`): a reason the referrer will read, then a
 * confirmation; the referrals provider's `voidReferral` sends it. It can never be rewarded afterwards.
 */
export const ReferralVoid = () => {
  const allowed = useCan('voidReferral');
  const referral = useRecordContext<TAdminReferral>();
  const dataProvider = useDataProvider<ReferralsDataProvider>();
  const t = useT();
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: TVoidReferralRequest) => dataProvider.voidReferral(REFERRALS_RESOURCE, params),
    success: () => 'console.referrals.void.done',
  });
  if (!referral?.canVoid || !allowed) return null;

  return (
    <>
      <Button variant="outlined" color="error" onClick={show}>
        {t('console.referrals.void.button')}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={t('console.referrals.void.title')}
        titleId="void-referral-title"
        intro={
          <DialogContentText>
            {t('console.referrals.void.text', { name: referral.referrer.displayName })}
          </DialogContentText>
        }
        confirm={t('console.referrals.void.confirm')}
        onSubmit={() =>
          submit(t('console.referrals.void.reasonMissing'), (trimmed) => ({
            referralId: referral.id,
            reason: trimmed,
          }))
        }
      >
        <ReasonField value={reason} onChange={setReason} max={REASON_MAX} />
      </ConfirmDialog>
    </>
  );
};
