/**
 * The 409 of each unique rule, one for both ways a duplicate is caught: the service's check before it writes
 * (one request at a time), and the database's unique index when two requests pass that check together.
 * Either way the caller gets the same status, code, message and field. The central error handler turns any
 * unique violation that reaches it into its conflict here, so a race never answers 500.
 */
import {
  DUPLICATE_MESSAGES,
  type DuplicateCheckField,
  ERROR_MESSAGES,
  type ErrorCode,
  ONBOARDING_MESSAGES,
} from '@barterbits/contracts';
import { AppError } from './app-error.ts';
import { uniqueViolation } from './pg-errors.ts';

const DUPLICATE_CODES: Record<DuplicateCheckField, ErrorCode> = {
  userName: 'USERNAME_IN_USE',
  phoneNumber: 'MOBILE_IN_USE',
  businessName: 'CONFLICT',
  email: 'EMAIL_EXISTS',
};

/** 409 for values another account already holds (the first field's code and message, every field named). */
export function duplicateError(fields: readonly DuplicateCheckField[]): AppError {
  const first = fields[0] as DuplicateCheckField;
  const fieldErrors: Record<string, string[]> = {};
  for (const f of fields) fieldErrors[f] = [DUPLICATE_MESSAGES[f]];
  return new AppError(DUPLICATE_CODES[first], DUPLICATE_MESSAGES[first], { fieldErrors });
}

/** 409: a business category of that name already exists under the same parent. */
export const categoryNameTaken = (): AppError =>
  new AppError('CONFLICT', ONBOARDING_MESSAGES.categoryNameTaken, {
    fieldErrors: { name: [ONBOARDING_MESSAGES.categoryNameTaken] },
  });

/** 409: a business category of that French name already exists under the same parent. */
export const categoryNameFrTaken = (): AppError =>
  new AppError('CONFLICT', ONBOARDING_MESSAGES.categoryNameFrTaken, {
    fieldErrors: { nameFr: [ONBOARDING_MESSAGES.categoryNameFrTaken] },
  });

/** The unique indexes that back a rule members and admins see, with that rule's conflict. */
const CONFLICTS: Record<string, () => AppError> = {
  users_email_key: () => duplicateError(['email']),
  user_profiles_user_name_key: () => duplicateError(['userName']),
  user_profiles_mobile_key: () => duplicateError(['phoneNumber']),
  businesses_name_key: () => duplicateError(['businessName']),
  business_categories_name_key: categoryNameTaken,
  business_categories_name_fr_key: categoryNameFrTaken,
};

/**
 * The conflict a unique violation stands for (null when `e` is none): the rule's own 409, or for an index
 * with no rule of its own (a reference, a key made by the server) a 409 that asks to try again.
 */
export function uniqueConflict(e: unknown): AppError | null {
  const constraint = uniqueViolation(e);
  if (constraint === null) return null;
  return (
    CONFLICTS[constraint]?.() ?? new AppError('CONFLICT', ERROR_MESSAGES.changedAtTheSameTime, { cause: e })
  );
}

/** Rethrows `e`, as its conflict when it is a unique violation. */
export function rethrowUnique(e: unknown): never {
  throw uniqueConflict(e) ?? e;
}
