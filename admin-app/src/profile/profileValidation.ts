import { ZUpdateAdminRequest } from '@barterbits/contracts';
import { inConsoleLanguage } from '../i18n/contractsWords.ts';

/**
 * Form-level validation of the profile form with the contracts rules (ZPersonName, ZMobileNumber):
 * the first message per field, keyed by field name; empty when the values are valid.
 */
export function validateProfileForm(values: Record<string, unknown>): Record<string, string> {
  const result = ZUpdateAdminRequest.safeParse({
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    mobileNo: values.mobileNo ?? '',
  });
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = inConsoleLanguage(issue.message);
  }
  return errors;
}
