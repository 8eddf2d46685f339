import {
  ERROR_MESSAGES,
  type TAdminOnboardingRequest,
  VALIDATION_MESSAGES,
  ZAdminOnboardingRequest,
} from '@barterbits/contracts';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../admin-accounts/formErrors.ts';
import { inConsoleLanguage } from '../i18n/contractsWords.ts';

/** The onboarding form's fields as typed. */
export interface OnboardingValues {
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  mobileNo: string;
}

export const EMPTY_ONBOARDING: OnboardingValues = {
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  mobileNo: '',
};

/** The spec's password rules, shown above the password field. */
export const PASSWORD_RULES = VALIDATION_MESSAGES.passwordRules;

/** The invite token of the page's query string (`?token=…`), or undefined when it has none. */
export function tokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : undefined;
}

/** Checks the form with the server's own rules: the body to send, or per-field messages. */
export function validateOnboarding(
  token: string,
  values: OnboardingValues,
): { ok: true; body: TAdminOnboardingRequest } | { ok: false; errors: FieldErrors } {
  const parsed = ZAdminOnboardingRequest.safeParse({ token, ...values });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error) };
}

/** What a failed POST /admin/onboarding means for the page. */
export type OnboardingFailure =
  /** The link cannot be used (unknown, used, expired or cancelled): ask for a new invite. */
  | { kind: 'link' }
  /** The server refused some fields (e.g. the mobile number is in use): show them under the fields. */
  | { kind: 'fields'; errors: FieldErrors; message: string }
  /** Anything else (offline, 5xx): the message, the form stays as typed. */
  | { kind: 'message'; message: string };

const LINK_CODES: ReadonlySet<unknown> = new Set(['LINK_EXPIRED', 'LINK_INVALID']);

/** Sorts a failed onboarding into the page's three outcomes. */
export function onboardingFailure(error: unknown): OnboardingFailure {
  const e = error as { status?: unknown; code?: unknown; message?: unknown } | null | undefined;
  const message =
    typeof e?.message === 'string' && e.message
      ? e.message
      : inConsoleLanguage(ERROR_MESSAGES.someErrorOccurred);
  if (e?.status === 410 || LINK_CODES.has(e?.code)) return { kind: 'link' };
  const errors = serverFieldErrors(error);
  if (errors && Object.keys(errors).length > 0) {
    if (errors.token) return { kind: 'link' };
    return { kind: 'fields', errors, message };
  }
  return { kind: 'message', message };
}
