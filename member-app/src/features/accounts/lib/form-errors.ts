import { isApiError } from '@barterbits/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/forms.ts';
import { isLinkError } from './password-rules.ts';

/** The message to show above a form: none when the server put it on the fields already. */
export const formLevelError = (error: unknown): string | null => {
  if (!error) return null;
  if (isApiError(error) && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) return null;
  return error instanceof Error ? error.message : null;
};

/** The message above a form sent with a link or token: none for a link error (the page moves on). */
export const formErrorUnlessLink = (error: unknown): string | null =>
  isLinkError(error) ? null : formLevelError(error);

/**
 * What a form sent with a link or token does with a refusal: a link error goes to `onLinkError`,
 * the server's per-field messages onto the form's fields.
 */
export const onLinkOrFieldErrors =
  <T extends FieldValues>(
    setError: UseFormSetError<T>,
    fields: readonly Path<T>[],
    onLinkError: (error: Error) => void,
  ) =>
  (error: Error): void => {
    if (isLinkError(error)) onLinkError(error);
    else applyServerErrors(error, fields, setError);
  };
