import {
  formatBits,
  type TAdminWalletTransaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TWalletParty,
  WALLET_TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionType,
} from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';

/** "1,234.50 BITS™", as members see it (the shared format, contracts `format.ts`). */
export const bitsLabel = (cents: number) => formatBits(cents);

/** The type filter: each type once, with its label (SALE_PURCHASE and SALE both read "Sale", so the code is added). */
export const TYPE_CHOICES = WALLET_TRANSACTION_TYPES.filter((t) => t !== 'UNKNOWN').map((id) => ({
  id,
  name: `${WALLET_TRANSACTION_TYPE_LABELS[id]} (${id})`,
}));
/** Each status's message, for the screens and the CSV export. */
export const TRANSACTION_STATUS_KEYS = {
  PROCESSING: 'console.wallet-transactions.status.PROCESSING',
  PENDING: 'console.wallet-transactions.status.PENDING',
  SUCCESSFUL: 'console.wallet-transactions.status.SUCCESSFUL',
  FAILED: 'console.wallet-transactions.status.FAILED',
  CANCELLED: 'console.wallet-transactions.status.CANCELLED',
  REJECTED: 'console.wallet-transactions.status.REJECTED',
  REFUND: 'console.wallet-transactions.status.REFUND',
  ACCEPTED: 'console.wallet-transactions.status.ACCEPTED',
  RETURNED: 'console.wallet-transactions.status.RETURNED',
} as const satisfies Record<TransactionStatus, ConsoleKey>;

/** The status filter (react-admin translates a choice's name, a message key). */
export const STATUS_CHOICES = TRANSACTION_STATUSES.map((id) => ({ id, name: TRANSACTION_STATUS_KEYS[id] }));

/** Each movement type's message, for the screens and the CSV export. */
export const TYPE_KEYS = {
  ADD_BITS: 'console.wallet-transactions.type.ADD_BITS',
  GIFT: 'console.wallet-transactions.type.GIFT',
  GIFT_REWARD: 'console.wallet-transactions.type.GIFT_REWARD',
  SALE_PURCHASE: 'console.wallet-transactions.type.SALE_PURCHASE',
  REWARDS: 'console.wallet-transactions.type.REWARDS',
  REFUND: 'console.wallet-transactions.type.REFUND',
  TRANSFER: 'console.wallet-transactions.type.TRANSFER',
  SALE: 'console.wallet-transactions.type.SALE',
  PURCHASE: 'console.wallet-transactions.type.PURCHASE',
  UNKNOWN: 'console.wallet-transactions.type.UNKNOWN',
  DISPUTE_HOLD: 'console.wallet-transactions.type.DISPUTE_HOLD',
  DISPUTE_RELEASE: 'console.wallet-transactions.type.DISPUTE_RELEASE',
  CHARGEBACK: 'console.wallet-transactions.type.CHARGEBACK',
} as const satisfies Record<WalletTransactionType, ConsoleKey>;

/** A movement's type in the console's language; a type the console does not know, as the server names it. */
export const typeLabel = (m: { type: string; label: string }, t: Translate = englishText): string => {
  const key = (TYPE_KEYS as Record<string, ConsoleKey>)[m.type];
  return key ? t(key) : m.label;
};

/** A party as one line: "Maple Trading Co (maple@…)" or "System: Rewards". */
export const partyLabel = (p: TWalletParty | null | undefined, t: Translate = englishText): string =>
  !p
    ? '—'
    : p.kind === 'SYSTEM'
      ? t('console.wallet-transactions.system', { name: p.displayName })
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
