/**
 * The wallet's words chosen at run time (transaction types and statuses), each a literal
 * id of the wallet catalog. Types only from the contracts: /my-wallet loads this module, and its budget has
 * no room for the contracts' schemas.
 */
import type { TransactionStatus, WalletTransactionType } from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

/** A transaction's type as the member reads it (the server's `label`, in the app's language). */
export const TYPE_LABEL = {
  ADD_BITS: 'wallet.type.ADD_BITS',
  GIFT: 'wallet.type.GIFT',
  GIFT_REWARD: 'wallet.type.GIFT_REWARD',
  SALE_PURCHASE: 'wallet.type.SALE',
  REWARDS: 'wallet.type.REWARDS',
  REFUND: 'wallet.type.REFUND',
  TRANSFER: 'wallet.type.TRANSFER',
  SALE: 'wallet.type.SALE',
  PURCHASE: 'wallet.type.PURCHASE',
  UNKNOWN: 'wallet.type.UNKNOWN',
  DISPUTE_HOLD: 'wallet.type.DISPUTE_HOLD',
  DISPUTE_RELEASE: 'wallet.type.DISPUTE_RELEASE',
  CHARGEBACK: 'wallet.type.CHARGEBACK',
} as const satisfies Record<WalletTransactionType, keyof Messages>;

/** A transaction's status (English shows the status's own name, as it always has). */
export const STATUS_LABEL = {
  PROCESSING: 'wallet.status.PROCESSING',
  PENDING: 'wallet.status.PENDING',
  SUCCESSFUL: 'wallet.status.SUCCESSFUL',
  FAILED: 'wallet.status.FAILED',
  CANCELLED: 'wallet.status.CANCELLED',
  REJECTED: 'wallet.status.REJECTED',
  REFUND: 'wallet.status.REFUND',
  ACCEPTED: 'wallet.status.ACCEPTED',
  RETURNED: 'wallet.status.RETURNED',
} as const satisfies Record<TransactionStatus, keyof Messages>;

/** The type's label; an unknown type (a newer server) keeps the server's own label. */
export const typeLabel = (type: string, fallback: string): string =>
  type in TYPE_LABEL ? t(TYPE_LABEL[type as WalletTransactionType]) : fallback;
/** The status's label; an unknown status keeps its name. */
export const statusLabel = (status: string): string =>
  status in STATUS_LABEL ? t(STATUS_LABEL[status as TransactionStatus]) : status;
