import { HEARTS_MAX, HEARTS_MIN, REVIEW_MESSAGES } from '@barterbits/contracts';
import { t } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { CHOOSE_PURCHASE_MESSAGE } from './forms.ts';

/**
 * A review form's field message in the app's language: the schemas give their English text (the review
 * rules' own, else the contracts' validation messages); a server refusal comes already in the language.
 */
export function reviewFieldMessage(message: string | undefined): string | undefined {
  switch (message) {
    case REVIEW_MESSAGES.hearts:
      return t('reviews.validation.hearts', { min: HEARTS_MIN, max: HEARTS_MAX });
    case CHOOSE_PURCHASE_MESSAGE:
      return t('reviews.validation.purchase');
    case REVIEW_MESSAGES.detailsRequired:
      return t('reviews.validation.details');
    default:
      return translateValidation(message);
  }
}
