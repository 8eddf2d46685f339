import { centsToBits } from '@barterbits/contracts';
import type { WalletTransactionRecord } from './walletLabels.ts';
import { TRANSACTION_STATUS_LABELS } from './walletLabels.ts';

/** One CSV line per movement; the column order is the header order. Amounts in BITS with two decimals. */
export function toWalletCsvRow(t: WalletTransactionRecord) {
  return {
    reference: t.reference,
    createdAt: t.createdAt,
    type: t.type,
    label: t.label,
    status: TRANSACTION_STATUS_LABELS[t.status] ?? t.status,
    amountBits: centsToBits(t.amountCents),
    fromName: t.from?.displayName ?? '',
    fromEmail: t.from?.email ?? '',
    fromAccount: t.from ? (t.from.code ?? t.from.userId ?? '') : '',
    toName: t.to?.displayName ?? '',
    toEmail: t.to?.email ?? '',
    toAccount: t.to ? (t.to.code ?? t.to.userId ?? '') : '',
    initiatedBy: t.initiatedBy ?? '',
    initiatedByName: t.initiatedByName ?? '',
    memo: t.memo ?? '',
    relatedType: t.relatedType ?? '',
    relatedId: t.relatedId ?? '',
    id: t.id,
  };
}
