/**
 * The sign-up (/sign-up) and forgotten-password (/forget-password) pages in Canadian English: the app's own
 * text, letter for letter (e2e suites read it).
 */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'accounts.signUp.heading': 'Create an account',
  'accounts.signUp.lead': 'Join your barter community with your email address.',
  'accounts.signUp.form': 'Sign up',
  'accounts.signUp.invitedBy': 'Invited by {name}',
  'accounts.signUp.codeUnknown': 'This invite code is not valid. You can still sign up.',
  'accounts.signUp.password': 'Password',
  'accounts.signUp.confirmPassword': 'Confirm password',
  'accounts.signUp.submit': 'Sign up',
  'accounts.signUp.haveAccount': 'Already have an account?',
  'accounts.signUp.signIn': 'Sign in',
  'accounts.passwordRules.list': 'Password rules',
  'accounts.passwordRules.length': 'At least 8 characters',
  'accounts.passwordRules.uppercase': '1 uppercase letter',
  'accounts.passwordRules.lowercase': '1 lowercase letter',
  'accounts.passwordRules.digit': '1 digit',
  'accounts.passwordRules.special': '1 special character',
  'accounts.passwordRules.met': ' (met)',
  'accounts.passwordRules.notMet': ' (not met)',
  'accounts.forgetPassword.heading': 'Forgot your password?',
  'accounts.forgetPassword.lead':
    'Enter the email address of your account and we will send you a link to choose a new password.',
  'accounts.forgetPassword.form': 'Forgot password',
  'accounts.forgetPassword.submit': 'Send reset link',
  'accounts.forgetPassword.back': 'Back to sign in',
});
