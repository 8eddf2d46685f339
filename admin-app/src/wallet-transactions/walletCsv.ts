import { centsToBits } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { TRANSACTION_STATUS_KEYS, typeLabel, type WalletTransactionRecord } from './walletLabels.ts';

/**
 * One CSV line per movement; the column order is the header order. The type (beside its code) and status
 * in the console's language (`t`); amounts in BITS with two decimals.
 */
export function toWalletCsvRow(
  m: WalletTransactionRecord,
  t: Translate = englishText,
): CsvRow<'wallet-transactions'> {
  return {
    reference: m.reference,
    createdAt: m.createdAt,
    typeCode: m.type,
    type: typeLabel(m, t),
    status: m.status in TRANSACTION_STATUS_KEYS ? t(TRANSACTION_STATUS_KEYS[m.status]) : m.status,
    amountBits: centsToBits(m.amountCents),
    fromName: m.from?.displayName ?? '',
    fromEmail: m.from?.email ?? '',
    fromAccount: m.from ? (m.from.code ?? m.from.userId ?? '') : '',
    toName: m.to?.displayName ?? '',
    toEmail: m.to?.email ?? '',
    toAccount: m.to ? (m.to.code ?? m.to.userId ?? '') : '',
    initiatedBy: m.initiatedBy ?? '',
    initiatedByName: m.initiatedByName ?? '',
    memo: m.memo ?? '',
    relatedType: m.relatedType ?? '',
    relatedId: m.relatedId ?? '',
    id: m.id,
  };
}
