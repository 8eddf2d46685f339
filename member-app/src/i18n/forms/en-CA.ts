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
  'forms.validation.date': 'Use a real date like 2025-01-31.',
  'forms.validation.newPasswordMustDiffer': 'The new password must be different from the current one.',
  'forms.validation.mobile': 'Mobile number must be 10 digits.',
  'forms.validation.userNameMax': 'Username must be at most 30 characters.',
  'forms.validation.userNameChars': 'Username may contain lowercase letters, numbers and underscores only.',
  'forms.validation.userNameMix': 'Username must combine letters and numbers.',
  'forms.validation.nameLength': 'Must be between 2 and 79 characters.',
  'forms.validation.nameLetters': 'Only English letters are allowed.',
  'forms.validation.businessNameMax': 'Business name must be at most 150 characters.',
  'forms.validation.businessDescriptionMax': 'Business description must be at most 500 characters.',
  'forms.validation.websiteMax': 'Website must be at most 255 characters.',
  'forms.validation.bioMin': 'Bio must be at least 5 characters.',
  'forms.validation.textAreaMax': 'Must be less than 250 characters.',
  'forms.validation.cancelReasonMax': 'Must be at most 250 characters.',
  'forms.validation.postalCodeLength': 'Postal code must be 6 to 7 characters.',
  'forms.validation.postalCodeFormat': 'Postal code must be in the format A1A 1A1 or A1A1A1.',
  'forms.validation.monthRange': 'Month must be between 1 and 12.',
  'forms.validation.monthPast': 'Past months of the current year are not allowed.',
  'forms.validation.yearInvalid': 'Please enter a valid year.',
  'forms.validation.numericOnly': 'Only numbers are allowed (e.g. 4.50 or 2).',
  'forms.validation.numberMax': 'Must be at most 1000000.',
  'forms.validation.decimals': 'At most 2 decimal places are allowed.',
  'forms.validation.positive': 'Must be greater than 0.',
  'forms.validation.httpsUrl': 'URL must start with https://',
  'forms.validation.youtubeOnly': 'Only YouTube links are allowed.',
  'forms.validation.pinDigits': 'PIN must be a total of 4 digits.',
  'forms.validation.pinGuessable': 'This PIN is too easy to guess. Please choose another.',
  'forms.validation.fileRequired': 'Please upload a file.',
  'forms.validation.fileTooLarge': 'File is too large. The maximum size is 5 MB.',
  'forms.validation.fileType': 'Invalid file type. Please upload a JPEG, PNG or WebP image.',
  'forms.validation.fileDuplicate': 'This file has already been added.',
  'forms.validation.fileMaxCount': 'You can upload at most 10 files.',
  'forms.validation.fileOneAtATime': 'Please upload one file at a time.',
  'forms.validation.locationRequired': 'A location must be selected.',
});
