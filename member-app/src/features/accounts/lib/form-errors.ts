import { isApiError } from '@barterbits/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages on the form's fields; true when any field got one. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let any = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { message }, { shouldFocus: !any });
      any = true;
    }
  }
  return any;
}

/** The message to show above a form: none when the server put it on the fields already. */
export const formLevelError = (error: unknown): string | null => {
  if (!error) return null;
  if (isApiError(error) && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) return null;
  return error instanceof Error ? error.message : null;
};
