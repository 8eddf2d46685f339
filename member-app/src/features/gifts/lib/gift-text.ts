/**
 * The gift pages' words chosen at run time: the statuses, and the contracts' English validation messages
 * the gift form shows, each a literal id of the gifts catalog.
 */
import {
  GIFT_CLAIM_DAYS,
  GIFT_MESSAGES,
  type GiftStatus,
  type TValidateGiftEmailResponse,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

/** A gift's status (GIFT_STATUS_LABELS in English). */
export const STATUS_LABEL = {
  PENDING: 'gifts.status.PENDING',
  ACCEPTED: 'gifts.status.ACCEPTED',
  RETURNED: 'gifts.status.RETURNED',
  CANCELLED: 'gifts.status.CANCELLED',
} as const satisfies Record<GiftStatus, keyof Messages>;

type EmailCheck = TValidateGiftEmailResponse['data'];

/** What the address check says of each kind of recipient (the server's `message`, GIFT_MESSAGES in English). */
export const CHECK_TEXT = {
  KNOWN_MEMBER: () => t('gifts.check.KNOWN_MEMBER'),
  ADDRESS: () => t('gifts.check.ADDRESS', { days: GIFT_CLAIM_DAYS }),
  REFUSED: () => t('gifts.check.REFUSED'),
} satisfies Record<EmailCheck['recipient'], () => string>;

/** The address check's message in the app's language (the server's own for a kind the app does not know). */
export const checkText = (check: EmailCheck): string => CHECK_TEXT[check.recipient]?.() ?? check.message;

/** The contracts' English messages the gift form shows, by their text. */
const VALIDATION: Record<string, () => string> = {
  [VALIDATION_MESSAGES.required]: () => t('gifts.v.required'),
  [VALIDATION_MESSAGES.invalidEmail]: () => t('gifts.v.invalidEmail'),
  [VALIDATION_MESSAGES.numericOnly]: () => t('gifts.v.numericOnly'),
  [VALIDATION_MESSAGES.decimals]: () => t('gifts.v.decimals'),
  [VALIDATION_MESSAGES.numberMax]: () => t('gifts.v.numberMax'),
  [VALIDATION_MESSAGES.positive]: () => t('gifts.v.positive'),
  [VALIDATION_MESSAGES.pinDigits]: () => t('gifts.v.pinDigits'),
  [VALIDATION_MESSAGES.textAreaMax]: () => t('gifts.v.textAreaMax'),
  [GIFT_MESSAGES.amountMax]: () => t('gifts.v.amountMax'),
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
