import { centsToBits } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { OUTCOME_KEYS, reasonLabel, statusLabel } from './barterDisputeLabels.ts';
import type { BarterDisputeRecord } from './barterDisputesDataProvider.ts';

/**
 * One CSV line per barter dispute; the column order is the header order. The status, reason and outcome
 * in the console's language (`t`) beside their codes; amounts in BITS with two decimals; the texts as
 * written (the platform's CSV writer defuses formulas). `now` decides whether the seller's answer is overdue.
 */
export function toBarterDisputeCsvRow(
  d: BarterDisputeRecord,
  t: Translate = englishText,
  now: Date = new Date(),
): CsvRow<'barter-disputes'> {
  return {
    openedAt: d.openedAt,
    barterReference: d.barter.reference,
    offerTitle: d.barter.offerTitle,
    buyerName: d.buyer.displayName,
    buyerEmail: d.buyer.email,
    buyerId: d.buyer.id,
    sellerName: d.seller.displayName,
    sellerEmail: d.seller.email,
    sellerId: d.seller.id,
    amountBits: centsToBits(d.barter.amountCents),
    heldBits: centsToBits(d.barter.heldCents),
    reasonCode: d.reason,
    reasonText: reasonLabel(d.reason, t),
    statusCode: d.status,
    state: statusLabel(d, t, now),
    answerDueAt: d.answerDueAt,
    answeredAt: d.answeredAt ?? '',
    outcome: d.outcome ? t(OUTCOME_KEYS[d.outcome]) : '',
    sellerBits: d.sellerCents === null ? '' : centsToBits(d.sellerCents),
    buyerBits: d.buyerCents === null ? '' : centsToBits(d.buyerCents),
    resolvedAt: d.resolvedAt ?? '',
    resolvedBy: d.resolvedBy?.displayName ?? '',
    id: d.id,
  };
}
