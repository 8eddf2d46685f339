/**
 * A card charge's purpose and failure code (server codes, e.g. MEMBERSHIP, CARD_DECLINED) in the console's
 * language, for the member's membership section. A code the console does not know reads as the server
 * sends it.
 */
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';

/** What a charge paid for. */
export const CHARGE_PURPOSE_KEYS: Readonly<Record<string, ConsoleKey>> = {
  MEMBERSHIP: 'console.users.membership.chargePurpose.MEMBERSHIP',
};

/** Why a charge failed: the payment processor's refusals as the server stores them. */
export const CHARGE_FAILURE_KEYS: Readonly<Record<string, ConsoleKey>> = {
  CARD_DECLINED: 'console.users.membership.chargeFailure.CARD_DECLINED',
  CARD_INSUFFICIENT_FUNDS: 'console.users.membership.chargeFailure.CARD_INSUFFICIENT_FUNDS',
  CARD_INVALID: 'console.users.membership.chargeFailure.CARD_INVALID',
  CARD_EXPIRED: 'console.users.membership.chargeFailure.CARD_EXPIRED',
  PROCESSOR_ERROR: 'console.users.membership.chargeFailure.PROCESSOR_ERROR',
};

const labelOf = (keys: Readonly<Record<string, ConsoleKey>>, code: string, t: Translate): string => {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? t(key) : code;
};

/** A charge's purpose in words. */
export const chargePurposeLabel = (purpose: string, t: Translate = englishText): string =>
  labelOf(CHARGE_PURPOSE_KEYS, purpose, t);

/** A charge's failure in words; '' when it did not fail. */
export const chargeFailureLabel = (failureCode: string | null, t: Translate = englishText): string =>
  failureCode ? labelOf(CHARGE_FAILURE_KEYS, failureCode, t) : '';
