import type { TCardCharge } from '@barterbits/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider } from 'react-admin';
import { ConfirmTextAction } from '../components/ConfirmTextAction.tsx';
import { useT } from '../i18n/useT.ts';
import { useCan } from '../permissions/useCan.ts';
import {
  MEMBERSHIPS_RESOURCE,
  type MembershipsDataProvider,
  type RefundChargeParams,
  refundChargeAttempt,
} from './membershipsDataProvider.ts';

const REASON_MAX = 250;

/**
 * "Refund" on a paid membership charge: the payment back to its card through the processor, with a
 * required reason, after a confirmation that says the membership ends when its latest payment is refunded.
 * Shown only on a paid charge, to admins the server lets refund; each confirmed attempt has its own
 * Idempotency-Key, and a refusal shows the server's words.
 */
export const ChargeRefund = ({ charge, amount }: { charge: TCardCharge; amount: string }) => {
  const allowed = useCan('adminRefundMembershipCharge');
  const dataProvider = useDataProvider<MembershipsDataProvider>();
  const t = useT();
  if (!allowed || charge.status !== 'SUCCEEDED') return null;
  return (
    <ConfirmTextAction
      label="console.users.membership.refund.button"
      variant="outlined"
      color="warning"
      mutationFn={(params: RefundChargeParams) =>
        dataProvider.refundMembershipCharge(MEMBERSHIPS_RESOURCE, params)
      }
      success={() => 'console.users.membership.refund.done'}
      title={t('console.users.membership.refund.title', { amount })}
      titleId={`refund-charge-${charge.id}-title`}
      intro={<DialogContentText>{t('console.users.membership.refund.text')}</DialogContentText>}
      confirm="console.users.membership.refund.confirm"
      field={{ label: 'console.common.reason', required: true, minRows: 3, max: REASON_MAX }}
      missing="console.users.membership.refund.missing"
      toParams={(reason) => refundChargeAttempt(charge.id, reason)}
    />
  );
};
