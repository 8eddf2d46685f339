/**
 * A dispute of a held payment in words, as its barter's page shows it to the buyer and the seller: its
 * status, reason, the steps of its timeline and, once resolved, where the held BITS went.
 */
import type {
  BarterDisputeReason,
  BarterDisputeStatus,
  TBarterDispute,
  TBarterDisputeEvent,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';
import { formatBits } from '../../../lib/money.ts';

/** The reasons a buyer picks from, in the form's order. */
export const REASON_LABEL = {
  NOT_RECEIVED: 'barter.dispute.reason.NOT_RECEIVED',
  NOT_AS_DESCRIBED: 'barter.dispute.reason.NOT_AS_DESCRIBED',
  DAMAGED: 'barter.dispute.reason.DAMAGED',
  SERVICE_NOT_DONE: 'barter.dispute.reason.SERVICE_NOT_DONE',
  OTHER: 'barter.dispute.reason.OTHER',
} as const satisfies Record<BarterDisputeReason, keyof Messages>;

const STATUS_LABEL = {
  OPEN: 'barter.dispute.status.OPEN',
  ANSWERED: 'barter.dispute.status.ANSWERED',
  RESOLVED: 'barter.dispute.status.RESOLVED',
} as const satisfies Record<BarterDisputeStatus, keyof Messages>;

/** "Waiting for the seller’s answer", "Answered: an admin will decide" or "Resolved". */
export const disputeStatusText = (status: BarterDisputeStatus): string => t(STATUS_LABEL[status]);

/** "Not received", "Damaged"…: the buyer's reason. */
export const disputeReasonText = (reason: BarterDisputeReason): string => t(REASON_LABEL[reason]);

/**
 * Where a resolved dispute sent the held BITS: "25.00 BITS™ to the seller, 15.00 BITS™ back to the buyer",
 * or only the side that got them all; null until resolved.
 */
export const disputeOutcomeText = (
  dispute: Pick<TBarterDispute, 'sellerCents' | 'buyerCents'>,
): string | null => {
  const { sellerCents, buyerCents } = dispute;
  if (sellerCents === null || buyerCents === null) return null;
  if (buyerCents === 0) return t('barter.dispute.outcome.release', { seller: formatBits(sellerCents) });
  if (sellerCents === 0) return t('barter.dispute.outcome.refund', { buyer: formatBits(buyerCents) });
  return t('barter.dispute.outcome.split', {
    seller: formatBits(sellerCents),
    buyer: formatBits(buyerCents),
  });
};

/** Who took a step and what it was, in the reader's words ("You answered" to the seller who did). */
export const disputeEventText = (
  event: Pick<TBarterDisputeEvent, 'kind' | 'by'>,
  side: 'buyer' | 'seller',
): string => {
  const mine = event.by === side.toUpperCase();
  switch (event.kind) {
    case 'OPENED':
      return mine ? t('barter.dispute.event.OPENED.you') : t('barter.dispute.event.OPENED');
    case 'ANSWERED':
      return mine ? t('barter.dispute.event.ANSWERED.you') : t('barter.dispute.event.ANSWERED');
    case 'RESOLVED':
      return t('barter.dispute.event.RESOLVED');
  }
};
