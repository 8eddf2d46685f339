/**
 * A card dispute's status and debt in the console's language, and whether support may settle its debt.
 */
import { CARD_DISPUTE_STATUSES, type DISPUTE_DEBT_STATUSES, formatBits } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { DisputeRecord } from './disputesDataProvider.ts';

/** "1,234.50 BITS™", as members see it (the shared format). */
export const bitsLabel = (cents: number) => formatBits(cents);

/** Each dispute status's words. */
export const DISPUTE_STATUS_KEYS = {
  OPEN: 'console.disputes.status.OPEN',
  WON: 'console.disputes.status.WON',
  LOST: 'console.disputes.status.LOST',
} as const satisfies Record<(typeof CARD_DISPUTE_STATUSES)[number], ConsoleKey>;

/** The status filter (react-admin translates a choice's name, a message key); none chosen: every dispute. */
export const DISPUTE_STATUS_CHOICES = CARD_DISPUTE_STATUSES.map((id) => ({
  id,
  name: DISPUTE_STATUS_KEYS[id],
}));

/** What became of a debt. */
export const DEBT_STATUS_KEYS = {
  SETTLED: 'console.disputes.debt.SETTLED',
  WRITTEN_OFF: 'console.disputes.debt.WRITTEN_OFF',
  CANCELLED: 'console.disputes.debt.CANCELLED',
} as const satisfies Record<(typeof DISPUTE_DEBT_STATUSES)[number], ConsoleKey>;

/** A dispute's status in words. */
export const disputeStatusLabel = (d: Pick<DisputeRecord, 'status'>, t: Translate = englishText): string =>
  t(DISPUTE_STATUS_KEYS[d.status]);

/** Whether the dispute's debt is still owed: an open dispute's, or a lost one's not yet settled or written off. */
export const debtOutstanding = (d: Pick<DisputeRecord, 'status' | 'debtCents' | 'debtStatus'>): boolean =>
  d.debtCents > 0 && d.debtStatus === null && d.status !== 'WON';

/**
 * A dispute's debt in words: "—" without one, "12.00 BITS™ owed", or the amount and what became of it
 * ("12.00 BITS™, written off").
 */
export function debtLabel(
  d: Pick<DisputeRecord, 'status' | 'debtCents' | 'debtStatus'>,
  t: Translate = englishText,
): string {
  if (d.debtCents <= 0) return '—';
  const amount = bitsLabel(d.debtCents);
  if (d.debtStatus)
    return t('console.disputes.debt.closed', { amount, outcome: t(DEBT_STATUS_KEYS[d.debtStatus]) });
  return t('console.disputes.debt.owed', { amount });
}

/** Whether support may close the debt: a lost dispute whose debt is still owed (the server checks it again). */
export const canSettleDebt = (d: Pick<DisputeRecord, 'status' | 'debtCents' | 'debtStatus'>): boolean =>
  d.status === 'LOST' && debtOutstanding(d);
