/**
 * The barter pages' words chosen at run time: the statuses, and the contracts' English validation messages
 * the forms show, each a literal id of the barter catalog.
 */
import {
  BARTER_DISPUTE_MESSAGES,
  BARTER_MESSAGES,
  type BarterStatus,
  type TBarterRequest,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/money.ts';

/** A request's status as lists show it (BARTER_STATUS_LABELS in English). */
export const STATUS_LABEL = {
  PENDING: 'barter.status.PENDING',
  ACCEPTED: 'barter.status.ACCEPTED',
  REJECTED: 'barter.status.REJECTED',
  CANCELLED: 'barter.status.CANCELLED',
  REFUND: 'barter.status.REFUND',
} as const satisfies Record<BarterStatus, keyof Messages>;

/** The contracts' English messages the barter forms show, by their text. */
const VALIDATION: Record<string, () => string> = {
  [VALIDATION_MESSAGES.required]: () => t('barter.v.required'),
  [VALIDATION_MESSAGES.numericOnly]: () => t('barter.v.numericOnly'),
  [VALIDATION_MESSAGES.decimals]: () => t('barter.v.decimals'),
  [VALIDATION_MESSAGES.numberMax]: () => t('barter.v.numberMax'),
  [VALIDATION_MESSAGES.positive]: () => t('barter.v.positive'),
  [VALIDATION_MESSAGES.pinDigits]: () => t('barter.v.pinDigits'),
  [BARTER_MESSAGES.noteMax]: () => t('barter.v.noteMax'),
  [BARTER_DISPUTE_MESSAGES.textMax]: () => t('barter.v.disputeTextMax'),
  [BARTER_DISPUTE_MESSAGES.tooManyPhotos]: () => t('barter.v.tooManyPhotos'),
};

/** A validation message in the app's language (a text without an entry stays as it is). */
export const validationText = (message: string): string => VALIDATION[message]?.() ?? message;

/** `resolver`, each field's message in the app's language. */
export const translatedResolver =
  <I extends FieldValues, C, O>(resolver: Resolver<I, C, O>): Resolver<I, C, O> =>
  async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = validationText(error.message);
    }
    return result;
  };

/**
 * `text` cut around `marker`, so that a part of a message (an amount in bold) can be its own element:
 * the message is formatted with the marker as that value.
 */
export const splitAt = (text: string, marker: string): [string, string] => {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
};

/** A payment's buyer protection: held until released to the seller or returned to the buyer. */
export type BarterHold = NonNullable<TBarterRequest['hold']>;

/**
 * What a barter's page says of its held payment, to the seller or the buyer: while held, when it will be
 * released; after, where it went and when.
 */
export const holdText = (hold: BarterHold, side: 'seller' | 'buyer'): string => {
  switch (hold.status) {
    case 'HELD': {
      const date = formatDateTime(hold.releaseAt);
      return side === 'seller' ? t('barter.hold.sellerHeld', { date }) : t('barter.hold.buyerHeld', { date });
    }
    case 'RELEASED': {
      const date = formatDateTime(hold.releasedAt ?? hold.releaseAt);
      // An admin releases a payment only in resolving its dispute, maybe in part: the dispute says how.
      if (hold.releasedBy === 'ADMIN') return t('barter.hold.resolved', { date });
      return hold.releasedBy === 'AUTO'
        ? t('barter.hold.releasedAuto', { date })
        : t('barter.hold.released', { date });
    }
    case 'RETURNED':
      return t('barter.hold.returned');
    case 'DISPUTED':
      return t('barter.hold.disputed');
  }
};

/**
 * The lists' caption of a payment still held ("On hold until Dec 7, 2026") or disputed ("Disputed"); null
 * once it is neither.
 */
export const holdCaption = (hold: TBarterRequest['hold']): string | null => {
  if (hold?.status === 'HELD') return t('barter.card.onHold', { date: formatDate(hold.releaseAt) });
  return hold?.status === 'DISPUTED' ? t('barter.card.disputed') : null;
};
