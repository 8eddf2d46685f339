import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { isLinkError } from './password-rules.ts';

/**
 * The message above a form sent with a link or token (`formErrorMessage` for its `fields`): none for a
 * link error (the page moves on).
 */
export const formErrorUnlessLink = (error: unknown, fields: readonly string[]): string | null =>
  isLinkError(error) ? null : formErrorMessage(error, fields);

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
