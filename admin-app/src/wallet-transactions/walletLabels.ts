import {
  formatBits,
  type TAdminWalletTransaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TWalletParty,
  WALLET_TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_TYPES,
} from '@barterbits/contracts';
import { humanize } from '../users/userLabels.ts';

/** "1,234.50 BITS™", as members see it (the shared format, contracts `format.ts`). */
export const bitsLabel = (cents: number) => formatBits(cents);

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = Object.fromEntries(
  TRANSACTION_STATUSES.map((s) => [s, humanize(s)]),
) as Record<TransactionStatus, string>;

/** The type filter: each type once, with its label (SALE_PURCHASE and SALE both read "Sale", so the code is added). */
export const TYPE_CHOICES = WALLET_TRANSACTION_TYPES.filter((t) => t !== 'UNKNOWN').map((id) => ({
  id,
  name: `${WALLET_TRANSACTION_TYPE_LABELS[id]} (${id})`,
}));
export const STATUS_CHOICES = TRANSACTION_STATUSES.map((id) => ({ id, name: TRANSACTION_STATUS_LABELS[id] }));

/** A party as one line: "Maple Trading Co (maple@…)" or "System: Rewards". */
export const partyLabel = (p: TWalletParty | null | undefined): string =>
  !p
    ? '—'
    : p.kind === 'SYSTEM'
      ? `System: ${p.displayName}`
      : p.email
        ? `${p.displayName} (${p.email})`
        : p.displayName;

export const STATUS_COLORS: Record<TransactionStatus, 'success' | 'error' | 'warning' | 'info' | 'default'> =
  {
    SUCCESSFUL: 'success',
    ACCEPTED: 'success',
    PROCESSING: 'info',
    PENDING: 'info',
    FAILED: 'error',
    REJECTED: 'error',
    CANCELLED: 'default',
    REFUND: 'warning',
    RETURNED: 'warning',
  };

export type WalletTransactionRecord = TAdminWalletTransaction;
