import type { TSettleDisputeDebtRequest } from '@barterbits/contracts';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useReasonDialog } from '../components/useReasonDialog.ts';
import { useT } from '../i18n/useT.ts';
import { CountedTextField } from '../layout/CountedTextField.tsx';
import { useCan } from '../permissions/useCan.ts';
import { bitsLabel, canSettleDebt } from './disputeLabels.ts';
import {
  DISPUTES_RESOURCE,
  type DisputeRecord,
  type DisputesDataProvider,
  type SettleDisputeDebtParams,
} from './disputesDataProvider.ts';

const NOTE_MAX = 250;
type Outcome = TSettleDisputeDebtRequest['outcome'];
const OUTCOMES = ['SETTLED', 'WRITTEN_OFF'] as const satisfies readonly Outcome[];
const OUTCOME_KEYS = {
  SETTLED: 'console.disputes.settle.SETTLED',
  WRITTEN_OFF: 'console.disputes.settle.WRITTEN_OFF',
} as const;

/**
 * "Settle debt" on a lost dispute whose debt is still owed: the debt recorded as settled (repaid outside
 * BITS) or written off, with a required note, confirmed in a dialog that says the member's wallet is freed
 * when nothing else is owed. Shown to admins the server lets do it; the server's refusal shows in the dialog.
 */
export const DisputeDebtSettle = () => {
  const allowed = useCan('adminSettleDisputeDebt');
  const dispute = useRecordContext<DisputeRecord>();
  const dataProvider = useDataProvider<DisputesDataProvider>();
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>('SETTLED');
  const { show, reason, setReason, submit, dialog } = useReasonDialog({
    mutationFn: (params: SettleDisputeDebtParams) =>
      dataProvider.settleDisputeDebt(DISPUTES_RESOURCE, params),
    success: (params) =>
      t(
        params.outcome === 'SETTLED'
          ? 'console.disputes.settle.settled'
          : 'console.disputes.settle.writtenOff',
      ),
  });
  if (!dispute || !allowed || !canSettleDebt(dispute)) return null;
  const name = dispute.member?.displayName || dispute.member?.email || '—';

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => {
          setOutcome('SETTLED');
          show();
        }}
      >
        {t('console.disputes.settle.button')}
      </Button>
      <ConfirmDialog
        {...dialog}
        title={t('console.disputes.settle.titleOf', { amount: bitsLabel(dispute.debtCents), name })}
        titleId={`settle-dispute-debt-${dispute.id}-title`}
        intro={<DialogContentText>{t('console.disputes.settle.text', { name })}</DialogContentText>}
        confirm={t('console.disputes.settle.confirm')}
        onSubmit={() =>
          submit(t('console.disputes.settle.missing'), (note) => ({ id: dispute.id, outcome, note }))
        }
      >
        <TextField
          select
          label={t('console.disputes.settle.outcome')}
          required
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as Outcome)}
        >
          {OUTCOMES.map((o) => (
            <MenuItem key={o} value={o}>
              {t(OUTCOME_KEYS[o])}
            </MenuItem>
          ))}
        </TextField>
        <CountedTextField
          label={t('console.disputes.settle.note')}
          required
          minRows={3}
          max={NOTE_MAX}
          value={reason}
          onChange={setReason}
        />
      </ConfirmDialog>
    </>
  );
};
