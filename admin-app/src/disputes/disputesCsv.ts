import { centsToBits } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { DEBT_STATUS_KEYS, disputeStatusLabel } from './disputeLabels.ts';
import type { DisputeRecord } from './disputesDataProvider.ts';

/**
 * One CSV line per dispute; the column order is the header order. The status and what became of the debt
 * in the console's language (`t`) beside the status code; amounts in BITS with two decimals; the
 * processor's references as they are.
 */
export function toDisputeCsvRow(d: DisputeRecord, t: Translate = englishText): CsvRow<'disputes'> {
  return {
    openedAt: d.openedAt,
    memberName: d.member?.displayName ?? '',
    memberEmail: d.member?.email ?? '',
    userId: d.member?.userId ?? '',
    amountBits: centsToBits(d.amountCents),
    heldBits: centsToBits(d.heldCents),
    debtBits: centsToBits(d.debtCents),
    debtOutcome: d.debtStatus ? t(DEBT_STATUS_KEYS[d.debtStatus]) : '',
    statusCode: d.status,
    state: disputeStatusLabel(d, t),
    reason: d.reason ?? '',
    processor: d.processor,
    disputeRef: d.disputeRef,
    paymentRef: d.paymentRef ?? '',
    chargeRef: d.chargeRef ?? '',
    loadId: d.loadId ?? '',
    closedAt: d.closedAt ?? '',
    id: d.id,
  };
}
