/**
 * The words of the account forms shared by several pages (src/components/form, the onboarding frame) and
 * the contracts' validation messages these forms show, in Canadian English: the app's own text, letter
 * for letter. `validation.<key>` is VALIDATION_MESSAGES[key] (a unit test holds them equal), looked up
 * from the English text a schema gives (lib/i18n-messages.ts).
 */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'forms.email': 'Email',
  'forms.password.show': 'Show {label}',
  'forms.password.hide': 'Hide {label}',
  'forms.back': 'Back',
  'forms.validation.required': 'Required field.',
  'forms.validation.invalidEmail': 'Invalid email format.',
  'forms.validation.passwordRules':
    'Password must be at least 8 characters and include 1 uppercase letter, 1 lowercase letter, 1 digit and 1 special character.',
  'forms.validation.passwordMin': 'Password must be at least 8 characters.',
  'forms.validation.passwordUppercase': 'Password must contain at least 1 uppercase letter.',
  'forms.validation.passwordLowercase': 'Password must contain at least 1 lowercase letter.',
  'forms.validation.passwordDigit': 'Password must contain at least 1 digit.',
  'forms.validation.passwordSpecial': 'Password must contain at least 1 special character.',
  'forms.validation.passwordMax': 'Password must be at most 128 characters.',
  'forms.validation.passwordTooCommon':
    'This password is too easy to guess. Add more characters or avoid repeats and common words.',
  'forms.validation.passwordsMustMatch': 'Passwords must match.',
});
