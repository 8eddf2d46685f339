import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import { bitsLabel, cardLabel, isRefundable } from './cardLoadLabels.ts';
import {
  CARD_LOADS_RESOURCE,
  type CardLoadRecord,
  type CardLoadsDataProvider,
  type RefundCardLoadParams,
  refundAttempt,
} from './cardLoadsDataProvider.ts';

const REASON_MAX = 250;

/**
 * "Refund" on a card load's row: the whole load back to its card, with a required reason, after a
 * confirmation that says what happens (the BITS taken back first, then the card refunded). Shown only on a
 * credited load that is not disputed, to admins the server lets refund. Each confirmed attempt carries a
 * fresh Idempotency-Key; a refusal (the BITS already spent, a dispute) shows the server's words in the dialog.
 */
export const CardLoadRefund = () => {
  const allowed = useCan('adminRefundCardLoad');
  const load = useRecordContext<CardLoadRecord>();
  const dataProvider = useDataProvider<CardLoadsDataProvider>();
  const t = useT();
  if (!load || !allowed || !isRefundable(load)) return null;
  const amount = bitsLabel(load.amountCents);
  const name = load.member.displayName || load.member.email;

  return (
    <ConfirmTextAction
      label="console.card-loads.refund.button"
      variant="outlined"
      color="warning"
      mutationFn={(params: RefundCardLoadParams) => dataProvider.refundCardLoad(CARD_LOADS_RESOURCE, params)}
      success={() => 'console.card-loads.refund.done'}
      title={t('console.card-loads.refund.titleOf', { amount, name })}
      titleId={`refund-card-load-${load.id}-title`}
      intro={
        <DialogContentText>
          {t('console.card-loads.refund.text', {
            amount,
            card: cardLabel(load.card) || '—',
            reference: load.paymentRef ?? load.chargeRef ?? '—',
          })}
        </DialogContentText>
      }
      confirm="console.card-loads.refund.confirm"
      field={{ label: 'console.common.reason', required: true, minRows: 3, max: REASON_MAX }}
      missing="console.card-loads.refund.missing"
      toParams={(reason) => refundAttempt(load.id, reason)}
    />
  );
};
