/** The sign-in page (/sign-in) in Canadian English: the app's own text, letter for letter (e2e suites read it). */
import { defineCatalog } from '@barterbits/contracts';

export default defineCatalog({
  'auth.signIn.heading': 'Sign in',
  'auth.signIn.lead': 'Trade offers with your community, paid in BITS™.',
  'auth.signIn.form': 'Sign in',
  'auth.signIn.password': 'Password',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.forgotPassword': 'Forgot password?',
  'auth.signIn.createAccount': 'Create an account',
  'auth.social.or': 'or',
  'auth.social.google': 'Continue with Google',
  'auth.social.facebook': 'Continue with Facebook',
  'auth.social.apple': 'Continue with Apple',
  'auth.password.heading': 'Enter your password',
  'auth.password.signingInAs': 'Signing in as',
  'auth.password.notYou': 'Not you?',
  'auth.choosePassword.social':
    'You will use it to confirm sensitive changes to your account. You keep signing in with your {provider} account.',
  'auth.choosePassword.custom':
    'You will sign in with this password from now on. It replaces your current one.',
  'auth.choosePassword.rules':
    '8+ characters with an uppercase and a lowercase letter, a digit and a symbol.',
  'auth.choosePassword.confirm': 'Confirm password',
  'auth.choosePassword.continue': 'Continue',
});
