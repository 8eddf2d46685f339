/**
 * The wants pages' words chosen at run time, as literal catalog ids: statuses, alerts, report reasons,
 * and the contracts' English validation messages the want form shows, in the app's language.
 */
import {
  MATCH_COUNT_CAP,
  type MatchAlert,
  type OfferReportReason,
  VALIDATION_MESSAGES,
  WANT_MESSAGES,
  type WantStatus,
} from '@barterbits/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Messages } from '../../../i18n/messages.ts';
import { t } from '../../../lib/i18n.ts';

type Id = keyof Messages;

export const STATUS_LABEL = {
  ACTIVE: 'wants.status.ACTIVE',
  PAUSED: 'wants.status.PAUSED',
  EXPIRED: 'wants.status.EXPIRED',
  DISABLED: 'wants.status.DISABLED',
} as const satisfies Record<WantStatus, Id>;

/** A match count's words' values: a count at the server's cap reads "100+" (there may be more). */
export const matchCountArgs = (count: number) => ({ count, more: count >= MATCH_COUNT_CAP ? '+' : '' });

export const STATUS_COLOR = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  EXPIRED: 'default',
  DISABLED: 'error',
} as const satisfies Record<WantStatus, string>;

/** The alert as a choice in a form. */
export const ALERT_LABEL = {
  INSTANT: 'wants.alert.INSTANT',
  DAILY: 'wants.alert.DAILY',
  OFF: 'wants.alert.OFF',
} as const satisfies Record<MatchAlert, Id>;

/** The alert as lists show it. */
export const ALERT_SHORT = {
  INSTANT: 'wants.alertShort.INSTANT',
  DAILY: 'wants.alertShort.DAILY',
  OFF: 'wants.alertShort.OFF',
} as const satisfies Record<MatchAlert, Id>;

export const REASON_LABEL = {
  SUSPICIOUS: 'wants.reason.SUSPICIOUS',
  ITS_SPAM: 'wants.reason.ITS_SPAM',
  ADULT_CONTENT: 'wants.reason.ADULT_CONTENT',
  FALSE_INFORMATION: 'wants.reason.FALSE_INFORMATION',
  MY_INTELLECTUAL_PROPERTY: 'wants.reason.MY_INTELLECTUAL_PROPERTY',
  OFFENSIVE_OR_INAPPROPRIATE: 'wants.reason.OFFENSIVE_OR_INAPPROPRIATE',
  OTHER: 'wants.reason.OTHER',
} as const satisfies Record<OfferReportReason, Id>;

/** The contracts' English messages the wants forms show, by their text. */
const VALIDATION: Record<string, () => string> = {
  [WANT_MESSAGES.titleMin]: () => t('wants.problem.titleMin'),
  [WANT_MESSAGES.titleMax]: () => t('wants.problem.titleMax'),
  [WANT_MESSAGES.descriptionMax]: () => t('wants.problem.descriptionMax'),
  [WANT_MESSAGES.category]: () => t('wants.problem.category'),
  [WANT_MESSAGES.radius]: () => t('wants.problem.radius'),
  [WANT_MESSAGES.maxPrice]: () => t('wants.problem.maxPrice'),
  [WANT_MESSAGES.reason]: () => t('wants.problem.reason'),
  [WANT_MESSAGES.detailsRequired]: () => t('wants.problem.detailsRequired'),
  [WANT_MESSAGES.detailsMax]: () => t('wants.problem.detailsMax'),
  [WANT_MESSAGES.searchNameRequired]: () => t('wants.problem.searchNameRequired'),
  [WANT_MESSAGES.searchNameMax]: () => t('wants.problem.searchNameMax'),
  [VALIDATION_MESSAGES.required]: () => t('wants.problem.required'),
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
