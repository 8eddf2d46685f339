/**
 * A card load's state in the console's language (its status, told apart by the refund marker or the
 * processor's refusal the server keeps in `failureCode`), its card, and whether support may refund it.
 */
import { BITS_LOAD_STATUSES, type BitsLoadStatus, formatBits, formatMoney } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { chargeFailureLabel } from '../users/chargeLabels.ts';
import type { CardLoadRecord } from './cardLoadsDataProvider.ts';

/** "1,234.50 BITS™", as members see it (the shared format). */
export const bitsLabel = (cents: number) => formatBits(cents);

/** Each load status's words (the status filter and the list). */
export const LOAD_STATUS_KEYS = {
  PROCESSING: 'console.card-loads.status.PROCESSING',
  SUCCESSFUL: 'console.card-loads.status.SUCCESSFUL',
  FAILED: 'console.card-loads.status.FAILED',
  REFUND: 'console.card-loads.status.REFUND',
} as const satisfies Record<BitsLoadStatus, ConsoleKey>;

/** The status filter (react-admin translates a choice's name, a message key). */
export const LOAD_STATUS_CHOICES = BITS_LOAD_STATUSES.map((id) => ({ id, name: LOAD_STATUS_KEYS[id] }));

/** The refund markers of a load in the REFUND status. */
const REFUND_KEYS: Readonly<Record<string, ConsoleKey>> = {
  REFUND_PENDING: 'console.card-loads.state.REFUND_PENDING',
  REFUNDED: 'console.card-loads.state.REFUNDED',
};

/**
 * A load's state in words: "Refunded" or "Refund pending" for a refund, "Failed: Card declined" for a
 * refused payment, else its status.
 */
export function loadStateLabel(
  load: Pick<CardLoadRecord, 'status' | 'failureCode'>,
  t: Translate = englishText,
): string {
  const code = load.failureCode;
  if (load.status === 'REFUND' && code && Object.hasOwn(REFUND_KEYS, code)) return t(REFUND_KEYS[code]!);
  const status = t(LOAD_STATUS_KEYS[load.status]);
  if (load.status === 'FAILED' && code)
    return t('console.card-loads.state.failedWith', { reason: chargeFailureLabel(code, t) });
  return status;
}

/** Each dispute status's words, for the load's dispute. */
export const LOAD_DISPUTE_KEYS = {
  OPEN: 'console.card-loads.dispute.OPEN',
  WON: 'console.card-loads.dispute.WON',
  LOST: 'console.card-loads.dispute.LOST',
} as const satisfies Record<NonNullable<CardLoadRecord['disputeStatus']>, ConsoleKey>;

/** The load's dispute in words; '' when the load is not disputed. */
export const loadDisputeLabel = (
  load: Pick<CardLoadRecord, 'disputeStatus'>,
  t: Translate = englishText,
): string => (load.disputeStatus ? t(LOAD_DISPUTE_KEYS[load.disputeStatus]) : '');

/**
 * What the processor refunded of the load's charge in part (Stripe's dashboard), as money ("$5.00 CAD"):
 * support decides what to do, the BITS stay; '' when nothing was.
 */
export const processorRefundLabel = (load: Pick<CardLoadRecord, 'processorRefundedCents'>): string =>
  load.processorRefundedCents > 0 ? formatMoney(load.processorRefundedCents, 'CAD') : '';

/** "Visa •••• 4242", or '' without a card. */
export const cardLabel = (card: CardLoadRecord['card']): string =>
  card ? `${card.brand === 'Amex' ? 'American Express' : card.brand} •••• ${card.last4}` : '';

/**
 * Whether support may refund the load to its card: credited (its BITS in the wallet), charged, and not
 * disputed at the member's bank (a dispute decides instead). The server checks it again.
 */
export const isRefundable = (load: Pick<CardLoadRecord, 'status' | 'chargeRef' | 'disputeStatus'>): boolean =>
  load.status === 'SUCCESSFUL' && load.chargeRef !== null && load.disputeStatus === null;
