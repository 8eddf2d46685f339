/** Pure helpers shared by the onboarding forms. */

/**
 * The server's per-field messages (409 duplicates, 400 validation) as form errors: the first
 * message of each field the form has. Returns the fields it set.
 */
export function formFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly F[],
): [F, string][] {
  if (!fieldErrors) return [];
  const out: [F, string][] = [];
  for (const f of fields) {
    const message = fieldErrors[f]?.[0];
    if (message) out.push([f, message]);
  }
  return out;
}
