import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@barterbits/contracts';
import { t } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { POW_FAILED_MESSAGE } from './proof-of-work.ts';

/**
 * A feedback form's message in the app's language: the contracts' schema gives its English text (the
 * feedback rules' own, else the shared validation messages), and the robot check its own; a server
 * refusal comes already in the language and is left as it is.
 */
export function feedbackMessage<M extends string | undefined | null>(message: M): M | string {
  switch (message) {
    case FEEDBACK_MESSAGES.ratingRequired:
      return t('feedback.validation.ratingRequired');
    case FEEDBACK_MESSAGES.rating:
      return t('feedback.validation.rating');
    case FEEDBACK_MESSAGES.messageMin:
      return t('feedback.validation.messageMin', { min: FEEDBACK_LIMITS.messageMin });
    case FEEDBACK_MESSAGES.subjectMax:
      return t('feedback.validation.subjectMax', { max: FEEDBACK_LIMITS.subjectMax });
    case FEEDBACK_MESSAGES.guestNameMax:
      return t('feedback.validation.guestNameMax', { max: FEEDBACK_LIMITS.guestNameMax });
    case FEEDBACK_MESSAGES.guestEmailRequired:
      return t('feedback.validation.guestEmailRequired');
    case POW_FAILED_MESSAGE:
      return t('feedback.pow.failed');
    default:
      return message === null || message === undefined ? message : translateValidation(message);
  }
}
