import { centsToBits } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { cardLabel, loadDisputeLabel, loadStateLabel } from './cardLoadLabels.ts';
import type { CardLoadRecord } from './cardLoadsDataProvider.ts';

/**
 * One CSV line per card load; the column order is the header order. The state and the dispute in the
 * console's language (`t`) beside the status and failure codes; amounts in BITS with two decimals; the
 * processor's references as they are.
 */
export function toCardLoadCsvRow(l: CardLoadRecord, t: Translate = englishText): CsvRow<'card-loads'> {
  return {
    createdAt: l.createdAt,
    memberName: l.member.displayName,
    memberEmail: l.member.email,
    userId: l.member.userId,
    amountBits: centsToBits(l.amountCents),
    statusCode: l.status,
    state: loadStateLabel(l, t),
    failureCode: l.failureCode ?? '',
    card: cardLabel(l.card),
    processor: l.processor ?? '',
    paymentRef: l.paymentRef ?? '',
    chargeRef: l.chargeRef ?? '',
    disputeStatus: loadDisputeLabel(l, t),
    processorRefundedCad: l.processorRefundedCents > 0 ? centsToBits(l.processorRefundedCents) : '',
    completedAt: l.completedAt ?? '',
    id: l.id,
  };
}
